import Foundation
import Testing

@testable import Dance

/// Curves whose x(s) is vertical (dx/ds = 0) inside 0…1 or at an end, within the promised 1e-6.
///
/// With y control points near ±1000 the power form's rounding (~1e-16 in x) hides s by up to
/// ~1e-5 there while |dy/ds| reaches thousands, so the solver must not trust it. Against
/// double-double references (`CompensatedBezierReference`).
@Suite struct CubicBezierSolverVerticalTests {
    /// Inputs at and around ½: adjacent doubles, k ulps away, then 1e-12…1e-6 away.
    static let aroundHalf: [Double] = {
        let above = [1, 2, 3, 7, 10, 100, 1000, 1_000_000].map { 0.5 + Double($0) * 0.5.ulp }
        let below = [1, 2, 3, 7, 10, 100, 1000, 1_000_000].map {
            0.5 - Double($0) * 0.5.nextDown.ulp
        }
        let offsets = [1e-12, 1e-10, 1e-8, 1e-7, 1e-6]
        return [0.5] + above + below + offsets.flatMap { [0.5 + $0, 0.5 - $0] }
    }()

    /// Inputs next to 0 and to 1, down to the adjacent doubles.
    static let nearEnds: [Double] = {
        let one = [1, 2, 10, 1000].map { 1 - Double($0) * 1.0.nextDown.ulp }
        let zero = [Double.leastNonzeroMagnitude, 1e-300, 1e-16, 1e-12, 1e-10, 1e-8]
        return one + [1 - 1e-15, 1 - 1e-12, 1 - 1e-10, 1 - 1e-8] + zero
    }()

    /// The worst |y − expected| over `inputs`, and the input where it happens.
    static func worst(
        _ solver: CubicBezierSolver, _ inputs: [Double], expected: (Double) -> Double
    ) -> (error: Double, at: Double) {
        var worst = (error: 0.0, at: 0.0)
        for x in inputs {
            let error = abs(solver.value(at: x) - expected(x))
            if !(error <= worst.error) { worst = (error, x) }
        }
        return worst
    }

    @Test(
        "x1 = 1, x2 = 0 (x − ½ = 4(s − ½)³) holds 1e-6 around ½: (1, 0)(0, 1), y controls ±1000",
        arguments: [(0.0, 1.0), (1000, -1000), (-1000, 1000), (1000, 1000), (-1000, -1000)])
    func verticalInflection(y1: Double, y2: Double) {
        let solver = CubicBezierSolver(x1: 1, y1: y1, x2: 0, y2: y2)
        let inputs = Self.aroundHalf + Self.nearEnds
        let worst = Self.worst(solver, inputs) {
            CompensatedBezierReference.verticalY(x: $0, y1: y1, y2: y2)
        }
        #expect(worst.error <= 1e-6, "\(worst.error) at \(worst.at)")
    }

    @Test(
        "x1 = 1 and a tiny x2 (dx/ds small but not 0 at s ≈ ½) with large y controls hold 1e-6",
        arguments: [
            (1e-4, 500.0, -500.0), (1e-4, -500, 500), (1e-10, 500, -500), (1e-10, -1000, 1000),
        ])
    func nearlyVertical(x2: Double, y1: Double, y2: Double) {
        // dx/ds is 0.75·x2 at s = ½, where x = ½ + 0.375·x2.
        let solver = CubicBezierSolver(x1: 1, y1: y1, x2: x2, y2: y2)
        let middle = 0.5 + 0.375 * x2
        let offsets =
            (-10...10).map { Double($0) * 1e-11 } + [1e-9, -1e-9, 1e-7, -1e-7, 1e-5, -1e-5]
        let inputs = Self.aroundHalf + offsets.map { middle + $0 }
        let worst = Self.worst(solver, inputs) {
            CompensatedBezierReference.bezierY(x: $0, (1, y1), (x2, y2))
        }
        #expect(worst.error <= 1e-6, "\(worst.error) at \(worst.at)")
    }

    @Test(
        "curves flat at an end (x1 = 0 or x2 = 1) with y controls ±1000 hold 1e-6 next to it",
        arguments: [
            ((0.42, 1000.0), (1.0, -1000.0)),
            ((0.42, -1000), (1, 1000)),
            ((0, -1000), (1, 1000)),
            ((0, 1000), (1, -1000)),
            ((1, 1000), (1, -1000)),
        ])
    func flatEnds(p1: (Double, Double), p2: (Double, Double)) {
        let solver = CubicBezierSolver(x1: p1.0, y1: p1.1, x2: p2.0, y2: p2.1)
        let worst = Self.worst(solver, Self.nearEnds) {
            CompensatedBezierReference.bezierY(x: $0, p1, p2)
        }
        #expect(worst.error <= 1e-6, "\(worst.error) at \(worst.at)")
    }
}
