import Foundation
import Testing

@testable import Dance

/// ``Timeline/rate(at:)`` against a numerical derivative of ``Timeline/position(at:)``.
struct TimelineRateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var passes: Double
        var autoreverses: Bool
        var reversed: Bool
        var secondsPerUnit: TimeInterval
        var anchor: Double
        var testDescription: String {
            "\(passes) passes\(autoreverses ? " autoreversing" : "")\(reversed ? " reversed" : "")"
                + ", \(secondsPerUnit) s per unit from \(anchor)"
        }
    }

    static let cases: [Case] = [
        Case(passes: 1, autoreverses: false, reversed: false, secondsPerUnit: 1, anchor: 0),
        Case(passes: 1, autoreverses: false, reversed: true, secondsPerUnit: 2, anchor: 1),
        Case(passes: 3, autoreverses: false, reversed: false, secondsPerUnit: 0.5, anchor: 0),
        Case(passes: 2, autoreverses: true, reversed: false, secondsPerUnit: 0.7, anchor: 0),
        Case(passes: 2, autoreverses: true, reversed: true, secondsPerUnit: 0.7, anchor: 4),
        Case(
            passes: .infinity, autoreverses: true, reversed: false, secondsPerUnit: 1.3, anchor: 0),
        Case(passes: 2.5, autoreverses: true, reversed: true, secondsPerUnit: 1, anchor: 3.2),
    ]

    @Test("the rate is the derivative of the position, sign included", arguments: cases)
    func matchesDerivative(test: Case) {
        var timeline = Timeline(secondsPerUnit: test.secondsPerUnit)
        timeline.setRepeats(passes: test.passes, autoreverses: test.autoreverses)
        timeline.anchorProgress = test.anchor
        timeline.isReversed = test.reversed
        timeline.run(at: 1, delay: 0.25)
        let step = 1e-6
        var checked = 0
        for index in 1..<400 {
            let time = 1.25 + Double(index) * 0.0137
            let before = timeline.position(at: time - step)
            let after = timeline.position(at: time + step)
            let progress = timeline.progress(at: time)
            // Skip traversal boundaries (the derivative flips there) and the clamped end.
            let nearBoundary = abs(progress - progress.rounded()) < 1e-3
            let later = time + step
            guard !nearBoundary, !timeline.isAtEnd(timeline.progress(at: later), at: later) else {
                continue
            }
            let derivative = (after - before) / (2 * step)
            // Central difference of a piecewise-linear function: exact up to rounding, ~1e-9.
            #expect(abs(timeline.rate(at: time) - derivative) <= 1e-6, "at \(time)")
            checked += 1
        }
        #expect(checked > 20)
    }

    @Test("the rate is 0 while paused, waiting out a delay, at the end, still or jumping")
    func zeroCases() {
        var timeline = Timeline(secondsPerUnit: 1)
        #expect(timeline.rate(at: 5) == 0)
        timeline.run(at: 1, delay: 1)
        #expect(timeline.rate(at: 1.5) == 0)
        #expect(timeline.rate(at: 2) == 1)
        #expect(timeline.rate(at: 2.5) == 1)
        #expect(timeline.rate(at: 3) == 0)
        #expect(timeline.rate(at: 10) == 0)
        timeline.secondsPerUnit = .infinity
        #expect(timeline.rate(at: 2.5) == 0)
        timeline.secondsPerUnit = 0
        #expect(timeline.rate(at: 2.5) == 0)
    }

    @Test("reversed on a backward traversal the position increases")
    func reversedBackward() {
        var timeline = Timeline(secondsPerUnit: 0.5)
        timeline.setRepeats(passes: 1, autoreverses: true)
        timeline.anchorProgress = 1.5
        timeline.isReversed = true
        timeline.run(at: 0)
        #expect(timeline.rate(at: 0.1) == 2)
        #expect(timeline.position(at: 0.1) > timeline.position(at: 0))
        #expect(timeline.rate(at: 0.4) == -2)
    }
}
