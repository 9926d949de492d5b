import Synchronization

/// What the documentation's examples print, kept for the tests to check instead of being
/// written among the test results.
enum Printed {
    private static let lines = Mutex<[String]>([])

    /// Appends one printed line.
    static func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// The lines printed since the last call, oldest first; empties the record.
    static func take() -> [String] {
        lines.withLock { lines in
            defer { lines.removeAll() }
            return lines
        }
    }
}

/// Stands in for the standard library's `print` in this target, so that the examples' code,
/// copied here as printed, records its output in ``Printed`` rather than writing it.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Printed.append(items.map { String(describing: $0) }.joined(separator: separator))
}
