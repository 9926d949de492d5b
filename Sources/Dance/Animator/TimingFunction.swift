import Foundation

/// An animator's timing, resolved once: maps linear progress 0…1 to animation progress.
///
/// A class so that the many animators sharing a built-in curve share one instance (an
/// animator stores one reference instead of the curve's coefficients). Immutable, so
/// `Sendable`.
final class TimingFunction: Sendable {
    enum Shape: Sendable {
        /// Progress unchanged.
        case linear
        /// A cubic Bézier curve.
        case cubic(CubicTimingParameters)
        /// A physical spring run for `seconds`: progress u is the spring's value at u·seconds,
        /// and 1 at u = 1 (the spring snaps to its target when the animation ends).
        case spring(SpringTimingParameters, seconds: TimeInterval)
        /// Decay run for `seconds`, like a spring: progress u is its value at u·seconds, and 1
        /// at u = 1.
        case decay(DecayTimingParameters, seconds: TimeInterval)
    }

    /// Which of the stored curves ``value(at:)`` evaluates.
    enum Kind: UInt8, Sendable {
        case linear
        case cubic
        case spring
        case decay
    }

    // The shape is kept unpacked in plain stored properties: evaluating a payload of an enum
    // copies the whole payload on every call, and this runs for every animator every frame.
    let kind: Kind
    let cubic: CubicTimingParameters
    let spring: SpringTimingParameters?
    let decay: DecayTimingParameters?
    /// Seconds a spring or decay runs for (0 for curves).
    let springSeconds: TimeInterval
    /// What the y component of a `CGPoint` starts with beyond `dx`, in total distances per
    /// second: a spring's `dy − dx` (0 for other timings).
    ///
    /// Stored: a declarative step's frame reads it for every segment it shows.
    let yVelocityBeyondX: Double
    /// What `PropertyAnimator.timingParameters` reports.
    let provider: any TimingCurveProvider

    init(_ shape: Shape, provider: any TimingCurveProvider) {
        var decay: DecayTimingParameters?
        switch shape {
        case .linear:
            (kind, cubic, spring, springSeconds) = (.linear, CubicTimingParameters(), nil, 0)
        case .cubic(let curve):
            (kind, cubic, spring, springSeconds) = (.cubic, curve, nil, 0)
        case .spring(let parameters, let seconds):
            (kind, cubic, spring, springSeconds) = (
                .spring, CubicTimingParameters(), parameters, seconds
            )
        case .decay(let parameters, let seconds):
            (kind, cubic, spring, springSeconds) = (.decay, CubicTimingParameters(), nil, seconds)
            decay = parameters
        }
        self.decay = decay
        self.provider = provider
        if let velocity = spring?.initialVelocity {
            yVelocityBeyondX = Double(velocity.dy) - Double(velocity.dx)
        } else {
            yVelocityBeyondX = 0
        }
    }

    /// The animation progress at linear progress `u` (0…1): this function's ``Easing`` (see
    /// `TimingFunction+Easing.swift`, where each kind's formula lives).
    func value(at u: Double) -> Double {
        var evaluation = EasingEvaluation(u: u)
        visit(&evaluation)
        return evaluation.value
    }

    // MARK: - Rates

    /// The slope of ``value(at:)``: d(progress)/du at linear progress `u` (0…1).
    ///
    /// Analytic: the Bézier's dy/dx, the spring's or decay's derivative times the seconds it
    /// runs for. Beyond the end (u ≥ 1) the motion has snapped to rest: 0 for springs and decay.
    func slope(at u: Double) -> Double {
        switch kind {
        case .cubic: return cubic.slope(at: u)
        case .linear: return 1
        case .spring:
            guard u < 1, let spring else { return 0 }
            return spring.oscillator.valueDerivative(at: u * springSeconds) * springSeconds
        case .decay:
            guard u < 1, let decay else { return 0 }
            return decay.valueDerivative(at: u * springSeconds) * springSeconds
        }
    }

    /// Whether a track with this timing can start with a velocity of its own (a spring that
    /// was given no initial velocity, neither `dx` nor `dy`).
    var takesInitialVelocity: Bool { trackVelocity == .takesHandoff }

    /// How a track recorded with this timing starts moving, beyond what ``value(at:)`` gives.
    var trackVelocity: TrackVelocity {
        guard kind == .spring, let spring else { return .none }
        let velocity = spring.initialVelocity
        if velocity == .zero { return .takesHandoff }
        return yVelocityBeyondX != 0 ? .yApart : .none
    }

