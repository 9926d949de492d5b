extension DanceError {
    /// Errors are equal when their cases and payloads are; a NaN value equals a NaN value,
    /// so that an error reporting NaN compares equal to itself.
    public static func == (lhs: DanceError, rhs: DanceError) -> Bool {
        switch (lhs, rhs) {
        case (.noAnimation(let left), .noAnimation(let right)):
            return left == right
        case (.wrongState(let lt, let lo, let lr), .wrongState(let rt, let ro, let rr)):
            return lt == rt && lo == ro && lr == rr
        case (
            .invalidArgument(let lt, let lo, let la, let lv),
            .invalidArgument(let rt, let ro, let ra, let rv)
        ):
            return lt == rt && lo == ro && la == ra && (lv == rv || (lv.isNaN && rv.isNaN))
        case (.unknownLabel(let lt, let lo, let ll), .unknownLabel(let rt, let ro, let rl)):
            return lt == rt && lo == ro && ll == rl
        default:
            return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .noAnimation(let tag):
            hasher.combine(0)
            hasher.combine(tag)
        case .wrongState(let tag, let operation, let reason):
            hasher.combine(1)
            hasher.combine(tag)
            hasher.combine(operation)
            hasher.combine(reason)
        case .invalidArgument(let tag, let operation, let argument, let value):
            hasher.combine(2)
            hasher.combine(tag)
            hasher.combine(operation)
            hasher.combine(argument)
            hasher.combine(value.isNaN ? Double.nan : value)
        case .unknownLabel(let tag, let operation, let label):
            hasher.combine(3)
            hasher.combine(tag)
            hasher.combine(operation)
            hasher.combine(label)
        }
    }
}
