/// How much the package writes to its log (standard error).
public enum DanceLogLevel: Int, Sendable, Comparable, CaseIterable {
    /// Nothing is logged. Errors still reach ``DanceFactory/errorHandler``.
    case off
    /// Each reported ``DanceError`` is logged by the default error handler (the default level).
    case error
    /// Errors, plus one line per animation event (created, started, paused, finished).
    case debug

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
