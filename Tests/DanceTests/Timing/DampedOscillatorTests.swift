import Foundation
import Testing

@testable import Dance

@Suite struct DampedOscillatorTests {
    /// A spring by its physical parameters.
    struct Spring: Sendable, CustomTestStringConvertible {
        let mass: Double
        let stiffness: Double
        let damping: Double
        let velocity: Double
        var testDescription: String { "m \(mass) k \(stiffness) c \(damping) v0 \(velocity)" }
        var oscillator: DampedOscillator {
            DampedOscillator(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
    }

    static let springs: [Spring] = [
        Spring(mass: 1, stiffness: 100, damping: 2, velocity: 0),
        Spring(mass: 1, stiffness: 100, damping: 10, velocity: 5),
        Spring(mass: 2, stiffness: 300, damping: 5, velocity: -4),
        Spring(mass: 1, stiffness: 100, damping: 20, velocity: 0),
        Spring(mass: 1, stiffness: 100, damping: 20, velocity: -3),
        Spring(mass: 1, stiffness: 100, damping: 20, velocity: 30),
        Spring(mass: 1, stiffness: 100, damping: 20.000_000_02, velocity: 2),
        Spring(mass: 3, stiffness: 1000, damping: 500, velocity: 0),
        Spring(mass: 1, stiffness: 100, damping: 60, velocity: 8),
        Spring(mass: 1, stiffness: 100, damping: 60, velocity: -8),
        Spring(mass: 2, stiffness: 50, damping: 0, velocity: 1),
    ]

    @Test("displacement matches an RK4 integration (h = 1e-4 s) within 1e-8", arguments: springs)
    func matchesRungeKutta(spring: Spring) {
        let oscillator = spring.oscillator
        let samples = TimingReference.rk4(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: spring.velocity, step: 1e-4, end: 3, every: 50)
        var worst = 0.0
        for sample in samples {
            worst = max(worst, abs(oscillator.displacement(at: sample.time) - sample.displacement))
        }
        #expect(worst <= 1e-8)
    }

    @Test("starts at 0 with velocity v0 and comes to rest at 1", arguments: springs)
    func boundaryValues(spring: Spring) {
        let oscillator = spring.oscillator
        #expect(oscillator.displacement(at: 0) == 1)
        #expect(abs(oscillator.displacementDerivative(at: 0) + spring.velocity) <= 1e-12)
        #expect(oscillator.value(at: 0) == 0)
        #expect(oscillator.value(at: .infinity) == 1)
        if spring.damping > 0 {
            #expect(abs(oscillator.value(at: 1e4) - 1) <= 1e-12)
        }
    }

    @Test("the derivative matches a central difference of the displacement", arguments: springs)
    func derivativeMatchesDifference(spring: Spring) {
        let oscillator = spring.oscillator
        let h = 1e-6
        for index in 1...300 {
            let t = Double(index) * 0.01
            let difference =
                (oscillator.displacement(at: t + h) - oscillator.displacement(at: t - h)) / (2 * h)
            let scale = max(1, abs(difference))
            #expect(abs(oscillator.displacementDerivative(at: t) - difference) <= 1e-6 * scale)
        }
    }

    @Test(
        "the regime follows the damping ratio",
        arguments: [
            (0.0, DampedOscillator.Regime.underdamped), (0.5, .underdamped),
            (1 - 1e-16, .underdamped), (1.0, .criticallyDamped), (1 + 1e-15, .overdamped),
            (4.0, .overdamped),
        ])
    func regime(ratio: Double, expected: DampedOscillator.Regime) {
        let oscillator = DampedOscillator(
            naturalFrequency: 10, dampingRatio: ratio, initialVelocity: 0)
        #expect(oscillator.regime == expected)
    }

    @Test(
        "springs within 1e-12…1e-6 of critical stay continuous with the critical solution",
        arguments: [1e-12, 1e-9, 1e-6], [0.0, 3, -7])
    func continuityAcrossCritical(offset: Double, velocity: Double) {
        let critical = DampedOscillator(
            naturalFrequency: 10, dampingRatio: 1, initialVelocity: velocity)
        for zeta in [1 - offset, 1 + offset] {
            let near = DampedOscillator(
                naturalFrequency: 10, dampingRatio: zeta, initialVelocity: velocity)
            for index in 0...2000 {
                let t = Double(index) * 0.002
                let tolerance = 10 * offset + 1e-14
                #expect(abs(near.displacement(at: t) - critical.displacement(at: t)) <= tolerance)
                #expect(
                    abs(near.displacementDerivative(at: t) - critical.displacementDerivative(at: t))
                        <= 1000 * offset + 1e-12)
            }
        }
    }

    @Test("the over-damped solution is the real two-exponential one, not the critical one")
    func overdampedIsTwoExponentials() {
        // ζ = 3, ω0 = 10: roots r = −10·(3 ∓ √8).
        let oscillator = DampedOscillator(
            naturalFrequency: 10, dampingRatio: 3, initialVelocity: 2)
        let r1 = -10 * (3 - 8.0.squareRoot())
        let r2 = -10 * (3 + 8.0.squareRoot())
        let c2 = (-2 - r1) / (r2 - r1)
        let c1 = 1 - c2
        for index in 0...500 {
            let t = Double(index) * 0.01
            let expected = c1 * exp(r1 * t) + c2 * exp(r2 * t)
            #expect(abs(oscillator.displacement(at: t) - expected) <= 1e-13)
        }
        let critical = DampedOscillator(naturalFrequency: 10, dampingRatio: 1, initialVelocity: 2)
        #expect(oscillator.displacement(at: 0.5) > critical.displacement(at: 0.5) + 0.1)
    }

    @Test(
        "time before the start, NaN and −∞ give 0; +∞ gives 1",
        arguments: [
            (0.0, 0.0), (-0.0, 0), (-1, 0), (Double.nan, 0), (-Double.infinity, 0),
            (Double.infinity, 1),
        ] as [(Double, Double)])
    func specialTimes(time: Double, expected: Double) {
        for spring in Self.springs {
            #expect(spring.oscillator.value(at: time) == expected)
        }
    }

    @Test("mass, stiffness and damping are kept exactly, and ζ and ω0 derived")
    func derivedParameters() {
        let oscillator = DampedOscillator(
            mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)
        #expect(oscillator.mass == 3)
        #expect(oscillator.stiffness == 1000)
        #expect(oscillator.damping == 500)
        #expect(oscillator.naturalFrequency == (1000.0 / 3).squareRoot())
        #expect(oscillator.dampingRatio == 500 / (2 * 3000.0.squareRoot()))
    }
}
