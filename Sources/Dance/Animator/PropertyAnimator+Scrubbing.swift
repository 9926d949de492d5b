import Foundation

extension PropertyAnimator {
    /// The position on the timeline: 0 shows the start values, 1 the end values, in either
    /// direction (mirrors `fractionComplete`).
    ///
    /// While running it follows the clock (decreasing when reversed). Setting it scrubs: it is
    /// allowed while paused or inactive (an inactive animator becomes active and paused) and
    /// moves the properties linearly when ``scrubsLinearly`` is `true`, along the timing curve
    /// otherwise. Setting it while running or stopped reports
    /// ``DanceError/wrongState(tag:operation:reason:)``; a value outside 0…1 or NaN reports
    /// ``DanceError/invalidArgument(tag:operation:argument:value:)``. Either way nothing changes.
    ///
    /// On a repeating animator (``repeatCount``, ``autoreverses``) it is the position in the
    /// current traversal, falling on the way back of an autoreversing pass; setting it moves
    /// within that traversal, keeping the pass and its direction. With a repeat count below 1
    /// the animation only reaches that fraction of its pass: a larger value (here, and in
    /// ``pauseAnimation(atFraction:)``) goes as far as it reaches and shows that.
    public var fractionComplete: Double {
        // A pause the clock has passed is read where it holds the playhead, without applying
        // it: reading changes nothing.
        get { heldPosition ?? timeline.position(at: now) }
        set { scrub(to: newValue, operation: .setFractionComplete, argument: .fractionComplete) }
    }

    func scrub(
        to fraction: Double, operation: DanceError.Operation, argument: DanceError.Argument
    ) {
        if rejectsDuringFrame(operation) { return }
        guard fraction >= 0, fraction <= 1 else { return reject(operation, argument, fraction) }
        applyDuePause()
        switch state {
        case .stopped: return reject(operation, .stopped)
        case .active where timeline.isRunning: return reject(operation, .running)
        case .inactive:
            activate()
            // A block that stopped, finished or started the animator itself has the last word.
            guard state == .active, !timeline.isRunning else { return }
        case .active: break
        }
        timeline.anchorProgress = timeline.progress(
            showing: fraction, near: timeline.anchorProgress)
        isScrubbing = true
        // A partial pass (a repeat count below 1) reaches only so far: show where the playhead
        // went, which is what `fractionComplete` reads and where a start resumes from.
        let position = timeline.anchorPosition
        render(at: abs(position - fraction) <= Timeline.positionSnap ? fraction : position)
    }

    /// Whether the animation runs backwards, towards its start values (mirrors `isReversed`).
    ///
    /// Set while running, the animation turns around where it is and ends at the start
    /// (completion position `.start`). Set while paused or inactive, it takes effect on start;
    /// an inactive animator started reversed plays from its end values back to its start
    /// values. After an animation completes it is `false` again. Setting it while stopped, or
    /// changing it while a non-interruptible animator runs (``isInterruptible``), reports
    /// ``DanceError/wrongState(tag:operation:reason:)`` and changes nothing.
    ///
    /// A repeating animator runs back through its earlier passes to the very start.
    /// Reversing cancels a ``pauseAnimation(atFraction:)`` on the way.
    public var isReversed: Bool {
        get { timeline.isReversed }
        set { setReversed(newValue, operation: .setReversed) }
    }

    func setReversed(_ reversed: Bool, operation: DanceError.Operation) {
        // Reversing an animator not started changes nothing a frame reads.
        if state != .inactive, rejectsDuringFrame(operation) { return }
        guard state != .stopped else { return reject(operation, .stopped) }
        guard reversed != timeline.isReversed else { return }
        applyDuePause()
        // Turning a running non-interruptible animation round would interrupt it.
        if rejectsInterruption(operation) { return }
        if isPausingAtFraction { cancelPauseAtFraction() }
        // Reading the clock may report a bad time: the error handler has the last word.
        let before = state
        let now = self.now
        guard state == before, reversed != timeline.isReversed else { return }
        timeline.reverse(at: now)
    }
}
