import Foundation

@testable import Dance

/// Bézier references exact enough for curves with a vertical point, where the double-precision
/// `TimingReference.bezierY` cannot tell on which side of the root its samples lie.
enum CompensatedBezierReference {
    /// A double-double: `high + low`, |low| ≤ half an ulp of `high`.
    struct Wide {
        var high: Double
        var low: Double

        init(_ high: Double, _ low: Double = 0) {
            let sum = high + low
            let lowPart = sum - high
            self.high = sum
            self.low = (high - (sum - lowPart)) + (low - lowPart)
        }

        static func + (lhs: Wide, rhs: Wide) -> Wide {
            let sum = lhs.high + rhs.high
            let rhsPart = sum - lhs.high
            let error = (lhs.high - (sum - rhsPart)) + (rhs.high - rhsPart)
            return Wide(sum, error + lhs.low + rhs.low)
        }

        static func * (lhs: Wide, rhs: Wide) -> Wide {
            let product = lhs.high * rhs.high
            let error = (-product).addingProduct(lhs.high, rhs.high)
            return Wide(product, error + (lhs.high * rhs.low + lhs.low * rhs.high))
        }
    }

    /// 3(1 − s)²s·p1 + 3(1 − s)s²·p2 + s³ in double-double arithmetic (the Bernstein form,
    /// not the solver's power form).
    static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Wide {
        let t = Wide(s)
        let u = Wide(1) + Wide(-s)
        let three = Wide(3)
        return three * u * u * t * Wide(p1) + three * u * t * t * Wide(p2) + t * t * t
    }

    /// y at x on the Bézier (0,0) p1 p2 (1,1): bisection on the doubles of s until adjacent
    /// (or an exact hit), on the double-double Bernstein form; y at whichever end's x is nearer.
    static func bezierY(x: Double, _ p1: (Double, Double), _ p2: (Double, Double)) -> Double {
        func residual(_ s: Double) -> Double {
            let sample = bernstein(s, p1.0, p2.0) + Wide(-x)
            return sample.high
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<2000 {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { break }
            let error = residual(middle)
            if error == 0 { return bernstein(middle, p1.1, p2.1).high }
            if error < 0 { low = middle } else { high = middle }
        }
        let s = abs(residual(low)) <= abs(residual(high)) ? low : high
        return bernstein(s, p1.1, p2.1).high
    }

    /// y at x for control points (1, y1)(0, y2), in closed form: x(s) = ½ + 4(s − ½)³, so
    /// s − ½ = cbrt((x − ½)/4) (x − ½ is exact for x in ¼…1, and dividing by 4 is exact).
    static func verticalY(x: Double, y1: Double, y2: Double) -> Double {
        let d = cbrt((x - 0.5) / 4)
        let (u, s) = (0.5 - d, 0.5 + d)
        return 3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s
    }
}
