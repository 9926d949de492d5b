import Dispatch
import Foundation
import Synchronization

/// Where every layer reports errors and debug events.
///
/// The public face is ``DanceFactory/errorHandler`` and ``DanceFactory/logLevel``; the storage
/// lives here so that lower layers never reach up into the Dance layer.
///
/// Value types (springs, curves, clocks) may be built on any thread. Built on the main queue
/// (the main actor's executor), their errors reach the handler before the initializer returns.
/// Built elsewhere, they are queued and delivered on the main actor, in order and once each: at the next report
/// or main-actor API call of the package, by a main-actor task scheduled at once, or when the
/// process exits, whichever comes first.
@MainActor
enum Diagnostics {
    /// Receives every reported error; the default logs it at ``DanceLogLevel/error``.
    static var errorHandler: (DanceError) -> Void = defaultErrorHandler

    /// How much is written to the log.
    static var logLevel: DanceLogLevel = .error

    /// Where log lines go; standard error unless replaced (tests capture it).
    static var logSink: (String) -> Void = writeToStandardError

    /// The handler installed at launch: logs the error's description.
    static let defaultErrorHandler: (DanceError) -> Void = { error in
        log(error.description, level: .error)
    }

    /// Writes `message` when the log level includes `level`.
    static func log(_ message: @autoclosure () -> String, level: DanceLogLevel) {
        guard level != .off, logLevel >= level else { return }
        logSink(message())
    }

    /// Reports an error from main-actor code, after any queued ones.
    static func report(_ error: DanceError) {
        deliverQueued()
        deliver(error)
    }

    /// How many calls of the handler are running: a handler may report an error itself.
    private static var handlerDepth = 0

    /// Calls the handler with `error`.
    private static func deliver(_ error: DanceError) {
        handlerDepth += 1
        defer { handlerDepth -= 1 }
        errorHandler(error)
    }

    /// Reports an error from code that may run on any thread (value-type initializers).
    ///
    /// On the main queue the error is delivered at once, after any queued ones, so it reaches
    /// the handler before the initializer returns. Elsewhere it is queued and delivered on the
    /// main actor by ``deliverQueued()``: by a task scheduled now, by the package's next
    /// main-actor call, or at the latest when the process exits.
    nonisolated static func reportFromAnyThread(_ error: DanceError) {
        if isOnMainQueue {
            MainActor.assumeIsolated { report(error) }
            return
        }
        enqueue(error)
        Task { @MainActor in deliverQueued() }
    }

    /// Adds `error` to the queue, and makes sure the queue is delivered at exit.
    nonisolated private static func enqueue(_ error: DanceError) {
        _ = deliveryAtExit
        queued.withLock { errors in
            errors.append(error)
            queuedCount.store(errors.count, ordering: .releasing)
        }
    }

    /// Delivers every queued error to the handler, oldest first.
    ///
    /// One at a time, each taken out of the queue just before the handler gets it: an error
    /// the handler reports itself comes after the ones queued before it, and if the process
    /// exits meanwhile, the rest are still queued for ``deliverAtExit()``.
    ///
    /// Performance: every animator's creation calls this, and taking the lock cost more than
    /// the rest of creating one. The count is only written under the lock, so reading zero
    /// means nothing was queued before this call; an error queued concurrently is delivered by
    /// the task its report schedules.
    static func deliverQueued() {
        guard queuedCount.load(ordering: .acquiring) > 0 else { return }
        while let error = takeOldestQueued() {
            deliver(error)
        }
    }

    /// Takes the oldest queued error out of the queue, if there is one.
    nonisolated private static func takeOldestQueued() -> DanceError? {
        queued.withLock { errors in
            let oldest = errors.takeOldest()
            queuedCount.store(errors.count, ordering: .releasing)
            return oldest
        }
    }

    /// Empties the queue and returns what it held, oldest first.
    nonisolated private static func takeQueued() -> [DanceError] {
        queued.withLock { errors in
            defer { queuedCount.store(0, ordering: .releasing) }
            return errors.takeAll()
        }
    }

    /// Delivers what is still queued when the process exits, so that no error is lost.
    ///
    /// Exiting on the main queue (the end of `main`, or `exit(_:)` called from main-actor
    /// code), the handler receives the errors — unless the exit was called by the handler
    /// itself, which is not called again: their descriptions go to ``logSink``. Exiting from
    /// another thread, where the handler cannot run, they are written to standard error.
    nonisolated static func deliverAtExit() {
        if isOnMainQueue {
            MainActor.assumeIsolated {
                guard handlerDepth > 0 else { return deliverQueued() }
                for error in takeQueued() {
                    logSink(error.description)
                }
            }
            return
        }
        for error in takeQueued() {
            writeToStandardError(error.description)
        }
    }

    /// Whether the caller runs on the main dispatch queue, the main actor's executor.
    ///
    /// `Thread.isMainThread` is not the test: after `dispatchMain()` (and so in an async
    /// `main` on Linux), the main queue's work runs on other threads. The main thread itself
    /// counts as the main queue's until then.
    nonisolated private static var isOnMainQueue: Bool {
        _ = mainQueueMarked
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    nonisolated private static let mainQueueKey = DispatchSpecificKey<Bool>()

    /// Marks the main queue with ``mainQueueKey`` once.
    nonisolated private static let mainQueueMarked: Void = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }()

    /// Registers ``deliverAtExit()`` with `atexit` once, when the first error is queued.
    nonisolated private static let deliveryAtExit: Void = {
        atexit { Diagnostics.deliverAtExit() }
    }()

    nonisolated private static let queued = Mutex(ErrorQueue())

    /// How many errors ``queued`` holds, readable without the lock (written only under it).
    nonisolated private static let queuedCount = Atomic<Int>(0)

    nonisolated private static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
