/// Whether a node has an animation in the Dance factory (mirrors Dance's `DanceAnimationState`).
public enum DanceAnimationState: Int, Sendable, Hashable, CaseIterable {
    /// The node has no animation.
    case inactive
    /// The node has an animation: not yet started, running, paused or stopped.
    case active
}
