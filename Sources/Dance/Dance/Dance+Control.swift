import Foundation

extension Dance {
    // MARK: - Completions

    /// Adds a block to run once when the animation ends, with the position it ended at.
    ///
    /// Completions run in the order added, after the factory has forgotten the animation, so a
    /// completion may start a new animation on the same node.
    ///
    /// The animation of a node that is released ends without finishing, whenever that end
    /// comes: the handle holds the node weakly, and a completion added here runs only while
    /// the node exists (and ``finished`` gives `nil`). So it makes no difference whether the
    /// table of handles sweeps the node's entry first (ending the animation where it is) or
    /// the animation reaches its end or is finished first: the completion does not run.
    ///
    /// To be called back whatever happens to the node, keep the node alive (a completion that
    /// uses it does), or add the completion to ``animator`` itself with
    /// ``PropertyAnimator/addCompletion(_:)``: the animator keeps UIKit's contract and runs it
    /// once in either order, with the position the animation ended at — `.end` if it reached
    /// its end first, `.current` if the sweep ended it first (as `stopAnimation(false)` then
    /// `finishAnimation(at: .current)`). An animation never started ends without completions.
    @discardableResult
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) -> Dance {
        existingAnimator()?.addCompletion { [self] position in
            if base != nil { completion(position) }
        }
        return self
    }

    // MARK: - Starting and pausing

    /// Starts the animation, or resumes it from where it is.
    @discardableResult
    public func start() -> Dance {
        existingAnimator()?.start(afterDelay: 0, operation: .start)
        return self
    }

    /// Starts the animation after `delay` seconds of animation-clock time.
    ///
    /// - Parameter delay: Seconds in 0…1e9; otherwise
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    @discardableResult
    public func start(after delay: TimeInterval) -> Dance {
        existingAnimator()?.start(afterDelay: delay, operation: .start)
        return self
    }

    /// Pauses the animation (an animation not yet started becomes active and paused).
    @discardableResult
    public func pause() -> Dance {
        existingAnimator()?.pause(operation: .pause)
        return self
    }

    /// Pauses the running animation `delay` seconds of animation-clock time from now.
    ///
    /// As with ``start(after:)``, ``AnimationDriver/durationScale`` stretches the wait (at 2,
    /// `pause(after: 0.5)` pauses after 1 s of clock time, half-way through a 1 s animation
    /// started with it) and ``speed(_:)`` does not.
    ///
    /// The pause lands at exactly that time, whatever the frame times; if the animation ends
    /// first, it completes as usual. Paused or not yet started, it pauses at once if `delay`
    /// is 0 and is otherwise left alone.
    ///
    /// - Parameter delay: Seconds in 0…1e9; otherwise
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    @discardableResult
    public func pause(after delay: TimeInterval) -> Dance {
        guard let animator = existingAnimator() else { return self }
        guard DurationLimits.allowsAnimator(delay) else {
            animator.reject(.pause, .delay, delay)
            return self
        }
        if delay == 0 || animator.state == .stopped {
            animator.pause(operation: .pause)
        } else if animator.isRunning {
            guard animator.isInterruptible else {
                animator.reject(.pause, .notInterruptible)
                return self
            }
            animator.schedulePause(afterDelay: delay)
        }
        return self
    }

    // MARK: - Scrubbing and reversing

    /// Moves the animation to `progress` on its timeline (0 start values, 1 end values).
    ///
    /// Forgiving, unlike `fractionComplete`: a running animation is paused first and one not
    /// yet started is activated paused; then it is scrubbed (linearly, as `scrubsLinearly`).
    ///
    /// - Parameter progress: 0…1; otherwise
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    @discardableResult
    public func setProgress(to progress: Double) -> Dance {
        guard let animator = existingAnimator() else { return self }
        guard progress >= 0, progress <= 1 else {
            animator.reject(.setProgress, .progress, progress)
            return self
        }
        if animator.isRunning {
            animator.pause(operation: .setProgress)
            guard !animator.isRunning else { return self }
        }
        animator.scrub(to: progress, operation: .setProgress, argument: .progress)
        return self
    }

    /// Reverses the direction of the animation (toggles ``isReversed``).
    ///
    /// A running animation turns around where it is and ends at its start values.
    @discardableResult
    public func reverse() -> Dance {
        guard let animator = existingAnimator() else { return self }
        animator.setReversed(!animator.isReversed, operation: .reverse)
        return self
    }

    // MARK: - Finishing

    /// Ends the animation at `position` now, whether it was started or not, and runs its
    /// completions before returning.
    ///
    /// An animation not yet started runs its block first, so `.end` gives the end values.
    @discardableResult
    public func finish(at position: AnimatingPosition) -> Dance {
        guard let animator = existingAnimator() else { return self }
        animator.finishNow(at: position, operation: .finish)
        return self
    }
}
