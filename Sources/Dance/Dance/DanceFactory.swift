import Foundation

/// Creates Dance animations and keeps them by tag, like the original Dance's factory.
///
/// Every `animate` call takes a new tag from one counter and registers its animator under it;
/// the animator leaves the registry when it completes or is stopped without finishing, before
/// its completions run. Tags are unique and never reused. Every ``DanceError`` reported by
/// the package reaches ``errorHandler``.
///
/// ```swift
/// DanceFactory.instance.errorHandler = { error in myLogger.warning("\(error)") }
/// DanceFactory.instance.logLevel = .debug
/// ```
@MainActor
public final class DanceFactory: AnimatorEndObserver {
    /// The factory every `dance` handle uses.
    public static let instance = DanceFactory()

    /// The animations in flight, by tag.
    ///
    /// Tags are counted up and scattered over the slots by one multiplication (see
    /// ``UnsafeHashTable``; a dictionary's seeded hash of each tag cost a large share of
    /// creating, starting and finishing an animation). ``lastTag`` opts out of dynamic
    /// exclusivity checking: the factory is main-actor isolated, and each access is a load or
    /// a store.
    let animators = UnsafeHashTable<PropertyAnimator>(keys: .counters)

    /// The last tag handed out; tags start at 1.
    @exclusivity(unchecked) private(set) var lastTag = 0

    private init() {}

    /// Receives every ``DanceError``; the default writes its description to the log.
    ///
    /// Replace it to route errors to your own logging or to fail tests. Errors are delivered on
    /// the main actor, once each, in the order they happened. An invalid spring, curve or clock
    /// made on the main actor is reported before its initializer returns; one made on another
    /// thread at the package's next call on the main actor, or soon after, and at the latest
    /// when the process exits.
    public var errorHandler: (DanceError) -> Void {
        get { Diagnostics.errorHandler }
        set { Diagnostics.errorHandler = newValue }
    }

    /// How much the package logs to standard error (default ``DanceLogLevel/error``).
    ///
    /// ``DanceLogLevel/off`` silences the log; ``errorHandler`` still receives every error.
    public var logLevel: DanceLogLevel {
        get { Diagnostics.logLevel }
        set { Diagnostics.logLevel = newValue }
    }

    /// The number of animations in flight.
    public var activeAnimationCount: Int { animators.count }

    /// Drops the `dance` handles of nodes that no longer exist, now, and ends their animations
    /// where they are.
    ///
    /// A released node's animation ends the same way whether this sweep or the animation's own
    /// end comes first: completions added with ``Dance/addCompletion(_:)`` do not run and
    /// ``Dance/finished`` gives `nil`, while completions added to its
    /// ``PropertyAnimator`` itself run once and its ``PropertyAnimator/finished`` gives the
    /// position it ended at — here `.current`, as after `stopAnimation(false)` and
    /// `finishAnimation(at: .current)`. An animation never started ends without completions.
    /// A sweep ends the animations of several released nodes in the order of their tags — the
    /// order in which the nodes last called `animate` (each call takes a new, larger tag), or got
    /// their handles if they never did — the same in every run; a new object that takes a
    /// released node's address does not end that node's animation sooner.
    ///
    /// Handles live in a side table that holds each node weakly, so it never keeps a node
    /// alive. It finds the entries of released nodes by sweeping itself as it grows (two-,
    /// four- or eight-fold since its last sweep: the fewer dead entries that sweep found, the
    /// longer it waits), during a later `dance` call. After releasing many nodes at once
    /// (closing a screen, ending a level), call this to free their entries right away.
    ///
    /// Called from code a frame runs (a value type's arithmetic), it reports
    /// ``DanceError/StateReason/renderingFrame`` and sweeps nothing: ending animations runs
    /// completions, which run after a frame's values are set.
    public func sweepReleasedNodes() {
        guard !AnimationDriver.isComputingValues else {
            return Diagnostics.report(
                .wrongState(tag: nil, operation: .sweepReleasedNodes, reason: .renderingFrame))
        }
        DanceRegistry.sweep()
    }

    // MARK: - Registry

    /// A new tag from the one counter.
    func makeTag() -> Int {
        lastTag += 1
        return lastTag
    }

    /// Registers `animator` under a new tag and returns the tag.
    ///
    /// The factory observes the end of every animator it tags (see
    /// `PropertyAnimator.endObserver`), and forgets the animator then.
    func register(_ animator: PropertyAnimator) -> Int {
        PropertyAnimator.endObserver = self
        let tag = makeTag()
        animator.tag = tag
        animators.insert(animator, for: UInt(tag))
        Diagnostics.log("Dance: dance.tag = \(tag) created an animation", level: .debug)
        return tag
    }

    /// The animation registered under `tag`, if any.
    func animator(for tag: Int) -> PropertyAnimator? {
        tag > 0 ? animators[UInt(tag)] : nil
    }

    func animatorDidEnd(_ animator: PropertyAnimator) {
        let tag = animator.tag
        guard tag > 0, animators[UInt(tag)] === animator else { return }
        animators.removeValue(for: UInt(tag))
        Diagnostics.log("Dance: dance.tag = \(tag) ended", level: .debug)
    }

    /// Ends the animation under `tag` where it is (its node is gone): the completions added to
    /// its animator run with `.current`; those added through the handle do not.
    func discardAnimation(tag: Int) {
        animator(for: tag)?.endForReleasedNode()
    }
}
