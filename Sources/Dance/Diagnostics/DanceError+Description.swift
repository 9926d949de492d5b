extension DanceError {
    /// One line: what happened, then what to do.
    ///
    /// ``noAnimation(tag:)`` reads exactly as the original Dance log line.
    public var description: String {
        switch self {
        case .noAnimation(let tag):
            return
                "** Dance Error: node with dance.tag = \(tag) does not have an active animation! **"
        case .wrongState(let tag, let operation, let reason):
            return "** Dance Error: \(operation.name) is not allowed\(Self.subject(tag)) because "
                + "it is \(reason.phrase); \(reason.advice). Nothing was changed. **"
        case .invalidArgument(let tag, let operation, let argument, let value):
            let outcome =
                operation.usesFallbackValue
                ? "A safe value was used instead." : "Nothing was changed."
            // Only startAnimation(afterDelay:) of the two start calls takes an argument.
            let name =
                operation == .startAnimation ? "startAnimation(afterDelay:)" : operation.name
            return "** Dance Error: invalid \(argument.rawValue) \(Self.shown(value, argument)) "
                + "in \(name)"
                + "\(Self.target(tag)); use \(argument.requirement(in: operation)). \(outcome) **"
        case .unknownLabel(let tag, let operation, let label):
            return "** Dance Error: no label \"\(label)\" in \(operation.name)\(Self.target(tag)); "
                + "place it with Animation.label(_:) first. Nothing was changed. **"
        }
    }

    /// `value` as the message prints it: a count as a whole number (`2`, not `2.0`).
    private static func shown(_ value: Double, _ argument: Argument) -> String {
        guard argument == .count, let count = Int(exactly: value) else { return "\(value)" }
        return "\(count)"
    }

    private static func subject(_ tag: Int?) -> String {
        tag.map { " on the animation with dance.tag = \($0)" } ?? ""
    }

    private static func target(_ tag: Int?) -> String {
        tag.map { " (dance.tag = \($0))" } ?? ""
    }
}
