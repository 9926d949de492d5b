import Foundation
import Testing

@testable import Dance

/// A property of a user type that supports vector arithmetic, to prove `velocity` is generic.
private struct Temperature: AnimatableVector {
    var kelvin: Double
    static let zero = Temperature(kelvin: 0)
    func adding(_ other: Temperature) -> Temperature { Temperature(kelvin: kelvin + other.kelvin) }
    func subtracting(_ other: Temperature) -> Temperature {
        Temperature(kelvin: kelvin - other.kelvin)
    }
    func scaled(by factor: Double) -> Temperature { Temperature(kelvin: kelvin * factor) }
    var magnitudeSquared: Double { kelvin * kelvin }
    func interpolated(to other: Temperature, fraction: Double) -> Temperature {
        Temperature(kelvin: kelvin + (other.kelvin - kelvin) * fraction)
    }
}

@MainActor
private final class Probe: Dancing {
    @Animated var value = 10.0
    @Animated var temperature = Temperature(kelvin: 300)
}

@MainActor @Suite(.serialized) struct AnimatedVelocityTests {
    /// Control points of the curves checked, y outside 0…1 included.
    static let curves: [(CGPoint, CGPoint)] = [
        (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
        (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
        (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
        (CGPoint(x: 0.3, y: -0.5), CGPoint(x: 0.7, y: 1.5)),
        (CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)),
    ]

    @Test(
        "a curve's velocity equals the numerical derivative of the exact trajectory",
        arguments: 0..<5)
    func curveVelocity(index: Int) {
        let (p1, p2) = Self.curves[index]
        withEngine { clock in
            let probe = Probe()
            let curve = CubicTimingParameters(controlPoint1: p1, controlPoint2: p2)
            let animator = PropertyAnimator(duration: 2, timingParameters: curve)
            animator.addAnimations { probe.value = 110 }
            animator.startAnimation()
            // The exact trajectory, by bisection on the Bernstein form.
            func exact(_ t: Double) -> Double {
                10 + 100
                    * TimingReference.bezierY(
                        x: t / 2, (Double(p1.x), Double(p1.y)), (Double(p2.x), Double(p2.y)))
            }
            for time in [0.3, 1.0, 1.7] {
                clock.advance(to: time)
                // The Bézier solver promises |error in y| ≤ 1e-6; the distance is 100.
                #expect(abs(probe.$value.presentation - exact(time)) <= 100 * 1e-6)
                let numerical = NumericalDerivative.of(exact, at: time, step: 1e-3)
                #expect(NumericalDerivative.isClose(probe.$value.velocity, numerical))
            }
            clock.advance(to: 2)
        }
    }

    /// Physical springs: under-, critically and over-damped, one within 1e-9 of critical, and
    /// with a relative initial velocity.
    static let springs: [SpringTimingParameters] = [
        SpringTimingParameters(mass: 1, stiffness: 100, damping: 4, initialVelocity: .zero),
        SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero),
        SpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20 * (1 + 1e-10), initialVelocity: .zero),
        SpringTimingParameters(mass: 1, stiffness: 100, damping: 50, initialVelocity: .zero),
        SpringTimingParameters(
            mass: 2, stiffness: 300, damping: 10, initialVelocity: CGVector(dx: 3, dy: 0)),
        SpringTimingParameters(),
    ]

