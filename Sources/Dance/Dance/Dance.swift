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
    /// The node, held weakly; `nil` once it is gone.
    ///
    /// Read through the handle's core, which holds the node's one weak reference: a second
    /// weak reference per handle cost a noticeable share of creating handles for many nodes.
    /// The downcast is exact: the core's object is the node this handle was made for, and
    /// `Base` is one of its static types.
    public var base: Base? {
        guard let object = core.object else { return nil }
        return unsafeDowncast(object, to: Base.self)
    }

    let core: DanceCore

    init(core: DanceCore) {
        self.core = core
    }

    // MARK: - Inspecting

    /// The node's tag: a new one from the factory's counter for every `animate` call (and one
    /// when the handle was created), never reused.
    public var tag: Int { core.tag }

    /// The node's animation, if it has one.
    public var animator: PropertyAnimator? {
        DanceFactory.instance.animator(for: core.tag)
    }

    /// Whether the node has an animation (not yet started, running, paused or stopped).
    public var hasAnimation: Bool { animator != nil }

    /// ``DanceAnimationState/active`` while the node has an animation.
    public var state: DanceAnimationState { hasAnimation ? .active : .inactive }

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
        Diagnostics.report(.noAnimation(tag: core.tag))
        return nil
    }
}
