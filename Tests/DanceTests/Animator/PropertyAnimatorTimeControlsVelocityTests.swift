import Foundation
import Testing

@testable import Dance

@MainActor
private final class Probe: Dancing {
    @Animated var value = 0.0
}

/// Velocity under the time controls.
///
/// `$name.velocity` with speed, duration scale, autoreversing and repeating passes, and
/// `pauseAnimation(atFraction:)`. References are numerical derivatives of the exact
/// trajectory (the Bézier solved by bisection), within the solver's promised 1e-6.
@MainActor @Suite(.serialized) struct PropertyAnimatorTimeControlsVelocityTests {
    static let p1 = (0.42, 0.0)
    static let p2 = (0.58, 1.0)

    /// easeInOut with its control points written out, so the reference can solve it.
    private func easeInOut(duration: TimeInterval, _ probe: Probe, to value: Double)
        -> PropertyAnimator
    {
        let curve = CubicTimingParameters(
            controlPoint1: CGPoint(x: Self.p1.0, y: Self.p1.1),
            controlPoint2: CGPoint(x: Self.p2.0, y: Self.p2.1))
        let animator = PropertyAnimator(duration: duration, timingParameters: curve)
        animator.addAnimations { probe.value = value }
        return animator
    }

    /// 0 → 100 along the curve, as a function of the position 0…1.
    private func exact(position: Double) -> Double {
        100 * TimingReference.bezierY(x: position, Self.p1, Self.p2)
    }

