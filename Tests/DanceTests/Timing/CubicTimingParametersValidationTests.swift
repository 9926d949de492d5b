import Foundation
import Testing

@testable import Dance

@MainActor
@Suite(.serialized) struct CubicTimingParametersValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let point1: CGPoint
        let point2: CGPoint
        let reported: [(DanceError.Argument, Double)]
        let expected1: CGPoint
        let expected2: CGPoint
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "x1 below 0 is clamped to 0", point1: CGPoint(x: -0.5, y: 0.2),
            point2: CGPoint(x: 1, y: 1), reported: [(.controlPointX, -0.5)],
            expected1: CGPoint(x: 0, y: 0.2), expected2: CGPoint(x: 1, y: 1)),
        Case(
            name: "x2 above 1 is clamped to 1", point1: CGPoint(x: 0.5, y: 0),
            point2: CGPoint(x: 1.5, y: 2), reported: [(.controlPointX, 1.5)],
            expected1: CGPoint(x: 0.5, y: 0), expected2: CGPoint(x: 1, y: 2)),
        Case(
            name: "NaN y1 falls back to (0.25, 0.1)", point1: CGPoint(x: 0.5, y: Double.nan),
            point2: CGPoint(x: 0.5, y: 1), reported: [(.controlPointY, .nan)],
            expected1: CGPoint(x: 0.25, y: 0.1), expected2: CGPoint(x: 0.5, y: 1)),
        Case(
            name: "infinite x2 falls back to (0.25, 1)", point1: CGPoint(x: 0.5, y: 0),
            point2: CGPoint(x: Double.infinity, y: 0.5), reported: [(.controlPointX, .infinity)],
            expected1: CGPoint(x: 0.5, y: 0), expected2: CGPoint(x: 0.25, y: 1)),
        Case(
            name: "both points bad report in order", point1: CGPoint(x: 2, y: 0),
            point2: CGPoint(x: 0.5, y: -Double.infinity),
            reported: [(.controlPointX, 2), (.controlPointY, -.infinity)],
            expected1: CGPoint(x: 1, y: 0), expected2: CGPoint(x: 0.25, y: 1)),
        Case(
            name: "y outside 0…1 is valid", point1: CGPoint(x: 0.68, y: -0.55),
            point2: CGPoint(x: 0.265, y: 1.55), reported: [],
            expected1: CGPoint(x: 0.68, y: -0.55), expected2: CGPoint(x: 0.265, y: 1.55)),
        Case(
            name: "y above 1000 falls back to (0.25, 1)", point1: CGPoint(x: 0.5, y: 0),
            point2: CGPoint(x: 0.5, y: 1e308), reported: [(.controlPointY, 1e308)],
            expected1: CGPoint(x: 0.5, y: 0), expected2: CGPoint(x: 0.25, y: 1)),
        Case(
            name: "y exactly -1000 and 1000 are valid", point1: CGPoint(x: 0.1, y: -1000),
            point2: CGPoint(x: 0.9, y: 1000), reported: [],
            expected1: CGPoint(x: 0.1, y: -1000), expected2: CGPoint(x: 0.9, y: 1000)),
        Case(
            name: "x exactly 0 and 1 and -0 are valid", point1: CGPoint(x: -0.0, y: 0),
            point2: CGPoint(x: 1, y: 1), reported: [],
            expected1: CGPoint(x: 0, y: 0), expected2: CGPoint(x: 1, y: 1)),
    ]

    @Test("bad control points are reported and replaced", arguments: cases)
    func badControlPoints(testCase: Case) {
        var parameters = CubicTimingParameters()
        let errors = captureErrors {
            parameters = CubicTimingParameters(
                controlPoint1: testCase.point1, controlPoint2: testCase.point2)
        }
        let expected = testCase.reported.map {
            DanceError.invalidArgument(
                tag: nil, operation: .cubicTimingParameters, argument: $0.0, value: $0.1)
        }
        #expect(TimingReference.same(errors, expected), "\(errors)")
        #expect(parameters.controlPoint1 == testCase.expected1)
        #expect(parameters.controlPoint2 == testCase.expected2)
        #expect(parameters.value(at: 0.5).isFinite)
    }

    @Test("control-point errors state the broken rule word for word")
    func description() {
        let errors = captureErrors {
            _ = CubicTimingParameters(
                controlPoint1: CGPoint(x: 2, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1e308))
        }
        #expect(
            errors.map(\.description) == [
                "** Dance Error: invalid controlPointX 2.0 in CubicTimingParameters.init; "
                    + "use a number in 0…1. A safe value was used instead. **",
                "** Dance Error: invalid controlPointY 1e+308 in CubicTimingParameters.init; "
                    + "use a number in -1000…1000. A safe value was used instead. **",
            ])
    }
}
