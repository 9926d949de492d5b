import Dance
import Foundation

/// What one evaluation of the easeInOut curve costs: the engine's `CubicTimingParameters`
/// (1e-6 in y for any curve) against the floor's textbook Newton solve at 1e-7 in x (2e-7 in y
/// for easeInOut).
struct SolverCost: Codable, Sendable {
    /// Nanoseconds per `CubicTimingParameters.value(at:)` call.
    var engineNanoseconds: Double
    /// Nanoseconds per `UnitBezier.value(at:)` call (the floor's textbook solver).
    var textbookNanoseconds: Double

    /// The engine's time over the textbook's.
    var ratio: Double { engineNanoseconds / textbookNanoseconds }
}

@MainActor
enum SolverBenchmark {
    /// Times `calls` evaluations of each solver over progress values spread across 0…1.
    ///
    /// The two solvers are timed in alternation, six rounds each, each going first in every
    /// other round, and each keeps its fastest round: other processes only ever add time, so
    /// the minimum is the least disturbed.
    static func measure(calls: Int) -> SolverCost {
        let inputs = (0..<1000).map { Double($0) / 999 }
        let passes = max(1, calls / inputs.count)
        let engine = CubicTimingParameters(animationCurve: .easeInOut)
        // The textbook solver gets its control points at run time, as the engine's does: a
        // `static let` curve would let the compiler fold its coefficients into the loop.
        let textbook = UnitBezier(
            x1: Double(engine.controlPoint1.x), y1: Double(engine.controlPoint1.y),
            x2: Double(engine.controlPoint2.x), y2: Double(engine.controlPoint2.y))
        var engineNanoseconds = Double.infinity
        var textbookNanoseconds = Double.infinity
        for round in 0..<6 {
            // Each goes first in every other round, so neither always follows the other.
            for engineTurn in round % 2 == 0 ? [true, false] : [false, true] {
                if engineTurn {
                    engineNanoseconds = min(
                        engineNanoseconds,
                        time(passes: passes, inputs: inputs) { engine.value(at: $0) })
                } else {
                    textbookNanoseconds = min(
                        textbookNanoseconds,
                        time(passes: passes, inputs: inputs) { textbook.value(at: $0) })
                }
            }
        }
        return SolverCost(
            engineNanoseconds: engineNanoseconds, textbookNanoseconds: textbookNanoseconds)
    }

    /// Nanoseconds per call of `solve` over `passes` passes through `inputs`.
    private static func time(
        passes: Int, inputs: [Double], _ solve: (Double) -> Double
    ) -> Double {
        var sum = 0.0
        let started = ContinuousClock.now
        for _ in 0..<passes {
            for input in inputs { sum += solve(input) }
        }
        let elapsed = Harness.nanoseconds(ContinuousClock.now - started)
        Sink.consume(sum)
        return elapsed / Double(passes * inputs.count)
    }
}
