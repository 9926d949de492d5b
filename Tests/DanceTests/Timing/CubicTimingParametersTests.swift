import Foundation
import Testing

@testable import Dance

@Suite struct CubicTimingParametersTests {
    /// A named curve by its control points.
    struct Curve: Sendable, CustomTestStringConvertible {
        let p1: (Double, Double)
        let p2: (Double, Double)
        var testDescription: String { "(\(p1.0), \(p1.1))(\(p2.0), \(p2.1))" }
        var parameters: CubicTimingParameters {
            CubicTimingParameters(
                controlPoint1: CGPoint(x: p1.0, y: p1.1), controlPoint2: CGPoint(x: p2.0, y: p2.1))
        }
    }

    static let curves: [Curve] = [
        Curve(p1: (0.42, 0), p2: (0.58, 1)),
        Curve(p1: (0.42, 0), p2: (1, 1)),
        Curve(p1: (0, 0), p2: (0.58, 1)),
        Curve(p1: (0, 0), p2: (1, 1)),
        Curve(p1: (0.25, 0.1), p2: (0.25, 1)),
        Curve(p1: (0.68, -0.55), p2: (0.265, 1.55)),
        Curve(p1: (0.45, 1.0), p2: (0.55, 0)),
        Curve(p1: (1.0, 0.45), p2: (0, 0.55)),
        Curve(p1: (0, 0), p2: (0, 0)),
        Curve(p1: (1, 1), p2: (1, 1)),
        Curve(p1: (0, 1), p2: (1, 0)),
        Curve(p1: (0.5, -2), p2: (0.5, 3)),
        Curve(p1: (0.9, 0.1), p2: (0.1, 0.9)),
        Curve(p1: (0.001, 0.999), p2: (0.999, 0.001)),
    ]

    /// 1001 evenly spaced inputs plus 1000 scattered ones (golden-ratio sequence).
    static let inputs: [Double] =
        (0...1000).map { Double($0) / 1000 }
        + (1...1000).map {
            (Double($0) * 0.618_033_988_749_894_9).truncatingRemainder(dividingBy: 1)
        }

    @Test("value(at:) matches a 200-step bisection within 1e-6 over 0…1", arguments: curves)
    func matchesBisectionReference(curve: Curve) {
        let parameters = curve.parameters
        var worst = 0.0
        for x in Self.inputs {
            let expected = TimingReference.bezierY(x: x, curve.p1, curve.p2)
            worst = max(worst, abs(parameters.value(at: x) - expected))
        }
        #expect(worst <= 1e-6)
    }

    @Test(
        "UIKit's curves have UIKit's control points",
        arguments: [
            (AnimationCurve.easeInOut, 0.42, 0.0, 0.58, 1.0),
            (.easeIn, 0.42, 0, 1, 1),
            (.easeOut, 0, 0, 0.58, 1),
            (.linear, 0, 0, 1, 1),
        ])
    func builtinControlPoints(
        curve: AnimationCurve, x1: Double, y1: Double, x2: Double, y2: Double
    ) {
        let parameters = CubicTimingParameters(animationCurve: curve)
        #expect(parameters.controlPoint1 == CGPoint(x: x1, y: y1))
        #expect(parameters.controlPoint2 == CGPoint(x: x2, y: y2))
        #expect(parameters.animationCurve == curve)
        #expect(parameters.timingCurveType == .builtin)
        #expect(parameters.cubicTimingParameters == parameters)
        #expect(parameters.springTimingParameters == nil)
    }

    @Test("the four curves are exactly the four cases")
    func allCases() {
        #expect(AnimationCurve.allCases == [.easeInOut, .easeIn, .easeOut, .linear])
    }

    @Test("init() is Core Animation's default curve (0.25, 0.1)(0.25, 1)")
    func defaultCurve() {
        let parameters = CubicTimingParameters()
        #expect(parameters.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.25, y: 1))
        #expect(parameters.timingCurveType == .cubic)
        #expect(parameters.animationCurve == .easeInOut)
    }

    @Test("custom control points are kept, are .cubic, and report animationCurve .easeInOut")
    func customCurve() {
        let parameters = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.68, y: -0.55), controlPoint2: CGPoint(x: 0.265, y: 1.55))
        #expect(parameters.controlPoint1 == CGPoint(x: 0.68, y: -0.55))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.265, y: 1.55))
        #expect(parameters.timingCurveType == .cubic)
        #expect(parameters.animationCurve == .easeInOut)
    }

    @Test("linear maps every input to itself")
    func linearIsIdentity() {
        let linear = CubicTimingParameters(animationCurve: .linear)
        for x in Self.inputs {
            #expect(abs(linear.value(at: x) - x) <= 1e-12)
        }
    }

    @Test("easeInOut is symmetric: y(x) + y(1 − x) = 1")
    func easeInOutSymmetry() {
        let curve = CubicTimingParameters(animationCurve: .easeInOut)
        for x in Self.inputs {
            #expect(abs(curve.value(at: x) + curve.value(at: 1 - x) - 1) <= 1e-9)
        }
        #expect(abs(curve.value(at: 0.5) - 0.5) <= 1e-12)
    }

    @Test(
        "inputs are clamped to 0…1 and NaN gives 0",
        arguments: [
            (0.0, 0.0), (-0.0, 0.0), (Double.nan, 0.0), (-1, 0), (-Double.infinity, 0),
            (1, 1), (2, 1), (Double.infinity, 1), (Double.leastNonzeroMagnitude, 0),
        ] as [(Double, Double)])
    func specialInputs(progress: Double, expected: Double) {
        for curve in Self.curves {
            let value = curve.parameters.value(at: progress)
            #expect(abs(value - expected) <= 1e-12)
            if !(progress > 0) { #expect(value.sign == .plus) }
        }
    }

    @Test("y may leave 0…1 for control points with y outside 0…1")
    func overshoot() {
        let back = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.68, y: -0.55), controlPoint2: CGPoint(x: 0.265, y: 1.55))
        let values = Self.inputs.map(back.value(at:))
        #expect(values.min() ?? 0 < -0.05)
        #expect(values.max() ?? 0 > 1.05)
    }

    @Test("equal control points make equal, equally hashed parameters")
    func equality() {
        let a = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
        let b = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != CubicTimingParameters(animationCurve: .easeInOut))
        #expect(a != CubicTimingParameters())
    }
}
