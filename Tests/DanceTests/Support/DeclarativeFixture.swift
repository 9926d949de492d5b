import Foundation
import Testing

@testable import Dance

/// A fresh ``ManualClock`` for one declarative test, and the checks every such test ends with.
///
/// Create it first in a synchronous `@MainActor` test of a `.serialized` suite; call
/// ``expectSettled(_:)`` last.
@MainActor
final class DeclarativeFixture {
    let clock: ManualClock
    /// Errors reported outside an explicit ``captureErrors(_:)`` since the fixture was made.
    private var unexpectedErrors: [DanceError] = []
    /// The error handler before the fixture installed its own.
    private let savedHandler: (DanceError) -> Void

    init(frameInterval: TimeInterval = 1.0 / 60) {
        clock = ManualClock(frameInterval: frameInterval)
        AnimationDriver.shared.clock = clock
        Diagnostics.deliverQueued()
        savedHandler = Diagnostics.errorHandler
        Diagnostics.errorHandler = { [weak self] error in
            self?.unexpectedErrors.append(error)
            Diagnostics.defaultErrorHandler(error)
        }
    }

    /// The clock time as the event log writes it: `"0.300"`.
    var stamp: String { String(format: "%.3f", clock.now) }

    /// Expects the driver idle, the factory empty and its invariants intact, and no
    /// `DanceError` reported outside an explicit ``captureErrors(_:)``; puts the error handler
    /// back.
    func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) {
        Diagnostics.deliverQueued()
        #expect(
            unexpectedErrors == [], "unexpected errors reported", sourceLocation: sourceLocation)
        Diagnostics.errorHandler = savedHandler
        expectEngineClean(sourceLocation: sourceLocation)
    }
}

/// Whether `error` is the invalid-argument error a step factory reports for `value`
/// (NaN matches NaN, which `==` on ``DanceError`` cannot express).
func isInvalidStepArgument(
    _ error: DanceError, _ argument: DanceError.Argument, _ value: Double
) -> Bool {
    guard
        case .invalidArgument(let tag, let operation, let reported, let reportedValue) = error,
        tag == nil, operation == .makeStep, reported == argument
    else { return false }
    return value.isNaN ? reportedValue.isNaN : reportedValue == value
}
