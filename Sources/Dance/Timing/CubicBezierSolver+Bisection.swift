extension CubicBezierSolver {
    /// A double-double: `high + low` with |low| ≤ half an ulp of `high`.
    typealias Wide = (high: Double, low: Double)

    /// The s in 0…1 with x(s) = `x` on the curve whose control points' x are `controlX` as
    /// given, within `tolerance`, for `x` in (0, 1).
    ///
    /// Bisection of 0…1 on the exact residual x(s) − `x` (``exactResidual(at:_:_:)``) until it
    /// is 0 or the interval is narrower than `tolerance`; then the point of the interval where
    /// the chord between the residuals at its ends reaches 0. Where dx/ds nearly vanishes the
    /// power form's rounding would hide on which side of the root s lies; the exact residual
    /// does not. The chord keeps tiny inputs tiny: for x = 1e-300 on a curve with dx/ds = 0 at 0
    /// it gives s ≈ 1e-300 instead of the interval's middle, ~1e-7.
    ///
    /// A static function of three values, passed in registers: as a method it needed the whole
    /// solver in memory, and the loops that inline ``value(at:)`` copied it to the stack on
    /// every call (10 instructions an animator in the 4p frame).
    @usableFromInline @inline(never)
    static func bisect(forX x: Double, controlX: SIMD2<Double>, tolerance: Double) -> Double {
        let coefficients = exactCoefficients(x1: controlX.x, x2: controlX.y)
        var low = 0.0
        var high = 1.0
        // x(0) = 0 and x(1) = 1 exactly.
        var lowResidual = -x
        var highResidual = 1 - x
        for _ in 0..<80 {
            let s = low + (high - low) / 2
            if high - low <= tolerance || s <= low || s >= high { break }
            let residual = exactResidual(at: s, x, coefficients)
            if residual == 0 { return s }
            if residual < 0 {
                (low, lowResidual) = (s, residual)
            } else {
                (high, highResidual) = (s, residual)
            }
        }
        guard highResidual > lowResidual else { return low + (high - low) / 2 }
        let chord = low - lowResidual / (highResidual - lowResidual) * (high - low)
        return min(max(chord, low), high)
    }

    /// x(s) − `x` on the curve whose power-form `coefficients` are given exactly, within
    /// ~1e-30, rounded once.
    ///
    /// Horner's rule in double-double arithmetic: each step's product and sum are split into a
    /// rounded part and its exact error (FMA two-product, two-sum), and the errors are carried
    /// along.
    static func exactResidual(
        at s: Double, _ x: Double, _ coefficients: (a: Wide, b: Wide, c: Wide)
    ) -> Double {
        /// value·s + addend.
        func multiplyAdd(_ value: Wide, _ addend: Wide) -> Wide {
            let product = twoProduct(value.high, s)
            let sum = twoSum(product.high, addend.high)
            return twoSum(sum.high, sum.low + (product.low + (value.low * s + addend.low)))
        }
        let quadratic = multiplyAdd(coefficients.a, coefficients.b)
        let cubic = multiplyAdd(quadratic, coefficients.c)
        return multiplyAdd(cubic, (-x, 0)).high
    }

    /// The power-form coefficients of x(s) = 3(1 − s)²s·x1 + 3(1 − s)s²·x2 + s³ as
    /// double-doubles, within ~1e-32: a = 1 + 3·x1 − 3·x2, b = 3·x2 − 6·x1, c = 3·x1.
    static func exactCoefficients(x1: Double, x2: Double) -> (a: Wide, b: Wide, c: Wide) {
        let three1 = twoProduct(3, x1)
        let three2 = twoProduct(3, x2)
        // Doubling is exact.
        let b = twoSum(three2.high, -2 * three1.high)
        let a1 = twoSum(1, three1.high)
        let a = twoSum(a1.high, -three2.high)
        return (
            twoSum(a.high, a.low + (a1.low + (three1.low - three2.low))),
            twoSum(b.high, b.low + (three2.low - 2 * three1.low)),
            three1
        )
    }

    /// a + b as the rounded sum and its exact error (Knuth's two-sum).
    private static func twoSum(_ a: Double, _ b: Double) -> Wide {
        let sum = a + b
        let bPart = sum - a
        return (sum, (a - (sum - bPart)) + (b - bPart))
    }

    /// a·b as the rounded product and its exact error (one fused multiply-add).
    private static func twoProduct(_ a: Double, _ b: Double) -> Wide {
        let product = a * b
        return (product, (-product).addingProduct(a, b))
    }
}
