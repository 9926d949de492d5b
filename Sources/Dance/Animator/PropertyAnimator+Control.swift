import Foundation

extension PropertyAnimator {
    // MARK: - Starting and pausing

    /// Starts or resumes the animation (mirrors `startAnimation()`).
    ///
    /// An inactive animator runs its animation blocks now, then moves; a paused one resumes
    /// from where it is along its timing curve — after a linear scrub (``scrubsLinearly``),
    /// from the values shown, the curve running over the rest of the timeline, so nothing
    /// jumps; a running one is left alone. A stopped animator reports ``DanceError/wrongState(tag:operation:reason:)``.
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
    /// - Parameter delay: Seconds in 0…1e9; otherwise
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    public func startAnimation(afterDelay delay: TimeInterval) {
        start(afterDelay: delay, operation: .startAnimation)
    }

    func start(afterDelay delay: TimeInterval, operation: DanceError.Operation) {
        if rejectsDuringFrame(operation) { return }
        guard DurationLimits.allowsAnimator(delay) else { return reject(operation, .delay, delay) }
        applyDuePause()
        switch state {
        case .stopped:
            return reject(operation, .stopped)
        case .active where timeline.isRunning:
            // Running towards `pauseAnimation(atFraction:)`: play on to the end instead.
            if isPausingAtFraction { cancelPauseAtFraction() }
            return
        case .inactive:
            activate(startsRunningNow: delay == 0)
            // A block that stopped, finished or started the animator itself has the last word.
            guard state == .active, !timeline.isRunning else { return }
        case .active:
            break
        }
        self.delay = delay
        pivotOntoLinearScrub()
        isScrubbing = false
        runTimeline(delay: delay)
        Diagnostics.log("Dance: animator \(id) started (delay \(delay) s)", level: .debug)
    }

    /// Pauses a running animation, or activates an inactive one in the paused state (mirrors
    /// `pauseAnimation()`).
    ///
    /// Pausing while a start delay is still running drops the rest of the delay (Apple's
    /// documentation is silent here): the animation holds its start, ``startAnimation()`` moves
    /// it at once and ``startAnimation(afterDelay:)`` waits anew.
    ///
    /// Reports ``DanceError/wrongState(tag:operation:reason:)`` when the animator is stopped,
    /// or running and not interruptible.
    public func pauseAnimation() {
        pause(operation: .pauseAnimation)
    }

    func pause(operation: DanceError.Operation) {
        if rejectsDuringFrame(operation) { return }
        applyDuePause()
        switch state {
        case .stopped:
            return reject(operation, .stopped)
        case .active where !timeline.isRunning:
            return
        case .active:
            if rejectsInterruption(operation) { return }
            // Reading the clock may report a bad time: the error handler has the last word.
            let now = self.now
            guard state == .active, timeline.isRunning else { return }
            freeze(at: now)
        case .inactive:
            activate()
        }
        Diagnostics.log("Dance: animator \(id) paused", level: .debug)
    }

    /// Whether the animator runs and is not interruptible, so that `operation` — a pause, a
    /// stop, a reversal or new timing — would interrupt it (Apple's `isInterruptible`: "the
    /// animations run to completion (and without interruption)"); then reports
    /// ``DanceError/StateReason/notInterruptible`` for it.
    ///
    /// Callers apply a due scheduled pause first (`applyDuePause()`): an animator that paused
    /// itself there is no longer running. A start delay counts as running; a paused animator
    /// may be changed.
    func rejectsInterruption(_ operation: DanceError.Operation) -> Bool {
        guard state == .active, timeline.isRunning, !interruptible else { return false }
        reject(operation, .notInterruptible)
        return true
    }

    /// Pauses a running animation `delay` seconds from now (Dance's `pause(after:)`): the pause
    /// lands at exactly that time, whatever the frame times.
    ///
    /// The wait is `delay` × ``AnimationDriver/durationScale`` of clock time, as a start's
    /// delay is (``speed`` does not change either); a change of scale while it waits rescales
    /// what is left of it (``applyPace(delayScale:)``).
    ///
    /// It replaces a pause scheduled before, at a fraction included (as that one replaces
    /// this): the animator keeps one scheduled pause, the last asked for.
    func schedulePause(afterDelay delay: TimeInterval) {
        if rejectsDuringFrame(.pause) { return }
        // A pause already due takes effect first: paused, the animator is left alone.
        applyDuePause()
        guard timeline.isRunning else { return }
        // Reading the clock may report a bad time: the error handler has the last word.
        let now = self.now
        guard state == .active, timeline.isRunning else { return }
        pauseTarget = .nan
        scheduledPauseTime = now + delay * AnimationDriver.shared.durationScale
    }

    /// Stops moving at clock time `time` and shows the position reached there (unless
    /// `rendering` is false: the caller overwrites every value at once, see `stop`).
    func freeze(at time: TimeInterval, rendering: Bool = true) {
        timeline.freeze(at: time)
        scheduledPauseTime = nil
        pauseTarget = .nan
        leaveFrameLoop()
        if rendering { render(at: timeline.anchorPosition) }
    }
}
