import Foundation

extension PropertyAnimator {
    // MARK: - Starting and pausing

    /// Starts or resumes the animation (mirrors `startAnimation()`).
    ///
    /// An inactive animator runs its animation blocks now, then moves; a paused one resumes
    /// from where it is (along its timing curve, even after linear scrubbing); a running one is
    /// left alone. A stopped animator reports ``DanceError/wrongState(tag:operation:reason:)``.
    public func startAnimation() {
        start(afterDelay: 0, operation: .startAnimation)
    }

    /// Starts or resumes the animation after `delay` seconds (mirrors
    /// `startAnimation(afterDelay:)`).
    ///
    /// The animation blocks of an inactive animator run now, at the call: from values are
    /// captured and model values change now; only the motion waits. ``delay`` reports `delay`;
    /// the wait is `delay` × ``AnimationDriver/durationScale`` (``speed`` does not change it).
    ///
    /// - Parameter delay: Seconds, finite and ≥ 0; otherwise
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    public func startAnimation(afterDelay delay: TimeInterval) {
        start(afterDelay: delay, operation: .startAnimation)
    }

    func start(afterDelay delay: TimeInterval, operation: DanceError.Operation) {
        guard delay.isFinite, delay >= 0 else { return reject(operation, .delay, delay) }
        switch state {
        case .stopped:
            return reject(operation, .stopped)
        case .active where timeline.isRunning:
            // Running towards `pauseAnimation(atFraction:)`: play on to the end instead.
            if isPausingAtFraction { cancelPauseAtFraction() }
            return
        case .inactive:
            activate()
        case .active:
            break
        }
        self.delay = delay
        isScrubbing = false
        runTimeline(delay: delay)
        Diagnostics.log("Dance: animator \(id) started (delay \(delay) s)", level: .debug)
    }

    /// Pauses a running animation, or activates an inactive one in the paused state (mirrors
    /// `pauseAnimation()`).
    ///
    /// Reports ``DanceError/wrongState(tag:operation:reason:)`` when the animator is stopped,
    /// or running and not interruptible.
    public func pauseAnimation() {
        pause(operation: .pauseAnimation)
    }

    func pause(operation: DanceError.Operation) {
        switch state {
        case .stopped:
            return reject(operation, .stopped)
        case .active where !timeline.isRunning:
            return
        case .active:
            guard interruptible else { return reject(operation, .notInterruptible) }
            freeze(at: now)
        case .inactive:
            activate()
        }
        Diagnostics.log("Dance: animator \(id) paused", level: .debug)
    }

    /// Pauses a running animation `delay` seconds of clock time from now (Dance's
    /// `pause(after:)`): the pause lands at exactly that time, whatever the frame times.
    func schedulePause(afterDelay delay: TimeInterval) {
        scheduledPauseTime = now + delay
    }

    /// Stops moving at clock time `time` and shows the position reached there (unless
    /// `rendering` is false: the caller overwrites every value at once, see `stop`).
    func freeze(at time: TimeInterval, rendering: Bool = true) {
        timeline.freeze(at: time)
        scheduledPauseTime = nil
        pauseTarget = .nan
        AnimationDriver.shared.unschedule(self)
        if rendering { render(at: timeline.anchorPosition) }
    }

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
        switch state {
        case .inactive: return reject(operation, .inactive)
        case .stopped: return reject(operation, .stopped)
        case .active: break
        }
        if timeline.isRunning, !interruptible { return reject(operation, .notInterruptible) }
        if timeline.isRunning { freeze(at: now, rendering: rendering) }
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
        notifyEnd()
        resumeFinishWaiters(returning: position)
        Diagnostics.log("Dance: animator \(id) completed at \(position)", level: .debug)
        for completion in completions {
            completion(position)
        }
    }

    /// Leaves the properties this animator still owns at `position` and forgets its tracks.
    func settleTracks(at position: SettlePosition) {
        tracks.visit { track in track.settle(owner: id, at: position) }
        tracks.removeAll()
        content?.settle(at: position)
        content = nil
    }

    /// Returns to a fresh inactive state, ready to be given new animations.
    func resetAfterEnd() {
        if driverSlot >= 0 { AnimationDriver.shared.unschedule(self) }
        state = .inactive
        timeline = Timeline(secondsPerUnit: duration, repeatingAs: timeline)
        naturalSecondsPerUnit = duration
        pauseTarget = .nan
        baseSpanStart = 0
        isScrubbing = false
        reachedEnd = nil
        scheduledPauseTime = nil
    }
}
