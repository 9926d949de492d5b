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
///
/// One mistake is reported once: an `animate` call that is rejected (an invalid duration, a
/// running animation that is not interruptible, or a node that is gone) reports why and
/// returns a handle on which
/// the rest of the chain does nothing and reports nothing. So
/// `node.dance.animate(duration: -1, curve: .linear) { … }.start()` reports the invalid duration
/// only, and
/// starts no animation the node may already have.
@MainActor
public final class Dance<Base: Dancing> {
    // A node's first handle is its entry in the registry and holds the node and its tag
    // itself, so a node's `dance` costs one object (48 bytes). Unchecked exclusivity:
    // main-actor isolated, and every access is a single load or store.

    /// The node, held weakly; `nil` once it is gone.
    @exclusivity(unchecked) public private(set) weak var base: Base?
    /// The tag while this is the node's only handle (see ``group``).
    @exclusivity(unchecked) private var ownTag: Int
    /// The group the handle shares its tag with, or the mark of a rejected `animate`.
    ///
    /// One optional enum rather than two stored properties: it fits in one pointer's spare
    /// bits, so the handle stays 48 bytes.
    @exclusivity(unchecked) private var link: HandleLink?

    init(base: Base, tag: Int, group: DanceHandleGroup? = nil) {
        self.base = base
        self.ownTag = tag
        self.link = group.map(HandleLink.group)
    }

    /// The node's handles and tag, once it is seen through several static types.
    @usableFromInline
    var group: DanceHandleGroup? {
        get {
            guard case .group(let group) = link else { return nil }
            return group
        }
        set { link = newValue.map(HandleLink.group) }
    }

    /// Whether this handle was returned by a rejected `animate`: then every call on it does
    /// nothing and reports nothing, since the rejection was reported already.
    var isRejectedChain: Bool {
        guard case .rejectedAnimate = link else { return false }
        return true
    }

    /// A handle for the rest of a chain whose `animate` call was rejected (and reported).
    func rejectedChain() -> Dance {
        let handle = Dance(base: base, tag: tag)
        handle.link = .rejectedAnimate
        return handle
    }

    /// A handle of `base`, which may already be gone.
    private init(base: Base?, tag: Int) {
        self.base = base
        self.ownTag = tag
        self.link = nil
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

    /// The node's animation, if it has one (`nil` on the handle a rejected `animate` returned).
    public var animator: PropertyAnimator? {
        guard !isRejectedChain else { return nil }
        return DanceFactory.instance.animator(for: tag)
    }

    /// Whether the node has an animation (not yet started, running, paused or stopped);
    /// `false` on the handle a rejected `animate` returned, as ``animator`` is `nil` there
    /// (ask `node.dance` instead).
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
    ///
    /// On the handle a rejected `animate` returned, `nil` without a report.
    func existingAnimator() -> PropertyAnimator? {
        if let animator { return animator }
        if !isRejectedChain { Diagnostics.report(.noAnimation(tag: tag)) }
        return nil
    }
}

/// What a `dance` handle is linked to besides its node.
///
/// Declared outside the generic `Dance`, where it would be generic too and every handle made
/// would look up its type metadata (a hashed, locked runtime call).
private enum HandleLink {
    /// The node's handles of several static types, which share the tag.
    case group(DanceHandleGroup)
    /// The handle returned by a rejected `animate`: calls on it do nothing.
    case rejectedAnimate
}
