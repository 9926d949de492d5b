import Foundation

extension PropertyAnimator {
    /// The position the animation ends at, once it ends: awaits the completion.
    ///
    /// Returns the position the completions get (``AnimatingPosition``) when the animation
    /// completes or is finished with ``finishAnimation(at:)``, or `nil` when it is stopped
    /// without finishing (``stopAnimation(_:)`` with `true`). Awaited before the animator starts,
    /// it waits for the run that follows; awaited after a run ended, it gives that run's end at
    /// once, as `Task.value` does (to a cancelled task too: there is nothing to wait for) —
    /// until the animator is given a new block
    /// (``addAnimations(_:)``) or becomes active again, after which it waits for the next run.
    /// It does not resume while the animator is paused,
    /// also not at its end with ``pausesOnCompletion``. Every awaiting task resumes exactly once,
    /// after the completions have run. An awaiting task keeps the animator alive; a task
    /// awaiting ``Dance/finished`` does not, and gets `nil` if the animator is released.
    ///
    /// A task that is cancelled stops waiting: it resumes with `nil` when the main actor next
    /// runs (at once if it was cancelled before it began to wait) and lets go of the animator,
    /// whose animation goes on untouched — unless the animation ends first, before that turn:
    /// then the task gets the end, as if it had not been cancelled. So a task awaiting an
    /// animator that stays paused does not keep it, nor itself, alive once cancelled.
    ///
    /// ```swift
    /// let animator = PropertyAnimator(duration: 1, curve: .easeOut) { node.alpha = 0 }
    /// animator.startAnimation()
    /// if await animator.finished == .end { node.removeFromParent() }
    /// ```
    ///
    /// So two animations awaited one after the other both give their ends, whichever ends
    /// first:
    ///
    /// ```swift
    /// fade.startAnimation()
    /// slide.startAnimation()
    /// let slid = await slide.finished  // .end after slide's duration
    /// let faded = await fade.finished  // .end at once if fade ended meanwhile
    /// ```
    ///
    /// Waiting costs nothing while nobody awaits: no allocation, nothing on the frame path.
    public var finished: AnimatingPosition? {
        get async {
            if case .ended(let position) = lastRun { return position }
            return await FinishWaiter.wait { continuation, ticket in
                addFinishWaiter(FinishWaiter(continuation, ticket: ticket))
                return true
            } cancel: { ticket in
                self.cancelFinishWaiter(ticket)
            }
        }
    }

    /// Resumes the task waiting with `ticket` with `nil`, if it still waits (its task was
    /// cancelled); else nothing: it was resumed already, or its animator was released.
    ///
    /// Runs on the main actor, as every other resumption does, so each waiter is resumed once.
    func cancelFinishWaiter(_ ticket: UInt64) {
        takeFinishWaiter(ticket)?.continuation.resume(returning: nil)
    }

    /// Resumes every task awaiting ``finished`` with `position`, once each; a task that
    /// awaits through a node's handle gets `nil` if the node is gone.
    func resumeFinishWaiters(returning position: AnimatingPosition?) {
        resume(takeFinishWaiters(), returning: position)
    }

    /// Resumes `waiters`, taken from this animator, with `position`; a task that awaits
    /// through a node's handle gets `nil` if the node is gone by now.
    func resume(_ waiters: [FinishWaiter], returning position: AnimatingPosition?) {
        for waiter in waiters {
            waiter.continuation.resume(returning: waiter.isNodeGone ? nil : position)
        }
    }
}

/// How an animator's last run ended, for a task that awaits ``PropertyAnimator/finished``
/// after the end.
enum LastRun: Equatable, Sendable {
    /// No run has ended since the animator was created, last given a block, or last became
    /// active: ``PropertyAnimator/finished`` waits for the run to come.
    case open
    /// The last run ended at this position (`nil`: without finishing), and the animator has
    /// been given no block and has not become active since.
    case ended(AnimatingPosition?)
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
    /// The waiter's number, by which a cancelled task finds it (unique: see
    /// ``wait(register:cancel:)``).
    let ticket: UInt64

    /// A waiter for `continuation`, numbered `ticket`; through the handle of `node` when it is
    /// given.
    init(
        _ continuation: CheckedContinuation<AnimatingPosition?, Never>, ticket: UInt64,
        node: AnyObject? = nil
    ) {
        self.continuation = continuation
        self.ticket = ticket
        self.node = node
        self.awaitsNode = node != nil
    }

    /// The last number given to a waiter.
    private static var lastTicket: UInt64 = 0

    /// Suspends the calling task until the waiter that `register` makes of its continuation
    /// and a new ticket is resumed, and returns what it is resumed with.
    ///
    /// `register` adds the waiter where the animation's end will resume it, or returns `false`
    /// when there is nothing to wait for: the task then gets `nil` at once, as it does when it
    /// is cancelled before it waits. A task cancelled while it waits calls `cancel` with its
    /// ticket on the main actor's next turn, where every resumption happens, so that the waiter
    /// (if it still waits) is resumed with `nil` once.
    static func wait(
        register: (CheckedContinuation<AnimatingPosition?, Never>, UInt64) -> Bool,
        cancel: @escaping @MainActor @Sendable (UInt64) -> Void
    ) async -> AnimatingPosition? {
        lastTicket &+= 1
        let ticket = lastTicket
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled, register(continuation, ticket) else {
                    return continuation.resume(returning: nil)
                }
            }
        } onCancel: {
            Task { @MainActor in cancel(ticket) }
        }
    }

    /// Whether the task awaits through a node's handle and the node is gone: the animation of
    /// a released node ends without finishing.
    var isNodeGone: Bool { awaitsNode && node == nil }
}
