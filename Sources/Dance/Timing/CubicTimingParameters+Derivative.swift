import Foundation

extension CubicTimingParameters {
    /// The curve's slope dy/dx at `progress`: how fast the change is applied, per unit of time
    /// fraction (an easeInOut curve starts and ends at 0, the linear curve is 1 everywhere).
    ///
    /// Exact through the chain rule: dy/dx = y′(s)/x′(s) at the curve parameter s with
    /// x(s) = `progress` (found by Newton's method with a bisection fallback, |x(s) − progress|
    /// < 1e-13), and by l'Hôpital's rule where x′(s) and y′(s) are both 0 (an end whose control
    /// point lies on it). Where only x′(s) is 0 the curve is vertical there and its slope
    /// infinite: it is taken a millionth of the parameter inside, as keyframes take it — large,
    /// finite and of the right sign (a curve that leaves its start straight up moves forwards).
    ///
    /// - Parameter progress: Clamped to 0…1; NaN gives the slope at 0.
    func slope(at progress: Double) -> Double {
        let x1 = Double(controlPoint1.x)
        let y1 = Double(controlPoint1.y)
        let x2 = Double(controlPoint2.x)
        let y2 = Double(controlPoint2.y)
        let x = progress > 0 ? min(progress, 1) : 0
        let s = Self.parameter(forX: x, x1: x1, x2: x2)
        let dx = Self.firstDerivative(x1, x2, at: s)
        let dy = Self.firstDerivative(y1, y2, at: s)
        if abs(dx) > 1e-9 { return dy / dx }
        if abs(dy) > 1e-9 {
            let inside = s < 0.5 ? s + 1e-6 : s - 1e-6
            return Self.firstDerivative(y1, y2, at: inside)
                / Self.firstDerivative(x1, x2, at: inside)
        }
        // The second derivatives of the Bernstein form.
        func second(_ p1: Double, _ p2: Double) -> Double {
            6 * (1 - s) * (p2 - 2 * p1) + 6 * s * (1 - 2 * p2 + p1)
        }
        let ddx = second(x1, x2)
        if abs(ddx) > 1e-9 { return second(y1, y2) / ddx }
        // Both control points on the end's x: the third derivatives are 6·(1 + 3p1 − 3p2).
        let dddx = 6 * (1 + 3 * x1 - 3 * x2)
        return dddx == 0 ? 1 : 6 * (1 + 3 * y1 - 3 * y2) / dddx
    }

    /// The derivative of the Bernstein form 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³ at `s`.
    private static func firstDerivative(_ p1: Double, _ p2: Double, at s: Double) -> Double {
        3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The s in 0…1 with x(s) = `x`, for x1, x2 in 0…1 (x grows with s).
    private static func parameter(forX x: Double, x1: Double, x2: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let c = 3 * x1
        let b = 3 * (x2 - x1) - c
        let a = 1 - c - b
        func sample(_ s: Double) -> Double { ((a * s + b) * s + c) * s }
        var s = x
        for _ in 0..<12 {
            let error = sample(s) - x
            if abs(error) < 1e-14 { return s }
            let slope = (3 * a * s + 2 * b) * s + c
            if abs(slope) < 1e-6 { break }
            s = min(max(s - error / slope, 0), 1)
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<80 {
            s = low + (high - low) / 2
            if s <= low || s >= high { break }
            if sample(s) < x { low = s } else { high = s }
        }
        return s
    }
}
