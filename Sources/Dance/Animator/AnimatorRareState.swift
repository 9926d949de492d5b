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
    @exclusivity(unchecked) var finishWaiters = FinishWaiterList()
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
        return rareState.finishWaiters.takeAll()
    }

    /// The task awaiting ``finished`` numbered `ticket`, which no longer awaits it; `nil` if
    /// none does.
    func takeFinishWaiter(_ ticket: UInt64) -> FinishWaiter? {
        rareState?.finishWaiters.take(ticket: ticket)
    }
}

/// The tasks awaiting an animator's ``PropertyAnimator/finished``, in the order they began to
/// wait (which is the order of their tickets).
///
/// A cancelled task is taken out by its ticket in O(log W) with W waiting: found by a binary
/// search over the tickets and left as a gap, the gaps closed once they are half the list.
/// Found by a scan and removed, each of W cancelled tasks cost O(W) (30 000 tasks cancelled
/// took 8 s).
struct FinishWaiterList {
    /// The waiters, `nil` where one was taken out.
    private var waiters: [FinishWaiter?] = []
    /// The ticket of each entry of ``waiters``, increasing.
    private var tickets: [UInt64] = []
    /// How many entries of ``waiters`` are gaps.
    private var gaps = 0

    /// Whether no task waits.
    var isEmpty: Bool { waiters.count == gaps }

    /// The waiting tasks, in order.
    var all: [FinishWaiter] { waiters.compactMap { $0 } }

    /// Adds `waiter`, in the order of the tickets.
    ///
    /// A task gets its ticket and registers in one step on the main actor, so tickets arrive in
    /// increasing order; one that did not would be put in its place, keeping the search right.
    mutating func append(_ waiter: FinishWaiter) {
        guard let last = tickets.last, waiter.ticket < last else {
            waiters.append(waiter)
            tickets.append(waiter.ticket)
            return
        }
        let index = tickets.firstIndex { $0 > waiter.ticket } ?? tickets.count
        waiters.insert(waiter, at: index)
        tickets.insert(waiter.ticket, at: index)
    }

    /// Takes every waiting task out, in order.
    mutating func takeAll() -> [FinishWaiter] {
        let taken = all
        self = FinishWaiterList()
        return taken
    }

    /// Takes out the task numbered `ticket`, if it waits here.
    mutating func take(ticket: UInt64) -> FinishWaiter? {
        let low = partitionPoint(count: tickets.count) { tickets[$0] < ticket }
        guard low < tickets.count, tickets[low] == ticket, let waiter = waiters[low] else {
            return nil
        }
        waiters[low] = nil
        gaps += 1
        if gaps * 2 > waiters.count { closeGaps() }
        return waiter
    }

    /// Removes the gaps.
    private mutating func closeGaps() {
        var kept: [FinishWaiter?] = []
        var keptTickets: [UInt64] = []
        for index in waiters.indices where waiters[index] != nil {
            kept.append(waiters[index])
            keptTickets.append(tickets[index])
        }
        waiters = kept
        tickets = keptTickets
        gaps = 0
    }
}
