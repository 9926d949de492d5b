/// Evaluates a unit cubic Bézier timing curve: y as a function of x.
///
/// The curve runs from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2); x1 and x2
/// must lie in 0…1 so that x grows monotonically with the curve parameter s. The polynomial
/// coefficients and the stopping tolerance are computed once in `init`; ``value(at:)``
/// allocates nothing.
///
/// Solving x(s) = progress is Newton's method from s = progress; an answer outside 0…1 or
/// eight steps without converging hand over to bisection on 0…1 (x is monotone there, so the
/// sign of x(s) − progress says on which side the root lies).
///
/// Precision is stated in y, the value returned: |error in y| ≤ 1e-6 against the exact curve,
/// with y outside 0…1 included. Both methods stop once the error in s, times the largest
/// |dy/ds| on 0…1 (computed in `init`), is below 1e-7 — a tenth of the promise. Newton's error
/// in s is |x(s) − progress| / (dx/ds), so its test is one multiplication and one comparison,
/// made before the step's division. Where dx/ds has a positive minimum on 0…1 (easeInOut), a
/// plain test |x(s) − progress| ≤ tolerance in s × that minimum comes first and settles most
/// calls without the slope: for easeInOut the solver stops after the same number of divisions
/// as a textbook Newton solve to 1e-7 in x.
@usableFromInline
struct CubicBezierSolver: Sendable, Hashable {
    // x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    @usableFromInline let ax: Double
    @usableFromInline let bx: Double
    @usableFromInline let cx: Double
    @usableFromInline let ay: Double
    @usableFromInline let by: Double
    @usableFromInline let cy: Double
    // dx/ds = (slopeA·s + slopeB)·s + cx.
    @usableFromInline let slopeA: Double
    @usableFromInline let slopeB: Double
    /// The largest error in s accepted: ``yTolerance`` divided by the largest |dy/ds| on 0…1.
    @usableFromInline let parameterTolerance: Double
    /// An error in x small enough whatever s: `parameterTolerance` times the smallest dx/ds
    /// on 0…1 (0 when x is flat somewhere, as for easeIn and easeOut).
    @usableFromInline let xTolerance: Double

    /// The largest error in y the solver aims for (ten times below the 1e-6 promised).
    static let yTolerance = 1e-7

    /// Creates the solver for control points (x1, y1) and (x2, y2); x1, x2 in 0…1.
    ///
    /// Control points on the diagonal (x1 = y1, x2 = y2) draw the segment y = x, which is
    /// stored as x(s) = y(s) = s: Newton then finds s = x at once and y is exactly x.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let isDiagonal = x1 == y1 && x2 == y2
        cx = isDiagonal ? 1 : 3 * x1
        bx = isDiagonal ? 0 : 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = isDiagonal ? 1 : 3 * y1
        by = isDiagonal ? 0 : 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        slopeA = 3 * ax
        slopeB = 2 * bx
        parameterTolerance =
            Self.yTolerance / Self.largestRise(a: 3 * ay, b: 2 * by, c: cy)
        xTolerance = parameterTolerance * max(0, Self.smallestSlope(a: slopeA, b: slopeB, c: cx))
    }

    /// The smallest a·s² + b·s + c on 0…1 (the ends and the vertex, if inside).
    private static func smallestSlope(a: Double, b: Double, c: Double) -> Double {
        var smallest = min(c, a + b + c)
        if a != 0 {
            let vertex = -b / (2 * a)
            if vertex > 0, vertex < 1 {
                smallest = min(smallest, (a * vertex + b) * vertex + c)
            }
        }
        return smallest
    }

    /// The largest |a·s² + b·s + c| on 0…1 (the ends and the vertex, if inside), at least 1.
    ///
    /// y(0) = 0 and y(1) = 1, so |dy/ds| reaches 1 somewhere; the floor of 1 only guards the
    /// division in `init`.
    private static func largestRise(a: Double, b: Double, c: Double) -> Double {
        var largest = max(1, abs(c), abs(a + b + c))
        if a != 0 {
            let vertex = -b / (2 * a)
            if vertex > 0, vertex < 1 {
                largest = max(largest, abs((a * vertex + b) * vertex + c))
            }
        }
        return largest
    }

    /// The curve's y for `progress`, clamped to 0…1 (NaN gives 0); y may leave 0…1.
    ///
    /// - Parameter progress: The x coordinate, normally in 0…1.
    /// - Returns: y(s) where x(s) = progress, within 1e-6; exactly 0 at 0 and exactly 1 at 1;
    ///   exactly `progress` when the control points lie on the diagonal.
    @inlinable @inline(__always)
    func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let s = parameter(forX: progress)
        return ((ay * s + by) * s + cy) * s
    }

    /// The curve parameter s in 0…1 with x(s) = `x`, for `x` in (0, 1).
    ///
    /// Each Newton step costs what a textbook one does: the test against the tolerance in s is
    /// one multiplication more, and nothing is checked between steps. A step from a slope of 0
    /// gives an infinite or NaN iterate, which never passes the test; an answer outside 0…1 or
    /// eight steps without converging hand over to bisection on 0…1.
    @inlinable @inline(__always)
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            let slope = (slopeA * s + slopeB) * s + cx
            if abs(error) <= xTolerance || abs(error) <= parameterTolerance * slope {
                guard s >= 0, s <= 1 else { break }
                return s
            }
            s -= error / slope
        }
        return bisect(forX: x)
    }

    /// x(s).
    @inlinable @inline(__always)
    func sampleX(_ s: Double) -> Double {
        ((ax * s + bx) * s + cx) * s
    }

    /// Bisection of 0…1 until x matches exactly or the interval is narrower than the
    /// tolerance in s; then the point of the interval where the chord from (low, x(low)) to
    /// (high, x(high)) reaches `x`.
    ///
    /// The chord keeps tiny inputs tiny: for x = 1e-300 on a curve with dx/ds = 0 at 0 it gives
    /// s ≈ 1e-300 instead of the interval's middle, ~1e-7.
    @usableFromInline @inline(never)
    func bisect(forX x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<80 {
            let s = low + (high - low) / 2
            if high - low <= parameterTolerance || s <= low || s >= high { break }
            let error = sampleX(s) - x
            if error == 0 { return s }
            if error < 0 { low = s } else { high = s }
        }
        let (xLow, xHigh) = (sampleX(low), sampleX(high))
        guard xHigh > xLow else { return low + (high - low) / 2 }
        return min(max(low + (x - xLow) / (xHigh - xLow) * (high - low), low), high)
    }
}
