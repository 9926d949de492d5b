import Foundation

/// The timing of a linear keyframe: its cubic curve's value and slope at linear progress u.
///
/// The slope (dy/dx of the unit Bézier curve) turns the segment's progress into a velocity; it
/// is computed from the control points with its own Newton solve, so that only velocities pay
/// for it. The linear curve is the identity, evaluated without solving anything.
struct KeyframeEasing: Sendable {
    /// The curve, or `nil` for the linear curve (0, 0)(1, 1).
    let curve: CubicTimingParameters?
    // y(s) and x(s) = ((a·s + b)·s + c)·s, from the control points.
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double

    init(_ timing: CubicTimingParameters) {
        let (x1, y1) = (Double(timing.controlPoint1.x), Double(timing.controlPoint1.y))
        let (x2, y2) = (Double(timing.controlPoint2.x), Double(timing.controlPoint2.y))
        curve = x1 == y1 && x2 == y2 ? nil : timing
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The fraction of the change at linear progress `u` (0…1): exactly 0 at 0 and 1 at 1.
    @inline(__always)
    func value(at u: Double) -> Double {
        guard let curve else { return min(max(u, 0), 1) }
        return curve.value(at: u)
    }

    /// dy/dx at linear progress `u` (0…1): 1 for the linear curve.
    ///
    /// Where dx/ds vanishes (a control point on the curve's end with x = 0 or 1) the slope is
    /// taken a millionth of the parameter inside, which approaches the one-sided limit.
    func slope(at u: Double) -> Double {
        guard curve != nil else { return 1 }
        var s = parameter(forX: min(max(u, 0), 1))
        var dx = (3 * ax * s + 2 * bx) * s + cx
        if abs(dx) < 1e-12 {
            s = s < 0.5 ? s + 1e-6 : s - 1e-6
            dx = (3 * ax * s + 2 * bx) * s + cx
        }
        let dy = (3 * ay * s + 2 * by) * s + cy
        return dy / dx
    }

    /// The curve parameter s with x(s) = x: Newton from s = x, bisection when it stalls.
    private func parameter(forX x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-14 { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-6 { break }
            s = min(max(s - error / slope, 0), 1)
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<64 {
            s = low + (high - low) / 2
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-15 || s <= low || s >= high { break }
            if error < 0 { low = s } else { high = s }
        }
        return s
    }
}
