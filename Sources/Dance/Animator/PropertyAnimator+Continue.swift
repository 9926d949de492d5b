import Foundation

extension PropertyAnimator {
    /// Resumes the animation with new timing and duration (mirrors
    /// `continueAnimation(withTimingParameters:durationFactor:)`).
    ///
    /// - Parameters:
    ///   - parameters: The timing for the rest of the animation, or `nil` to keep the current
    ///     timing. Running forwards, the rest of every track starts again from its current
    ///     presentation value, so nothing jumps; a spring made with a damping ratio is fitted to
    ///     the remaining time, and a physical spring's settling duration replaces it. Running
    ///     reversed, the new timing applies to the whole timeline.
    ///   - durationFactor: > 0 makes the remaining time `durationFactor × duration`; 0 keeps
    ///     the remaining time as it is. Negative or NaN reports
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)``.
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
        let now = self.now
        timeline.freeze(at: now)
        let position = timeline.anchorPosition
        let remainingFraction = abs(timeline.target - position)
        var remainingSeconds =
            durationFactor > 0
            ? durationFactor * duration : remainingFraction * timeline.secondsPerUnit
        if let parameters {
            remainingSeconds = retime(with: parameters, at: position, seconds: remainingSeconds)
        }
        if remainingFraction > 0 {
            timeline.secondsPerUnit = remainingSeconds / remainingFraction
        }
        isScrubbing = false
        timeline.run(at: now)
        AnimationDriver.shared.schedule(self)
    }

    /// Switches to `parameters` for the rest of the animation and returns the seconds it takes.
    private func retime(
        with parameters: any TimingCurveProvider, at position: Double, seconds: TimeInterval
    ) -> TimeInterval {
        guard !timeline.isReversed, position < 1 else {
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
