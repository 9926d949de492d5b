import Foundation

/// A derivative computed another way than the engine does: Richardson-extrapolated central
/// differences (error O(h⁴); with h = 1e-3 far below 1e-9 relative for the smooth functions
/// tested, and rounding near 1e-12).
enum NumericalDerivative {
    static func of(_ f: (Double) -> Double, at x: Double, step h: Double = 1e-3) -> Double {
        func central(_ h: Double) -> Double { (f(x + h) - f(x - h)) / (2 * h) }
        let coarse = central(h)
        let fine = central(h / 2)
        return (4 * fine - coarse) / 3
    }

    /// |a − b| ≤ tolerance·max(|b|, floor): relative, with an absolute floor near zero.
    static func isClose(
        _ a: Double, _ b: Double, relative tolerance: Double = 1e-6, floor: Double = 1e-6
    ) -> Bool {
        abs(a - b) <= tolerance * max(abs(b), floor)
    }
}