    @Test("a spring's velocity equals the numerical derivative of its trajectory", arguments: 0..<6)
    func springVelocity(index: Int) {
        let spring = Self.springs[index]
        withEngine { clock in
            let probe = Probe()
            let animator = PropertyAnimator(duration: 1, timingParameters: spring)
            animator.addAnimations { probe.value = -90 }
            animator.startAnimation()
            func exact(_ t: Double) -> Double { 10 - 100 * spring.value(at: t) }
            let settling = spring.settlingDuration
            for fraction in [0.05, 0.2, 0.5] {
                let time = fraction * settling
                clock.advance(to: time)
                // The Bézier solver promises |error in y| ≤ 1e-6; the distance is 100.
                #expect(abs(probe.$value.presentation - exact(time)) <= 100 * 1e-6)
                let numerical = NumericalDerivative.of(exact, at: time, step: 1e-4 * settling)
                #expect(
                    NumericalDerivative.isClose(probe.$value.velocity, numerical, floor: 1e-3))
            }
            clock.advance(to: settling + 1)
        }
    }

    @Test("decay starts at exactly the release velocity and follows v0·r^(1000t)")
    func decayVelocity() {
        withEngine { clock in
            let probe = Probe()
            probe.value = 0
            let decay = DecayTimingParameters(decelerationRate: 0.998)
            let animator = PropertyAnimator(duration: 0, timingParameters: decay)
            #expect(animator.duration == decay.settlingDuration)
            let projected = decay.projectedValue(from: 0.0, initialVelocity: 1000.0)
            animator.addAnimations { probe.value = projected }
            animator.startAnimation()
            #expect(abs(probe.$value.velocity - 1000) <= 1e-9 * 1000)
            clock.advance(to: 0.5)
            let expected = 1000 / (1000 * log(1 / 0.998)) * (1 - pow(0.998, 500))
            #expect(abs(probe.$value.presentation - expected) <= 1e-9)
            #expect(abs(probe.$value.velocity - 1000 * pow(0.998, 500)) <= 1e-9 * 1000)
            func exact(_ t: Double) -> Double { projected * (1 - pow(0.998, 1000 * t)) }
            let numerical = NumericalDerivative.of(exact, at: 0.5, step: 1e-3)
            #expect(NumericalDerivative.isClose(probe.$value.velocity, numerical))
            clock.advance(to: decay.settlingDuration)
            #expect(probe.$value.presentation == projected)
            #expect(probe.$value.velocity == 0)
        }
    }

    @Test("velocity is zero when not animating, delayed, paused, stopped and after the end")
    func zeroWhenStill() {
        withEngine { clock in
            let probe = Probe()
            #expect(probe.$value.velocity == 0)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { probe.value = 20 }
            animator.startAnimation(afterDelay: 0.5)
            clock.advance(to: 0.25)
            #expect(probe.$value.velocity == 0)
            clock.advance(to: 0.75)
            #expect(abs(probe.$value.velocity - 10) <= 1e-12)
            animator.pauseAnimation()
            #expect(probe.$value.velocity == 0)
            animator.fractionComplete = 0.5
            #expect(probe.$value.velocity == 0)
            animator.startAnimation()
            #expect(abs(probe.$value.velocity - 10) <= 1e-12)
            animator.isReversed = true
            #expect(abs(probe.$value.velocity + 10) <= 1e-12)
            animator.stopAnimation(false)
            #expect(probe.$value.velocity == 0)
            animator.finishAnimation(at: .end)
            #expect(probe.$value.velocity == 0)
        }
    }

    @Test("a user's vector type reports velocity too")
    func userType() {
        withEngine { clock in
            let probe = Probe()
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                probe.temperature = Temperature(kelvin: 400)
            }
            animator.startAnimation()
            clock.advance(to: 1)
            #expect(abs(probe.$temperature.presentation.kelvin - 350) <= 1e-9)
            #expect(abs(probe.$temperature.velocity.kelvin - 50) <= 1e-12)
            clock.advance(to: 2)
        }
    }

    @Test(
        "a retarget, a spring hand-off and decay give the same values at 30, 60, 120 and 240 Hz")
    func frameRateIndependence() {
        var runs: [[Double]] = []
        for rate in [30.0, 60, 120, 240] {
            var samples: [Double] = []
            withEngine(frameInterval: 1 / rate) { clock in
                let node = makeNode()
                PropertyAnimator(duration: 1, curve: .easeInOut) { node.center.x = 100 }
                    .startAnimation()
                clock.advance(to: 0.4)
                PropertyAnimator(duration: 1, curve: .easeIn) { node.center.x = -50 }
                    .startAnimation()
                PropertyAnimator(duration: 0.8, dampingRatio: 0.5) { node.alpha = 0.2 }
                    .startAnimation()
                for step in 1...45 {
                    clock.advance(to: 0.4 + Double(step) / 30)
                    samples += [
                        Double(node.$center.presentation.x), Double(node.$center.velocity.x),
                        node.$alpha.presentation, node.$alpha.velocity,
                    ]
                }
            }
            runs.append(samples)
        }
        for run in runs.dropFirst() {
            #expect(zip(run, runs[0]).allSatisfy { abs($0 - $1) <= 1e-9 })
        }
    }

    @Test("a property driven by declarative steps reports the velocity of the step shown")
    func stepVelocity() {
        withEngine { clock in
            let node = makeNode()
            let animator = node.animate([
                .move(to: CGPoint(x: 105, y: 5), duration: 1),
                .wait(0.5),
                .custom(duration: 2, curve: .linear) { $0.center.x = 305 },
            ])
            func exact(_ t: Double) -> Double {
                if t <= 1 {
                    return 5 + 100 * TimingReference.bezierY(x: t, (0.42, 0), (0.58, 1))
                }
                return t <= 1.5 ? 105 : 105 + 200 * (t - 1.5) / 2
            }
            for time in [0.3, 0.6, 1.2, 2.5] {
                clock.advance(to: time)
                let numerical = NumericalDerivative.of(exact, at: time, step: 1e-3)
                // The Bézier solver promises |error in y| ≤ 1e-6; the distance is 100.
                #expect(abs(Double(node.$center.presentation.x) - exact(time)) <= 100 * 1e-6)
                #expect(
                    NumericalDerivative.isClose(
                        Double(node.$center.velocity.x), numerical, floor: 1e-3))
            }
            animator.pauseAnimation()
            #expect(node.$center.velocity.x == 0)
            animator.startAnimation()
            clock.advance(to: 3.5)
            #expect(node.$center.velocity.x == 0)
        }
    }

    @Test("a step animator released while paused leaves its properties where they are")
    func releasedStepAnimator() {
        withEngine { clock in
            let node = makeNode()
            do {
                let animator = PropertyAnimator(
                    steps: [.custom(duration: 1, curve: .linear) { $0.alpha = 0 }], on: node)
                animator.startAnimation()
                clock.advance(to: 0.5)
                animator.pauseAnimation()
            }
            #expect(!node.$alpha.isAnimating)
            #expect(node.$alpha.velocity == 0)
            #expect(node.alpha == 0.5)
        }
    }
}
