import Dance
import Foundation

/// A textbook unit cubic Bézier solver, timed beside the engine's for comparison.
///
/// Newton's method on precomputed polynomial coefficients to |x(s) − x| < 1e-7, with a
/// bisection fallback. The report times it beside the engine's solver (which the floor uses)
/// to show what the engine's exactness costs.
///
/// x(s) = ((ax·s + bx)·s + cx)·s, y(s) likewise; progress x is solved for s, then y(s) is the
/// eased progress. Converges to |x(s) − x| < 1e-7 in three or four steps for easeInOut.
struct UnitBezier: Sendable {
    private let ax, bx, cx, ay, by, cy: Double

    init(_ p1: CGPoint, _ p2: CGPoint) {
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
    }

    /// easeInOut, (0.42, 0)(0.58, 1).
    static let easeInOut = UnitBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))

    /// The eased progress at linear progress `x` (0…1).
    @inline(__always)
    func value(at x: Double) -> Double {
        let s = solve(x)
        return ((ay * s + by) * s + cy) * s
    }

    @inline(__always)
    private func solve(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-7 { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        return bisect(x)
    }

    @inline(never)
    private func bisect(_ x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var s = x
        for _ in 0..<60 {
            let value = ((ax * s + bx) * s + cx) * s
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
