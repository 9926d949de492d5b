import Foundation

/// The chainable Dance handle of a ``Dancing`` object: `node.dance`.
///
/// Every method returns the handle, so calls chain as in the original Dance:
///
/// ```swift
/// circle.dance.animate(duration: 2.0, curve: .easeInOut) {
///     $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
///     $0.center = CGPoint(x: 200, y: 200)
///     $0.backgroundColor = .blue
/// }.addCompletion { _ in
///     print("done")
/// }.start(after: 5.0)
/// ```
///
/// A node has at most one Dance animation, found by its ``tag`` in ``DanceFactory``. Every
/// call on a node without one reports ``DanceError/noAnimation(tag:)`` and does nothing else.
@MainActor
public final class Dance<Base: Dancing> {
    // A node's first handle is its entry in the registry and holds the node and its tag
    // itself, so a node's `dance` costs one object (48 bytes). Unchecked exclusivity:
    // main-actor isolated, and every access is a single load or store.

    /// The node, held weakly; `nil` once it is gone.
    @exclusivity(unchecked) public private(set) weak var base: Base?
    /// The tag while this is the node's only handle (see ``group``).
    @exclusivity(unchecked) private var ownTag: Int
    /// The node's handles and tag, once it is seen through several static types.
    @exclusivity(unchecked) var group: DanceHandleGroup?

    init(base: Base, tag: Int, group: DanceHandleGroup? = nil) {
        self.base = base
        self.ownTag = tag
        self.group = group
    }

    // MARK: - Inspecting

    /// The node's tag: a new one from the factory's counter for every `animate` call (and one
    /// when the handle was created), never reused.
    public internal(set) var tag: Int {
        get { group?.tag ?? ownTag }
        set {
            if let group { group.tag = newValue } else { ownTag = newValue }
        }
    }

    /// The node's animation, if it has one.
    public var animator: PropertyAnimator? {
        DanceFactory.instance.animator(for: tag)
    }

    /// Whether the node has an animation (not yet started, running, paused or stopped).
    public var hasAnimation: Bool { animator != nil }

    /// Whether the node's animation has started and not yet ended, as Dance reports it.
    ///
    /// ``DanceAnimationState/inactive`` while the node has no animation, while its animation
    /// exists but has not been started, and once it is stopped; ``DanceAnimationState/active``
    /// from ``start()`` (or ``pause()``, or setting ``progress``) until it ends, paused
    /// included.
    public var state: DanceAnimationState { animator?.state == .active ? .active : .inactive }

    /// Whether the animation is running; `false` (and ``DanceError/noAnimation(tag:)``)
    /// without one.
    public var isRunning: Bool {
        guard let animator = existingAnimator() else { return false }
        return animator.isRunning
    }

    /// The position on the animation's timeline, 0…1 (`fractionComplete`).
    ///
    /// Setting it behaves as ``setProgress(to:)``. Without an animation the getter returns 0
    /// and both report ``DanceError/noAnimation(tag:)``.
    public var progress: Double {
        get { existingAnimator()?.fractionComplete ?? 0 }
        set { setProgress(to: newValue) }
    }

    /// Whether the animation runs backwards; setting it reverses it (see ``reverse()``).
    public var isReversed: Bool {
        get { existingAnimator()?.isReversed ?? false }
        set {
            guard let animator = existingAnimator() else { return }
            animator.setReversed(newValue, operation: .reverse)
        }
    }

    /// The node's animator, or `nil` after reporting ``DanceError/noAnimation(tag:)``.
    func existingAnimator() -> PropertyAnimator? {
        if let animator { return animator }
        Diagnostics.report(.noAnimation(tag: tag))
        return nil
    }
}
