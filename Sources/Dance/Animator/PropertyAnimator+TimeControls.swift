import Foundation

extension PropertyAnimator {
    // MARK: - Speed

    /// How fast the animation plays: 2 is twice as fast, 0.5 half as fast, 0 holds it still
    /// (mirrors Core Animation's `speed`, the Web's `playbackRate`).
    ///
    /// Default 1. Changing it moves no value: the timeline continues from where it is at the
    /// new rate (a delay still to wait is not changed). At 0 a running animator stays running
    /// (``isRunning`` is `true`) but still. ``duration`` keeps meaning one pass at speed 1, so a
    /// 1 s animation at speed 2 ends after 0.5 s.
    ///
    /// Valid values: 0, or 1e-6…1e6. Any other value (or NaN) reports
    /// ``DanceError/invalidArgument(tag:operation:argument:value:)`` and changes nothing. A pass
    /// shorter than 1e-6 s of clock time (a traversal's seconds — ``duration``, or what
    /// ``continueAnimation(withTimingParameters:durationFactor:)`` made them — × duration scale
    /// ÷ speed) completes on the next frame, as a duration of 0 does.
    public var speed: Double {
        get { speedValue }
        set { setSpeed(newValue, operation: .setSpeed) }
    }

    func setSpeed(_ speed: Double, operation: DanceError.Operation) {
        if state != .inactive, rejectsDuringFrame(operation) { return }
        guard speed == 0 || DurationLimits.paces.contains(speed) else {
            return reject(operation, .speed, speed)
        }
        speedValue = speed
        applyPace(delayScale: 1)
    }

    // MARK: - Repeating

    /// How many passes the animation plays (mirrors Core Animation's `repeatCount`).
    ///
    /// Default 0, which plays once, as 1 does. A fractional count ends inside a pass: 2.5
    /// plays two passes and half of a third, and the completions get `.current`. `.infinity`
    /// repeats until stopped and never completes on its own. Each pass lasts ``duration``, or
    /// twice that when ``autoreverses``.
    ///
    /// Counts up to 1e9 play that many passes. A larger count, Core Animation's "forever"
    /// `.greatestFiniteMagnitude` among them, repeats forever exactly as `.infinity` does
    /// (started reversed it plays back from the end of the first pass); the property still
    /// reads the count set. Up to 1e9 passes a position within a pass stays exact to 2.4e-7,
    /// so scrubbing and reversing work on the last pass as on the first.
    ///
    /// Set it while inactive; otherwise ``DanceError/wrongState(tag:operation:reason:)`` is
    /// reported. A negative count or NaN reports
    /// ``DanceError/invalidArgument(tag:operation:argument:value:)``. Nothing changes on an
    /// error.
    public var repeatCount: Double {
        get { repeatCountValue }
        set {
            setRepeats(count: newValue, autoreverses: autoreverses, operation: .setRepeatCount)
        }
    }

    /// Sets ``repeatCount`` and ``autoreverses`` together, reporting errors for `operation`.
    func setRepeats(count: Double, autoreverses: Bool, operation: DanceError.Operation) {
        // Inactive, as it must be to change, the animator is nothing a frame reads.
        if state != .inactive, rejectsDuringFrame(operation) { return }
        guard count >= 0 else { return reject(operation, .repeatCount, count) }
        guard state == .inactive else {
            return reject(operation, state == .stopped ? .stopped : .active)
        }
        repeatCountValue = count
        timeline.setRepeats(passes: count, autoreverses: autoreverses)
    }

    /// Whether each pass plays forwards, then backwards (mirrors Core Animation's
    /// `autoreverses`).
    ///
    /// Default `false`. When `true` a pass lasts 2 × ``duration``; after a whole number of passes
    /// the animation ends at its start values, the completions get `.start`, and the model
    /// values become the start values. Set it while inactive; otherwise
    /// ``DanceError/wrongState(tag:operation:reason:)`` is reported and nothing changes.
    public var autoreverses: Bool {
        get { timeline.autoreverses }
        set {
            setRepeats(count: repeatCountValue, autoreverses: newValue, operation: .setAutoreverses)
        }
    }

    // MARK: - Pausing at a fraction

