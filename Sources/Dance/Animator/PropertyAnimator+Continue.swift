import Foundation

extension PropertyAnimator {
    /// Resumes the animation with new timing and duration (mirrors
    /// `continueAnimation(withTimingParameters:durationFactor:)`).
    ///
    /// - Parameters:
    ///   - parameters: The timing for the rest of the animation, or `nil` to keep the current
    ///     timing. Every property goes on from the value it shows now, so nothing jumps: the new
    ///     timing leads it from there to its end value, or, running reversed (an interactive
    ///     gesture cancelled), back to its start value. A spring made with a damping ratio is
    ///     fitted to the remaining time, and a physical spring's settling duration replaces it.
    ///     The part of the timeline on the other side of where it continued is then covered
    ///     linearly: reversing after continuing forwards (or the other way round), scrubbing
    ///     there or finishing at either end still reaches the properties' own start and end
    ///     values. Repeating (``repeatCount``, ``autoreverses``), the new timing applies to the
    ///     whole of every traversal instead, and values may jump.
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
        // The timing is replaced below: the batch's rows borrow the old one.
        leaveFramePath()
        let towardsStart = timeline.isReversed
        guard !timeline.repeats, towardsStart ? position > 0 : position < 1 else {
            let resolved = TimingFunction.resolve(parameters, duration: duration)
            timing = resolved.function
            return seconds
        }
        let entries = pivotEntries(at: position, towardsStart: towardsStart)
        let resolved = TimingFunction.resolve(parameters, duration: seconds)
        timing = resolved.function
        pivot = TimingPivot(position: position, towardsStart: towardsStart, entries: entries)
        return resolved.duration
    }

    /// What the tracks that have started by `position` show there under the timing they have
    /// now (and the pivot they have now, if continued before): one entry per span start.
    ///
    /// Running reversed, a track whose span starts at `position` has not started either: it
    /// shows its start there, and the new timing has nothing to lead it back to.
    private func pivotEntries(at position: Double, towardsStart: Bool) -> [TimingPivot.Entry] {
        let linear = isScrubbing && scrubsLinearly
        var entries: [TimingPivot.Entry] = []
        tracks.visit { track in
            guard let spanStart = track.spanStart(ofTrackBy: id), spanStart < position,
                !entries.contains(where: { $0.spanStart == spanStart })
            else { return }
            entries.append(
                TimingPivot.Entry(
                    spanStart: spanStart,
                    fraction: progress(at: position, spanStart: spanStart, linear: linear),
                    response: velocityResponse(at: position, spanStart: spanStart)))
        }
        return entries
    }

    /// The motion B of a unit initial velocity on a track spanning `spanStart…1` at timeline
    /// `position` (see ``TrackMotion``).
    private func velocityResponse(at position: Double, spanStart: Double) -> Double {
        if let pivot, let entry = pivot.entry(spanStart: spanStart) {
            return pivot.motion(of: entry, at: position, timing: timing, slopes: false).response
        }
        return timing.velocityResponse(at: localProgress(at: position, spanStart: spanStart))
    }
}
