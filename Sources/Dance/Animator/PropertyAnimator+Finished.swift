import Foundation

extension PropertyAnimator {
    /// The position the animation ends at, once it ends: awaits the completion.
    ///
    /// Returns the position the completions get (``AnimatingPosition``) when the animation
    /// completes or is finished with ``finishAnimation(at:)``, or `nil` when it is stopped
    /// without finishing (``stopAnimation(_:)`` with `true`). Awaited before the animator starts,
    /// it waits for the run that follows; it does not resume while the animator is paused,
    /// also not at its end with ``pausesOnCompletion``. Every awaiting task resumes exactly once,
    /// after the completions have run. An awaiting task keeps the animator alive; a task
    /// awaiting ``Dance/finished`` does not, and gets `nil` if the animator is released.
    ///
    /// ```swift
    /// let animator = PropertyAnimator(duration: 1, curve: .easeOut) { node.alpha = 0 }
    /// animator.startAnimation()
    /// if await animator.finished == .end { node.removeFromParent() }
    /// ```
    ///
    /// Waiting costs nothing while nobody awaits: no allocation, nothing on the frame path.
    public var finished: AnimatingPosition? {
        get async {
            await withCheckedContinuation { continuation in
                addFinishWaiter(FinishWaiter(continuation))
            }
        }
    }

    /// Resumes every task awaiting ``finished`` with `position`, once each; a task that
    /// awaits through a node's handle gets `nil` if the node is gone.
    func resumeFinishWaiters(returning position: AnimatingPosition?) {
        for waiter in takeFinishWaiters() {
            waiter.continuation.resume(returning: waiter.isNodeGone ? nil : position)
        }
    }
}

/// A task awaiting the end of an animator, directly or through a node's handle.
@MainActor
struct FinishWaiter {
    /// Resumed once with the position the animation ends at.
    let continuation: CheckedContinuation<AnimatingPosition?, Never>
    /// The node of the handle awaited through, held weakly (`nil` when awaiting the animator).
    private weak var node: AnyObject?
    /// Whether the task awaits through a node's handle.
    private let awaitsNode: Bool

    /// A waiter for `continuation`; through the handle of `node` when it is given.
    init(_ continuation: CheckedContinuation<AnimatingPosition?, Never>, node: AnyObject? = nil) {
        self.continuation = continuation
        self.node = node
        self.awaitsNode = node != nil
    }

    /// Whether the task awaits through a node's handle and the node is gone: the animation of
    /// a released node ends without finishing.
    var isNodeGone: Bool { awaitsNode && node == nil }
}
