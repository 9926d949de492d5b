/// Evaluates a unit cubic Bézier timing curve: y as a function of x.
///
/// The curve runs from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2); x1 and x2
/// must lie in 0…1 so that x grows monotonically with the curve parameter s. The polynomial
/// coefficients and the stopping tolerance are computed once in `init`; ``value(at:)``
/// allocates nothing.
///
/// Solving x(s) = progress is Newton's method from s = progress on the power form
/// x(s) = ((ax·s + bx)·s + cx)·s; an answer outside 0…1 or eight steps without converging hand
/// over to bisection on 0…1 (x is monotone there, so the sign of x(s) − progress says on which
/// side the root lies).
///
/// Precision is stated in y, the value returned: |error in y| ≤ 1e-6 against the exact curve
/// of the control points as given, with y outside 0…1 included. Both methods stop once the error
/// in s, times the largest |dy/ds| on 0…1 (computed in `init`), is below 1e-7 — a tenth of the
/// promise. Newton's error in s is |x(s) − progress| / (dx/ds), so its test is one
/// multiplication and one comparison, made before the step's division. Where dx/ds has a
/// positive minimum on 0…1 (easeInOut), a plain test |x(s) − progress| ≤ tolerance in s × that
/// minimum comes first and settles most calls without the slope: for easeInOut the solver stops
/// after the same number of divisions as a textbook Newton solve to 1e-7 in x.
///
/// The power form is off the exact curve by its rounding, the coefficients' (cx = 3·x1 and the
/// others are rounded) and Horner's: up to N·s in x, N ~1e-15 (computed in `init`). Where dx/ds
/// nearly vanishes, that hides s — for x1 = 1, x2 = 0, x(s) − ½ = 4(s − ½)³, by (N/4)^(1/3) ≈
/// 6e-6 — and a residual may even be exactly 0 at a wrong s; with y control points near ±1000
/// that is an error of ~1e-2 in y. `init` finds whether it can matter: whether x rises by less
/// than 2N over some stretch of s that moves y by 2e-7. Most curves (easeInOut, easeIn, easeOut,
/// every preset) pass and keep Newton exactly as above. On the others Newton runs the same code
/// with other constants, so that the common path gains no work: the plain test is off, and the
/// slope's linear coefficient is lowered by 2N / tolerance in s, which turns the test
/// |x(s) − progress| ≤ tolerance in s × slope into ≤ tolerance × dx/ds − 2N·s: met by the power
/// form, it is met by the exact curve too. The steps then use a slope slightly too small, which
/// still converges wherever dx/ds is well above 2N / tolerance; nearer a vertical point Newton
/// gives up, or stops outside 0…1, and the bisection answers.
///
/// The bisection evaluates the exact curve: its residual is Horner's rule on the exact
/// coefficients 1 + 3·x1 − 3·x2, 3·x2 − 6·x1 and 3·x1 (the stored ones plus their rounding
/// errors, found with error-free transformations) in double-double arithmetic (FMA
/// two-products and two-sums), within ~1e-30 of x(s) − progress; so does its final chord.
@usableFromInline
struct CubicBezierSolver: Sendable, Hashable {
    // x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    @usableFromInline let ax: Double
    @usableFromInline let bx: Double
    @usableFromInline let cx: Double
    @usableFromInline let ay: Double
    @usableFromInline let by: Double
    @usableFromInline let cy: Double
    // dx/ds = (slopeA·s + slopeB)·s + cx, less 2N·s / parameterTolerance where the power
    // form's rounding N·s could matter (see the type's discussion).
    @usableFromInline let slopeA: Double
    @usableFromInline let slopeB: Double
    /// The largest error in s accepted: ``yTolerance`` divided by the largest |dy/ds| on 0…1.
    @usableFromInline let parameterTolerance: Double
    /// An error in x small enough whatever s: `parameterTolerance` times the smallest dx/ds
    /// on 0…1 (0 when x is flat somewhere, as for easeIn and easeOut; −1, never met, where the
    /// power form's rounding could matter).
    @usableFromInline let xTolerance: Double
    /// The control points' x as given, (x1, x2), for the bisection's exact residual ((1/3, 2/3)
    /// on the diagonal, whose x(s) = s they give within 1e-16).
    ///
    /// One vector, not two `Double`s: the loops that inline ``value(at:)`` load the solver's
    /// fields as each animator's evaluation starts, bisection's too, and one 16-byte load into
    /// one register keeps the 4p frame at its instruction count (two loads cost 0.7% more).
    @usableFromInline let controlX: SIMD2<Double>

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
        parameterTolerance =
            Self.yTolerance / Self.largestRise(a: 3 * ay, b: 2 * by, c: cy)
        controlX = isDiagonal ? SIMD2(1 / 3, 2 / 3) : SIMD2(x1, x2)
        // N: Horner's rule on s in 0…1 is within 5 roundings of the sum of the terms' sizes;
        // each term, like each coefficient's rounding error times s^k, is at most its
        // coefficient's times s. (The diagonal's x(s) = s has neither.)
        let exact = Self.exactCoefficients(x1: x1, x2: x2)
        let rounding =
            isDiagonal
            ? 0
            : 8 * (Double.ulpOfOne / 2) * (abs(ax) + abs(bx) + abs(cx))
                + abs(exact.a.high - ax + exact.a.low) + abs(exact.b.high - bx + exact.b.low)
                + abs(exact.c.high - cx + exact.c.low)
        // A stretch of s moving y by at most 2e-7: while it raises x by 2N or more, no answer
        // Newton accepts can be that far off.
        let roundingIsHarmless =
            Self.smallestRise(over: 2 * parameterTolerance, a: slopeA, b: 2 * bx, c: cx)
            >= 2 * rounding
        if roundingIsHarmless {
            slopeB = 2 * bx
            xTolerance =
                parameterTolerance * max(0, Self.smallestSlope(a: slopeA, b: slopeB, c: cx))
        } else {
            slopeB = 2 * bx - 2 * rounding / parameterTolerance
            xTolerance = -1
        }
    }

    /// The smallest a·s² + b·s + c on `low`…`high` (the ends and the vertex, if inside).
    private static func smallestSlope(
        a: Double, b: Double, c: Double, from low: Double = 0, to high: Double = 1
    ) -> Double {
        var smallest = min((a * low + b) * low + c, (a * high + b) * high + c)
        if a != 0 {
            let vertex = -b / (2 * a)
            if vertex > low, vertex < high {
                smallest = min(smallest, (a * vertex + b) * vertex + c)
            }
        }
        return smallest
    }

    /// The least ∫ (a·t² + b·t + c) dt over a stretch of 0…1 `length` long.
    ///
    /// The integral over a stretch is its length times the integrand at its middle, plus
    /// a·length³/12 (Simpson's rule, exact for a quadratic); the middle lies in
    /// length/2…1 − length/2.
    private static func smallestRise(over length: Double, a: Double, b: Double, c: Double)
        -> Double
    {
        let middle = smallestSlope(a: a, b: b, c: c, from: length / 2, to: 1 - length / 2)
        return length * middle + a * length * length * length / 12
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
        return Self.bisect(forX: x, controlX: controlX, tolerance: parameterTolerance)
    }

    /// x(s).
    @inlinable @inline(__always)
    func sampleX(_ s: Double) -> Double {
        ((ax * s + bx) * s + cx) * s
    }
}
