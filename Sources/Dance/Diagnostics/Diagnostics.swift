import Foundation
import Synchronization

/// Where every layer reports errors and debug events.
///
/// The public face is ``DanceFactory/errorHandler`` and ``DanceFactory/logLevel``; the storage
/// lives here so that lower layers never reach up into the Dance layer.
///
/// Value types (springs, curves, clocks) may be built on any thread, so their reports are
/// queued and delivered on the main actor, in order and once each: at the next report or
/// main-actor API call of the package, or by a main-actor task scheduled at once.
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
        errorHandler(error)
    }

    /// Reports an error from code that may run on any thread (value-type initializers).
    ///
    /// The error is queued and delivered on the main actor by ``deliverQueued()``.
    nonisolated static func reportFromAnyThread(_ error: DanceError) {
        queued.withLock { errors in
            errors.append(error)
            queuedCount.store(errors.count, ordering: .releasing)
        }
        Task { @MainActor in deliverQueued() }
    }

    /// Delivers every queued error to the handler, oldest first.
    ///
    /// Performance: every animator's creation calls this, and taking the lock cost more than
    /// the rest of creating one. The count is only written under the lock, so reading zero
    /// means nothing was queued before this call; an error queued concurrently is delivered by
    /// the task its report schedules.
    static func deliverQueued() {
        guard queuedCount.load(ordering: .acquiring) > 0 else { return }
        let errors = queued.withLock { errors in
            defer {
                errors.removeAll()
                queuedCount.store(0, ordering: .releasing)
            }
            return errors
        }
        for error in errors {
            errorHandler(error)
        }
    }

    nonisolated private static let queued = Mutex<[DanceError]>([])

    /// How many errors ``queued`` holds, readable without the lock (written only under it).
    nonisolated private static let queuedCount = Atomic<Int>(0)

    nonisolated private static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
