/// Whether a node's Dance animation is under way (mirrors Dance's `DanceAnimationState`).
public enum DanceAnimationState: Int, Sendable, Hashable, CaseIterable {
    /// The node has no animation, or its animation has not been started yet, or it is
    /// stopped.
    case inactive
    /// The node's animation has been started (running or paused) and has not ended.
    case active
}
