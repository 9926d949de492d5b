import Foundation
import Testing

@testable import Dance

@Suite struct DampedOscillatorVelocityTests {
    /// (mass, stiffness, damping, v0): under-, critically, over-damped, within 1e-9 of
    /// critical on both sides, heavily over-damped, and with initial velocities.
    static let springs: [(Double, Double, Double, Double)] = [
        (1, 100, 4, 0), (1, 100, 20, 0), (1, 100, 50, 0), (1, 100, 20 * (1 - 1e-9), 0),
        (1, 100, 20 * (1 + 1e-9), 0), (3, 1000, 500, 0), (2, 300, 10, 3), (1, 100, 30, -2),
    ]

    @Test("valueDerivative matches a numerical derivative of value(at:)", arguments: 0..<8)
    func valueDerivative(index: Int) {
        let (m, k, c, v0) = Self.springs[index]
        let oscillator = DampedOscillator(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        #expect(abs(oscillator.valueDerivative(at: 0) - v0) <= 1e-12)
        for time in [0.02, 0.1, 0.35] {
            let numerical = NumericalDerivative.of(oscillator.value(at:), at: time, step: 1e-4)
            #expect(
                NumericalDerivative.isClose(
                    oscillator.valueDerivative(at: time), numerical, floor: 1e-3))
        }
    }

    @Test(
        "the unit-velocity response B is the RK4 motion from rest at the target with speed 1",
        arguments: 0..<8)
    func unitVelocityResponse(index: Int) {
        let (m, k, c, _) = Self.springs[index]
        let oscillator = DampedOscillator(mass: m, stiffness: k, damping: c, initialVelocity: 0)
        #expect(oscillator.unitVelocityResponse(at: 0) == 0)
        #expect(abs(oscillator.unitVelocityResponseDerivative(at: 0) - 1) <= 1e-12)
        // B = x(v0 = −1) − x(v0 = 0): both start at 1; their velocities differ by 1.
        let still = TimingReference.rk4(
            mass: m, stiffness: k, damping: c, initialVelocity: 0, step: 1e-5, end: 0.4,
            every: 1000)
        let pushed = TimingReference.rk4(
            mass: m, stiffness: k, damping: c, initialVelocity: -1, step: 1e-5, end: 0.4,
            every: 1000)
        for (a, b) in zip(still, pushed) {
            let response = oscillator.unitVelocityResponse(at: a.time)
            #expect(abs(response - (b.displacement - a.displacement)) <= 1e-9)
            let numerical = NumericalDerivative.of(
                oscillator.unitVelocityResponse(at:), at: a.time, step: 1e-4)
            #expect(
                NumericalDerivative.isClose(
                    oscillator.unitVelocityResponseDerivative(at: a.time), numerical, floor: 1e-3))
        }
    }

    @Test(
        "the response and its derivative together are the two functions' numbers, bit for bit",
        arguments: 0..<8)
    func responseAndDerivativeTogether(index: Int) {
        let (m, k, c, _) = Self.springs[index]
        let oscillator = DampedOscillator(mass: m, stiffness: k, damping: c, initialVelocity: 0)
        let times = [
            -1, -0.0, 0, 1e-300, 1e-9, 0.017, 0.1, 0.35, 2, 1e3, 1e9, .infinity, -.infinity, .nan,
        ]
        for time in times {
            let both = oscillator.unitVelocityResponseAndDerivative(at: time)
            let response = oscillator.unitVelocityResponse(at: time)
            let derivative = oscillator.unitVelocityResponseDerivative(at: time)
            #expect(both.response.bitPattern == response.bitPattern, "t = \(time)")
            #expect(both.derivative.bitPattern == derivative.bitPattern, "t = \(time)")
        }
    }
}
