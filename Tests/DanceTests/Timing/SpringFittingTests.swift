import Foundation
import Testing

@testable import Dance

@Suite struct SpringFittingTests {
    static let epsilon = 0.001
    static let durations: [Double] = [0.1, 0.5, 1, 3]

    @Test(
        "ζ < 1: (ζ/√(1−ζ²))·e^(−ζ·ω0·T) = ε to 1e-12",
        arguments: [0.001, 0.01, 0.1, 0.5, 0.7, 0.9, 0.999_999], durations)
    func underdampedEquation(ratio: Double, duration: Double) {
        let spring = SpringTimingParameters(dampingRatio: ratio).fitted(toDuration: duration)
        let omega = spring.oscillator.naturalFrequency
        // (1 − ζ)(1 + ζ) rather than 1 − ζ², which loses digits as ζ → 1.
        let lhs = ratio / ((1 - ratio) * (1 + ratio)).squareRoot() * exp(-ratio * omega * duration)
        #expect(abs(lhs - Self.epsilon) <= 1e-12 * Self.epsilon)
        checkPhysical(spring, ratio: ratio, omega: omega)
    }

    @Test(
        "ζ = 1: (1 + ω0·T)·e^(−ω0·T) = ε to 1e-12", arguments: durations, [0.0, 2, -3])
    func criticalEquation(duration: Double, velocity: Double) {
        let spring = SpringTimingParameters(
            dampingRatio: 1, initialVelocity: CGVector(dx: velocity, dy: 0)
        ).fitted(toDuration: duration)
        let x = spring.oscillator.naturalFrequency * duration
        #expect(abs((1 + x) * exp(-x) - Self.epsilon) <= 1e-12 * Self.epsilon)
        #expect(spring.oscillator.regime == .criticallyDamped)
        #expect(spring.dampingRatio == 1)
        checkPhysical(spring, ratio: 1, omega: spring.oscillator.naturalFrequency)
    }

    @Test(
        "ζ > 1: the over-damped response is ε from the target at T to 1e-12",
        arguments: [1 + 1e-9, 1.000_1, 1.5, 2, 5, 20], [0.0, 1, -2])
    func overdampedEquation(ratio: Double, velocity: Double) {
        for duration in Self.durations {
            let spring = SpringTimingParameters(
                dampingRatio: ratio, initialVelocity: CGVector(dx: velocity, dy: 0)
            ).fitted(toDuration: duration)
            let distance = abs(spring.oscillator.displacement(at: duration))
            #expect(abs(distance - Self.epsilon) <= 1e-12 * Self.epsilon)
            checkPhysical(spring, ratio: ratio, omega: spring.oscillator.naturalFrequency)
        }
    }

    @Test(
        "ζ > 1 fitting agrees with the naive two-exponential formula",
        arguments: [1.5, 2, 5], [0.0, 1, -2])
    func overdampedIndependentCheck(ratio: Double, velocity: Double) {
        let spring = SpringTimingParameters(
            dampingRatio: ratio, initialVelocity: CGVector(dx: velocity, dy: 0)
        ).fitted(toDuration: 0.8)
        let omega = spring.stiffness.squareRoot()
        let root = (ratio * ratio - 1).squareRoot()
        let r1 = -omega * (ratio - root)
        let r2 = -omega * (ratio + root)
        let c2 = (-velocity - r1) / (r2 - r1)
        let d = (1 - c2) * exp(r1 * 0.8) + c2 * exp(r2 * 0.8)
        #expect(abs(abs(d) - Self.epsilon) <= 1e-9)
    }

    @Test(
        "ratio 2 uses the real over-damped fit: stiffer than ratio 1, both ε away at T",
        arguments: durations)
    func overdampedAgainstCritical(duration: Double) {
        let critical = SpringTimingParameters(dampingRatio: 1).fitted(toDuration: duration)
        let over = SpringTimingParameters(dampingRatio: 2).fitted(toDuration: duration)
        // ω0·T = 26.058148515628… for ζ = 2 against 9.233413476451… for ζ = 1.
        #expect(abs(over.oscillator.naturalFrequency * duration - 26.058_148_515_628_63) <= 1e-9)
        #expect(abs(over.value(at: duration) - critical.value(at: duration)) <= 1e-12)
        // Settling at T forces the over-damped spring ahead at T/2 (1 − √ε·… vs 1 − 5.6·ε^½…):
        // it is *not* slower there, whatever its ratio (see the Timing report).
        let half = duration / 2
        #expect(abs(over.value(at: half) - 0.967_176_985_677_887) <= 1e-9)
        #expect(abs(critical.value(at: half) - 0.944_477_183_561_926_8) <= 1e-9)
    }

    @Test("with ratio 1's stiffness, ratio 2 would lag but still be far from the target at T")
    func criticalFrequencyWithRatioTwoIsSlower() {
        // The only way ratio 2 lags ratio 1 with the same ω0: not settled at T.
        let omega = DampedOscillator.criticalProduct(threshold: Self.epsilon)
        let critical = DampedOscillator(
            naturalFrequency: omega, dampingRatio: 1, initialVelocity: 0)
        let over = DampedOscillator(naturalFrequency: omega, dampingRatio: 2, initialVelocity: 0)
        #expect(over.value(at: 0.5) < critical.value(at: 0.5) - 0.1)
        #expect(abs(over.displacement(at: 1)) > 10 * Self.epsilon)
    }

