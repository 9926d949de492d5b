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
    ///
    /// ``TimingCurveProvider`` has no decay parameters, so only ``DecayTimingParameters``
    /// itself times an animation as decay. A provider type of your own that reports `.decay`
    /// is timed by its ``TimingCurveProvider/springTimingParameters`` if it has any, else by
    /// its ``TimingCurveProvider/cubicTimingParameters`` (or Core Animation's default curve,
    /// `CubicTimingParameters()`, without either), for the duration given: pass the
    /// ``DecayTimingParameters`` value itself for decay.
    case decay
}
