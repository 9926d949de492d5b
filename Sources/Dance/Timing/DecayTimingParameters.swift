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
/// which values snap to their targets (0.001 of the distance away).
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
    ///   and 0.998 is used.
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
    /// 3.45 s for r = 0.998, 0.69 s for r = 0.99.
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
