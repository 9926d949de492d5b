import Foundation
import Testing

@testable import Dance

@Suite struct CubicTimingParametersDerivativeTests {
    static let curves: [((Double, Double), (Double, Double))] = [
        ((0.42, 0), (0.58, 1)), ((0.42, 0), (1, 1)), ((0, 0), (0.58, 1)),
        ((0.25, 0.1), (0.25, 1)), ((0.3, -0.5), (0.7, 1.5)), ((0.1, 0.9), (0.2, 2)),
    ]

    @Test("slope matches a numerical derivative of the exact curve", arguments: 0..<6)
    func slope(index: Int) {
        let (p1, p2) = Self.curves[index]
        let curve = CubicTimingParameters(
            controlPoint1: CGPoint(x: p1.0, y: p1.1), controlPoint2: CGPoint(x: p2.0, y: p2.1))
        for x in [0.05, 0.3, 0.5, 0.77, 0.95] {
            let numerical = NumericalDerivative.of(
                { TimingReference.bezierY(x: $0, p1, p2) }, at: x, step: 1e-3)
            #expect(NumericalDerivative.isClose(curve.slope(at: x), numerical))
        }
    }

    @Test("slopes at the ends: y1/x1 and (1 − y2)/(1 − x2), or the limit where x1 or x2 is an end")
    func ends() {
        let easeInOut = CubicTimingParameters(animationCurve: .easeInOut)
        #expect(easeInOut.slope(at: 0) == 0)
        #expect(easeInOut.slope(at: 1) == 0)
        #expect(CubicTimingParameters(animationCurve: .linear).slope(at: 0.5) == 1)
        let standard = CubicTimingParameters()
        #expect(abs(standard.slope(at: 0) - 0.1 / 0.25) <= 1e-12)
        // easeOut (0,0)(0.58,1): x′ = y′ = 0 at s = 0; the second derivatives give 1/0.58.
        let easeOut = CubicTimingParameters(animationCurve: .easeOut)
        #expect(abs(easeOut.slope(at: 0) - 1 / 0.58) <= 1e-12)
        // easeIn (0.42,0)(1,1) at the end: x′(1) = 0, y′(1) = 0; limit (1 − 0)/(1 − 0.42).
        let easeIn = CubicTimingParameters(animationCurve: .easeIn)
        #expect(abs(easeIn.slope(at: 1) - 1 / 0.58) <= 1e-12)
        #expect(easeIn.slope(at: .nan) == 0)
    }

    @Test(
        "a curve vertical at an end moves forwards there: its slope a millionth inside",
        arguments: [((0.0, 1.0), (0.58, 1.0)), ((0.0, 1.0), (1.0, 0.0)), ((0.0, 0.5), (0.5, 1.0))])
    func verticalAtAnEnd(p1: (Double, Double), p2: (Double, Double)) {
        let curve = CubicTimingParameters(
            controlPoint1: CGPoint(x: p1.0, y: p1.1), controlPoint2: CGPoint(x: p2.0, y: p2.1))
        // x′(0) = 3·x1 = 0 while y′(0) = 3·y1 > 0: dy/dx → +∞ at the start. The stand-in is
        // y′/x′ at s = 1e-6, from the Bernstein derivatives written out here.
        func derivative(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)
        }
        let inside = derivative(p1.1, p2.1, 1e-6) / derivative(p1.0, p2.0, 1e-6)
        let start = curve.slope(at: 0)
        #expect(start > 1e4 && start.isFinite)
        #expect(abs(start - inside) <= 1e-12 * inside)
        // It agrees in sign with the slope just after the start, and with keyframes' easing.
        #expect(curve.slope(at: 1e-9) > 0)
    }
}
