/// A source of timing information for an animation, mirroring UIKit's `UITimingCurveProvider`.
///
/// ``CubicTimingParameters``, ``SpringTimingParameters`` and ``DecayTimingParameters``
/// conform. The animator reads ``timingCurveType`` and then the matching parameters (decay,
/// which UIKit does not have, is recognized by its type).
public protocol TimingCurveProvider: Sendable {
    /// The kind of timing curve; tells which of the parameters below to read.
    var timingCurveType: TimingCurveType { get }

    /// The cubic Bézier timing, for ``TimingCurveType/builtin``, ``TimingCurveType/cubic``
    /// and ``TimingCurveType/composed``; otherwise `nil`.
    var cubicTimingParameters: CubicTimingParameters? { get }

    /// The spring timing, for ``TimingCurveType/spring`` and ``TimingCurveType/composed``;
    /// otherwise `nil`.
    var springTimingParameters: SpringTimingParameters? { get }
}
