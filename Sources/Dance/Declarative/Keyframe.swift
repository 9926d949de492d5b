import Foundation

/// One keyframe of a ``KeyframeTimeline``: a value, and how the segment that ends at it moves.
///
/// Each keyframe's duration is the segment that *ends* at it: the timeline starts at its
/// initial value, and keyframe k is reached after the durations of keyframes 1…k.
///
/// ```swift
/// let bounce = KeyframeTimeline(initialValue: 0.0, keyframes: [
///     .linear(100, duration: 0.5, timing: CubicTimingParameters(animationCurve: .easeIn)),
///     .spring(40, duration: 0.8, spring: SpringTimingParameters(dampingRatio: 0.3)),
///     .move(0),
/// ])
/// ```
///
/// Mirrors SwiftUI's `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe` and `MoveKeyframe`.
/// Bad durations are reported as ``DanceError/invalidArgument(tag:operation:argument:value:)``
/// (operation ``DanceError/Operation/makeKeyframe``) and replaced by 0, which makes the
/// keyframe a jump.
public struct Keyframe<Value: AnimatableVector> {
    enum Kind {
        case linear(KeyframeEasing)
        case cubic
        case spring(KeyframeSpring)
        case move
    }

    /// The value the timeline shows at the keyframe's time.
    public let value: Value
    /// Seconds the segment that ends at this keyframe lasts, ≥ 0.
    public let duration: TimeInterval
    let kind: Kind

    private init(_ value: Value, duration: TimeInterval, kind: Kind) {
        self.value = value
        self.duration = duration
        self.kind = kind
    }

    /// Whether the segment that ends here moves as a spline (a `.cubic` of at least
    /// ``DurationLimits/shortest``).
    var isCubic: Bool {
        if case .cubic = kind, duration >= DurationLimits.shortest { return true }
        return false
    }

    /// Whether the segment that ends here starts with the velocity it is given (a `.cubic` or
    /// `.spring` of at least ``DurationLimits/shortest``; a linear segment follows its own
    /// curve and a jump has none).
    var takesStartVelocity: Bool {
        guard duration >= DurationLimits.shortest else { return false }
        switch kind {
        case .cubic, .spring: return true
        case .linear, .move: return false
        }
    }

    // MARK: - Factories

    // Each factory is specialised for the built-in types: called from an app's module, a
    // keyframe of a generic type is made by code compiled once for all types, which looked
    // up the keyframe's metadata (about 500 instructions a keyframe).

    /// Interpolates to `value` over `duration` seconds along `timing` (SwiftUI's
    /// `LinearKeyframe`; Core Animation's linear calculation mode with a timing function).
    ///
    /// - Parameters:
    ///   - value: Where the segment ends; the timeline shows it exactly at the keyframe's time.
    ///   - duration: Seconds, in 0…1e9 (below 1e-6 jumps); otherwise reported and 0 is used.
    ///   - timing: The segment's curve (default linear, (0, 0)(1, 1)).
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    public static func linear(
        _ value: Value, duration: TimeInterval,
        timing: CubicTimingParameters = CubicTimingParameters(animationCurve: .linear)
    ) -> Keyframe {
        Keyframe(value, duration: checked(duration), kind: .linear(KeyframeEasing(timing)))
    }

    /// Moves to `value` over `duration` seconds along a cubic spline (SwiftUI's
    /// `CubicKeyframe`; Core Animation's cubic calculation mode).
    ///
    /// The segment is a cubic Hermite curve. Its velocity at a keyframe between two spline
    /// segments is (next − previous) / (time of next − time of previous), the non-uniform
    /// Catmull-Rom rule, so adjacent cubic keyframes join with continuous velocity. At its
    /// start the segment keeps the velocity reached so far (0 at the start of the timeline or
    /// after a jump). At its end it takes the rule above when a spring follows (the next value
    /// and time are the spring's), the start velocity of a following linear segment, and 0 at
    /// the end of the timeline or before a jump, so a last cubic keyframe comes to rest.
    ///
    /// - Parameters:
    ///   - value: Where the segment ends; the timeline shows it exactly at the keyframe's time.
    ///   - duration: Seconds, in 0…1e9 (below 1e-6 jumps); otherwise reported and 0 is used.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    public static func cubic(_ value: Value, duration: TimeInterval) -> Keyframe {
        Keyframe(value, duration: checked(duration), kind: .cubic)
    }

    /// Springs towards `value`, starting with the velocity reached so far (SwiftUI's
    /// `SpringKeyframe`).
    ///
    /// The spring runs in real time from the value and velocity at the segment's start, with
    /// the closed-form damped oscillator; the spring's own `initialVelocity` is not used. At the
    /// segment's end the timeline shows `value` exactly: with the settling duration the step
    /// there is at most 0.001 of the distance for a spring that starts at rest, as when a spring
    /// animator ends (the part of an inherited velocity is not bounded by the distance: give a
    /// spring that starts fast a longer duration); a shorter duration cuts the spring off and
    /// jumps to `value`.
    ///
    /// - Parameters:
    ///   - value: The spring's target.
    ///   - duration: Seconds in 0…1e9, or `nil` (default) for the spring's
    ///     ``SpringTimingParameters/settlingDuration``. A duration-fitted spring
    ///     (``SpringTimingParameters/init(dampingRatio:)``) is fitted to the duration given, or
    ///     to 1 s without one. A bad duration, or `nil` for a spring that never settles or
    ///     settles after more than 1e9 s, is reported and 0 (a jump) or 1 s is used.
    ///   - spring: The spring (default `SpringTimingParameters(duration: 0.5, bounce: 0)`, as
    ///     SwiftUI's default `Spring()`).
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    public static func spring(
        _ value: Value, duration: TimeInterval? = nil,
        spring: SpringTimingParameters = SpringTimingParameters(duration: 0.5, bounce: 0)
    ) -> Keyframe {
        guard let duration else {
            var settling = spring.settlingDuration
            if !(settling <= DurationLimits.longestKeyframe) {
                report(.duration, settling)
                settling = 1
            }
            let motion = KeyframeSpring(spring, fittedDuration: nil)
            return Keyframe(value, duration: settling, kind: .spring(motion))
        }
        let seconds = checked(duration)
        let motion = KeyframeSpring(spring, fittedDuration: seconds > 0 ? seconds : nil)
        return Keyframe(value, duration: seconds, kind: .spring(motion))
    }

    /// Jumps to `value` at once and holds it (SwiftUI's `MoveKeyframe`): zero duration, so from
    /// the keyframe's time on — a `.move` at the very end included — the timeline shows `value`.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    public static func move(_ value: Value) -> Keyframe {
        Keyframe(value, duration: 0, kind: .move)
    }

    // MARK: - Validation

    private static func checked(_ duration: TimeInterval) -> TimeInterval {
        guard duration >= 0, duration <= DurationLimits.longestKeyframe else {
            report(.duration, duration)
            return 0
        }
        return duration
    }

    static func report(_ argument: DanceError.Argument, _ value: Double) {
        Diagnostics.reportFromAnyThread(
            .invalidArgument(tag: nil, operation: .makeKeyframe, argument: argument, value: value))
    }
}

extension Keyframe: Sendable where Value: Sendable {}
