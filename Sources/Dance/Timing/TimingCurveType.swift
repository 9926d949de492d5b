/// The kind of timing information a ``TimingCurveProvider`` supplies.
///
/// Mirrors UIKit's `UITimingCurveType`.
public enum TimingCurveType: Sendable, Hashable, CaseIterable {
    /// A standard ``AnimationCurve``, in ``TimingCurveProvider/cubicTimingParameters``.
    case builtin
    /// A custom cubic Bézier curve, in ``TimingCurveProvider/cubicTimingParameters``.
    case cubic
    /// A spring, in ``TimingCurveProvider/springTimingParameters``.
    case spring
    /// Both a cubic curve and a spring.
    case composed
    /// Exponential decay: a ``DecayTimingParameters`` (Dance's addition; UIKit has none).
    case decay
}
