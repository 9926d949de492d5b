/// The state of an animator (mirrors `UIViewAnimatingState`).
public enum AnimatingState: Int, Sendable, Hashable, CaseIterable {
    /// Created or completed: no animations are in flight.
    case inactive
    /// Started or paused: animations are in flight.
    case active
    /// Stopped with `stopAnimation(false)`: only `finishAnimation(at:)` may follow.
    case stopped
}

/// Where an animation ended, or should end (mirrors `UIViewAnimatingPosition`).
public enum AnimatingPosition: Int, Sendable, Hashable, CaseIterable {
    /// The end values of the animations.
    case end
    /// The start values of the animations.
    case start
    /// Wherever the animations are now.
    case current
}

extension AnimatingPosition {
    var settlePosition: SettlePosition {
        switch self {
        case .end: .end
        case .start: .start
        case .current: .current
        }
    }
}
