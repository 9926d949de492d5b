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
        #expect(timeline.velocity(time: 1, movingBackward: true, slack: 0) == 100)
        #expect(timeline.velocity(time: 0.5, movingBackward: true, slack: 0) == 100)
        #expect(timeline.velocity(time: 2, movingBackward: true, slack: 0) == 0)
        #expect(timeline.velocity(time: 0, movingBackward: true, slack: 0) == 100)
        // Within the slack of a keyframe's time is at it, on either side.
        #expect(timeline.velocity(time: 1.nextDown, movingBackward: false, slack: 0) == 100)
        #expect(timeline.velocity(time: 1.nextDown, movingBackward: false, slack: 1e-15) == 0)
        #expect(timeline.velocity(time: 1.nextUp, movingBackward: true, slack: 0) == 0)
        #expect(timeline.velocity(time: 1.nextUp, movingBackward: true, slack: 1e-15) == 100)
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

    @Test(
        "run(toLabel:) in a repeating animator's second traversal shows the jump at the label",
        arguments: [3.1, 3.2])
    func runToLabelSecondTraversal(tail: Double) {
        withEngine { clock in
            let node = makeNode()
            node.cornerRadius = 0
            let animator = jumpAtLabel(tail: tail, on: node)
            animator.repeatCount = 2
            animator.startAnimation()
            let total = 0.5 + tail
            clock.advance(to: total + 2)  // 2 s into the second traversal
            animator.run(toLabel: "L")  // back to the label, in this traversal
            clock.advance(to: total + 4)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(abs(animator.fractionComplete - 0.5 / total) <= 1e-15)
            #expect(node.$alpha.presentation == 0.5)
            #expect(node.$cornerRadius.presentation == 9)
            animator.stopAnimation(true)
        }
    }

    @Test(
        "run(toLabel:) on an autoreversing pass's way back shows the jump at the label",
        arguments: [3.1, 3.2])
    func runToLabelOnWayBack(tail: Double) {
        withEngine { clock in
            let node = makeNode()
            node.cornerRadius = 0
            let animator = jumpAtLabel(tail: tail, on: node)
            animator.repeatCount = 1
            animator.autoreverses = true
            animator.startAnimation()
            clock.advance(to: 0.5 + tail + 2)  // on the way back
            animator.run(toLabel: "L")
            clock.advance(to: 0.5 + tail + 4)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(node.$cornerRadius.presentation == 9)
            animator.stopAnimation(true)
        }
    }

    /// x 5 → 105 linearly over 0.2 s from 0.1 s (500 per second), label `mid` at its end
    /// (0.1 + 0.2 = 0.30000000000000004 s, from which `− 0.1` gives 0.20000000000000004).
    private static func offsetRamp() -> [Animation] {
        [
            .custom(duration: 0.1, curve: .linear) { $0.alpha = 0.5 },
            .custom(duration: 0.2, curve: .linear) { $0.center.x = 105 },
            .label("mid"),
            .custom(duration: 1, curve: .linear) { $0.alpha = 0 },
        ]
    }

    @Test("reversed at the end of a step that starts at 0.1 s, the velocity is that step's")
    func reversedAtOffsetStepEnd() {
        #expect((0.1 + 0.2) - 0.1 > 0.2)
        withEngine(frameInterval: 0.01) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(steps: Self.offsetRamp(), on: node)
            animator.run(toLabel: "mid")
            clock.advance(to: 1)
            #expect(node.$center.presentation.x == 105)
            animator.isReversed = true
            animator.startAnimation()
            let reported = node.$center.velocity.x
            clock.advance(by: 0.01)
            #expect(abs((node.$center.presentation.x - 105) / 0.01 + 500) < 1e-6)
            #expect(abs(reported + 500) < 1e-9)
            animator.stopAnimation(true)
        }
    }

    @Test("an autoreversing steps animator whose last step starts at 0.1 s turns with its velocity")
    func autoreverseTurningPointOffset() {
        withEngine(frameInterval: 1000) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(
                steps: [
                    .custom(duration: 0.1, curve: .linear) { $0.alpha = 0.5 },
                    .custom(duration: 0.2, curve: .linear) { $0.center.x = 105 },
                ], on: node)
            animator.repeatCount = 1
            animator.autoreverses = true
            animator.startAnimation()
            clock.advance(to: 0.1 + 0.2)  // the turning point
            #expect(node.$center.presentation.x == 105)
            #expect(abs(node.$center.velocity.x + 500) < 1e-9)
            clock.advance(to: 10)
        }
    }

    @Test("Dance hands a reversed step's velocity at a label after a step starting at 0.1 s")
    func danceHandoffAtOffsetLabel() {
        withEngine(frameInterval: 0.01) { clock in
            let node = makeNode()
            let fraction =
                PropertyAnimator(steps: Self.offsetRamp(), on: makeNode())
                .fraction(ofLabel: "mid") ?? .nan
            node.dance.animate(Self.offsetRamp()).pause(atProgress: fraction)
            clock.advance(to: 1)
            node.dance.reverse().start()
            let spring = SpringTimingParameters(dampingRatio: 1)
            node.dance.animate([
                .custom(duration: 1, timingParameters: spring) { $0.center.x = 105 }
            ]).start()
            #expect(abs(node.$center.velocity.x + 500) < 1e-9)
            clock.advance(to: 3)
        }
    }

    @Test("started forwards from a label at a step's end (0.7 + 0.2 s), a held property reports 0")
    func forwardFromLabelAtStepEnd() {
        #expect((0.7 + 0.2) - 0.7 < 0.2)
        withEngine(frameInterval: 0.01) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(
                steps: [
                    .custom(duration: 0.7, curve: .linear) { $0.alpha = 0.5 },
                    .custom(duration: 0.2, curve: .linear) { $0.center.x = 105 },
                    .label("m"),
                    .custom(duration: 1, curve: .linear) { $0.alpha = 0 },
                ], on: node)
            animator.run(toLabel: "m")
            clock.advance(to: 2)
            animator.startAnimation()
            let reported = node.$center.velocity.x
            clock.advance(by: 0.01)
            #expect(node.$center.presentation.x == 105)  // x holds after its step
            #expect(reported == 0)
            animator.stopAnimation(true)
        }
    }

    @Test(
        "just before the joint of two steps of one property, the velocity is the motion's",
        arguments: [0.0, 1, 2, 3, 4])
    func velocityJustBeforeJoint(ulps: Double) {
        withEngine { clock in
            let node = makeNode()  // center.x = 5
            let animator = PropertyAnimator(
                steps: [
                    .custom(duration: 1, curve: .linear) { $0.center.x = 105 },
                    .custom(duration: 1, curve: .linear) { $0.center.x = 5 },
                ], on: node)
            animator.startAnimation()
            clock.advance(to: 1 - ulps * 1.0.nextDown.ulp)
            // Within the slack of the first step's end, at the second's start: back at 100/s.
            #expect(node.$center.presentation.x == 105)
            #expect(node.$center.velocity.x == -100)
            animator.stopAnimation(true)
        }
    }

    @Test("a label whose position is within 1e-12 of another's shows its own time")
    func nearbyLabels() {
        withEngine { _ in
            let node = makeNode()
            node.cornerRadius = 0
            let steps: [Animation] = [
                .custom(duration: 1, curve: .linear) { $0.alpha = 0.5 },
                .label("A"),
                .custom(duration: 1e-9, curve: .linear) { $0.center.x = 50 },
                .label("B"),
                .custom(duration: 0, curve: .linear) { $0.cornerRadius = 9 },
                .custom(duration: 2000, curve: .linear) { $0.alpha = 1 },
            ]
            let animator = PropertyAnimator(steps: steps, on: node)
            let (a, b) = (
                animator.fraction(ofLabel: "A") ?? .nan, animator.fraction(ofLabel: "B") ?? .nan
            )
            #expect(a < b && b - a <= 1e-12)
            animator.seek(toLabel: "B")
            #expect(node.$cornerRadius.presentation == 9 && node.$center.presentation.x == 50)
            // At A the 1e-9 s step has started, and one that short jumps at its start; B's
            // zero-duration step has not.
            animator.seek(toLabel: "A")
            #expect(node.$cornerRadius.presentation == 0 && node.$center.presentation.x == 50)
            animator.fractionComplete = a - 1e-9  // 2 µs earlier: not snapped to A
            #expect(node.$center.presentation.x == 5)
            animator.stopAnimation(true)
        }
    }
}
