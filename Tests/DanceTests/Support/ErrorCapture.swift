import Testing

@testable import Dance

/// Runs `body` with the error handler and log replaced, and returns what they received.
///
/// Queued reports from value types are delivered before returning, so errors from springs and
/// curves built inside `body` are included. Call it only from synchronous `@MainActor` tests so
/// that no other test reports in between.
@MainActor
func captureErrors(
    _ body: () throws -> Void
) rethrows -> [DanceError] {
    try captureDiagnostics(body).errors
}

/// Like ``captureErrors(_:)``, and also returns the log lines written at the current level.
@MainActor
func captureDiagnostics(
    logLevel: DanceLogLevel = .error,
    _ body: () throws -> Void
) rethrows -> (errors: [DanceError], log: [String]) {
    Diagnostics.deliverQueued()
    let savedHandler = Diagnostics.errorHandler
    let savedSink = Diagnostics.logSink
    let savedLevel = Diagnostics.logLevel
    var errors: [DanceError] = []
    var log: [String] = []
    Diagnostics.errorHandler = { error in
        errors.append(error)
        Diagnostics.defaultErrorHandler(error)
    }
    Diagnostics.logSink = { log.append($0) }
    Diagnostics.logLevel = logLevel
    defer {
        Diagnostics.errorHandler = savedHandler
        Diagnostics.logSink = savedSink
        Diagnostics.logLevel = savedLevel
    }
    try body()
    Diagnostics.deliverQueued()
    return (errors, log)
}
