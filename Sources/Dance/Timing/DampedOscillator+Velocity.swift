import Foundation

extension DampedOscillator {
    /// The rate of ``value(at:)``: −d′(t), in total distances per second (v0 at t = 0).
    ///
    /// 0 for t < 0 or NaN and at t = +∞.
    func valueDerivative(at time: Double) -> Double {
        guard time >= 0, time < .infinity else { return 0 }
        return -displacementDerivative(at: time)
    }

    /// B(t): the motion of the same spring started at its target with unit velocity.
    ///
    /// The displacement is linear in its initial conditions: a spring that starts `d0` from its
    /// target with velocity `v` (in the value's own units per second) is at
    /// target + d0·(displacement with no velocity) + v·B(t). B(0) = 0 and B′(0) = 1; B is in
    /// seconds. Closed forms, with a = ζ·ω0:
    /// - under-damped: e^(−a·t)·sin(ωd·t)/ωd;
    /// - critically damped: t·e^(−ω0·t);
    /// - over-damped: −e^(−r·t)·expm1(−2γ·t)/(2γ), free of cancellation as ζ → 1.
    ///
    /// 0 for t ≤ 0 or NaN and at t = +∞.
    func unitVelocityResponse(at t: Double) -> Double {
        guard t > 0, t < .infinity else { return 0 }
        switch regime {
        case .underdamped:
            return exp(-decay * t) * sin(frequency * t) / frequency
        case .criticallyDamped:
            return t * exp(-decay * t)
        case .overdamped:
            return exp(-decay * t) * Self.expm1Ratio(frequency * t) * t
        }
    }

    /// B′(t), dimensionless: 1 at t = 0; 0 for t < 0 or NaN and at t = +∞.
    func unitVelocityResponseDerivative(at t: Double) -> Double {
        unitVelocityResponseAndDerivative(at: t).derivative
    }

    /// ``unitVelocityResponse(at:)`` and ``unitVelocityResponseDerivative(at:)`` together.
    ///
    /// One exponential (and one sine and cosine): what a velocity read needs of a spring track.
    /// The response is exactly ``unitVelocityResponse(at:)``'s, which computes it alone (no
    /// cosine) for a frame.
    func unitVelocityResponseAndDerivative(at t: Double) -> (response: Double, derivative: Double) {
        guard t >= 0, t < .infinity else { return (0, 0) }
        let envelope = exp(-decay * t)
        switch regime {
        case .underdamped:
            let a = dampingRatio * naturalFrequency
            let phase = frequency * t
            let sine = sin(phase)
            return (
                t > 0 ? envelope * sine / frequency : 0,
                envelope * (cos(phase) - a * sine / frequency)
            )
        case .criticallyDamped:
            return (t > 0 ? t * envelope : 0, envelope * (1 - decay * t))
        case .overdamped:
            // B′ = e^(−r·t)·(1 + (a + γ)·expm1(−2γt)/(2γ)), a + γ = the fast rate.
            let fast = dampingRatio * naturalFrequency + frequency / 2
            let ratio = Self.expm1Ratio(frequency * t)
            return (t > 0 ? envelope * ratio * t : 0, envelope * (1 - fast * t * ratio))
        }
    }

    /// −expm1(−x)/x, accurate for tiny x (→ 1 as x → 0).
    private static func expm1Ratio(_ x: Double) -> Double {
        x == 0 ? 1 : -expm1(-x) / x
    }
}
