import Dance
import Foundation
import Testing

/// Runs the keyframe code blocks of README.md and the DocC article "Keyframes", as written.
@MainActor
@Suite(.serialized)
struct KeyframesSnippetTests {
    init() {
        _ = SnippetClock.fresh()
    }

    /// A fresh manual clock for the test that reads it (see ``SnippetClock/fresh()``).
    private var clock: ManualClock? { SnippetClock.fresh() }

    @Test("README: a keyframe flight with a label, and the Core Animation form")
    func readme() throws {
        let clock = try #require(clock)
        let ball = Node(frame: CGRect(x: 0, y: 180, width: 20, height: 20))
        let flight = ball.animate([
            .keyframes(
                \.center,
                [
                    .cubic(CGPoint(x: 80, y: 60), duration: 0.5),
                    .cubic(CGPoint(x: 160, y: 150), duration: 0.5),
                    .spring(
                        CGPoint(x: 220, y: 190), spring: SpringTimingParameters(dampingRatio: 0.4)),
                ]),
            .label("landed"),
            .keyframes(\.alpha, [.linear(0.4, duration: 0.3), .move(1)]),
        ])
        let path = KeyframeTimeline(
            values: [310.0, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1], duration: 2)
        let speed = path.velocity(time: 0.25)  // points per second, analytic

        #expect(speed == -500)
        #expect(ball.center == CGPoint(x: 220, y: 190))
        let landed = try #require(flight.fraction(ofLabel: "landed"))
        #expect(abs(landed * flight.duration - (flight.duration - 0.3)) < 1e-9)
        clock.advance(by: 0.5)
        #expect(ball.$center.presentation == CGPoint(x: 80, y: 60))
        clock.advance(by: flight.duration)
        #expect(!flight.isRunning && ball.presentation.alpha == 1)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("Keyframes: a timeline sampled from a loop")
    func standalone() {
        let hop = KeyframeTimeline(
            initialValue: CGPoint(x: 0, y: 100),
            keyframes: [
                .cubic(CGPoint(x: 50, y: 20), duration: 0.4),
                .cubic(CGPoint(x: 100, y: 100), duration: 0.4),
                .spring(CGPoint(x: 100, y: 60), spring: SpringTimingParameters(dampingRatio: 0.4)),
                .move(CGPoint(x: 0, y: 100)),
            ])
        var trail: [(position: CGPoint, velocity: CGPoint)] = []
        for frame in 0...Int(hop.duration * 60) {
            let time = Double(frame) / 60
            trail.append((hop.value(time: time), hop.velocity(time: time)))
        }

        #expect(trail.first?.position == CGPoint(x: 0, y: 100))
        #expect(trail[24].position == CGPoint(x: 50, y: 20))
        // The spline's velocity at the top: (next − previous) / 0.8 s, across in x only.
        #expect(abs(trail[24].velocity.x - 125) < 1e-9 && abs(trail[24].velocity.y) < 1e-9)
        #expect(hop.value(progress: 1) == CGPoint(x: 0, y: 100))
    }

    @Test("Keyframes: steps with a label, seeking and running to it")
    func steps() throws {
        let clock = try #require(clock)
        let ball = Node(frame: CGRect(x: 0, y: 180, width: 20, height: 20))
        let badge = Node(frame: CGRect(x: 200, y: 20, width: 40, height: 40))
        let show = PropertyAnimator(
            steps: [
                .keyframes(
                    \.center,
                    [
                        .cubic(CGPoint(x: 80, y: 60), duration: 0.5),
                        .cubic(CGPoint(x: 160, y: 150), duration: 0.5),
                        .linear(CGPoint(x: 220, y: 190), duration: 0.3),
                        .spring(
                            CGPoint(x: 220, y: 190),
                            spring: SpringTimingParameters(duration: 0.4, bounce: 0.5)),
                    ]),
                .label("landed"),
                .parallel([
                    .keyframes(\.alpha, [.linear(0.3, duration: 0.2), .linear(1, duration: 0.2)])
                        .on(badge),
                    .keyframes(\.backgroundColor, [.move(.orange)]),
                ]),
            ], on: ball)
        show.seek(toLabel: "landed")  // paused where the ball has landed
        show.run(toLabel: "landed")  // already there: stays paused
        show.startAnimation()  // plays the rest

        #expect(ball.$center.presentation == CGPoint(x: 220, y: 190))
        clock.advance(by: 0.2)
        #expect(abs(badge.$alpha.presentation - 0.3) < 1e-9)
        #expect(ball.$backgroundColor.presentation == .orange)
        clock.advance(by: 0.2)
        #expect(badge.presentation.alpha == 1)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("Keyframes: a keyframe step carries a replaced animation's motion on")
    func handoff() throws {
        let clock = try #require(clock)
        let puck = Node(frame: CGRect(x: -10, y: 90, width: 20, height: 20))
        puck.dance.animate(duration: 2, curve: .linear) { $0.center.x = 400 }.start()
        clock.advance(by: 1)
        puck.dance.animate([
            .keyframes(
                \.center,
                [
                    .spring(
                        CGPoint(x: 250, y: 100), duration: 0.6,
                        spring: SpringTimingParameters(dampingRatio: 0.5)),
                    .cubic(CGPoint(x: 250, y: 40), duration: 0.4),
                ])
        ]).start()  // leaves x = 200 at 200 points per second, overshoots 250 and settles

        #expect(puck.$center.presentation == CGPoint(x: 200, y: 100))
        #expect(abs(puck.$center.velocity.x - 200) < 1e-9)
        var farthest = 0.0
        for _ in 0..<36 {
            clock.advance(by: 1.0 / 60)
            farthest = max(farthest, puck.$center.presentation.x)
        }
        #expect(farthest > 250)
        #expect(puck.$center.presentation == CGPoint(x: 250, y: 100))
        clock.advance(by: 0.4)
        #expect(puck.$center.presentation == CGPoint(x: 250, y: 40))
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("Keyframes: porting from Core Animation and UIKit")
    func porting() throws {
        let clock = try #require(clock)
        // CAKeyframeAnimation(keyPath: "position.y") with values, keyTimes and duration 2
        let drop = KeyframeTimeline(
            values: [310.0, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1],
            timingFunctions: nil, duration: 2)
        let top = drop.value(time: 0.5)  // 60

        #expect(top == 60)

        // UIView.animateKeyframes(withDuration: 2, delay: 0) {
        //     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
        //     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 300 }
        // }
        let view = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let keyframes = view.animate(inParallel: [
            .custom(duration: 0.25 * 2, curve: .linear) { $0.alpha = 0.5 },
            .custom(duration: 0.5 * 2, curve: .linear) { $0.center.x = 300 }.delayed(by: 0.5 * 2),
        ])

        #expect(keyframes.duration == 2)
        clock.advance(by: 1)
        #expect(view.$alpha.presentation == 0.5 && view.$center.presentation.x == 50)
        clock.advance(by: 0.5)
        #expect(abs(view.$center.presentation.x - 175) < 1e-9)
        clock.advance(by: 0.5)
        #expect(AnimationDriver.shared.isIdle)
    }
}
