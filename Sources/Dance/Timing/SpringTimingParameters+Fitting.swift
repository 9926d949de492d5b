import Foundation

extension SpringTimingParameters {
    /// The physical spring this one becomes for an animator of `duration` seconds.
    ///
    /// For a duration-fitted spring (``init(dampingRatio:initialVelocity:)``): mass 1, the same
    /// damping ratio ζ and initial velocity, and ω0 solved to full precision so that, with
    /// ε = 0.001 and T = `duration`:
    /// - ζ < 1: (ζ/√(1 − ζ²))·e^(−ζ·ω0·T) = ε;
    /// - ζ = 1: (1 + ω0·T)·e^(−ω0·T) = ε;
    /// - ζ > 1: the real over-damped response (with the initial velocity) is exactly ε from the
    ///   target at T. Every ratio thus ends ε away at T; a higher ratio gets a stiffer spring
    ///   (ω0·T ≈ 26.06 for ζ = 2 against 9.23 for ζ = 1) with a longer, gentler tail.
    ///
    /// For ζ < 1 the rule is the envelope's, so the fitted ω0 grows without bound as ζ → 1 from
    /// below and is tiny near ζ = 0.001 (where ζ/√(1 − ζ²) ≈ ε); the initial velocity does not
    /// enter it.
    ///
    /// Then stiffness = ω0² and damping = 2ζω0; the result's `isDurationFitted` is `false`.
    /// Physical springs return themselves unchanged (a bad `duration` is still reported).
    ///
    /// - Parameter duration: T in seconds, finite, > 0. Otherwise reported as
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` (`.fitSpring`,
    ///   `.duration`) and 1 s is used — the spring an unfitted one already behaves as. A T
    ///   below 1e-6 s is fitted as 1e-6 s and one above 1e12 s as 1e12 s, which keeps ω0 and
    ///   every value finite; such a spring ends within its first frame, or never, either way.
    /// - Returns: A physical spring that runs in real time.
    public func fitted(toDuration duration: TimeInterval) -> SpringTimingParameters {
        var duration = duration
        if !(duration > 0 && duration.isFinite) {
            Self.report(.duration, duration, operation: .fitSpring)
            duration = 1
        }
        guard case .durationFitted(let ratio) = family else { return self }
        let range = Self.fittingDurationRange
        let spring = SpringTimingParameters(
            fittedRatio: ratio, initialVelocity: initialVelocity,
            duration: min(max(duration, range.lowerBound), range.upperBound))
        return SpringTimingParameters(physical: spring.oscillator, initialVelocity: initialVelocity)
    }

    /// A physical spring wrapping an oscillator built elsewhere.
    init(physical oscillator: DampedOscillator, initialVelocity: CGVector) {
        self.family = .physical
        self.oscillator = oscillator
        self.initialVelocity = initialVelocity
    }
}
