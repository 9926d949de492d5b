import Foundation

/// Every way an animation ends: stopped (with or without finishing), finished, completed at
/// the end of its timeline (``finishFrame()`` calls ``complete(at:)``), ended at once by its
/// handle, or abandoned because its node is gone.
extension PropertyAnimator {
    // MARK: - Stopping and finishing

    /// Stops the animation where it is (mirrors `stopAnimation(_:)`).
    ///
    /// The animated properties' model values become their current presentation values. With
    /// `withoutFinishing` true the animator becomes inactive at once and no completion runs;
    /// with `false` it becomes stopped, and ``finishAnimation(at:)`` must follow.
    ///
    /// Reports ``DanceError/wrongState(tag:operation:reason:)`` when the animator is inactive
    /// or already stopped, or running and not interruptible.
    public func stopAnimation(_ withoutFinishing: Bool) {
        stop(withoutFinishing, operation: .stopAnimation)
    }

    /// Stops the animation as ``stopAnimation(_:)`` does, reporting errors for `operation`.
    ///
    /// `rendering: false` skips showing the position reached; only for a caller that settles
    /// every track at its start or end right away, which overwrites what was shown.
    func stop(
        _ withoutFinishing: Bool, operation: DanceError.Operation, rendering: Bool = true
    ) {
        if rejectsDuringFrame(operation) { return }
        applyDuePause()
        switch state {
        case .inactive: return reject(operation, .inactive)
        case .stopped: return reject(operation, .stopped)
        case .active: break
        }
        if rejectsInterruption(operation) { return }
        if timeline.isRunning {
            // Reading the clock may report a bad time, and the error handler may have ended
            // the animator meanwhile: it has the last word.
            let now = self.now
            guard state == .active else { return }
            freeze(at: now, rendering: rendering)
        }
        if withoutFinishing {
            endWithoutCompletions()
        } else {
            tracks.visit { track in track.stop(owner: id) }
            content?.stop()
            state = .stopped
        }
        Diagnostics.log("Dance: animator \(id) stopped", level: .debug)
    }

    /// Ends a stopped animation at `position` and runs the completions (mirrors
    /// `finishAnimation(at:)`).
    ///
    /// Properties take their end values, start values or current values; the completions run
    /// once each, in the order added, with `position`, before this method returns. Reports
    /// ``DanceError/wrongState(tag:operation:reason:)`` unless the animator is stopped.
    public func finishAnimation(at position: AnimatingPosition) {
        finish(at: position, operation: .finishAnimation)
    }

    func finish(at position: AnimatingPosition, operation: DanceError.Operation) {
        if rejectsDuringFrame(operation) { return }
        guard state == .stopped else { return reject(operation, .notStopped) }
        complete(at: position)
    }

    // MARK: - Ending

    /// Settles the tracks at `position`, becomes inactive and runs the completions.
    func complete(at position: AnimatingPosition) {
        settleTracks(at: position.settlePosition)
        let completions = self.completions
        self.completions.removeAll()
        resetAfterEnd()
        lastRun = .ended(position)
        notifyEnd()
        // The tasks awaiting this end, taken now so that a completion that starts the animator
        // again adds its own for the next one; resumed after the completions, so that a task
        // awaiting through a node's handle sees whether the node outlived them, as a
        // completion added through the handle does.
        let waiters = takeFinishWaiters()
        Diagnostics.log("Dance: animator \(id) completed at \(position)", level: .debug)
        for completion in completions {
            completion(position)
        }
        resume(waiters, returning: position)
    }

    /// Leaves the properties this animator still owns at `position` and forgets its tracks.
    func settleTracks(at position: SettlePosition) {
        // Settling runs the value types' arithmetic (older tracks' offsets) over the borrowed
        // track list: their code must not change animations (see
        // `AnimationDriver.isComputingValues`).
        AnimationDriver.beginComputingValues()
        defer { AnimationDriver.endComputingValues() }
        tracks.visit { track in track.settle(owner: id, at: position) }
        tracks.removeAll()
        content?.settle(at: position)
        content = nil
    }

    /// Returns to a fresh inactive state, ready to be given new animations.
    func resetAfterEnd() {
        leaveFrameLoop()
        state = .inactive
        timeline = Timeline(secondsPerUnit: duration, repeatingAs: timeline)
        naturalSecondsPerUnit = duration
        pauseTarget = .nan
        pivot = nil
        if let original = rareState?.originalTiming {
            // `continueAnimation` timed the rest of that run only.
            timing = original
            rareState?.originalTiming = nil
        }
        isScrubbing = false
        reachedEnd = nil
        scheduledPauseTime = nil
    }

    /// Ends the animation at `position` now, whether it was started or not, and runs its
    /// completions before returning (Dance's `finish(at:)`).
    ///
    /// An inactive animator runs its blocks first, so `.end` gives the end values. A running
    /// animator that is not interruptible reports
    /// ``DanceError/wrongState(tag:operation:reason:)`` for `operation` and changes nothing.
    func finishNow(at position: AnimatingPosition, operation: DanceError.Operation) {
        if rejectsDuringFrame(operation) { return }
        if state == .inactive {
            activate()
            // A block that stopped, finished or started the animator itself has the last word
            // (as in a start): finishing what it left would report an animator not stopped.
            guard state == .active, !timeline.isRunning else { return }
        }
        applyDuePause()
        if state == .active {
            if rejectsInterruption(operation) { return }
            // Settling captured tracks at their start or end overwrites the frame `stop` would
            // render first (content may need it, so it always gets it).
            let rendering = position == .current || content != nil
            stop(false, operation: operation, rendering: rendering)
        }
        finish(at: position, operation: operation)
    }

    // MARK: - Ending the animation of a released node

    /// Ends the animation of a node that is gone where it is, whatever its interruptibility.
    ///
    /// As ``stopAnimation(_:)`` with `false` followed by ``finishAnimation(at:)`` at
    /// `.current`: the completions added to the animator itself run once, with `.current`.
    /// (A handle's own completions and a handle's ``Dance/finished`` check the node and see it
    /// gone.) An animator never started ends without completions, as ``abandon()``.
    func endForReleasedNode() {
        guard state != .inactive else { return abandon() }
        if timeline.isRunning { freeze(at: now) }
        complete(at: .current)
    }

    // MARK: - Ending without completions

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
        removePendingAnimations()
        completions.removeAll()
        resetAfterEnd()
        lastRun = .ended(nil)
        notifyEnd()
        resumeFinishWaiters(returning: nil)
    }
}
