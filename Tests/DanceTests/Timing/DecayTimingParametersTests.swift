import Foundation
import Testing

@testable import Dance

@Suite("DecayTimingParameters")
@MainActor
struct DecayTimingParametersTests {
    @Test("r = 0.998, v0 = 1000 from 0 projects to 1000 / (1000 · ln(1/0.998))")
    func projection() {
        let decay = DecayTimingParameters(decelerationRate: 0.998)
        let projected = decay.projectedValue(from: 0.0, initialVelocity: 1000.0)
        let expected = 1000 / (1000 * log(1 / 0.998))
        #expect(abs(projected - expected) <= 1e-12 * expected)
        #expect(abs(projected - 499.5) < 0.1)
    }

    @Test("value(at:) is 1 − r^(1000·t): at 0.5 s the fraction is 1 − 0.998^500")
    func valueAtHalfSecond() {
        let decay = DecayTimingParameters()
        #expect(decay.decelerationRate == 0.998)
        let expected = 1 - Foundation.pow(0.998, 500.0)
        #expect(abs(decay.value(at: 0.5) - expected) <= 1e-15)
        #expect(decay.value(at: 0) == 0)
        #expect(decay.value(at: -1) == 0)
        #expect(decay.value(at: .nan) == 0)
        #expect(decay.value(at: .infinity) == 1)
    }

    @Test("settlingDuration is where 1 − value = 0.001", arguments: [0.998, 0.99, 0.5, 0.999_999])
    func settling(rate: Double) {
        let decay = DecayTimingParameters(decelerationRate: rate)
        let time = decay.settlingDuration
        #expect(abs((1 - decay.value(at: time)) - 0.001) <= 1e-12)
        // ln(1/r) = −ln(1 + (r − 1)), with r − 1 exact.
        #expect(abs(time - log(1000) / (-1000 * log1p(rate - 1))) <= 1e-12 * time)
    }

    @Test(
        "the derivative of value(at:) matches a numerical derivative", arguments: [0.01, 0.5, 2.0])
    func derivative(time: Double) {
        let decay = DecayTimingParameters(decelerationRate: 0.99)
        let numerical = NumericalDerivative.of(decay.value(at:), at: time, step: 1e-4)
        #expect(NumericalDerivative.isClose(decay.valueDerivative(at: time), numerical))
    }

    @Test("projectedValue works for every vector type: CGPoint componentwise")
    func projectedPoint() {
        let decay = DecayTimingParameters(decelerationRate: DecayTimingParameters.fastRate)
        let point = decay.projectedValue(
            from: CGPoint(x: 10, y: -5), initialVelocity: CGPoint(x: 100, y: -200))
        let scale = 1 / (1000 * log(1 / 0.99))
        #expect(abs(Double(point.x) - (10 + 100 * scale)) <= 1e-12)
        #expect(abs(Double(point.y) - (-5 - 200 * scale)) <= 1e-12)
    }

    @Test(
        "rates outside (0, 1) or NaN are reported and replaced by 0.998",
        arguments: [0.0, 1.0, -0.5, 1.5, Double.nan, Double.infinity])
    func invalidRates(rate: Double) {
        var decay = DecayTimingParameters()
        let errors = captureErrors { decay = DecayTimingParameters(decelerationRate: rate) }
        #expect(decay.decelerationRate == 0.998)
        #expect(errors.count == 1)
        guard
            case .invalidArgument(let tag, let operation, let argument, let value) = errors.first
        else { return }
        #expect(tag == nil)
        #expect(operation == .decayTimingParameters)
        #expect(argument == .decelerationRate)
        #expect(value == rate || (value.isNaN && rate.isNaN))
    }

    @Test("an invalid rate's message names the operation and the rule")
    func message() {
        let error = DanceError.invalidArgument(
            tag: nil, operation: .decayTimingParameters, argument: .decelerationRate, value: 1)
        #expect(error.description.contains("DecayTimingParameters.init"))
        #expect(error.description.contains("a number between 0 and 1 (exclusive)"))
    }

    @Test("decay is a timing provider of its own type, neither cubic nor spring")
    func provider() {
        let decay = DecayTimingParameters()
        #expect(decay.timingCurveType == .decay)
        #expect(decay.cubicTimingParameters == nil)
        #expect(decay.springTimingParameters == nil)
    }
}
