import Dispatch
import Foundation
import Testing

@testable import Dance

/// When errors from value-type initializers reach the handler: at once on the main actor,
/// queued elsewhere, and never lost.
@MainActor @Suite(.serialized) struct DiagnosticsDeliveryTests {
    /// Replaces the handler for `body`, recording what it receives.
    private func recording(_ body: (_ received: () -> [DanceError]) -> Void) {
        Diagnostics.deliverQueued()
        let saved = Diagnostics.errorHandler
        defer { Diagnostics.errorHandler = saved }
        var received: [DanceError] = []
        Diagnostics.errorHandler = { received.append($0) }
        body { received }
    }

    @Test("on the main actor, a spring's and a curve's errors arrive before their inits return")
    func synchronousOnMainActor() {
        recording { received in
            _ = SpringTimingParameters(dampingRatio: .nan)
            #expect(received().count == 1)
            _ = CubicTimingParameters(
                controlPoint1: CGPoint(x: 1.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
            #expect(received().count == 2)
            #expect(received().first?.description.contains("dampingRatio nan") == true)
        }
    }

    @Test("off the main queue an error is queued, then delivered once at the next engine call")
    func queuedOffMainThenDelivered() {
        recording { received in
            DispatchQueue.global().sync { _ = SpringTimingParameters(dampingRatio: -1) }
            #expect(received().isEmpty)
            _ = PropertyAnimator(duration: 1, curve: .linear)
            #expect(received().count == 1)
            Diagnostics.deliverQueued()
            #expect(received().count == 1)
        }
    }

    @Test("errors still queued when the process exits reach the handler, oldest first")
    func deliveredAtExit() {
        recording { received in
            DispatchQueue.global().sync {
                _ = SpringTimingParameters(dampingRatio: -1)
                _ = SpringTimingParameters(dampingRatio: -2)
            }
            #expect(received().isEmpty)
            Diagnostics.deliverAtExit()
            #expect(
                received().map(\.description).map { $0.contains("-1.0") }
                    == [true, false])
            #expect(received().count == 2)
        }
    }

    @Test("an error the handler reports itself comes after the errors queued before it")
    func reentrantHandlerKeepsOrder() {
        Diagnostics.deliverQueued()
        let saved = Diagnostics.errorHandler
        defer { Diagnostics.errorHandler = saved }
        var received: [DanceError] = []
        Diagnostics.errorHandler = { error in
            received.append(error)
            if received.count == 1 { _ = SpringTimingParameters(dampingRatio: -3) }
        }
        DispatchQueue.global().sync {
            _ = SpringTimingParameters(dampingRatio: -1)
            _ = SpringTimingParameters(dampingRatio: -2)
        }
        Diagnostics.deliverQueued()
        let values = received.map { error in
            ["-1.0", "-2.0", "-3.0"].first { error.description.contains($0) } ?? "?"
        }
        #expect(values == ["-1.0", "-2.0", "-3.0"])
    }

    @Test("exiting from inside the handler leaves the rest of the queue to the log, not lost")
    func exitInsideHandler() {
        Diagnostics.deliverQueued()
        let saved = Diagnostics.errorHandler
        let savedSink = Diagnostics.logSink
        defer {
            Diagnostics.errorHandler = saved
            Diagnostics.logSink = savedSink
        }
        var logged: [String] = []
        Diagnostics.logSink = { logged.append($0) }
        var received: [DanceError] = []
        Diagnostics.errorHandler = { error in
            received.append(error)
            // What `exit(_:)` called here runs: the handler is not called again.
            if received.count == 1 { Diagnostics.deliverAtExit() }
        }
        DispatchQueue.global().sync {
            _ = SpringTimingParameters(dampingRatio: -1)
            _ = SpringTimingParameters(dampingRatio: -2)
        }
        Diagnostics.deliverQueued()
        #expect(received.count == 1)
        #expect(received.first?.description.contains("-1.0") == true)
        #expect(logged.count == 1 && logged.first?.contains("dampingRatio -2.0") == true)
    }
}
