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

    @Test("200 errors queued off the main queue arrive once each, oldest first, one re-reported")
    func manyQueuedInOrder() {
        Diagnostics.deliverQueued()
        let saved = Diagnostics.errorHandler
        defer { Diagnostics.errorHandler = saved }
        var received: [Double] = []
        Diagnostics.errorHandler = { error in
            guard case .invalidArgument(_, _, _, let value) = error else { return }
            received.append(value)
            // The handler reports one itself half-way: it comes after those queued before it.
            if value == -100 { _ = SpringTimingParameters(dampingRatio: -1000) }
        }
        DispatchQueue.global().sync {
            for k in 1...200 { _ = SpringTimingParameters(dampingRatio: -Double(k)) }
        }
        Diagnostics.deliverQueued()
        #expect(received == (1...200).map { -Double($0) } + [-1000])
    }

    @Test("the queue against an array: any mix of appends and takes, storage kept within bounds")
    func queueAgainstModel() {
        var queue = ErrorQueue()
        var model: [DanceError] = []
        var generator = SplitMix64(seed: 7)
        var next = 0
        func error(_ k: Int) -> DanceError {
            .invalidArgument(
                tag: k, operation: .springTimingParameters, argument: .dampingRatio, value: -1)
        }
        for _ in 0..<5000 {
            if generator.next() % 3 != 0 {
                queue.append(error(next))
                model.append(error(next))
                next += 1
            } else {
                let taken = queue.takeOldest()
                #expect(taken == (model.isEmpty ? nil : model.removeFirst()))
            }
            #expect(queue.count == model.count && queue.isEmpty == model.isEmpty)
            // Taken errors kept are at most the queued ones plus a few (so O(1) per take).
            #expect(queue.stored.count <= 2 * model.count + ErrorQueue.keptTaken + 1)
        }
        #expect(queue.takeAll() == model)
        #expect(queue.isEmpty && queue.stored.isEmpty && queue.takeOldest() == nil)
    }
}
