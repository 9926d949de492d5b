import Foundation
import Testing

@testable import Dance

/// The slope of a linear keyframe's timing curve, which turns its progress into a velocity.
@Suite struct KeyframeEasingTests {
    static let curves: [(CGPoint, CGPoint)] = [
        (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
        (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
        (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
        (CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)),
        (CGPoint(x: 0.3, y: -0.6), CGPoint(x: 0.7, y: 1.6)),
    ]

    @Test(
        "dy/dx matches a central difference of a 200-step bisection reference",
        arguments: curves, [0.05, 0.2, 0.5, 0.8, 0.95])
    func interiorSlope(curve: (CGPoint, CGPoint), u: Double) {
        let (p1, p2) = curve
        let easing = KeyframeEasing(CubicTimingParameters(controlPoint1: p1, controlPoint2: p2))
        let points = ((Double(p1.x), Double(p1.y)), (Double(p2.x), Double(p2.y)))
        let step = 1e-5
        let numerical =
            (TimingReference.bezierY(x: u + step, points.0, points.1)
                - TimingReference.bezierY(x: u - step, points.0, points.1)) / (2 * step)
        #expect(abs(easing.slope(at: u) - numerical) <= 1e-6 * max(1, abs(numerical)))
    }

    @Test(
        "at the ends the slope is the control polygon's: y1/x1 and (1 − y2)/(1 − x2)",
        arguments: [
            (CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1), 0.4, 0.0),
            (CGPoint(x: 0.2, y: 0.4), CGPoint(x: 0.6, y: 0.9), 2.0, 0.25),
            // x1 = y1 = 0: the start tangent points at the second control point.
            (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1), 1 / 0.58, 0),
        ] as [(CGPoint, CGPoint, Double, Double)])
    func endSlopes(p1: CGPoint, p2: CGPoint, start: Double, end: Double) {
        let easing = KeyframeEasing(CubicTimingParameters(controlPoint1: p1, controlPoint2: p2))
        #expect(abs(easing.slope(at: 0) - start) <= 1e-4 * max(1, start))
        #expect(abs(easing.slope(at: 1) - end) <= 1e-4)
    }

    @Test("the linear curve is the identity with slope 1, solving nothing")
    func linear() {
        let easing = KeyframeEasing(CubicTimingParameters(animationCurve: .linear))
        #expect(easing.curve == nil)
        for u in [0.0, 0.3, 1] {
            #expect(easing.value(at: u) == u)
            #expect(easing.slope(at: u) == 1)
        }
    }
}
