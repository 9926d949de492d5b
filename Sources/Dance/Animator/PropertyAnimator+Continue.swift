import Foundation

extension PropertyAnimator {
    /// Resumes the animation with new timing and duration (mirrors
    /// `continueAnimation(withTimingParameters:durationFactor:)`).
    ///
    /// - Parameters:
    ///   - parameters: The timing for the rest of the animation, or `nil` to keep the current
    ///     timing. Running forwards, the rest of every track starts again from its current
    ///     presentation value, so nothing jumps; a spring made with a damping ratio is fitted to
    ///     the remaining time, and a physical spring's settling duration replaces it. From then
    ///     on that value is where those tracks start: reversing to the start, scrubbing to 0 or
    ///     finishing at `.start` shows it, not the values before (Apple's documentation is
    ///     silent; continue with `nil` to keep the whole span). Running reversed, or repeating
    ///     (``repeatCount``, ``autoreverses``), the new timing applies to the whole of every
    ///     traversal.
    ///   - durationFactor: > 0 makes the remaining time `durationFactor × duration` (of all the
    ///     passes left; with `repeatCount` `.infinity`, of each traversal from now on), at
    ///     ``speed`` 1 and duration scale 1; 0 keeps the remaining time as it is. Negative or NaN reports
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)``.
    ///
    /// During a start delay it starts the motion at once (the rest of the delay is dropped, as
    /// pausing drops it).
    ///
    /// Allowed while active (paused or running); otherwise reports
    /// ``DanceError/wrongState(tag:operation:reason:)``. Nothing changes on an error.
    public func continueAnimation(
        withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double
    ) {
        guard durationFactor >= 0, durationFactor.isFinite else {
            return reject(.continueAnimation, .durationFactor, durationFactor)
        }
        switch state {
        case .inactive: return reject(.continueAnimation, .inactive)
        case .stopped: return reject(.continueAnimation, .stopped)
        case .active: break
        }
        timeline.freeze(at: now)
        if isPausingAtFraction { cancelPauseAtFraction() }
        let progress = timeline.anchorProgress
        let position = timeline.anchorPosition
        let remaining = abs(timeline.targetProgress - progress)
        if remaining.isFinite {
            var seconds =
                durationFactor > 0
                ? durationFactor * duration : remaining * naturalSecondsPerUnit
            if let parameters {
                seconds = retime(with: parameters, at: position, seconds: seconds)
            }
            if remaining > 0 { naturalSecondsPerUnit = seconds / remaining }
        } else {
            // Endless: the factor sets the time of every traversal from now on.
            if durationFactor > 0 { naturalSecondsPerUnit = durationFactor * duration }
            if let parameters { _ = retime(with: parameters, at: position, seconds: 0) }
        }
        isScrubbing = false
        runTimeline(delay: 0)
    }

    /// Switches to `parameters` for the rest of the animation and returns the seconds it takes.
    private func retime(
        with parameters: any TimingCurveProvider, at position: Double, seconds: TimeInterval
    ) -> TimeInterval {
        // Tracks are rebased and the timing replaced below: not something the batch renders.
        leaveFramePath()
        guard !timeline.isReversed, !timeline.repeats, position < 1 else {
            let resolved = TimingFunction.resolve(parameters, duration: duration)
            timing = resolved.function
            return seconds
        }
        render(at: position)
        let resolved = TimingFunction.resolve(parameters, duration: seconds)
        timing = resolved.function
        tracks.visit { track in
            // A track added with a delay that has not started yet keeps its own start.
            track.rebase(owner: id, spanStart: position)
        }
        baseSpanStart = position
        return resolved.duration
    }
}
