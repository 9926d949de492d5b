import Foundation

extension PropertyAnimator {
    /// Ends the animation where it is without running completions, whatever the state and
    /// interruptibility (the node it animates is gone).
    func abandon() {
        if timeline.isRunning { freeze(at: now) }
        endWithoutCompletions()
    }

    /// Leaves every property where it is and becomes inactive without running completions:
    /// `stopAnimation(true)`, or an animation whose node is gone.
    func endWithoutCompletions() {
        settleTracks(at: .current)
        pendingAnimations.removeAll()
        completions.removeAll()
        resetAfterEnd()
        notifyEnd()
        resumeFinishWaiters(returning: nil)
    }
}
