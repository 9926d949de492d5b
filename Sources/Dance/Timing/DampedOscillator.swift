import Foundation

/// The closed-form motion of a damped harmonic oscillator, normalized to a move from 0 to 1.
///
/// The oscillator solves m·x″ + c·x′ + k·x = 0 for the displacement d(t) from the target, with
/// d(0) = 1 and d′(0) = −v0 (v0 in units of the total distance per second, as UIKit's
/// `initialVelocity`). ``value(at:)`` is 1 − d(t): 0 at the start, 1 at rest, may overshoot.
///
/// With ω0 = √(k/m), ζ = c / (2√(m·k)), a = ζ·ω0 and K = a − v0:
/// - under-damped (ζ < 1): d = e^(−a·t)·(cos ωd·t + K·sin(ωd·t)/ωd), ωd = ω0·√(1 − ζ²);
/// - critically damped (ζ = 1): d = e^(−ω0·t)·(1 + K·t);
/// - over-damped (ζ > 1): d = e^(−a·t)·(cosh γ·t + K·sinh(γ·t)/γ), γ = ω0·√(ζ² − 1), the real
///   two-exponential solution, evaluated as e^(r·t)·(1 + c2·expm1(−2γ·t)) with the slow rate
///   r = −ω0/(ζ + √(ζ² − 1)). Every form is free of cancellation as ζ → 1, so springs with ζ
///   within 1e-9 (or one ulp) of 1 are continuous with the critical solution.
///
/// All coefficients are computed once in `init`; ``value(at:)`` branches once on the regime.
struct DampedOscillator: Sendable, Hashable {
    /// Which closed form applies.
    enum Regime: Sendable, Hashable {
        case underdamped
        case criticallyDamped
        case overdamped
    }

    /// Mass, > 0.
    let mass: Double
    /// Stiffness k, > 0.
    let stiffness: Double
    /// Damping c, ≥ 0.
    let damping: Double
    /// ω0 = √(k/m), radians per second.
    let naturalFrequency: Double
    /// ζ = c / (2√(m·k)).
    let dampingRatio: Double
    /// v0, in total distances per second (towards the target when positive).
    let initialVelocity: Double
    /// The closed form in use.
    let regime: Regime

    /// Exponential decay rate: a (under), ω0 (critical), the slow rate −r (over).
    let decay: Double
    /// ωd (under), 2γ (over), 0 (critical).
    let frequency: Double
    /// K/ωd (under), K (critical), c2 = (1 − K/γ)/2 (over).
    private let displacementCoefficient: Double
    /// (ω0² − a·v0)/ωd (under), ω0·K (critical), (ω0² − a·v0)/(2γ) (over).
    let velocityCoefficient: Double

    /// An oscillator from physical parameters: mass > 0, stiffness > 0, damping ≥ 0, finite.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.init(
            mass: mass, stiffness: stiffness, damping: damping,
            naturalFrequency: (stiffness / mass).squareRoot(),
            dampingRatio: damping / (2 * (mass * stiffness).squareRoot()),
            initialVelocity: initialVelocity)
    }

    /// An oscillator of mass 1 with ω0 > 0 and ζ ≥ 0 given exactly (stiffness ω0², damping 2ζω0).
    init(naturalFrequency: Double, dampingRatio: Double, initialVelocity: Double) {
        self.init(
            mass: 1, stiffness: naturalFrequency * naturalFrequency,
            damping: 2 * dampingRatio * naturalFrequency, naturalFrequency: naturalFrequency,
            dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    /// The same spring (every constant exactly as here) starting with `v0` instead.
    func withInitialVelocity(_ v0: Double) -> DampedOscillator {
        DampedOscillator(
            mass: mass, stiffness: stiffness, damping: damping, naturalFrequency: naturalFrequency,
            dampingRatio: dampingRatio, initialVelocity: v0)
    }

    private init(
        mass: Double, stiffness: Double, damping: Double, naturalFrequency omega: Double,
        dampingRatio zeta: Double, initialVelocity v0: Double
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.naturalFrequency = omega
        self.dampingRatio = zeta
        self.initialVelocity = v0
        let a = zeta * omega
        let k = a - v0
        let q = omega * omega - a * v0
        if zeta < 1 {
            let omegaD = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            regime = .underdamped
            decay = a
            frequency = omegaD
            displacementCoefficient = k / omegaD
            velocityCoefficient = q / omegaD
        } else if zeta == 1 {
            regime = .criticallyDamped
            decay = omega
            frequency = 0
            displacementCoefficient = k
            velocityCoefficient = omega * k
        } else {
            let s = ((zeta - 1) * (zeta + 1)).squareRoot()
            let gamma = omega * s
            regime = .overdamped
            decay = omega / (zeta + s)
            frequency = 2 * gamma
            // (1 − K/γ)/2 with 1 − ζ/s = −1/(s·(ζ + s)), free of cancellation for any ζ > 1.
            displacementCoefficient = (v0 / gamma - 1 / (s * (zeta + s))) / 2
            velocityCoefficient = q / (2 * gamma)
        }
    }

    // MARK: - Evaluation

    /// The position, 0 at the start and 1 at rest; NaN or t ≤ 0 gives 0, t = +∞ gives 1.
    @inline(__always)
    func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < .infinity else { return 1 }
        return 1 - displacement(at: time)
    }

    /// d(t), the signed distance left to the target (1 at t = 0); finite for every finite t.
    @inline(__always)
    func displacement(at t: Double) -> Double {
        let exponent = decay * t
        // Past e^(−1000) the envelope is below the smallest double: d is 0 (and the other
        // factor, which may overflow this far out, must not turn 0 into NaN).
        guard exponent < Self.negligibleExponent else { return 0 }
        switch regime {
        case .underdamped:
            let phase = phase(at: t)
            return exp(-exponent) * (cos(phase) + displacementCoefficient * sin(phase))
        case .criticallyDamped:
            return exp(-exponent) * (1 + displacementCoefficient * t)
        case .overdamped:
            return exp(-exponent) * (1 + displacementCoefficient * expm1(-frequency * t))
        }
    }

    /// d′(t), finite for every finite t; the velocity towards the target is −d′(t) (v0 at 0).
    func displacementDerivative(at t: Double) -> Double {
        let exponent = decay * t
        guard exponent < Self.negligibleExponent else { return 0 }
        switch regime {
        case .underdamped:
            let phase = phase(at: t)
            return exp(-exponent)
                * (-initialVelocity * cos(phase) - velocityCoefficient * sin(phase))
        case .criticallyDamped:
            return exp(-exponent) * (-initialVelocity - velocityCoefficient * t)
        case .overdamped:
            let m = expm1(-frequency * t)
            return exp(-exponent)
                * (-initialVelocity * (1 + m / 2) + velocityCoefficient * m)
        }
    }

    /// The exponent of the envelope beyond which the motion is exactly at rest.
    static let negligibleExponent = 1000.0

    /// ωd·t, reduced by whole periods when the product overflows (only an undamped or nearly
    /// undamped spring gets that far), so that its sine and cosine stay finite.
    @inline(__always)
    private func phase(at t: Double) -> Double {
        let phase = frequency * t
        guard !phase.isFinite else { return phase }
        return frequency * t.truncatingRemainder(dividingBy: 2 * .pi / frequency)
    }
}
