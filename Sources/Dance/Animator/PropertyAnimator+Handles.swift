import Foundation

/// Told when an animator that belongs to a handle (its `tag` is not 0) ends.
///
/// The Animator layer's side of the contract with the Dance layer: the factory that hands out
/// tags observes the ends of the animators it tagged, without the animator knowing the
/// factory.
@MainActor
protocol AnimatorEndObserver: AnyObject {
    /// Called once when `animator` completes or is stopped without finishing, after it became
    /// inactive and before its completions run.
    func animatorDidEnd(_ animator: PropertyAnimator)
}

// MARK: - The interface a handle layer uses
//
// The Dance layer drives an animator through UIKit's public members and through these
// entry points, which take the `DanceError.Operation` to report errors under:
// `start(afterDelay:operation:)`, `pause(operation:)`, `schedulePause(afterDelay:)`,
// `scrub(to:operation:argument:)`, `setReversed(_:operation:)`, `reject(_:_:)`,
// `abandon()`, and those below. It sets `tag` when it registers the animator.

extension PropertyAnimator {
    /// Observes the ends of tagged animators; set by whoever hands out tags before it tags
    /// an animator.
    static var endObserver: (any AnimatorEndObserver)?

    /// Tells ``endObserver`` that this animator ended, if it belongs to a handle.
    func notifyEnd() {
        if tag != 0 { PropertyAnimator.endObserver?.animatorDidEnd(self) }
    }

    /// Ends the animation at `position` now, whether it was started or not, and runs its
    /// completions before returning (Dance's `finish(at:)`).
    ///
    /// An inactive animator runs its blocks first, so `.end` gives the end values. A running
    /// animator that is not interruptible reports
    /// ``DanceError/wrongState(tag:operation:reason:)`` for `operation` and changes nothing.
    func finishNow(at position: AnimatingPosition, operation: DanceError.Operation) {
        if state == .inactive { activate() }
        if state == .active {
            if isRunning, !interruptible {
                return reject(operation, .notInterruptible)
            }
            // Settling captured tracks at their start or end overwrites the frame `stop` would
            // render first (content may need it, so it always gets it).
            let rendering = position == .current || content != nil
            stop(false, operation: operation, rendering: rendering)
        }
        finish(at: position, operation: operation)
    }

    /// Lets every property this running animator moves keep its velocity for `successor`:
    /// a spring in `successor` that animates the property starts with it.
    func handVelocity(to successor: PropertyAnimator) {
        let id = successor.id
        tracks.visit { track in track.keepVelocity(for: id) }
    }

    /// Resumes `continuation` once when the animator ends, as ``finished`` does, without the
    /// waiting task holding the animator.
    func resumeAtEnd(_ continuation: CheckedContinuation<AnimatingPosition?, Never>) {
        finishWaiters.append(continuation)
    }
}
