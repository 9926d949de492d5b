import Foundation

extension PropertyAnimator: FrameDriven {
    var isInFrameLoop: Bool { driverSlot >= 0 || framePathRow >= 0 }

    func advance(to now: TimeInterval) -> Bool {
        if pauseFallsDue(by: now) != nil { return true }
        let progress = timeline.progress(at: now)
        render(at: timeline.position(ofProgress: progress))
        // Waiting out a delay where it would end (reversed at its start, or paused at its end
        // and started after a delay), it ends when the delay does, as the motion would.
        guard timeline.isAtEnd(progress, at: now), now >= timeline.anchorTime ?? now else {
            return false
        }
        // Running to a fraction never completes: `finishFrame` pauses there instead.
        if !isPausingAtFraction { reachedEnd = timeline.endPosition }
        return true
    }

    func finishFrame() {
        if let pauseTime = scheduledPauseTime, reachedEnd == nil {
            // Another animator's completion in this frame may have stopped or paused this one.
            guard state == .active, timeline.isRunning else { return }
            return pauseAsScheduled(at: pauseTime)
        }
        guard let end = reachedEnd else { return }
        reachedEnd = nil
        // Another animator's completion in this frame stopped or paused this one: that wins.
        guard state == .active, timeline.isRunning else { return }
        // Or reversed it, or sent it to a fraction: it runs on, as it would have from a
        // completion of its own.
        let now = AnimationDriver.shared.finishingTime
        guard timeline.isAtEnd(timeline.progress(at: now), at: now) else { return joinFrameLoop() }
        let target = timeline.targetProgress
        timeline.freeze(at: now)
        timeline.anchorProgress = target
        if pausesOnCompletion {
            // Ended before a `pause(after:)` it was given: that pause is moot.
            scheduledPauseTime = nil
            render(at: timeline.anchorPosition)
            Diagnostics.log("Dance: animator \(id) paused on completion", level: .debug)
            return
        }
        // A frame delivered from inside an animation block (a `ManualClock` advanced there)
        // finishes this animator too: its completions are not in that block, and what they
        // set changes at once.
        AnimationCapture.runWithoutAnimation { complete(at: end) }
    }

    /// Pauses where the scheduled pause (``pauseAnimation(atFraction:)``, Dance's
    /// `pause(after:)`) puts the playhead, as of clock time `pauseTime`.
    private func pauseAsScheduled(at pauseTime: TimeInterval) {
        let held = heldProgress(at: pauseTime)
        freeze(at: pauseTime, rendering: false)
        timeline.anchorProgress = held
        render(at: timeline.anchorPosition)
        Diagnostics.log("Dance: animator \(id) paused by schedule", level: .debug)
    }

    /// Makes a scheduled pause whose time the clock has passed take effect now.
    ///
    /// Called before a call that reads or changes the playhead: with a clock whose `now` moves
    /// between frames (``DisplayLinkClock``), the pause time can pass before the frame that
    /// would pause. Without this, pausing, stopping, reversing, continuing or starting in that
    /// gap went on from a playhead past the pause, or skipped it.
    ///
    /// A frame makes the same test (``pauseFallsDue(by:)``).
    @inline(__always)
    func applyDuePause() {
        if scheduledPauseTime != nil { applyDuePauseIfDue() }
    }

    /// The body of ``applyDuePause()``, out of line: most animators have no scheduled pause.
    @inline(never)
    private func applyDuePauseIfDue() {
        guard let pauseTime = duePauseTime else { return dropPassedPause() }
        // Reading the clock may report a bad time: the error handler has the last word.
        guard state == .active, timeline.isRunning, scheduledPauseTime == pauseTime else { return }
        pauseAsScheduled(at: pauseTime)
    }

