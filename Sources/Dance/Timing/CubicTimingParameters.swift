import Foundation

/// Cubic Bézier timing for an animation, mirroring UIKit's `UICubicTimingParameters`.
///
/// The curve runs from (0, 0) to (1, 1); its shape comes from two control points. ``value(at:)``
/// maps the fraction of time elapsed to the fraction of the change applied.
///
/// Control points: x must be in 0…1 (so time moves forward); y may lie outside 0…1, which makes
/// the animation overshoot or anticipate, as CSS allows, within −1000…1000 (so every value on
/// the curve stays finite). A control point with a finite x outside 0…1 is reported as
/// ``DanceError/invalidArgument(tag:operation:argument:value:)`` (`.controlPointX`, the bad x)
/// and x is clamped to 0…1. A control point with a NaN or infinite x, or a y outside
/// −1000…1000 (NaN and ±∞ included), is reported (`.controlPointX` or `.controlPointY`, with
/// that coordinate) and replaced by the default curve's point: (0.25, 0.1) for the first,
/// (0.25, 1) for the second.
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
    /// The kind of curve: `.builtin` for ``init(animationCurve:)``, otherwise `.cubic`.
    ///
    /// Mirrors `UITimingCurveProvider.timingCurveType`.
    public let timingCurveType: TimingCurveType

    /// The first control point, after validation.
    ///
    /// Mirrors `UICubicTimingParameters.controlPoint1`.
    /// For ``init(animationCurve:)`` this is the curve's real control point (UIKit returns
    /// `.zero` there; the real point is more useful and draws the same curve).
    public let controlPoint1: CGPoint

    /// The second control point, after validation.
    ///
    /// Mirrors `UICubicTimingParameters.controlPoint2`.
    /// For ``init(animationCurve:)`` this is the curve's real control point.
    public let controlPoint2: CGPoint

    /// The built-in curve this was created with, or `nil` for custom control points.
    private let builtinCurve: AnimationCurve?

    /// The precomputed solver.
    @usableFromInline let solver: CubicBezierSolver

    /// Core Animation's default curve, (0.25, 0.1)(0.25, 1), as UIKit's `init()` uses.
    ///
    /// ``timingCurveType`` is ``TimingCurveType/cubic`` and ``animationCurve`` is
    /// ``AnimationCurve/easeInOut``.
    public init() {
        self.init(
            validatedPoint1: Self.defaultControlPoint1, point2: Self.defaultControlPoint2,
            curve: nil)
    }

    /// One of UIKit's standard curves, mirroring `UICubicTimingParameters(animationCurve:)`.
    ///
    /// - Parameter animationCurve: The curve; its control points are listed on
    ///   ``AnimationCurve``. ``timingCurveType`` is ``TimingCurveType/builtin``.
    public init(animationCurve: AnimationCurve) {
        self.init(
            validatedPoint1: animationCurve.controlPoint1, point2: animationCurve.controlPoint2,
            curve: animationCurve)
    }

    /// A custom curve, mirroring `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
    ///
    /// - Parameters:
    ///   - controlPoint1: First control point; x in 0…1, y in −1000…1000.
    ///   - controlPoint2: Second control point; x in 0…1, y in −1000…1000.
    ///
    /// Bad points are reported and replaced as described on the type. ``timingCurveType`` is
    /// ``TimingCurveType/cubic``.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        self.init(
            validatedPoint1: Self.validated(controlPoint1, fallback: Self.defaultControlPoint1),
            point2: Self.validated(controlPoint2, fallback: Self.defaultControlPoint2),
            curve: nil)
    }

    private init(validatedPoint1: CGPoint, point2: CGPoint, curve: AnimationCurve?) {
        controlPoint1 = validatedPoint1
        controlPoint2 = point2
        builtinCurve = curve
        timingCurveType = curve == nil ? .cubic : .builtin
        solver = CubicBezierSolver(
            x1: Double(validatedPoint1.x), y1: Double(validatedPoint1.y),
            x2: Double(point2.x), y2: Double(point2.y))
    }

    /// The standard curve given at init, or ``AnimationCurve/easeInOut`` for custom points.
    ///
    /// Mirrors `UICubicTimingParameters.animationCurve`, which Apple documents as undefined for
    /// custom control points; in practice UIKit returns `.easeInOut` (raw value 0), as this does.
    public var animationCurve: AnimationCurve { builtinCurve ?? .easeInOut }

    /// The fraction of the change applied after `progress` of the time.
    ///
    /// - Parameter progress: Fraction of the duration elapsed; clamped to 0…1, NaN gives 0.
    /// - Returns: The curve's y at x = `progress`: 0 at 0, 1 at 1, possibly outside 0…1 in
    ///   between. |error| ≤ 1e-6 against the exact curve. Allocates nothing.
    ///
    /// Inlinable, so that a caller's loop runs the solver in place, as a hand-written one would.
    @inlinable @inline(__always)
    public func value(at progress: Double) -> Double {
        solver.value(at: progress)
    }

    /// This value, as `UITimingCurveProvider.cubicTimingParameters` of a cubic curve.
    public var cubicTimingParameters: CubicTimingParameters? { self }

    /// Always `nil`, as `UITimingCurveProvider.springTimingParameters` of a cubic curve.
    public var springTimingParameters: SpringTimingParameters? { nil }

    // MARK: - Equality

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.timingCurveType == rhs.timingCurveType && lhs.builtinCurve == rhs.builtinCurve
            && lhs.controlPoint1.x == rhs.controlPoint1.x
            && lhs.controlPoint1.y == rhs.controlPoint1.y
            && lhs.controlPoint2.x == rhs.controlPoint2.x
            && lhs.controlPoint2.y == rhs.controlPoint2.y
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(timingCurveType)
        hasher.combine(builtinCurve)
        hasher.combine(Double(controlPoint1.x))
        hasher.combine(Double(controlPoint1.y))
        hasher.combine(Double(controlPoint2.x))
        hasher.combine(Double(controlPoint2.y))
    }

    // MARK: - Validation

    static let defaultControlPoint1 = CGPoint(x: 0.25, y: 0.1)
    static let defaultControlPoint2 = CGPoint(x: 0.25, y: 1)

    /// The largest |y| a control point may have: the curve then stays within about ±1000.
    static let maximumControlPointY = 1000.0

    /// `point` with x clamped to 0…1, or `fallback` if x is not finite or y is out of range;
    /// reports either.
    private static func validated(_ point: CGPoint, fallback: CGPoint) -> CGPoint {
        let x = Double(point.x)
        let y = Double(point.y)
        guard x.isFinite else {
            report(.controlPointX, x)
            return fallback
        }
        guard abs(y) <= maximumControlPointY else {
            report(.controlPointY, y)
            return fallback
        }
        guard x < 0 || x > 1 else { return point }
        report(.controlPointX, x)
        return CGPoint(x: min(max(x, 0), 1), y: y)
    }

    private static func report(_ argument: DanceError.Argument, _ value: Double) {
        Diagnostics.reportFromAnyThread(
            .invalidArgument(
                tag: nil, operation: .cubicTimingParameters, argument: argument, value: value))
    }
}
