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
    }

    /// The resolved shape.
    let shape: Shape
    /// What `PropertyAnimator.timingParameters` reports.
    let provider: any TimingCurveProvider

    init(_ shape: Shape, provider: any TimingCurveProvider) {
        self.shape = shape
        self.provider = provider
    }

    /// The animation progress at linear progress `u` (0…1).
    func value(at u: Double) -> Double {
        switch shape {
        case .cubic(let curve): curve.value(at: u)
        case .linear: u
        case .spring(let spring, let seconds): u >= 1 ? 1 : spring.value(at: u * seconds)
        }
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
    /// the animation actually takes (a physical spring's settling duration replaces it).
    static func resolve(
        _ provider: any TimingCurveProvider, duration: TimeInterval
    ) -> (function: TimingFunction, duration: TimeInterval) {
        if let spring = provider.springTimingParameters {
            if spring.isDurationFitted {
                let fitted = spring.fitted(toDuration: duration)
                return (
                    TimingFunction(.spring(fitted, seconds: duration), provider: spring), duration
                )
            }
            let settling = spring.settlingDuration
            let seconds = settling.isFinite ? settling : duration
            return (TimingFunction(.spring(spring, seconds: seconds), provider: spring), seconds)
        }
        let cubic = provider.cubicTimingParameters ?? CubicTimingParameters()
        if let shared = AnimationCurve.allCases.first(where: {
            CubicTimingParameters(animationCurve: $0) == cubic
        }) {
            return (curve(shared), duration)
        }
        return (TimingFunction(.cubic(cubic), provider: provider), duration)
    }
}
