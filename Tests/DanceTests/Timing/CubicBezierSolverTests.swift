import Foundation
import Testing

@testable import Dance

/// The solver's Newton stopping rule (error in s times the largest |dy/ds|) and its bisection
/// fallback, against a 200-step bisection reference on the Bernstein form.
@Suite struct CubicBezierSolverTests {
    /// A deterministic generator of numbers in 0…1 (64-bit LCG, top 53 bits).
    struct Scatter {
        var state: UInt64

        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// The worst |y − reference| of control points (x1, y1)(x2, y2) over `inputs`.
    static func worstError(
        _ p1: (Double, Double), _ p2: (Double, Double), inputs: [Double]
    ) -> Double {
        let solver = CubicBezierSolver(x1: p1.0, y1: p1.1, x2: p2.0, y2: p2.1)
        var worst = 0.0
        for x in inputs {
            let expected = TimingReference.bezierY(x: x, p1, p2)
            worst = max(worst, abs(solver.value(at: x) - expected))
        }
        return worst
    }

    /// 201 evenly spaced inputs and 200 scattered ones.
    static let inputs: [Double] =
        (0...200).map { Double($0) / 200 }
        + (1...200).map {
            (Double($0) * 0.618_033_988_749_894_9).truncatingRemainder(dividingBy: 1)
        }

    @Test(
        "random curves, y control points within -40…60, stay within 1e-6 of the reference",
        arguments: [1, 2, 3, 4] as [UInt64])
    func randomCurves(seed: UInt64) {
        var scatter = Scatter(state: seed)
        for _ in 0..<16 {
            let x1 = scatter.next()
            let x2 = scatter.next()
            let spread = seed == 4 ? 100.0 : 5.0
            let y1 = (scatter.next() - 0.4) * spread
            let y2 = (scatter.next() - 0.4) * spread
            let worst = Self.worstError((x1, y1), (x2, y2), inputs: Self.inputs)
            #expect(worst <= 1e-6, "(\(x1), \(y1))(\(x2), \(y2)): \(worst)")
        }
    }

    @Test(
        "inputs next to 0, 1 and a flat point of x stay within 1e-6",
        arguments: [
            ((1.0, 0.45), (0.0, 0.55)),
            ((0.0, 1.0), (1.0, 0.0)),
            ((0.0, 0.0), (1.0, 1.0)),
            ((1.0, -3.0), (0.0, 4.0)),
            ((0.42, 0.0), (0.58, 1.0)),
        ])
    func nearFlatPoints(p1: (Double, Double), p2: (Double, Double)) {
        let offsets = (1...12).map { pow(10, -Double($0)) }
        let inputs = offsets.flatMap { [$0, 1 - $0, 0.5 - $0, 0.5 + $0] }
        #expect(Self.worstError(p1, p2, inputs: inputs) <= 1e-6)
    }

    @Test("steep y (control y ±1000) is held to 1e-6 in y, not in x")
    func steepCurve() {
        // |dy/ds| reaches thousands, so a tolerance of 1e-7 in x alone would miss by far.
        let worst = Self.worstError((0.3, 1000), (0.7, -1000), inputs: Self.inputs)
        #expect(worst <= 1e-6)
    }

    @Test("the ends are exact and NaN gives 0", arguments: [(0.0, 0.0), (1.0, 1.0), (-1.0, 0.0)])
    func ends(x: Double, expected: Double) {
        let solver = CubicBezierSolver(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
        #expect(solver.value(at: x) == expected)
        #expect(solver.value(at: .nan) == 0)
        #expect(solver.value(at: 2) == 1)
    }
}

extension CubicBezierSolverTests {
    @Test(
        "control points on the diagonal give y = x exactly",
        arguments: [(0.0, 1.0), (0.25, 0.75), (0.6, 0.2), (1.0, 0.0)])
    func diagonal(x1: Double, x2: Double) {
        let solver = CubicBezierSolver(x1: x1, y1: x1, x2: x2, y2: x2)
        for x in Self.inputs { #expect(solver.value(at: x) == x) }
    }

    @Test(
        "tiny inputs on curves flat at 0 stay tiny (the bisection's chord)",
        arguments: [(1e-300, 1e-12), (1e-30, 1e-12), (1e-15, 1e-6)])
    func tinyInputs(x: Double, tolerance: Double) {
        // x(s) = 3s² − 2s³ near 0 and y(s) ≈ 3s, so y ≈ 3·sqrt(x / 3): 2e-150, 2e-15, 5e-8.
        let solver = CubicBezierSolver(x1: 0, y1: 1, x2: 1, y2: 0)
        let expected = 3 * (x / 3).squareRoot()
        #expect(abs(solver.value(at: x) - expected) <= tolerance)
    }
}

extension CubicBezierSolverTests {
    @Test(
        "curves whose dx/ds stays above a positive minimum (the plain x test) hold 1e-6 in y",
        arguments: [
            ((0.42, 0.0), (0.58, 1.0)),
            ((0.4, -3.0), (0.6, 4.0)),
            ((0.25, 0.1), (0.25, 1.0)),
            ((0.7, 20.0), (0.3, -20.0)),
            ((0.33, 0.33), (0.66, 1.2)),
        ])
    func boundedSlope(p1: (Double, Double), p2: (Double, Double)) {
        // dx/ds = 3(1 − s)²·x1 + 6(1 − s)s·(x2 − x1) + 3s²·(1 − x2) > 0 on 0…1 for these.
        #expect(Self.worstError(p1, p2, inputs: Self.inputs) <= 1e-6)
    }
}
