import Foundation

/// Decay timing: motion that starts fast and slows down exponentially, as a flung scroll view
/// does (`UIScrollView.DecelerationRate`).
///
/// Each millisecond the remaining velocity is multiplied by ``decelerationRate`` r, so a value
/// released at velocity v0 travels v0 / (1000·ln(1/r)) in total and ``value(at:)`` follows
/// 1 − r^(1000·t) of that distance. Set a property to ``projectedValue(from:initialVelocity:)``
/// inside an animation block with this timing, and the animation starts with exactly that
/// velocity:
///
/// ```swift
/// let decay = DecayTimingParameters(decelerationRate: 0.998)
/// let animator = PropertyAnimator(duration: 0, timingParameters: decay)
/// animator.addAnimations {
///     node.center = decay.projectedValue(from: node.center, initialVelocity: releaseVelocity)
/// }
/// animator.startAnimation()
/// ```
///
/// As with a physical spring, the animator's duration is replaced by ``settlingDuration``, at
/// which values snap to their targets (0.001 of the distance away), when that is at most 1e9 s
/// (an animator's longest duration). A rate in range but close to 1 settles far later (1 − 1e-13
/// after about 6.9e10 s): such a decay is reported as an invalid `.duration` with its settling
/// duration by the animator or step that would take it — `PropertyAnimator.init` and
/// `Animation.custom` then run it for the duration they were given, and `dance.animate` and
/// `continueAnimation` change nothing (see "Errors and Valid Ranges"), as for a physical
/// spring.
public struct DecayTimingParameters: TimingCurveProvider, Hashable {
    /// UIKit's `UIScrollView.DecelerationRate.normal`, the default.
    public static let normalRate = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`.
    public static let fastRate = 0.99
    /// The fraction of the distance left when the animation counts as settled.
    static let settlingThreshold = 0.001

    /// The factor the velocity keeps per millisecond, in (0, 1).
    public let decelerationRate: Double

    /// 1000·ln(1/r): the exponential rate, per second.
    let decayConstant: Double

    /// Decay timing with the velocity multiplied by `decelerationRate` every millisecond.
    ///
    /// - Parameter decelerationRate: r in (0, 1): 0.998 is UIKit's normal rate, 0.99 its fast
    ///   one. Outside (0, 1) or NaN it is reported as
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` (`.decelerationRate`)
    ///   and 0.998 is used. A rate above 1 − 62 220·2⁻⁵³ (about 1 − 6.9e-12) settles after
    ///   more than 1e9 s, which an animator reports as the type's discussion says (see
    ///   ``settlingDuration``).
    public init(decelerationRate: Double = DecayTimingParameters.normalRate) {
        var rate = decelerationRate
        if !(rate > 0 && rate < 1) {
            Diagnostics.reportFromAnyThread(
                .invalidArgument(
                    tag: nil, operation: .decayTimingParameters, argument: .decelerationRate,
                    value: rate))
            rate = Self.normalRate
        }
        self.decelerationRate = rate
        decayConstant = -1000 * log(rate)
    }

    /// The fraction of the total distance travelled after `time` seconds: 1 − r^(1000·t).
    ///
    /// - Parameter time: Seconds since the release; t ≤ 0 or NaN gives 0, +∞ gives 1.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return -expm1(-decayConstant * time)
    }

    /// The rate of ``value(at:)`` per second: 1000·ln(1/r)·r^(1000·t).
    func valueDerivative(at time: Double) -> Double {
        guard time >= 0 else { return 0 }
        return decayConstant * exp(-decayConstant * time)
    }

    /// The time, in seconds, at which 1 − ``value(at:)`` = 0.001: ln(1000) / (1000·ln(1/r)).
    ///
    /// 3.45 s for r = 0.998, 0.69 s for r = 0.99. Finite and positive for every rate in range,
    /// never infinite or NaN: from about 9.3e-6 s (the smallest subnormal rate) to about
    /// 6.2e13 s (the largest double below 1). An animator runs for this long, then snaps to
    /// the target, if it is at most 1e9 s, an animator's longest duration: it is, up to
    /// r = 1 − 62 220·2⁻⁵³ = 0.9999999999930922 (about 999 992 417 s; the closed form crosses
    /// 1e9 s at e^(−ln(1000)/1e12), about 1 − 6.9e-12), and the next rate,
    /// 1 − 62 219·2⁻⁵³, settles after about 1 000 008 489 s and is reported (see
    /// ``DecayTimingParameters``).
    public var settlingDuration: TimeInterval {
        -log(Self.settlingThreshold) / decayConstant
    }

    /// Where a value released at `initialVelocity` comes to rest: value + v / (1000·ln(1/r)).
    ///
    /// - Parameters:
    ///   - value: Where the motion starts.
    ///   - initialVelocity: The release velocity, in the value's units per second.
    /// - Returns: The resting value (UIKit's and pop's projection of a decelerating scroll).
    public func projectedValue<Value: AnimatableVector>(
        from value: Value, initialVelocity: Value
    ) -> Value {
        value.adding(initialVelocity.scaled(by: 1 / decayConstant))
    }

    /// Always `.decay`.
    public var timingCurveType: TimingCurveType { .decay }

    /// Always `nil`: decay is not a cubic curve.
    public var cubicTimingParameters: CubicTimingParameters? { nil }

    /// Always `nil`: decay is not a spring.
    public var springTimingParameters: SpringTimingParameters? { nil }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.decelerationRate == rhs.decelerationRate
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(decelerationRate)
    }
}
