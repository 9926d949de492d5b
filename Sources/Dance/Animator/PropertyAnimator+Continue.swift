import Foundation

extension PropertyAnimator {
    /// Resumes the animation with new timing and duration (mirrors
    /// `continueAnimation(withTimingParameters:durationFactor:)`).
    ///
    /// - Parameters:
    ///   - parameters: The timing for the rest of the animation, or `nil` to keep the current
    ///     timing. New timing takes every property on from the value it shows now, so nothing
    ///     jumps: it leads the property from there to its end value, or, running reversed (an
    ///     interactive gesture cancelled), back to its start value — a block added with a delay
    ///     factor reaches its start where its span begins, following the timing over its own
    ///     part of the way, as it does running forwards. A spring made with a damping ratio is
    ///     fitted to the remaining time, and a physical spring's or a decay's settling duration
    ///     replaces it.
    ///     The part of the timeline on the other side of where it continued is covered
    ///     linearly: reversing after continuing forwards (or the other way round), scrubbing
    ///     there or finishing at either end still reaches the properties' own start and end
    ///     values. Blocks added afterwards follow the new timing over their own span.
    ///     ``timingParameters`` reports the new timing until the animation ends; a later run
    ///     uses the animator's own again. `nil` resumes the current timing as
    ///     ``startAnimation()`` does: after a linear scrub (``scrubsLinearly``) from the values
    ///     shown, the curve running over the rest of the timeline. Repeating (``repeatCount``,
    ///     ``autoreverses``), new timing applies to the whole of every traversal instead, and
    ///     values may jump; declarative steps keep each step's own curve, so only the remaining
    ///     time changes (with a physical spring, to its settling duration, whatever
    ///     `durationFactor` says). A physical spring's or a decay's settling duration is held to
    ///     an animator's range, 0…1e9 s: one that settles only after more than 1e9 s (its
    ///     parameters can each be in range) reports
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)`` with argument
    ///     `.duration` and the settling duration as its value, and nothing changes.
    ///   - durationFactor: > 0 makes the remaining time `durationFactor × duration` (of all the
    ///     passes left; with `repeatCount` `.infinity`, of each traversal from now on), at
    ///     ``speed`` 1 and duration scale 1; 0 keeps the remaining time as it is. Many passes
    ///     left in a short time can make a traversal shorter than 1e-6 s: the animator then
    ///     completes on the next frame, as any pass that short does (see ``speed``); so does a
    ///     part left so small that the time spread over it would overflow (under about 1e-295
    ///     of the way). Negative, NaN, or so large that `durationFactor × duration` passes
    ///     1e9 s (an animator's longest duration), it reports
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)``.
    ///
    /// During a start delay it starts the motion at once (the rest of the delay is dropped, as
    /// pausing drops it).
    ///
    /// Allowed while active (paused or running; a non-interruptible animator only paused, see
    /// ``isInterruptible``); otherwise reports ``DanceError/wrongState(tag:operation:reason:)``.
    /// Nothing changes on an error.
    public func continueAnimation(
        withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double
    ) {
        if rejectsDuringFrame(.continueAnimation) { return }
        // The getters of a provider of the user's own type run now, before anything changes:
        // the state checks below see what their code did.
        let parameters = parameters.map(TimingProviderSnapshot.reading)
        // So is the clock's error report, if its time is bad (the error handler runs).
        let now = self.now
        // The remaining time it sets obeys an animator's longest duration (1e9 s), so that the
        // new timing's slope times the rate stays finite.
        guard durationFactor >= 0, durationFactor.isFinite,
            DurationLimits.allowsAnimator(durationFactor * duration)
        else {
            return reject(.continueAnimation, .durationFactor, durationFactor)
        }
        // So does a physical spring's or a decay's settling duration, which replaces the
        // remaining time.
        if let parameters, let settling = TimingFunction.overlongSettling(of: parameters) {
            return reject(.continueAnimation, .duration, settling)
        }
        applyDuePause()
        switch state {
        case .inactive: return reject(.continueAnimation, .inactive)
        case .stopped: return reject(.continueAnimation, .stopped)
        case .active: break
        }
        // New timing or length would interrupt a running non-interruptible animation.
        if rejectsInterruption(.continueAnimation) { return }
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
            if remaining > 0 {
                naturalSecondsPerUnit = min(seconds / remaining, DurationLimits.slowestPace)
            }
        } else {
            // Endless: the factor sets the time of every traversal from now on.
            if durationFactor > 0 { naturalSecondsPerUnit = durationFactor * duration }
            if let parameters { _ = retime(with: parameters, at: position, seconds: 0) }
        }
        if parameters == nil { pivotOntoLinearScrub() }
        isScrubbing = false
        runTimeline(delay: 0, at: now)
    }

    /// Before a paused animator scrubbed linearly (``scrubsLinearly``) runs again: the tracks
    /// go on from the linear blend they show, along the timing from there (a timing pivot,
    /// see ``TimingPivot``), instead of jumping back onto the curve.
    ///
    /// Not for a repeating animator, whose timing applies to whole traversals, nor for a
    /// linear one without a pivot, whose curve is the linear blend (it stays batchable).
    @inline(__always)
    func pivotOntoLinearScrub() {
        if isScrubbing { pivotOntoLinearScrubbed() }
    }

    /// The body of ``pivotOntoLinearScrub()``, out of line: most starts follow no scrub.
    @inline(never)
    private func pivotOntoLinearScrubbed() {
        guard scrubsLinearly, !timeline.repeats,
            timing.kind != .linear || rareState?.pivot != nil
        else { return }
        let position = timeline.anchorPosition
        let towardsStart = timeline.isReversed
        guard towardsStart ? position > 0 : position < 1 else { return }
        pivot = TimingPivot(
            position: position, towardsStart: towardsStart, entries: pivotEntries(at: position))
    }

    /// Switches to `parameters` for the rest of the animation and returns the seconds it takes.
    private func retime(
        with parameters: any TimingCurveProvider, at position: Double, seconds: TimeInterval
    ) -> TimeInterval {
        // The timing is replaced below: the batch's rows borrow the old one.
        leaveFramePath()
        if rare.originalTiming == nil { rare.originalTiming = timing }
        let towardsStart = timeline.isReversed
        guard !timeline.repeats, towardsStart ? position > 0 : position < 1 else {
            let resolved = TimingFunction.resolve(parameters, duration: duration)
            timing = resolved.function
            restartYApartFromStart()
            return seconds
        }
        var entries = pivotEntries(at: position)
        let resolved = TimingFunction.resolve(parameters, duration: seconds)
        timing = resolved.function
        restartYApart(&entries, towardsStart: towardsStart)
        pivot = TimingPivot(position: position, towardsStart: towardsStart, entries: entries)
        return resolved.duration
    }

    /// Starts the y axis of each `CGPoint` track of the animator with the new spring's `dy`
    /// rather than its `dx`, relative to the distance it has left, as the x axis starts with
    /// `dx` (see ``SpringTimingParameters/initialVelocity``).
    ///
    /// A track that had started (it has an entry) adds the new spring's response to the
    /// velocity it has, whose own part fades as the new timing runs; one that had not follows
    /// the new timing over its own span, with the new spring's `dy` in place of an earlier
    /// one's. Left with `dx`: a track under another animator's newer track, and one that
    /// started with a velocity handed over that has an x component.
    private func restartYApart(
        _ entries: inout [ObjectIdentifier: TimingPivot.Entry], towardsStart: Bool
    ) {
        let beyond = timing.yVelocityBeyondX
        tracks.visit { track in
            guard track.ownerID.isHeld(by: id) else { return }
            let key = ObjectIdentifier(track)
            guard var entry = entries[key] else { return track.startYApart(by: beyond) }
            guard beyond != 0 else { return }
            let remaining = towardsStart ? -entry.fraction : 1 - entry.fraction
            guard
                let added = track.continueYApart(
                    by: beyond, remaining: remaining, response: entry.response)
            else { return }
            if added.isNew { entry.response = 0 }
            entry.newResponse = added.scale
            entries[key] = entry
        }
    }

    /// New timing over whole traversals (a repeating animator, or one at its end): every track
    /// follows it from its start, with the new spring's `dy` in place of an earlier one's.
    private func restartYApartFromStart() {
        let beyond = timing.yVelocityBeyondX
        tracks.visit { track in
            guard track.ownerID.isHeld(by: id) else { return }
            track.startYApart(by: beyond)
        }
    }

    /// What each track that has started by `position` shows there under the timing it has now
    /// (and the pivot, if continued before), keyed by its property's storage.
    ///
    /// A track whose span starts at `position` has not started: running forwards it follows
    /// the new timing over its span; running reversed it shows its start there, and the new
    /// timing has nothing to lead it back to.
    private func pivotEntries(at position: Double) -> [ObjectIdentifier: TimingPivot.Entry] {
        let linear = isScrubbing && scrubsLinearly
        var entries: [ObjectIdentifier: TimingPivot.Entry] = [:]
        tracks.visit { track in
            guard let spanStart = track.spanStart(ofTrackBy: id), spanStart < position else {
                return
            }
            let key = ObjectIdentifier(track)
            entries[key] = TimingPivot.Entry(
                spanStart: spanStart,
                fraction: progress(at: position, spanStart: spanStart, of: key, linear: linear),
                // The linear blend shows no velocity of the track's own: none is left to fade.
                response: linear ? 0 : velocityResponse(at: position, spanStart: spanStart, of: key)
            )
        }
        return entries
    }

}
