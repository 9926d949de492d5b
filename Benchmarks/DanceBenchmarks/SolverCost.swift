import Dance
import Foundation

/// What one evaluation of the easeInOut curve costs: the engine's `CubicTimingParameters`
/// (exact to 1e-6; the floor uses it too) against a textbook Newton solve at 1e-7 in x.
struct SolverCost: Codable, Sendable {
    /// Nanoseconds per `CubicTimingParameters.value(at:)` call.
    var engineNanoseconds: Double
    /// Nanoseconds per `UnitBezier.value(at:)` call (the textbook solver).
    var textbookNanoseconds: Double
}

@MainActor
enum SolverBenchmark {
    /// Times `calls` evaluations of each solver over progress values spread across 0…1.
    static func measure(calls: Int) -> SolverCost {
        let inputs = (0..<1000).map { Double($0) / 999 }
        let passes = max(1, calls / inputs.count)
        let engine = CubicTimingParameters(animationCurve: .easeInOut)
        let textbook = UnitBezier.easeInOut
        let engineNanoseconds = time(passes: passes, inputs: inputs) { engine.value(at: $0) }
        let textbookNanoseconds = time(passes: passes, inputs: inputs) { textbook.value(at: $0) }
        return SolverCost(
            engineNanoseconds: engineNanoseconds, textbookNanoseconds: textbookNanoseconds)
    }

    private static func time(
        passes: Int, inputs: [Double], _ solve: (Double) -> Double
    ) -> Double {
        var samples: [Double] = []
        for _ in 0..<3 {
            var sum = 0.0
            let started = ContinuousClock.now
            for _ in 0..<passes {
                for input in inputs { sum += solve(input) }
            }
            let elapsed = Harness.nanoseconds(ContinuousClock.now - started)
            Sink.consume(sum)
            samples.append(elapsed / Double(passes * inputs.count))
        }
        return Spread(samples).median
    }
}