    /// For a spring, the motion B (in seconds) of a unit initial velocity at linear progress
    /// `u`; 0 for other timings and from the end on (see
    /// `DampedOscillator.unitVelocityResponse(at:)`).
    func velocityResponse(at u: Double) -> Double {
        guard kind == .spring, u < 1, let spring else { return 0 }
        return spring.oscillator.unitVelocityResponse(at: u * springSeconds)
    }

    /// The slope dB/du of ``velocityResponse(at:)``.
    func velocityResponseSlope(at u: Double) -> Double {
        velocityResponseAndSlope(at: u).slope
    }

    /// ``velocityResponse(at:)`` and ``velocityResponseSlope(at:)`` together, with one
    /// evaluation of the spring's exponential, sine and cosine.
    func velocityResponseAndSlope(at u: Double) -> (response: Double, slope: Double) {
        guard kind == .spring, u < 1, let spring else { return (0, 0) }
        let both = spring.oscillator.unitVelocityResponseAndDerivative(at: u * springSeconds)
        return (both.response, both.derivative * springSeconds)
    }

    // MARK: - Shared instances

    /// The shared function of a built-in curve.
    static func curve(_ curve: AnimationCurve) -> TimingFunction {
        switch curve {
        case .easeInOut: easeInOut
        case .easeIn: easeIn
        case .easeOut: easeOut
        case .linear: linear
        }
    }

    private static let easeInOut = builtin(.easeInOut)
    private static let easeIn = builtin(.easeIn)
    private static let easeOut = builtin(.easeOut)
    private static let linear = builtin(.linear)

    /// The linear curve maps progress to itself exactly, without solving a Bézier curve.
    private static func builtin(_ curve: AnimationCurve) -> TimingFunction {
        let parameters = CubicTimingParameters(animationCurve: curve)
        let shape: Shape = curve == .linear ? .linear : .cubic(parameters)
        return TimingFunction(shape, provider: parameters)
    }

    /// The function for `provider` over an animation of `duration` seconds, and the duration
    /// the animation actually takes (a physical spring's or a decay's settling duration
    /// replaces it).
    ///
    /// A physical spring's or a decay's settling duration replaces `duration` only within an
    /// animator's range, 0…1e9 s (``DurationLimits/longestAnimator``). A spring that never
    /// settles (no damping, or so little that its settling duration is infinite), or a spring
    /// or decay that settles only after that, runs for `duration` instead; for the latter
    /// `overlongSettling` is its settling duration, which the caller reports (as a bad duration
    /// of its own operation).
    ///
    /// Functions for springs and custom cubic curves are shared through a small cache, so that
    /// many animators with the same timing share one instance (and a physical spring's settling
    /// duration is found once).
    ///
    /// Generic rather than taking `any TimingCurveProvider`, so that a caller's parameters
    /// (a spring is larger than an existential's inline buffer) are not boxed on the heap for
    /// every animator.
    @MainActor
    static func resolve<Provider: TimingCurveProvider>(
        _ provider: Provider, duration: TimeInterval
    ) -> (function: TimingFunction, duration: TimeInterval, overlongSettling: TimeInterval?) {
        if let spring = provider.springTimingParameters {
            if spring.isDurationFitted {
                let function = cached(.spring(spring, duration: duration)) {
                    // A 0 s animation is valid: fit to the shortest duration, without a report.
                    let fitted = spring.fitted(
                        toDuration: max(
                            duration, SpringTimingParameters.fittingDurationRange.lowerBound))
                    return TimingFunction(.spring(fitted, seconds: duration), provider: spring)
                }
                return (function, duration, nil)
            }
            // A physical spring's function does not depend on the duration when it settles
            // within an animator's range.
            let settled = settledFunction(of: spring)
            let settling = settled.springSeconds
            if settling <= DurationLimits.longestAnimator { return (settled, settling, nil) }
            let function = cached(.spring(spring, duration: duration)) {
                TimingFunction(.spring(spring, seconds: duration), provider: spring)
            }
            return (function, duration, settling.isFinite ? settling : nil)
        }
        if let decay = decayParameters(of: provider) {
            // Decay is held to the same range as a physical spring. Its settling duration is
            // finite for every rate in range (at most about 6.2e13 s, for the largest double
            // below 1), but is checked as the spring's is.
            let settled = cached(.settledDecay(decay)) {
                TimingFunction(.decay(decay, seconds: decay.settlingDuration), provider: decay)
            }
            let settling = settled.springSeconds
            if settling <= DurationLimits.longestAnimator { return (settled, settling, nil) }
            let function = cached(.decay(decay, duration: duration)) {
                TimingFunction(.decay(decay, seconds: duration), provider: decay)
            }
            return (function, duration, settling.isFinite ? settling : nil)
        }
        let cubic = provider.cubicTimingParameters ?? CubicTimingParameters()
        // Parameters equal those of a standard curve exactly when they were made with it
        // (equality compares the curve given at init): then its shared function. (Comparing
        // them with each standard curve's parameters built a solver for each, about 900
        // instructions for every step with a curve.)
        if cubic.timingCurveType == .builtin {
            return (curve(cubic.animationCurve), duration, nil)
        }
        guard provider is CubicTimingParameters else {
            let original = (provider as? TimingProviderSnapshot)?.original ?? provider
            return (TimingFunction(.cubic(cubic), provider: original), duration, nil)
        }
        let function = cached(.cubic(cubic)) { TimingFunction(.cubic(cubic), provider: cubic) }
        return (function, duration, nil)
    }

