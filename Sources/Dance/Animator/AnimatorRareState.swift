import Foundation

/// The fields of an animator that most animators never set.
///
/// Time controls (speed, repeat count, a pause at a fraction or after a delay), a timing pivot
/// and the timing a `continueAnimation` replaced, tasks awaiting ``PropertyAnimator/finished``,
/// declarative content and the waiting animation blocks after the first. Allocated on first use (see ``PropertyAnimator/rare``), so that the
/// common animator is 64 bytes smaller (256 → 192 bytes as allocated) and allocates nothing
/// more.
///
/// Only its animator refers to it, on the main actor (its `deinit` included, which is
/// isolated). Unchecked exclusivity, as the animator's own fields: every access is a load, a
/// store or an array mutation that runs no user code.
final class AnimatorRareState {
    /// Backs ``PropertyAnimator/scheduledPauseTime`` (NaN for none).
    @exclusivity(unchecked) var scheduledPauseTime = Double.nan
    /// Backs ``PropertyAnimator/speed``.
    @exclusivity(unchecked) var speed = 1.0
    /// Backs ``PropertyAnimator/repeatCount``.
    @exclusivity(unchecked) var repeatCount = 0.0
    /// Backs ``PropertyAnimator/pauseTarget`` (NaN for none).
    @exclusivity(unchecked) var pauseTarget = Double.nan
    /// Backs ``PropertyAnimator/pivot``.
    @exclusivity(unchecked) var pivot: TimingPivot?
    /// The timing the animator had before ``PropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)``
    /// replaced it: restored when the animation ends, so that a new run uses it again.
    @exclusivity(unchecked) var originalTiming: TimingFunction?
    /// Backs ``PropertyAnimator/naturalSecondsPerUnit`` once it differs from the duration.
    @exclusivity(unchecked) var naturalSecondsPerUnit: TimeInterval?
    /// Tasks awaiting ``PropertyAnimator/finished``.
    @exclusivity(unchecked) var finishWaiters: [FinishWaiter] = []
    /// Backs ``PropertyAnimator/content``.
    @exclusivity(unchecked) var content: AnimatorContent?
    /// The waiting animation blocks after ``PropertyAnimator/firstPendingAnimation``, or every
    /// one when the first has a delay factor (see ``PropertyAnimator/pendingAnimations``).
    @exclusivity(unchecked) var otherPendingAnimations: [(delayFactor: Double, block: () -> Void)] =
        []
    /// The properties that keep a velocity for this animator (a Dance hand-off), until it
    /// becomes active or goes away: then whatever it did not claim is dropped.
    @exclusivity(unchecked) var handedVelocities: [AnimatedStorageBase] = []
    /// The clock time of the hand-off that kept ``handedVelocities`` (see
    /// ``PropertyAnimator/handoffIsFresh(_:)``).
    @exclusivity(unchecked) var handoffTime = Double.nan
}

extension PropertyAnimator {
    /// The rare fields, allocated now if they were not yet.
    var rare: AnimatorRareState {
        if let rareState { return rareState }
        let created = AnimatorRareState()
        rareState = created
        return created
    }

    // MARK: - The rare fields, with their defaults while nothing set them

    /// Where ``continueAnimation(withTimingParameters:durationFactor:)`` gave the tracks new
    /// timing part-way through (see ``TimingPivot``); setting one takes the animator out of the
    /// batch, whose rows evaluate the timing over the whole timeline.
    var pivot: TimingPivot? {
        get { rareState?.pivot }
        set {
            guard newValue != nil || rareState != nil else { return }
            rare.pivot = newValue
            if newValue != nil { leaveFramePath() }
        }
    }

    /// Seconds per traversal at speed 1 and duration scale 1: ``duration``, or what
    /// ``continueAnimation(withTimingParameters:durationFactor:)`` made it.
    var naturalSecondsPerUnit: TimeInterval {
        get { rareState?.naturalSecondsPerUnit ?? duration }
        set {
            guard newValue != duration || rareState?.naturalSecondsPerUnit != nil else { return }
            rare.naturalSecondsPerUnit = newValue == duration ? nil : newValue
        }
    }

    /// Backs ``speed``.
    var speedValue: Double {
        get { rareState?.speed ?? 1 }
        set {
            guard newValue != 1 || rareState != nil else { return }
            rare.speed = newValue
        }
    }

    /// Backs ``repeatCount``.
    var repeatCountValue: Double {
        get { rareState?.repeatCount ?? 0 }
        set {
            guard newValue != 0 || rareState != nil else { return }
            rare.repeatCount = newValue
        }
    }

    /// The playhead ``pauseAnimation(atFraction:)`` pauses at (its clock time is in
    /// ``scheduledPauseTime``), or NaN when none.
    var pauseTarget: Double {
        get { rareState?.pauseTarget ?? .nan }
        set {
            guard !newValue.isNaN || rareState != nil else { return }
            rare.pauseTarget = newValue
            if !newValue.isNaN { leaveFramePath() }
        }
    }

    /// Backs ``scheduledPauseTime`` (see ``hasScheduledPause``): NaN when none.
    var scheduledPauseTimeOrNaN: Double {
        get { rareState?.scheduledPauseTime ?? .nan }
        set {
            guard !newValue.isNaN || rareState != nil else { return }
            rare.scheduledPauseTime = newValue
        }
    }

    /// Content a layer above gives the animator to drive besides its captured tracks (a
    /// declarative sequence's segments); setting it takes the animator out of the batch.
    var content: AnimatorContent? {
        get { rareState?.content }
        set {
            guard newValue != nil || rareState != nil else { return }
            rare.content = newValue
            if newValue != nil { leaveFramePath() }
        }
    }

    /// Adds a task awaiting ``finished``.
    func addFinishWaiter(_ waiter: FinishWaiter) {
        rare.finishWaiters.append(waiter)
    }

    /// The tasks awaiting ``finished``, which no longer await it.
    func takeFinishWaiters() -> [FinishWaiter] {
        guard let rareState, !rareState.finishWaiters.isEmpty else { return [] }
        let waiters = rareState.finishWaiters
        rareState.finishWaiters = []
        return waiters
    }

    /// The task awaiting ``finished`` numbered `ticket`, which no longer awaits it; `nil` if
    /// none does.
    func takeFinishWaiter(_ ticket: UInt64) -> FinishWaiter? {
        guard let rareState,
            let index = rareState.finishWaiters.firstIndex(where: { $0.ticket == ticket })
        else { return nil }
        return rareState.finishWaiters.remove(at: index)
    }
}
