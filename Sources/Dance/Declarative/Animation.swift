import Foundation

/// A declarative animation step, or a composition of steps, on ``Node``s.
///
/// Declare what should happen up front instead of nesting completion closures, then run it as
/// one timeline:
///
/// ```swift
/// view.animate([
///     .fadeIn(duration: 0.3),
///     .resize(to: CGSize(width: 200, height: 200), duration: 0.3),
/// ])
/// view.animate(inParallel: [.fadeIn(duration: 0.3), .scale(to: 2, duration: 0.3)])
/// ```
///
/// Steps compose: ``sequence(_:)`` runs steps one after another, ``parallel(_:stagger:)`` at
/// once (optionally staggered), ``wait(_:)`` leaves a gap, and ``on(_:)`` points a step at
/// another node, so one timeline can coordinate several nodes. Add your own steps with
/// ``custom(duration:curve:_:)`` or ``custom(duration:timingParameters:_:)``, or in an
/// extension:
///
/// ```swift
/// extension Animation {
///     static func dim(duration: TimeInterval = 0.3) -> Animation {
///         .custom(duration: duration, curve: .easeOut) { $0.alpha = 0.4 }
///     }
/// }
/// ```
@MainActor
public struct Animation {
    indirect enum Kind {
        /// Sets properties over `duration` seconds with `timing`.
        case step(
            duration: TimeInterval, timing: any TimingCurveProvider, body: (Node) -> Void)
        /// Children one after another.
        case sequence([Animation])
        /// Children at once, child k starting `stagger × k` seconds late.
        case parallel([Animation], stagger: TimeInterval)
        /// A gap of `seconds`.
        case wait(TimeInterval)
        /// `animation` applied to `node` instead of the timeline's node.
        case targeted(Node, Animation)
        /// Keyframes for one property: `body` sets it to the last keyframe's value, and the
        /// property follows `keyframes` from the value it has when the step starts.
        case keyframes(any KeyframeStepPath, body: (Node) -> Void)
        /// A named position on the timeline (zero duration).
        case label(String)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    // MARK: - Custom steps

    /// A step that runs `body` on the node, animating what it sets over `duration` seconds.
    ///
    /// - Parameters:
    ///   - duration: Seconds, 0…1e9; a bad value reports
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)`` and 0 is used.
    ///     A zero-duration step sets its values at its start time, as does one shorter than
    ///     1e-6 s (which still takes its time on the timeline).
    ///   - curve: The step's timing curve.
    ///   - body: Sets `@Animated` properties of the node it receives.
    public static func custom(
        duration: TimeInterval, curve: AnimationCurve = .easeInOut,
        _ body: @escaping (Node) -> Void
    ) -> Animation {
        custom(
            duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve),
            body)
    }

    /// A step with any timing: a cubic curve, or a spring (fitted to `duration` when made with a
    /// damping ratio; a physical spring takes its settling duration instead), or decay (which
    /// takes its settling duration too).
    ///
    /// A physical spring's or a decay's settling duration is held to the range of `duration`,
    /// 0…1e9 s: a spring or decay that settles only after more than 1e9 s (its parameters can
    /// each be in range) reports ``DanceError/invalidArgument(tag:operation:argument:value:)``
    /// (operation ``DanceError/Operation/makeStep``, argument `.duration`, the settling
    /// duration as its value) and the step runs it for `duration` instead, as a spring that
    /// never settles (damping 0) runs without a report. See ``custom(duration:curve:_:)`` for
    /// the rest.
    public static func custom(
        duration: TimeInterval, timingParameters: any TimingCurveProvider,
        _ body: @escaping (Node) -> Void
    ) -> Animation {
        let seconds = checked(duration)
        if let settling = TimingFunction.overlongSettling(of: timingParameters) {
            Diagnostics.report(
                .invalidArgument(
                    tag: nil, operation: .makeStep, argument: .duration, value: settling))
        }
        return Animation(.step(duration: seconds, timing: timingParameters, body: body))
    }

    // MARK: - Composition

    /// Runs `steps` one after another.
    public static func sequence(_ steps: [Animation]) -> Animation {
        Animation(.sequence(steps))
    }

    /// Runs `steps` at once; with `stagger` > 0, step k starts `stagger × k` seconds late.
    ///
    /// - Parameters:
    ///   - steps: The steps to run together; the group lasts until the last one ends.
    ///   - stagger: Seconds, 0…1e9; a bad value reports
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)`` and 0 is used.
    public static func parallel(_ steps: [Animation], stagger: TimeInterval = 0) -> Animation {
        Animation(.parallel(steps, stagger: checked(stagger, argument: .stagger)))
    }

    /// A gap of `seconds` in a sequence (0…1e9, else reported and 0).
    public static func wait(_ seconds: TimeInterval) -> Animation {
        Animation(.wait(checked(seconds, argument: .delay)))
    }

    /// This step (or composition) applied to `node` rather than the timeline's own node.
    public func on(_ node: Node) -> Animation {
        Animation(.targeted(node, self))
    }

    /// This step started `seconds` later (0…1e9, else reported and 0).
    public func delayed(by seconds: TimeInterval) -> Animation {
        .sequence([.wait(seconds), self])
    }

    // MARK: - Validation

    /// `value` if it is in 0…1e9 seconds (``DurationLimits/longestAnimator``), else 0, reported.
    static func checked(
        _ value: TimeInterval, argument: DanceError.Argument = .duration
    ) -> TimeInterval {
        guard DurationLimits.allowsAnimator(value) else {
            Diagnostics.report(
                .invalidArgument(tag: nil, operation: .makeStep, argument: argument, value: value))
            return 0
        }
        return value
    }
}
