import Foundation

/// The motion of a spring keyframe: a damped oscillator started from any displacement and any
/// velocity, in the value's own units.
///
/// The displacement from the target is linear in its initial displacement d₀ and velocity v₀:
/// x(t) = d₀·A(t) + v₀·B(t), where A starts at 1 at rest and B starts at 0 with unit velocity.
/// Both come from the package's closed-form ``DampedOscillator``: A is the oscillator with no
/// initial velocity, and A + B the one with initial velocity −1 (its d′(0) is +1).
struct KeyframeSpring: Sendable {
    private let atRest: DampedOscillator
    private let pushed: DampedOscillator

    /// The spring's motion; a duration-fitted spring is fitted to `fittedDuration` seconds.
    ///
    /// A duration-fitted spring (``SpringTimingParameters/init(dampingRatio:)``) given no
    /// duration runs as fitted to 1 s, as it does on its own; a physical one runs as it is. The
    /// spring's own `initialVelocity` is not used: a spring keyframe starts with the velocity
    /// reached so far.
    init(_ spring: SpringTimingParameters, fittedDuration: TimeInterval?) {
        let oscillator =
            fittedDuration.map { spring.fitted(toDuration: $0).oscillator } ?? spring.oscillator
        atRest = DampedOscillator(
            naturalFrequency: oscillator.naturalFrequency, dampingRatio: oscillator.dampingRatio,
            initialVelocity: 0)
        pushed = DampedOscillator(
            naturalFrequency: oscillator.naturalFrequency, dampingRatio: oscillator.dampingRatio,
            initialVelocity: -1)
    }

    /// A(t) and B(t): the displacement per unit of initial displacement and of initial velocity.
    @inline(__always)
    func response(at t: TimeInterval) -> (displacement: Double, velocity: Double) {
        let a = atRest.displacement(at: t)
        return (a, pushed.displacement(at: t) - a)
    }

    /// A′(t) and B′(t), per second.
    func responseRate(at t: TimeInterval) -> (displacement: Double, velocity: Double) {
        let a = atRest.displacementDerivative(at: t)
        return (a, pushed.displacementDerivative(at: t) - a)
    }
}
