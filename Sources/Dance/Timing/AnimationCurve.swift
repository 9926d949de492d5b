import Foundation

/// A standard timing curve, mirroring UIKit's `UIView.AnimationCurve`.
///
/// Each case is a cubic Bézier curve from (0, 0) to (1, 1) with UIKit's control points:
///
/// | Curve        | Control point 1 | Control point 2 |
/// |--------------|-----------------|-----------------|
/// | `easeInOut`  | (0.42, 0)       | (0.58, 1)       |
/// | `easeIn`     | (0.42, 0)       | (1, 1)          |
/// | `easeOut`    | (0, 0)          | (0.58, 1)       |
/// | `linear`     | (0, 0)          | (1, 1)          |
public enum AnimationCurve: Sendable, Hashable, CaseIterable {
    /// Slow at the start and the end: control points (0.42, 0) and (0.58, 1).
    case easeInOut
    /// Slow at the start: control points (0.42, 0) and (1, 1).
    case easeIn
    /// Slow at the end: control points (0, 0) and (0.58, 1).
    case easeOut
    /// Constant speed: control points (0, 0) and (1, 1).
    case linear

    /// The curve's first Bézier control point.
    var controlPoint1: CGPoint {
        switch self {
        case .easeInOut, .easeIn: CGPoint(x: 0.42, y: 0)
        case .easeOut, .linear: CGPoint(x: 0, y: 0)
        }
    }

    /// The curve's second Bézier control point.
    var controlPoint2: CGPoint {
        switch self {
        case .easeInOut, .easeOut: CGPoint(x: 0.58, y: 1)
        case .easeIn, .linear: CGPoint(x: 1, y: 1)
        }
    }
}
