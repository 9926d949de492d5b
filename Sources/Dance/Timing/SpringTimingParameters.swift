import Foundation

/// Spring timing for an animation, mirroring UIKit's `UISpringTimingParameters`.
///
/// The motion is the closed-form damped harmonic oscillator (under-, critically and
/// over-damped), normalized so that ``value(at:)`` goes from 0 to 1 and may overshoot.
/// ``initialVelocity`` is relative to the total distance, as in UIKit: `dx = 2` starts at two
/// total distances per second towards the target. `dy` drives the y component of a `CGPoint`
/// (a position: Apple documents `dy` for the y axis of a view's position) and `dx` its x
/// component and every other property, so a view released with the finger's velocity per axis
/// starts each axis with its own (see ``initialVelocity``).
///
/// Springs come in two families (ε = 0.001 of the total distance):
/// - *Duration-fitted* — ``init(dampingRatio:)``, ``init(dampingRatio:initialVelocity:)``:
///   mass 1 and the given damping ratio; the stiffness is solved from the animator's duration
///   by ``fitted(toDuration:)``. Until then the spring behaves as if fitted to 1 s.
/// - *Physical* — ``init()``, ``init(mass:stiffness:damping:initialVelocity:)``,
///   ``init(duration:bounce:initialVelocity:)``: the animator's duration is replaced by
///   ``settlingDuration``, as in UIKit.
///
/// Bad arguments never trap: each is reported as
/// ``DanceError/invalidArgument(tag:operation:argument:value:)`` with operation
/// `.springTimingParameters` and replaced by the safe value named in the initializer's docs.
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    /// Which family the spring belongs to.
    enum Family: Sendable, Hashable {
        /// Mass, stiffness and damping given (or mapped from duration and bounce).
        case physical
        /// Only the damping ratio given; stiffness is fitted to the animator's duration.
        case durationFitted(dampingRatio: Double)
    }

    /// The distance to the target, as a fraction of the total, that counts as settled.
    static let settlingThreshold = 0.001

    /// The spring's family.
    let family: Family

    /// The motion: the physical spring, or for a duration-fitted one the spring fitted to 1 s.
    let oscillator: DampedOscillator

    /// The initial velocity, in total distances per second of each component's own distance.
    ///
    /// For an animator's tracks (``PropertyAnimator``, Dance's `animate`, a declarative step
    /// with this timing), `dy` drives the y component of a `CGPoint` property and `dx` its x
    /// component and every other property (a `CGSize`'s height and a `CGRect`'s origin
    /// included). The spring moves the y component exactly as the same spring started with
    /// `dy`, the other constants unchanged: a duration-fitted spring keeps the stiffness fitted
    /// to the duration, and ``settlingDuration`` covers both axes. So
    /// `CGVector(dx: 2, dy: 0)` starts a position's x axis at two distances per second and its
    /// y axis at rest; `CGVector(dx: 2, dy: 2)` starts both. ``value(at:)`` is the motion with `dx`.
    /// Given by `continueAnimation(withTimingParameters:durationFactor:)`, both are relative
    /// to the distance each component has left, as UIKit's are, also on a second continue
    /// (a repeating animator takes them over whole traversals, as it takes the new timing).
    /// `dx` drives every component of a track that started with a velocity handed over in x
    /// (a Dance hand-off) or that another animator's newer track covers; spring keyframes use
    /// neither (they start with the velocity reached so far).
    ///
    /// Mirrors `UISpringTimingParameters.initialVelocity`.
    public let initialVelocity: CGVector

    // MARK: - Physical springs

    /// Apple's documented default spring: mass 3, stiffness 1000, damping 500, no velocity.
    ///
    /// A physical spring (damping ratio ≈ 4.56, over-damped). Mirrors
    /// `UISpringTimingParameters()`.
    public init() {
        self.init(
            physicalMass: Self.defaultMass, stiffness: Self.defaultStiffness,
            damping: Self.defaultDamping, initialVelocity: .zero)
    }

    /// A physical spring from mass, stiffness and damping.
    ///
    /// Mirrors `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    ///
    /// The animator's duration is replaced by ``settlingDuration``, when that is at most 1e9 s
    /// (an animator's longest duration). Parameters each in range can settle far later (mass
    /// 1e6, stiffness 1e-6 and damping 1e-6 after about 1.4e13 s): such a spring is reported as
    /// an invalid `.duration` with its settling duration by the animator, step or keyframe that
    /// would take it — `PropertyAnimator.init` and `Animation.custom` then run it for the
    /// duration they were given, a `.spring` keyframe without a duration for 1 s, and
    /// `dance.animate` and `continueAnimation` change nothing (see "Errors and Valid Ranges").
    /// A spring that never settles (damping 0) runs for the duration given, unreported.
    ///
    /// The ranges keep every value and velocity of the motion finite.
    ///
    /// - Parameters:
    ///   - mass: In 1e-6…1e6; otherwise reported (`.mass`) and replaced by 3.
    ///   - stiffness: In 1e-6…1e6; otherwise reported (`.stiffness`) and replaced by 1000.
    ///   - damping: In 0…1e6; otherwise reported (`.damping`) and replaced by 500. Damping 0
    ///     is allowed: the spring never settles and ``settlingDuration`` is infinite.
    ///   - initialVelocity: Components in −1e6…1e6 total distances per second; a component
    ///     outside (NaN and ±∞ included) is reported (`.initialVelocity`) and replaced by 0.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector) {
        self.init(
            physicalMass: Self.validated(
                mass, .mass, valid: Self.massRange.contains(mass), fallback: Self.defaultMass),
            stiffness: Self.validated(
                stiffness, .stiffness, valid: Self.massRange.contains(stiffness),
                fallback: Self.defaultStiffness),
            damping: Self.validated(
                damping, .damping, valid: Self.dampingRange.contains(damping),
                fallback: Self.defaultDamping),
            initialVelocity: Self.validated(initialVelocity))
    }

    /// A physical spring from a perceptual duration and bounce, with the published mapping.
    ///
    /// Mass 1, stiffness (2π/duration)², damping ratio 1 − bounce for bounce ≥ 0 and
    /// 1/(1 + bounce) for bounce < 0, damping 4π·ratio/duration — the mapping SwiftUI and
    /// `UISpringTimingParameters(duration:bounce:initialVelocity:)` use.
    ///
    /// - Parameters:
    ///   - duration: Seconds, in 0.001…1000; otherwise reported (`.duration`) and replaced by
    ///     0.5.
    ///   - bounce: In -1…1; NaN is reported (`.bounce`) and replaced by 0, other values outside
    ///     the range are reported and clamped. −1 (infinitely over-damped) is used as −0.999.
    ///     Bounce 1 gives damping 0: the spring never settles. A bounce near 1 gives a damping
    ///     ratio near 0, and a spring that can settle after more than 1e9 s (0.999999 at
    ///     1000 s: about 1.1e9 s), which an animator reports as
    ///     ``init(mass:stiffness:damping:initialVelocity:)`` says.
    ///   - initialVelocity: As in ``init(mass:stiffness:damping:initialVelocity:)``.
    public init(duration: TimeInterval, bounce: Double, initialVelocity: CGVector = .zero) {
        let duration = Self.validated(
            duration, .duration, valid: Self.perceptualDurationRange.contains(duration),
            fallback: Self.defaultPerceptualDuration)
        let clamped = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        let validBounce = Self.validated(
            bounce, .bounce, valid: abs(bounce) <= 1, fallback: clamped)
        let bounce = min(max(validBounce, -0.999), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * Double.pi / duration
        self.init(
            physicalMass: 1, stiffness: omega * omega, damping: 4 * Double.pi * ratio / duration,
            initialVelocity: Self.validated(initialVelocity))
    }

    private init(
        physicalMass mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector
    ) {
        family = .physical
        self.initialVelocity = initialVelocity
        oscillator = DampedOscillator(
            mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: Double(initialVelocity.dx))
    }

    // MARK: - Duration-fitted springs

    /// A duration-fitted spring with no initial velocity.
    ///
    /// Mirrors `UISpringTimingParameters(dampingRatio:)`; see
    /// ``init(dampingRatio:initialVelocity:)``.
    public init(dampingRatio: Double) {
        self.init(dampingRatio: dampingRatio, initialVelocity: .zero)
    }

    /// A duration-fitted spring: mass 1, this damping ratio, stiffness fitted to the duration.
    ///
    /// Mirrors `UISpringTimingParameters(dampingRatio:initialVelocity:)`. The animator calls
    /// ``fitted(toDuration:)``; on its own the spring behaves as fitted to 1 s.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, in 0.001…1000. Below 0.001 (including −∞) it is reported
    ///     (`.dampingRatio`) and clamped to 0.001; a finite ratio above 1000 is reported and
    ///     clamped to 1000; NaN and +∞ are reported and replaced by 1 (critically damped).
    ///     1 is critically damped; above 1 is over-damped and slower.
    ///   - initialVelocity: As in ``init(mass:stiffness:damping:initialVelocity:)``.
    public init(dampingRatio: Double, initialVelocity: CGVector) {
        let ratio = Self.validatedDampingRatio(dampingRatio)
        let velocity = Self.validated(initialVelocity)
        self.init(fittedRatio: ratio, initialVelocity: velocity, duration: 1)
    }

    /// A duration-fitted spring with valid arguments, evaluated as fitted to `duration`.
    init(fittedRatio ratio: Double, initialVelocity: CGVector, duration: Double) {
        family = .durationFitted(dampingRatio: ratio)
        self.initialVelocity = initialVelocity
        oscillator = DampedOscillator.fitted(
            dampingRatio: ratio, initialVelocity: Double(initialVelocity.dx), duration: duration,
            threshold: Self.settlingThreshold)
    }

    // MARK: - Properties

    /// The damping ratio ζ: damping / (2√(mass·stiffness)), or the ratio a fitted spring was given.
    ///
    /// Read-only and derived, never stored twice. Mirrors `UISpringTimingParameters.dampingRatio`.
    public var dampingRatio: Double {
        switch family {
        case .physical: oscillator.dampingRatio
        case .durationFitted(let ratio): ratio
        }
    }

    /// The mass, 1 for duration-fitted springs; mirrors `UISpringTimingParameters.mass`.
    public var mass: Double { oscillator.mass }

    /// The stiffness; for an unfitted duration-fitted spring, that of the spring fitted to 1 s.
    ///
    /// Mirrors `UISpringTimingParameters.stiffness`.
    public var stiffness: Double { oscillator.stiffness }

    /// The damping; for an unfitted duration-fitted spring, that of the spring fitted to 1 s.
    ///
    /// Mirrors `UISpringTimingParameters.damping`.
    public var damping: Double { oscillator.damping }

    /// The last time the distance to the target is at least 0.001 of the total, in seconds.
    ///
    /// With `dx` as the initial velocity, or with `dy` if that settles later: the y axis of a
    /// `CGPoint` starts with `dy` (see ``initialVelocity``), so a position's two axes have both
    /// settled when the animator snaps them to the target. `CGVector(dx: 2, dy: 0)` settles
    /// when the later of a spring started with 2 and one started at rest does, whatever the
    /// animator animates (its duration is set before its blocks run): give `dy` the value of
    /// `dx` for a spring that animates no position, and it settles with `dx` alone.
    ///
    /// A physical spring's animator runs for this long, then snaps to the target, if it is at
    /// most 1e9 s, an animator's longest duration (see
    /// ``init(mass:stiffness:damping:initialVelocity:)`` for a longer one). Exact to adjacent
    /// doubles (bisection after a closed-form bracket), computed on each access (a few hundred
    /// evaluations: read it once). `.infinity` when damping is 0, or so small that the spring
    /// would not settle within about 1e15 half-periods (a damping ratio of about 1e-15); an
    /// animator then runs for its own duration. For an unfitted
    /// duration-fitted spring, that of the spring fitted to 1 s (close to, but not exactly,
    /// 1 s for ζ < 1: the fitting rule uses the envelope).
    public var settlingDuration: TimeInterval {
        let settling = oscillator.settlingDuration(threshold: Self.settlingThreshold)
        guard initialVelocity.dy != initialVelocity.dx else { return settling }
        let yAxis = oscillator.withInitialVelocity(Double(initialVelocity.dy))
        return max(settling, yAxis.settlingDuration(threshold: Self.settlingThreshold))
    }

    /// Whether the spring's stiffness comes from the animator's duration (``init(dampingRatio:)``).
    var isDurationFitted: Bool {
        if case .durationFitted = family { return true }
        return false
    }

    /// The position after `time` seconds: 0 at the start, 1 at rest, may overshoot.
    ///
    /// - Parameter time: Seconds since the start, any value: t ≤ 0 or NaN gives 0, +∞ gives 1,
    ///   and every finite time gives a finite value.
    /// - Returns: 1 − d(t) for the closed-form oscillator (relative error near 1e-15). An
    ///   unfitted duration-fitted spring is evaluated as fitted to 1 s. Cheap: one branch on
    ///   the precomputed regime, two transcendental calls.
    public func value(at time: Double) -> Double {
        oscillator.value(at: time)
    }

    /// Always `nil`, as `UITimingCurveProvider.cubicTimingParameters` of a spring.
    public var cubicTimingParameters: CubicTimingParameters? { nil }

    /// This value, as `UITimingCurveProvider.springTimingParameters` of a spring.
    public var springTimingParameters: SpringTimingParameters? { self }

    /// Always `.spring`, as `UITimingCurveProvider.timingCurveType` of a spring.
    public var timingCurveType: TimingCurveType { .spring }

    // MARK: - Equality

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.family == rhs.family && lhs.oscillator == rhs.oscillator
            && lhs.initialVelocity.dx == rhs.initialVelocity.dx
            && lhs.initialVelocity.dy == rhs.initialVelocity.dy
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(oscillator)
        hasher.combine(Double(initialVelocity.dx))
        hasher.combine(Double(initialVelocity.dy))
    }
}