    @Test("fitted springs at rest with ζ ≥ 1 settle exactly at T", arguments: [1.0, 1.5, 2, 8])
    func monotoneSettlesAtDuration(ratio: Double) {
        for duration in Self.durations {
            let spring = SpringTimingParameters(dampingRatio: ratio).fitted(toDuration: duration)
            #expect(abs(spring.settlingDuration - duration) <= 1e-9 * duration)
        }
    }

    @Test("an unfitted spring behaves as the spring fitted to 1 s")
    func unfittedIsFittedToOneSecond() {
        for ratio in [0.2, 1, 3] {
            let spring = SpringTimingParameters(
                dampingRatio: ratio, initialVelocity: CGVector(dx: 1, dy: 0))
            let fitted = spring.fitted(toDuration: 1)
            #expect(spring.isDurationFitted)
            #expect(!fitted.isDurationFitted)
            #expect(spring.mass == fitted.mass)
            #expect(spring.stiffness == fitted.stiffness)
            #expect(spring.damping == fitted.damping)
            #expect(spring.dampingRatio == ratio)
            #expect(spring.settlingDuration == fitted.settlingDuration)
            #expect(spring.initialVelocity == fitted.initialVelocity)
            for index in 0...100 {
                let t = Double(index) * 0.015
                #expect(spring.value(at: t) == fitted.value(at: t))
            }
        }
    }

    @Test("a fitted spring is physical, so fitting it again returns it unchanged")
    func refittingIsIdentity() {
        let fitted = SpringTimingParameters(dampingRatio: 0.4).fitted(toDuration: 2)
        #expect(fitted.fitted(toDuration: 0.3) == fitted)
    }

    @Test("the solved product ω0·T for ζ = 1 is the root of (1 + x)·e^(−x) = ε")
    func criticalProduct() {
        let x = DampedOscillator.criticalProduct(threshold: Self.epsilon)
        #expect(abs(x - 9.233_413_476_451_586) <= 1e-9)
        #expect(abs((1 + x) * exp(-x) - Self.epsilon) <= 1e-15)
    }

    private func checkPhysical(_ spring: SpringTimingParameters, ratio: Double, omega: Double) {
        #expect(!spring.isDurationFitted)
        #expect(spring.mass == 1)
        #expect(spring.stiffness == omega * omega)
        #expect(spring.damping == 2 * ratio * omega)
        #expect(spring.dampingRatio == ratio)
    }

    @Test(
        "an under-damped fitted spring may be further than ε from its target at T (as documented)",
        arguments: [(0.7, 0.0014), (0.2, 0.0038), (0.05, 0.018), (0.01, 0.062)])
    func underDampedDistanceAtT(ratio: Double, documented: Double) {
        let fitted = SpringTimingParameters(dampingRatio: ratio).fitted(toDuration: 1)
        // Mass 1: ω0 = √k. The closed form of the distance left at t = 1, from rest.
        let omega = fitted.stiffness.squareRoot()
        let decay = ratio * omega
        let damped = omega * (1 - ratio * ratio).squareRoot()
        let distance = exp(-decay) * (cos(damped) + decay / damped * sin(damped))
        #expect(abs(abs(distance) - documented) <= 0.05 * documented)
        #expect(abs((1 - fitted.value(at: 1)) - distance) <= 1e-12)
        // The fitting equation itself holds: (ζ/√(1−ζ²))·e^(−ζ·ω0·T) = ε.
        #expect(abs(ratio / (1 - ratio * ratio).squareRoot() * exp(-decay) - 0.001) <= 1e-9)
    }

    /// The ζ = 1 fit solves (1 + ω0·T)·e^(−ω0·T) = ε, the distance left at T from rest; an
    /// initial velocity v (of the distance per second, towards the target) leaves
    /// (1 + (ω0 − v)·T)·e^(−ω0·T), further than ε for v < 0 and for large v > 0.
    @Test(
        "a critically damped fitted spring with an initial velocity may be further than ε at T",
        arguments: [(-50.0, 0.0059), (-5, 0.0015), (5, 0.00051), (50, 0.0039)])
    func criticalDistanceAtTWithVelocity(velocity: Double, documented: Double) {
        let fitted = SpringTimingParameters(
            dampingRatio: 1, initialVelocity: CGVector(dx: velocity, dy: 0)
        ).fitted(toDuration: 1)
        let omega = fitted.stiffness.squareRoot()
        // x(t) = (x0 + (v0 + ω0·x0)·t)·e^(−ω0·t) with x0 = −1 (the distance to go) and v0 = v.
        let distance = (-1 + (velocity - omega)) * exp(-omega)
        #expect(abs(abs(distance) - documented) <= 0.05 * documented)
        #expect(abs((fitted.value(at: 1) - 1) - distance) <= 1e-12)
        #expect(abs((1 + omega) * exp(-omega) - Self.epsilon) <= 1e-15)
    }
}