    /// Runs the animation to `fraction` and pauses exactly there (GSAP's `tweenTo`; UIKit has
    /// no equivalent).
    ///
    /// Works on an inactive animator (which becomes active first), a paused one and a running
    /// one. The animation runs forwards if `fraction` lies ahead of the position in the current
    /// traversal, reversed (``isReversed`` becomes `true`) if it lies behind, at the animator's
    /// pace — ``speed`` and ``duration``, or the time per traversal a
    /// ``continueAnimation(withTimingParameters:durationFactor:)`` set — and pauses at `fraction`
    /// exactly, whatever the frame times. No completion runs, even at 0 or 1. Calling
    /// ``startAnimation()``, ``pauseAnimation()``, reversing, scrubbing, stopping or continuing
    /// on the way cancels the pause.
    ///
    /// - Parameter fraction: The position to pause at, in 0…1; otherwise
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)``.
    ///
    /// Reports ``DanceError/wrongState(tag:operation:reason:)`` when the animator is stopped, or
    /// running and not interruptible. Nothing changes on an error.
    public func pauseAnimation(atFraction fraction: Double) {
        pause(atFraction: fraction, operation: .pauseAnimationAtFraction, argument: .fraction)
    }

    func pause(
        atFraction fraction: Double, operation: DanceError.Operation,
        argument: DanceError.Argument
    ) {
        if rejectsDuringFrame(operation) { return }
        guard fraction >= 0, fraction <= 1 else { return reject(operation, argument, fraction) }
        applyDuePause()
        switch state {
        case .stopped:
            return reject(operation, .stopped)
        case .inactive:
            // Runs at once unless the fraction is where it starts.
            activate(startsRunningNow: fraction != (timeline.isReversed ? 1 : 0))
            // A block that stopped or finished the animator itself has the last word.
            guard state == .active else { return }
        case .active:
            if rejectsInterruption(operation) { return }
        }
        let now = self.now
        // Reading the clock may report a bad time, and the error handler may have ended the
        // animator meanwhile: it has the last word.
        guard state == .active else { return }
        if timeline.isRunning {
            cancelPauseAtFraction()
            timeline.retime(secondsPerUnit: timeline.secondsPerUnit, at: now)
        }
        let current = timeline.anchorProgress
        let target = timeline.progress(showing: fraction, near: current)
        guard target != current else { return pause(operation: operation) }
        if (target < current) != timeline.isReversed { timeline.reverse(at: now) }
        if !timeline.isRunning {
            pivotOntoLinearScrub()
            isScrubbing = false
            runTimeline(delay: 0, at: now)
        }
        pauseTarget = target
        scheduledPauseTime = timeline.time(reaching: target)
        Diagnostics.log("Dance: animator \(id) runs to \(fraction)", level: .debug)
    }

    /// Whether the animator runs towards a ``pauseAnimation(atFraction:)``.
    var isPausingAtFraction: Bool { !pauseTarget.isNaN }

    /// Forgets the pause ``pauseAnimation(atFraction:)`` scheduled.
    ///
    /// A running animator stays in (or, when the frame that reached the fraction has just
    /// taken it out, goes back into) the frame loop, in the batch if nothing else keeps it
    /// single: the pause was what took it out.
    func cancelPauseAtFraction() {
        pauseTarget = .nan
        scheduledPauseTime = nil
        if state == .active, timeline.isRunning { joinFrameLoop() }
    }

    // MARK: - Pace

    /// Clock seconds per traversal at `durationScale` and the animator's speed: 0 (jump to the
    /// end on the next frame) for a pass shorter than ``DurationLimits/shortest``, so that the
    /// rate, 1 / seconds per traversal, stays at most 1e6.
    func clockSecondsPerUnit(durationScale: Double) -> TimeInterval {
        if durationScale == 0 { return 0 }
        if speedValue == 0 { return .infinity }
        let seconds = naturalSecondsPerUnit * durationScale / speedValue
        return seconds < DurationLimits.shortest ? 0 : seconds
    }

    /// Starts the timeline moving at `time` (the clock's ``now`` by default) after `delay`
    /// seconds (times the duration scale) at the current pace, and joins the frame loop.
    ///
    /// Reading the clock may report a bad time: the error handler may then have stopped,
    /// finished or started the animator, and has the last word (the animator stays as the
    /// handler left it).
    func runTimeline(delay: TimeInterval, at time: TimeInterval? = nil) {
        let time = time ?? now
        guard state == .active, !timeline.isRunning else { return }
        let durationScale = AnimationDriver.shared.durationScale
        timeline.secondsPerUnit = clockSecondsPerUnit(durationScale: durationScale)
        timeline.run(at: time, delay: delay * durationScale)
        joinFrameLoop()
    }

    /// Re-anchors a running timeline at the current pace (speed or duration scale changed), so
    /// that nothing jumps; a delay still to wait is multiplied by `delayScale`, as is the wait
    /// for a pause after a delay (Dance's `pause(after:)`).
    func applyPace(delayScale: Double) {
        // A scheduled pause the clock has passed (no frame since) holds the playhead where it
        // fell due, at the old pace; the next frame or call applies it. Re-anchoring here (at
        // `now`, past it) would move where it lands.
        guard state == .active, timeline.isRunning, duePauseTime == nil else { return }
        // Reading the clock may report a bad time: the error handler has the last word.
        let now = self.now
        guard state == .active, timeline.isRunning else { return }
        dropPassedPause()
        let durationScale = AnimationDriver.shared.durationScale
        timeline.retime(
            secondsPerUnit: clockSecondsPerUnit(durationScale: durationScale),
            delayScale: delayScale, at: now)
        if isPausingAtFraction {
            scheduledPauseTime = timeline.time(reaching: pauseTarget)
        } else if let pauseTime = scheduledPauseTime, delayScale > 0 {
            // At a duration scale of 0 the animation ends on the next frame, before any
            // `pause(after:)` (see `pauseFallsDue`): the wait is kept, not collapsed to now,
            // so that a scale set back before that frame finds it where it was.
            scheduledPauseTime = now + (pauseTime - now) * delayScale
        }
    }
}
