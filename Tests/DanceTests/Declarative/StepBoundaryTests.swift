import Foundation
import Testing

@testable import Dance

/// Declarative steps at the exact time one step ends and the next starts: a label's time,
/// which comes back as its fraction × the timeline's duration, shows what starts there
/// whatever that duration; and the velocity there is the one on the side the timeline moves
/// to (a reversed or autoreversing animator moves into the step that ends there).
@MainActor
@Suite(.serialized)
struct StepBoundaryTests {
    /// A fade over 0.5 s, label `L`, a jump of `cornerRadius` to 9, then `tail` seconds more.
    private func jumpAtLabel(tail: Double, on node: Node) -> PropertyAnimator {
        PropertyAnimator(
            steps: [
                .custom(duration: 0.5, curve: .linear) { $0.alpha = 0.5 },
                .label("L"),
                .custom(duration: 0, curve: .linear) { $0.cornerRadius = 9 },
                .custom(duration: tail, curve: .linear) { $0.center.x = 100 },
            ], on: node)
    }

    @Test(
        "seek(toLabel:) at a zero-duration step's time shows it, whatever the total duration",
        arguments: [3.1, 3.2])
    func seekToLabelAtJump(tail: Double) throws {
        // The round trip through the fraction misses the label's time for one of the two.
        #expect((0.5 / 3.7) * 3.7 < 0.5 && (0.5 / 3.6) * 3.6 == 0.5)
        withEngine { _ in
            let node = makeNode()
            node.cornerRadius = 0
            let animator = jumpAtLabel(tail: tail, on: node)
            animator.seek(toLabel: "L")
            #expect(node.$alpha.presentation == 0.5)
            #expect(node.$cornerRadius.presentation == 9)
            animator.stopAnimation(true)
        }
    }

    @Test(
        "run(toLabel:) before a keyframe step opening with .move shows the move",
        arguments: [3.1, 3.2])
    func runToLabelAtMove(tail: Double) {
        withEngine { clock in
            let node = makeNode()
            node.cornerRadius = 0
            let animator = PropertyAnimator(
                steps: [
                    .custom(duration: 0.5, curve: .linear) { $0.alpha = 0.5 },
                    .label("L"),
                    .keyframes(\.cornerRadius, [.move(9), .linear(20, duration: tail)]),
                ], on: node)
            animator.run(toLabel: "L")
            clock.advance(to: 1)
            #expect(animator.fractionComplete == animator.fraction(ofLabel: "L"))
            #expect(node.$cornerRadius.presentation == 9)
            animator.stopAnimation(true)
        }
    }

    @Test("Dance pause(atProgress:) at a label's fraction shows the jump there")
    func dancePauseAtLabel() {
        withEngine { clock in
            let node = makeNode()
            node.cornerRadius = 0
            let animator = jumpAtLabel(tail: 3.2, on: node)
            let fraction = animator.fraction(ofLabel: "L") ?? .nan
            node.dance.animate([
                .custom(duration: 0.5, curve: .linear) { $0.alpha = 0.5 },
                .label("L"),
                .custom(duration: 0, curve: .linear) { $0.cornerRadius = 9 },
                .custom(duration: 3.2, curve: .linear) { $0.center.x = 100 },
            ]).pause(atProgress: fraction)
            clock.advance(to: 1)
            #expect(node.dance.progress == fraction)
            #expect(node.$cornerRadius.presentation == 9)
            node.dance.finish(at: .end)
        }
    }

    /// x over 0…1 s (5 → 105, linear: 100 per second), label `mid`, then a fade over 1 s.
    private static func rampThenFade() -> [Animation] {
        [
            .custom(duration: 1, curve: .linear) { $0.center.x = 105 },
            .label("mid"),
            .custom(duration: 1, curve: .linear) { $0.alpha = 0 },
        ]
    }

    @Test("reversed at the end of a step, the velocity is that step's, run backwards")
    func reversedAtStepEnd() {
        withEngine(frameInterval: 0.1) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(steps: Self.rampThenFade(), on: node)
            animator.run(toLabel: "mid")
            clock.advance(to: 1.05)
            #expect(node.$center.presentation.x == 105)
            animator.isReversed = true
            animator.startAnimation()
            let reported = node.$center.velocity.x
            clock.advance(to: 1.15)
            // Linear back from 105 at 100 per second: 0.1 s later at 95.
            let moved = (node.$center.presentation.x - 105) / 0.1
            #expect(abs(moved + 100) < 1e-9)
            #expect(reported == -100)
            animator.stopAnimation(true)
        }
    }

    @Test("reversed at the kink between a keyframe ramp and a hold, the ramp's velocity")
    func reversedAtKeyframeKink() {
        withEngine(frameInterval: 0.1) { clock in
            let node = makeNode()
            node.cornerRadius = 0
            let animator = PropertyAnimator(
                steps: [
                    .keyframes(
                        \.cornerRadius, [.linear(100, duration: 1), .linear(100, duration: 1)])
                ], on: node)
            animator.pauseAnimation(atFraction: 0.5)
            clock.advance(to: 1.05)
            #expect(node.$cornerRadius.presentation == 100 && node.$cornerRadius.velocity == 0)
            animator.isReversed = true
            animator.startAnimation()
            #expect(node.$cornerRadius.velocity == -100)
            clock.advance(to: 1.15)
            #expect(abs((node.$cornerRadius.presentation - 100) / 0.1 + 100) < 1e-9)
            animator.stopAnimation(true)
        }
    }

    @Test("KeyframeTimeline: moving backwards at a keyframe's time, the segment ending there")
    func keyframeTimelineBackward() {
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [.linear(100, duration: 1), .linear(100, duration: 1), .move(30)])
        #expect(timeline.velocity(time: 1) == 0)
        #expect(timeline.velocity(time: 1, movingBackward: true) == 100)
        #expect(timeline.velocity(time: 0.5, movingBackward: true) == 100)
        #expect(timeline.velocity(time: 2, movingBackward: true) == 0)
        #expect(timeline.velocity(time: 0, movingBackward: true) == 100)
    }

    @Test("an autoreversing steps animator at its turning point moves back at once")
    func autoreverseTurningPoint() {
        withEngine(frameInterval: 0.5) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(
                steps: [.custom(duration: 1, curve: .linear) { $0.center.x = 105 }], on: node)
            animator.repeatCount = 2
            animator.autoreverses = true
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(node.$center.velocity.x == 100)
            clock.advance(to: 1)
            #expect(node.$center.presentation.x == 105)
            #expect(node.$center.velocity.x == -100)
            clock.advance(to: 1.5)
            #expect(node.$center.presentation.x == 55 && node.$center.velocity.x == -100)
            clock.advance(to: 4)  // two passes there and back
            #expect(animator.state == .inactive)
        }
    }

    @Test("Dance hands a reversed step's velocity at its end to the spring that replaces it")
    func danceHandoffAtStepEnd() {
        withEngine(frameInterval: 0.1) { clock in
            let node = makeNode()
            node.dance.animate(Self.rampThenFade()).pause(atProgress: 0.5)
            clock.advance(to: 1.05)
            node.dance.reverse().start()
            let spring = SpringTimingParameters(dampingRatio: 1)
            node.dance.animate([
                .custom(duration: 1, timingParameters: spring) { $0.center.x = 105 }
            ]).start()
            #expect(node.$center.velocity.x == -100)
            clock.advance(to: 1.15)
            #expect(node.$center.presentation.x < 105)
            clock.advance(to: 2.1)
        }
    }
}