    /// Forgets a `pause(after:)` whose time the clock has passed without its falling due (the
    /// animation reached its end first): it can no longer apply, and once the timeline is
    /// re-anchored past it (a reversal, a new speed or duration scale) its time would lie
    /// before the new anchor, where a pause in a start delay falls due.
    ///
    /// Only for callers that found no pause due (`duePauseTime` is `nil`).
    func dropPassedPause() {
        guard !isPausingAtFraction, let pauseTime = scheduledPauseTime, pauseTime <= now
        else { return }
        scheduledPauseTime = nil
    }

    /// Where a scheduled pause the clock has passed (with no frame since) holds the playhead,
    /// if one is due: what reads report until a frame or a call applies it.
    var heldPosition: Double? {
        guard scheduledPauseTime != nil, let pauseTime = duePauseTime else { return nil }
        return timeline.position(ofProgress: heldProgress(at: pauseTime))
    }

    /// The playhead the scheduled pause due at `pauseTime` holds: its fraction's, exactly
    /// (whatever rounding the clock time of the pause carries), or where the timeline is then.
    private func heldProgress(at pauseTime: TimeInterval) -> Double {
        isPausingAtFraction ? pauseTarget : timeline.progress(at: pauseTime)
    }

    /// The time of a scheduled pause the clock has passed with no frame since, if any.
    var duePauseTime: TimeInterval? {
        guard state == .active, timeline.isRunning else { return nil }
        return pauseFallsDue(by: now)
    }

    /// The time of the scheduled pause if it falls due by clock time `time`.
    ///
    /// A `pause(after:)` due after the animation would have ended does not hold it back, nor
    /// one at a duration scale of 0, where the animation ends on the next frame. One due
    /// during a start delay always does: nothing ends before the delay does, even a playhead
    /// already at its target (reversed at its start, or a pass of 0 s).
    @inline(__always)
    private func pauseFallsDue(by time: TimeInterval) -> TimeInterval? {
        guard let pauseTime = scheduledPauseTime, time >= pauseTime,
            isPausingAtFraction || pauseTime < (timeline.anchorTime ?? -.infinity)
                || (timeline.secondsPerUnit > 0
                    && !timeline.isAtEnd(timeline.progress(at: pauseTime), at: pauseTime))
        else { return nil }
        return pauseTime
    }

    func shiftTimes(by offset: TimeInterval) {
        timeline.shiftTimes(by: offset)
        scheduledPauseTime = scheduledPauseTime.map { $0 + offset }
    }

    func durationScaleDidChange(from oldScale: Double, to newScale: Double) {
        applyPace(delayScale: oldScale > 0 ? newScale / oldScale : 1)
    }
}

extension PropertyAnimator {
    /// Whether a frame is rendering values now, so that `operation` is reported as
    /// ``DanceError/StateReason/renderingFrame`` and must change nothing.
    ///
    /// Only code the frame runs can call then: a value type's `interpolated(to:fraction:)` or
    /// vector arithmetic (a type of your own). Changing an animation from there would free or
    /// move the tracks the frame is reading.
    @inline(__always)
    func rejectsDuringFrame(_ operation: DanceError.Operation) -> Bool {
        guard AnimationDriver.isComputingValues else { return false }
        reject(operation, .renderingFrame)
        return true
    }

    // MARK: - Rendering

    /// Sets every owned property's presentation value for timeline position `position`.
    ///
    /// The timing curve is evaluated once for all tracks that start with the animation; tracks
    /// added later (spanning the remaining time) evaluate it over their own span.
    ///
    /// Performance: this runs for every animator on every frame, and changes no reference
    /// count (see ``UnsafeTrackList``).
    func render(at position: Double) {
        // The value types' code that rendering runs must not change animations: the tracks
        // walked here are borrowed (see `AnimationDriver.isComputingValues`).
        AnimationDriver.beginComputingValues()
        defer { AnimationDriver.endComputingValues() }
        let linear = isScrubbing && scrubsLinearly
        renderContent(at: position)
        // A pivoted animator's tracks each have their own progress: none is shared.
        let base = rareState?.pivot == nil ? 0 : Double.nan
        let shared = progress(at: position, spanStart: 0, of: nil, linear: linear)
        tracks.render(owner: id, driver: self, base: base, shared: shared) { spanStart, track in
            progress(at: position, spanStart: spanStart, of: track, linear: linear)
        }
    }

