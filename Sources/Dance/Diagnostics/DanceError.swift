/// A mistake made through the public API, reported instead of trapping.
///
/// Every layer validates its input once, at the public boundary. On bad input it reports a
/// `DanceError` through ``DanceFactory/errorHandler`` and returns without changing anything
/// (or, for value types that must produce a value, falls back to a documented safe value).
/// UIKit raises an Objective-C exception for most of these; this package never traps.
///
/// Errors are data: each case carries the Dance tag involved (`nil` when the mistake is not
/// tied to a tagged animation, for example a spring built directly) and the operation that was
/// called, so errors compare with `==` and tests can assert exactly what was reported.
public enum DanceError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The node with this `dance.tag` has no animation to act on.
    ///
    /// Its description is the original Dance log line:
    /// `** Dance Error: node with dance.tag = 7 does not have an active animation! **`.
    case noAnimation(tag: Int)

    /// The operation is not allowed in the animation's current state; nothing changed.
    case wrongState(tag: Int?, operation: Operation, reason: StateReason)

    /// An argument was NaN, infinite or out of its documented range; nothing changed.
    ///
    /// Value types that must produce a value (springs, curves, clocks) use a documented safe
    /// value instead and say so in their documentation.
    case invalidArgument(tag: Int?, operation: Operation, argument: Argument, value: Double)

    /// The declarative timeline has no label with this name; nothing changed.
    case unknownLabel(tag: Int?, operation: Operation, label: String)

    /// The tag the error concerns, or `nil` when it is not tied to a tagged animation.
    public var tag: Int? {
        switch self {
        case .noAnimation(let tag): tag
        case .wrongState(let tag, _, _): tag
        case .invalidArgument(let tag, _, _, _): tag
        case .unknownLabel(let tag, _, _): tag
        }
    }

    /// The operation the error concerns, or `nil` for ``noAnimation(tag:)``.
    public var operation: Operation? {
        switch self {
        case .noAnimation: nil
        case .wrongState(_, let operation, _): operation
        case .invalidArgument(_, let operation, _, _): operation
        case .unknownLabel(_, let operation, _): operation
        }
    }
}