    /// The settling duration of a physical spring or a decay that settles, but only after more
    /// than 1e9 s (``DurationLimits/longestAnimator``); `nil` for every other timing.
    ///
    /// For an entry point that checks a timing before it changes anything: ``resolve(_:duration:)``
    /// would run such a spring or decay for the duration given instead of its settling duration.
    @MainActor
    static func overlongSettling<Provider: TimingCurveProvider>(
        of provider: Provider
    ) -> TimeInterval? {
        let settling: TimeInterval
        if let spring = provider.springTimingParameters {
            guard !spring.isDurationFitted else { return nil }
            settling = settledFunction(of: spring).springSeconds
        } else if let decay = decayParameters(of: provider) {
            settling = decay.settlingDuration
        } else {
            return nil
        }
        return settling.isFinite && settling > DurationLimits.longestAnimator ? settling : nil
    }

    /// `provider` as decay timing, or `nil` (the cast runs only for a decay's curve type).
    private static func decayParameters<Provider: TimingCurveProvider>(
        of provider: Provider
    ) -> DecayTimingParameters? {
        guard provider.timingCurveType == .decay else { return nil }
        return provider as? DecayTimingParameters
    }

    /// The function of a physical spring run for its settling duration, which is found once
    /// (hundreds of evaluations) and kept with it: cached even when that duration is infinite
    /// or too long for an animator, so that it is never searched for again.
    @MainActor
    private static func settledFunction(of spring: SpringTimingParameters) -> TimingFunction {
        cached(.settledSpring(spring)) {
            TimingFunction(.spring(spring, seconds: spring.settlingDuration), provider: spring)
        }
    }

    // MARK: - Cache

    private enum CacheKey: Hashable {
        /// A duration-fitted spring, or a physical one that runs for the animator's duration.
        case spring(SpringTimingParameters, duration: TimeInterval)
        /// A physical spring run for its own settling duration.
        case settledSpring(SpringTimingParameters)
        case cubic(CubicTimingParameters)
        /// Decay that runs for the animator's duration (it settles only after more than 1e9 s).
        case decay(DecayTimingParameters, duration: TimeInterval)
        /// Decay run for its own settling duration.
        case settledDecay(DecayTimingParameters)
    }

    /// At most this many shared functions are kept; past it the cache starts again.
    private static let cacheLimit = 256

    @MainActor private static var cache: [CacheKey: TimingFunction] = [:]

    /// The entry `cached` found or made last.
    ///
    /// Performance: animators made in a loop share their timing, and comparing a key costs a
    /// few instructions where hashing it for the dictionary costs about 1 300 (a spring's
    /// fields through `Hasher`), about a fifth of setting up a spring animator.
    @MainActor private static var lastEntry: (key: CacheKey, function: TimingFunction)?

    @MainActor
    private static func cached(
        _ key: CacheKey, _ make: () -> TimingFunction
    ) -> TimingFunction {
        if let lastEntry, lastEntry.key == key { return lastEntry.function }
        let function: TimingFunction
        if let found = cache[key] {
            function = found
        } else {
            if cache.count >= cacheLimit { cache.removeAll() }
            function = make()
            cache[key] = function
        }
        lastEntry = (key, function)
        return function
    }
}

/// How a track starts moving beyond its timing's own curve: read for every property recorded,
/// so kept by the animator in one byte (see `PropertyAnimator.trackVelocity`).
enum TrackVelocity: UInt8 {
    /// Only as the timing's curve starts.
    case none
    /// With the velocity handed over by the animation its animator replaced, if any (a spring
    /// given no initial velocity).
    case takesHandoff
    /// A `CGPoint`'s y component with the spring's `dy`, its x component and every other
    /// property with `dx` (a spring whose `dy` differs from its `dx`).
    case yApart
}