    /// Renders the declarative content, if any, at timeline `position`.
    ///
    /// Borrowed, not retained (a retain is an atomic instruction on every frame): the animator
    /// keeps its rare state and content alive, and code a frame runs (a value type's
    /// arithmetic) cannot change animations (``rejectsDuringFrame(_:)``).
    @inline(__always)
    private func renderContent(at position: Double) {
        guard let rare = rareState.map(Unmanaged.passUnretained) else { return }
        rare.borrowing { rare in
            guard let content = rare.content.map(Unmanaged.passUnretained) else { return }
            content.borrowing { $0.render(at: position) }
        }
    }

    /// The animation progress of the animator's track on `track` (`nil`: any track not
    /// pivoted), spanning `spanStart…1`, at timeline `position`.
    @inline(__always)
    func progress(
        at position: Double, spanStart: Double, of track: ObjectIdentifier?, linear: Bool
    ) -> Double {
        let local = localProgress(at: position, spanStart: spanStart)
        guard !linear else { return local }
        if rareState != nil, let track,
            let pivoted = pivotedMotion(at: position, spanStart: spanStart, of: track)
        {
            return pivoted.fraction
        }
        // Borrowed, not retained: a retain is an atomic instruction on every frame. The closure
        // is `@Sendable` (so not main-actor isolated) to spare it a dynamic isolation check.
        return Unmanaged.passUnretained(timing)._withUnsafeGuaranteedRef { @Sendable function in
            function.value(at: local)
        }
    }

    /// The progress and velocity response (without slopes) of the animator's track on `track`,
    /// spanning `spanStart…1`, at timeline `position` if the timing pivot (see ``TimingPivot``)
    /// covers it, else `nil`.
    ///
    /// Out of line: a frame, and a spring that took a velocity, ask only once a pivot exists.
    @inline(never)
    func pivotedMotion(
        at position: Double, spanStart: Double, of track: ObjectIdentifier
    ) -> PivotMotion? {
        guard let pivot, let entry = pivot.entry(for: track, spanStart: spanStart) else {
            return nil
        }
        return pivot.motion(of: entry, at: position, timing: timing, slopes: false)
    }

    /// Where in its own span (0…1) a track spanning `spanStart…1` is at timeline `position`.
    @inline(__always)
    func localProgress(at position: Double, spanStart: Double) -> Double {
        if spanStart == 0 { return position }
        // Before its span a track is at its start. A span that begins at the end (a block
        // added to an animator paused at its end, or with delay factor 1) is empty: at the
        // end, the track has run its remaining time, none, and shows its target.
        guard position > spanStart else { return position >= 1 ? 1 : 0 }
        // A span shorter than the shortest motion jumps at its start, as a pass, step or
        // keyframe that short does.
        if spanJumps(from: spanStart) { return 1 }
        return (position - spanStart) / (1 - spanStart)
    }

    /// Whether the timeline, at its pace, plays the span `spanStart…1` in less than
    /// ``DurationLimits/shortest`` clock seconds: a track spanning it then jumps to its target
    /// as the playhead passes `spanStart`, with velocity 0, so that its rate (1 / the span's
    /// clock seconds) stays at most 1e6 per second.
    ///
    /// The pace is the timeline's clock seconds per unit: duration (or the time per traversal
    /// `continueAnimation` set) × duration scale ÷ speed, as the animator last ran, or the
    /// duration before it has run.
    @inline(__always)
    func spanJumps(from spanStart: Double) -> Bool {
        (1 - spanStart) * timeline.secondsPerUnit < DurationLimits.shortest
    }
}
