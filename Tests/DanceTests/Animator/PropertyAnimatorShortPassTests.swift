import Foundation
import Testing

@testable import Dance

/// A pass shorter than 1e-6 s of clock time (a traversal's seconds × duration scale ÷ speed)
/// completes on the next frame with velocity 0; at the limits the velocity is distance × rate, at most 1e6.
@MainActor @Suite(.serialized) struct PropertyAnimatorShortPassTests {
    /// A linear animator fading `node.alpha` from 1 to 0 over `duration` seconds.
    private func fade(_ node: Node, duration: TimeInterval) -> PropertyAnimator {
        PropertyAnimator(duration: duration, curve: .linear) { node.alpha = 0 }
    }

    /// Runs `body` on a fresh engine and puts the duration scale back to 1 afterwards.
    private func withScaledEngine(_ body: (ManualClock) -> Void) {
        withEngine { clock in
            defer { AnimationDriver.shared.durationScale = 1 }
            body(clock)
        }
    }

    @Test(
        "a duration below 1e-6 s behaves as 0: velocity 0 at once, the end on the next frame",
        arguments: [
            Double.leastNonzeroMagnitude, Double.leastNormalMagnitude / 1024,
            Double.leastNormalMagnitude, 1e-9,
            1e-6.nextDown,
        ])
    func subMicrosecondDuration(duration: Double) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = fade(node, duration: duration)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            #expect(node.$alpha.velocity == 0)
            #expect(node.$alpha.presentation.isFinite)
            clock.advance(by: clock.frameInterval)
            #expect(log.entries == ["0.017 completion end"])
            #expect(node.$alpha.presentation == 0 && node.$alpha.velocity == 0)
        }
    }

    /// Velocity = distance (−1) × slope (1) × rate (1 / seconds per pass).
    @Test(
        "at the limits the rate is 1e6: duration 1e-6, speed 1e6, duration scale 1e-6",
        arguments: [(1e-6, 1.0, 1.0), (1, 1e6, 1), (1, 1, 1e-6), (1e-3, 1e3, 1)])
    func rateAtLimits(duration: Double, speed: Double, scale: Double) {
        withScaledEngine { clock in
            let node = makeNode()
            AnimationDriver.shared.durationScale = scale
            let animator = fade(node, duration: duration)
            animator.speed = speed
            animator.startAnimation()
            let expected = -1 / (duration * scale / speed)
            #expect(abs(node.$alpha.velocity - expected) <= 1e-9 * abs(expected))
            #expect(abs(expected + 1e6) <= 1e-3)
            clock.advance(by: clock.frameInterval)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
        }
    }

    @Test("a speed of 1e6 on a 0.5 s animator makes a 5e-7 s pass: it ends on the next frame")
    func fastestSpeedShortPass() {
        withEngine { clock in
            let node = makeNode()
            let animator = fade(node, duration: 0.5)
            animator.startAnimation()
            clock.advance(by: clock.frameInterval)
            animator.speed = 1e6
            #expect(animator.speed == 1e6)
            #expect(node.$alpha.velocity == 0)
            clock.advance(by: clock.frameInterval)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
        }
    }

    @Test(
        "the reported findings: a subnormal duration scale or a huge speed is refused",
        arguments: [
            (Double.leastNormalMagnitude / 1024, 1.0), (1.0, Double.greatestFiniteMagnitude),
            (1.0, 1e300),
        ])
    func reportedFindings(scale: Double, speed: Double) {
        withScaledEngine { clock in
            let node = makeNode()
            let animator = fade(node, duration: 1)
            animator.startAnimation()
            clock.advance(to: 0.25)
            let errors = captureErrors {
                if scale != 1 { AnimationDriver.shared.durationScale = scale }
                if speed != 1 { animator.speed = speed }
            }
            let expected: DanceError =
                scale != 1
                ? .invalidArgument(
                    tag: nil, operation: .setDurationScale, argument: .durationScale, value: scale)
                : .invalidArgument(tag: nil, operation: .setSpeed, argument: .speed, value: speed)
            #expect(sameErrors(errors, [expected]))
            #expect(AnimationDriver.shared.durationScale == 1 && animator.speed == 1)
            // Unchanged: 1 s linear fade, velocity −1 per second.
            #expect(abs(node.$alpha.velocity + 1) <= 1e-12)
            clock.advance(to: 1)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
        }
    }

    /// `continueAnimation` sets the time of all the passes left: with 1e6 of them in 0.5 s a
    /// traversal would last 5e-7 s, a pass shorter than 1e-6 s, which ends on the next frame;
    /// with 1 000 left, each lasts 5e-4 s and the animator ends 0.5 s later.
    @Test(
        "continueAnimation that leaves a traversal under 1e-6 s ends on the next frame",
        // 0.5 s over `passes` traversals: 5e-7 s each (under 1e-6 s), then 5e-4 s each.
        arguments: [(1e6, 0.017), (1000, 0.5)])
    func continueIntoShortTraversals(passes: Double, end: Double) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = fade(node, duration: 1)
            animator.repeatCount = passes
            animator.addCompletion(log.completion())
            animator.startAnimation()
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
            clock.advance(by: clock.frameInterval)
            #expect(log.entries == (end == 0.017 ? ["0.017 completion end"] : []))
            clock.advance(to: 0.5)
            #expect(log.entries == ["\(String(format: "%.3f", end)) completion end"])
            #expect(node.$alpha.presentation == 0 && animator.state == .inactive)
        }
    }
}
