/// Evaluates a unit cubic Bézier timing curve: y as a function of x.
///
/// The curve runs from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2); x1 and x2
/// must lie in 0…1 so that x grows monotonically with the curve parameter. The polynomial
/// coefficients are computed once in `init`; ``value(at:)`` allocates nothing.
///
/// Solving x(s) = progress uses Newton's method (at most 8 steps, kept inside 0…1) and falls
/// back to bisection when the slope is tiny or Newton has not converged.
/// Tolerance: |x(s) − progress| < 1e-12, so |error| ≤ 1e-6 in y wherever dy/dx is below 1e6.
struct CubicBezierSolver: Sendable, Hashable {
    // x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double

    /// The largest |x(s) − progress| accepted.
    private static let tolerance = 1e-12
    /// Below this |dx/ds|, Newton's step is unreliable and bisection takes over.
    private static let minimumSlope = 1e-6

    /// Creates the solver for control points (x1, y1) and (x2, y2); x1, x2 in 0…1.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The curve's y for `progress`, clamped to 0…1 (NaN gives 0); y may leave 0…1.
    ///
    /// - Parameter progress: The x coordinate, normally in 0…1.
    /// - Returns: y(s) where x(s) = progress; exactly 0 at 0 and exactly 1 at 1.
    @inline(__always)
    func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let s = parameter(forX: progress)
        return ((ay * s + by) * s + cy) * s
    }

    /// The curve parameter s in 0…1 with x(s) = `x`, for `x` in (0, 1).
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < Self.tolerance { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < Self.minimumSlope { break }
            s = min(max(s - error / slope, 0), 1)
        }
        return bisect(forX: x)
    }

    /// x(s).
    @inline(__always)
    func sampleX(_ s: Double) -> Double {
        ((ax * s + bx) * s + cx) * s
    }

    /// y(s).
    @inline(__always)
    func sampleY(_ s: Double) -> Double {
        ((ay * s + by) * s + cy) * s
    }

    /// Bisection on 0…1 until the interval can't be split or x matches within tolerance.
    private func bisect(forX x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var s = 0.5
        for _ in 0..<64 {
            s = low + (high - low) / 2
            let error = sampleX(s) - x
            if abs(error) < Self.tolerance / 16 || s <= low || s >= high { return s }
            if error < 0 { low = s } else { high = s }
        }
        return s
    }
}