    /// Expects `velocity` to be the numerical derivative of `trajectory` at `time`.
    private func expectDerivative(
        _ velocity: Double, of trajectory: (Double) -> Double, at time: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let numerical = NumericalDerivative.of(trajectory, at: time, step: 1e-3)
        #expect(
            NumericalDerivative.isClose(velocity, numerical), "\(velocity) vs \(numerical)",
            sourceLocation: sourceLocation)
    }

    @Test("speed 2 doubles the velocity: a 1 s animation at speed 2 moves as a 0.5 s one")
    func speedTwo() {
        withEngine { clock in
            let fast = Probe()
            let short = Probe()
            let doubled = easeInOut(duration: 1, fast, to: 100)
            doubled.speed = 2
            doubled.startAnimation()
            easeInOut(duration: 0.5, short, to: 100).startAnimation()
            for time in [0.05, 0.2, 0.31, 0.45] {
                clock.advance(to: time)
                let velocity = fast.$value.velocity
                #expect(abs(velocity - short.$value.velocity) <= 1e-9 * abs(velocity))
                expectDerivative(velocity, of: { exact(position: 2 * $0) }, at: time)
            }
            clock.advance(to: 0.5)
            #expect(fast.$value.velocity == 0)
        }
    }

    @Test("a speed change mid-flight scales the velocity by the new speed")
    func speedChange() {
        withEngine { clock in
            let probe = Probe()
            let animator = easeInOut(duration: 1, probe, to: 100)
            animator.startAnimation()
            clock.advance(to: 0.4)
            let before = probe.$value.velocity
            animator.speed = 3
            #expect(abs(probe.$value.velocity - 3 * before) <= 1e-9 * abs(before))
            // Position 0.4 + 3 (t − 0.4).
            clock.advance(to: 0.5)
            expectDerivative(
                probe.$value.velocity, of: { exact(position: 0.4 + 3 * ($0 - 0.4)) }, at: 0.5)
            animator.speed = 0
            #expect(probe.$value.velocity == 0)
            #expect(animator.isRunning)
            let still = probe.$value.presentation
            clock.advance(to: 2)
            #expect(probe.$value.presentation == still && probe.$value.velocity == 0)
            animator.speed = 1
            clock.advance(to: 3)
        }
    }

    @Test("a duration scale of 2 halves the velocity")
    func durationScaleTwo() {
        withEngine { clock in
            AnimationDriver.shared.durationScale = 2
            defer { AnimationDriver.shared.durationScale = 1 }
            let probe = Probe()
            easeInOut(duration: 1, probe, to: 100).startAnimation()
            for time in [0.2, 0.9, 1.7] {
                clock.advance(to: time)
                expectDerivative(probe.$value.velocity, of: { exact(position: $0 / 2) }, at: time)
            }
            clock.advance(to: 2)
        }
    }

    @Test("an autoreversing pass has negative velocity on its way back")
    func autoreversing() {
        withEngine { clock in
            let probe = Probe()
            let animator = easeInOut(duration: 1, probe, to: 100)
            animator.autoreverses = true
            animator.startAnimation()
            clock.advance(to: 0.3)
            let forward = probe.$value.velocity
            #expect(forward > 0)
            expectDerivative(forward, of: { exact(position: $0) }, at: 0.3)
            for time in [1.2, 1.7] {
                clock.advance(to: time)
                let velocity = probe.$value.velocity
                #expect(velocity < 0)
                expectDerivative(velocity, of: { exact(position: 2 - $0) }, at: time)
            }
            // Position 0.3 on the way back mirrors position 0.3 on the way out.
            clock.advance(to: 1.7)
            #expect(abs(probe.$value.velocity + forward) <= 1e-9 * abs(forward))
            clock.advance(to: 2)
            #expect(probe.$value.velocity == 0)
        }
    }

    @Test(
        "pass 1000 of a repeating animator has the velocity of pass 1 at the same phase",
        arguments: [false, true])
    func repeating(autoreverses: Bool) {
        withEngine(frameInterval: 0.25) { clock in
            let probe = Probe()
            let animator = easeInOut(duration: 1, probe, to: 100)
            animator.repeatCount = .infinity
            animator.autoreverses = autoreverses
            animator.startAnimation()
            let period = autoreverses ? 2.0 : 1.0
            var first: [Double] = []
            let phases = autoreverses ? [0.25, 0.625, 1.25, 1.875] : [0.25, 0.625, 0.875]
            for phase in phases {
                clock.advance(to: phase)
                first.append(probe.$value.velocity)
            }
            for (phase, velocity) in zip(phases, first) {
                clock.advance(to: 999 * period + phase)
                #expect(abs(probe.$value.velocity - velocity) <= 1e-9 * abs(velocity))
            }
            animator.stopAnimation(true)
        }
    }

    @Test("running to pauseAnimation(atFraction:) it has the ordinary velocity; paused, zero")
    func pauseAtFraction() {
        withEngine { clock in
            let probe = Probe()
            let animator = easeInOut(duration: 1, probe, to: 100)
            animator.pauseAnimation(atFraction: 0.6)
            clock.advance(to: 0.3)
            expectDerivative(probe.$value.velocity, of: { exact(position: $0) }, at: 0.3)
            clock.advance(to: 0.7)
            #expect(animator.fractionComplete == 0.6 && !animator.isRunning)
            #expect(probe.$value.velocity == 0)
            // Behind: it runs reversed from 0.6 at 0.7 s, position 0.6 − (t − 0.7).
            animator.pauseAnimation(atFraction: 0.2)
            clock.advance(to: 0.9)
            let back = probe.$value.velocity
            #expect(back < 0)
            expectDerivative(back, of: { exact(position: 1.3 - $0) }, at: 0.9)
            clock.advance(to: 1.2)
            #expect(animator.fractionComplete == 0.2 && probe.$value.velocity == 0)
            animator.stopAnimation(true)
        }
    }

    @Test("an animation on a curve that leaves its start vertically starts with a forward velocity")
    func verticalStartVelocity() {
        withEngine { clock in
            let node = makeNode()
            let curve = CubicTimingParameters(
                controlPoint1: CGPoint(x: 0, y: 1), controlPoint2: CGPoint(x: 0.58, y: 1))
            let animator = PropertyAnimator(duration: 1, timingParameters: curve)
            animator.addAnimations { node.cornerRadius = 100 }
            animator.startAnimation()
            // The slope at the start is the stand-in for +∞ (a millionth inside): forwards.
            let expected = 100 * curve.slope(at: 0)
            #expect(expected > 0)
            #expect(abs(node.$cornerRadius.velocity - expected) <= 1e-12 * expected)
            clock.advance(to: 1)
        }
    }
}
