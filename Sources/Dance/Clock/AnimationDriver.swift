import Foundation

/// Something the driver advances every frame (a running animator).
@MainActor
protocol FrameDriven: AnyObject {
    /// The index of this object in the driver's dense array, or -1 when not scheduled.
    var driverSlot: Int { get set }

    /// Advances to the frame at `now` and returns `true` when the object, or objects it
    /// stands for, reached their end (see ``takeEnded(into:)``).
    ///
    /// Called for every scheduled object in one pass; it must not run user code (completions
    /// run in ``finishFrame()``), add or remove objects, or allocate.
    func advance(to now: TimeInterval) -> Bool

    /// Adds what reached its end in the last ``advance(to:)`` to `ended`: the object itself
    /// (the default), or, for a batch, each of its objects that ended (they have left it).
    func takeEnded(into ended: inout ContiguousArray<any FrameDriven>)

    /// Runs what the end reached in the last ``advance(to:)`` calls for (completions).
    ///
    /// Called after the pass, once the object has been unscheduled; user code may run here.
    func finishFrame()

    /// When the object last started running, in the order of all objects' starts: the objects
    /// that end in one frame finish in this order.
    ///
    /// Nonisolated, so that the driver's sort reads it without an executor check (see
    /// `AnimationDriver.startedBefore`); written on the main actor only.
    nonisolated var startOrder: UInt64 { get }

    /// Moves every stored clock time by `offset` seconds (the driver swapped clocks).
    func shiftTimes(by offset: TimeInterval)

    /// Continues at the pace `newScale` gives, from where it is (see
    /// ``AnimationDriver/durationScale``).
    func durationScaleDidChange(from oldScale: Double, to newScale: Double)

    /// How many running animators the client stands for (1 unless it is a batch of them).
    var animatorCount: Int { get }
    /// Whether the client is advanced by frames now: scheduled with the driver, or standing in
    /// a client that is (a batched animator).
    var isInFrameLoop: Bool { get }
}

/// Work a frame's pass leaves for right after it: values that several clients' renders make
/// together, composed once instead of at each render.
@MainActor
protocol FrameSettling: AnyObject {
    /// Called once after the pass of a frame in which ``AnimationDriver/settleAfterPass(_:)``
    /// asked for it, before the animators that ended finish; it must not run user code.
    func settleAfterPass()
}

extension FrameDriven {
    var animatorCount: Int { 1 }
    var isInFrameLoop: Bool { driverSlot >= 0 }

    func takeEnded(into ended: inout ContiguousArray<any FrameDriven>) {
        ended.append(self)
    }
}

/// The one frame loop that advances every running animator.
///
/// Animators schedule themselves while they run (or wait out a delay) and leave when they
/// pause, stop or end, so the loop touches only what moves: one pass over a dense array per
/// frame, no timer per animator, and no allocation per frame in steady state. While nothing
/// is scheduled the clock is told it needs no frames.
///
/// Tests and renderers swap in a ``ManualClock``:
///
/// ```swift
/// let clock = ManualClock()
/// AnimationDriver.shared.clock = clock
/// ```
@MainActor
public final class AnimationDriver {
    /// The driver every animator uses.
    public static let shared = AnimationDriver()

    /// The clock frames come from; ``DisplayLinkClock`` until replaced.
    ///
    /// Swapping clocks keeps the progress of every running animation: stored start times are
    /// moved into the new clock's time line, so each animation continues from where it was.
    ///
    /// Set from code a frame runs (a value type's arithmetic), it reports
    /// ``DanceError/StateReason/renderingFrame`` and changes nothing: the frame would go on
    /// drawing animators moved onto the new clock's time line at the old clock's time.
    ///
    /// A clock whose `now` is not finite is reported while the swap reads it, before anything
    /// changes. If the error handler swaps clocks itself, its swap has the last word and this
    /// one changes nothing more: the clock the handler installed is the only one that drives
    /// frames.
    public var clock: any FrameClock {
        get { storedClock }
        set {
            guard !Self.isComputingValues else {
                return Diagnostics.report(
                    .wrongState(tag: nil, operation: .setClock, reason: .renderingFrame))
            }
            let oldValue = storedClock
            guard newValue !== oldValue else { return }
            // Measured first: reading a `now` may report it, and the handler's own swap starts
            // from the clock installed then. Adopting `newValue` after that swap would leave
            // it driving frames in place of the handler's clock, with times moved twice.
            let swaps = clockSwapCount
            let offset = offset(from: oldValue, to: newValue)
            guard clockSwapCount == swaps else { return }
            clockSwapCount &+= 1
            storedClock = newValue
            oldValue.frameHandler = nil
            oldValue.wantsFrames = false
            forEachClientInTime { $0.shiftTimes(by: offset) }
            clockShift += offset
            adopt(newValue)
        }
    }

    /// Backs ``clock``.
    ///
    /// Read whenever an animation starts or reports its progress: unchecked exclusivity, as the
    /// driver is main-actor isolated and each access copies the reference in or out.
    @exclusivity(unchecked) private var storedClock: any FrameClock

    /// How many times ``clock`` has been swapped: a swap that runs user code (an error
    /// reported while it reads the clocks) sees from it whether that code swapped clocks too.
    private var clockSwapCount: UInt64 = 0

    /// How far clock swaps have moved the time line in all: the sum of their offsets, so that
    /// ``steadyTime`` is the same before and after a swap.
    private var clockShift: TimeInterval = 0

    /// Objects advanced every frame, each knowing its index.
    ///
    /// This list and the three below are changed whenever an animator starts or ends, and read
    /// every frame: unchecked exclusivity, as the driver is main-actor isolated and no access
    /// stays open across a call that could reach the same list (a frame reads a copy of
    /// `scheduled`; user code runs only between accesses). Checked, the accesses cost about
    /// 2 % of a frame in which every node's animation is replaced (the pointer-follow line).
    @exclusivity(unchecked) private(set) var scheduled: ContiguousArray<any FrameDriven> = []

    /// Backs ``durationScale`` (see AnimationDriver+DurationScale.swift).
    ///
    /// Read by every start: unchecked exclusivity, as the driver is main-actor isolated and each
    /// access is a single load or store.
    @exclusivity(unchecked) var storedDurationScale = 1.0

    /// Objects that reached their end in the current frame; storage reused between frames.
    @exclusivity(unchecked) private var ended: ContiguousArray<any FrameDriven> = []

    /// What the current frame's pass asked to settle after it; storage reused between frames.
    @exclusivity(unchecked) private var settling: ContiguousArray<any FrameSettling> = []

    /// The objects the frames in progress took out of the loop to finish.
    ///
    /// In the order they finish (a nested frame, run by a completion, appends its own after
    /// them); each entry is cleared as its object starts finishing. A completion that swaps
    /// the clock or changes the duration scale reaches those still waiting, as it reaches the
    /// scheduled ones: an animator that ended in the same frame as the completion's own then
    /// finishes on the new time line (it replayed its whole pass from the new clock's start).
    @exclusivity(unchecked) private var waitingToFinish: ContiguousArray<(any FrameDriven)?> = []

    /// Calls `body` with every object whose stored clock times and pace follow the driver's:
    /// the scheduled ones and those a frame is about to finish.
    func forEachClientInTime(_ body: (any FrameDriven) -> Void) {
        for client in scheduled {
            body(client)
        }
        for case let client? in waitingToFinish where !client.isInFrameLoop {
            body(client)
        }
    }

    /// Whether a frame may compute animated values on two processor cores (default `true`).
    ///
    /// When at least 50 000 running animators are in the common shape (started, no
    /// declarative steps, no scheduled pause), and the process may use more than one core, a
    /// frame computes their timing and values in two halves, one on a second thread, and waits
    /// for both: every value is the same number a single core computes, the frame just ends
    /// sooner. Completions, animation blocks and anything else that runs your code still run on
    /// the main actor, after every value of the frame is set. Set it to `false` to keep a
    /// frame on the calling thread (to leave the other core to your own work).
    public var allowsParallelFrames = true

    /// The number of animators advanced every frame.
    public var activeCount: Int { scheduled.reduce(0) { $0 + $1.animatorCount } }

    /// Whether the driver has nothing to advance.
    public var isIdle: Bool { scheduled.isEmpty }

    init(clock: any FrameClock = DisplayLinkClock()) {
        storedClock = clock
        adopt(clock)
    }

    private func adopt(_ clock: any FrameClock) {
        lastFrameTime = -.infinity
        clock.frameHandler = { [unowned self] time in self.frame(at: time) }
        clock.wantsFrames = !scheduled.isEmpty
    }

    // MARK: - Clock times

    /// The time of the last frame delivered by the current clock; −∞ before its first.
    private(set) var lastFrameTime: TimeInterval = -.infinity

    /// Whether a frame is advancing its clients (no user code runs then; ended animators are
    /// finished after it).
    private(set) var isAdvancing: Bool {
        get { Self.isAdvancingFrame }
        set { Self.isAdvancingFrame = newValue }
    }

    /// Backs ``isAdvancing``: a static flag with a constant initial value, which the entry
    /// points that check it (every start, see `PropertyAnimator.rejectsDuringFrame(_:)`) read
    /// without the lazy initialisation check of ``shared``.
    ///
    /// Not isolated, so that a property's storage (which is not) reads it with one load while a
    /// frame renders it (see `LayerComposition`); written only here, on the main actor, and read
    /// only by code that runs there.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) private(set) static
        var isAdvancingFrame = false

    /// How many computations of values outside a frame are under way: a render (a scrub, a
    /// start, a pause, a stop), a settle (a stop or a finish), a track recorded over an older
    /// one or a step's segment, a velocity read, a hand-off's velocities (see
    /// ``beginComputingValues()``).
    ///
    /// Not isolated, as ``isAdvancingFrame``; read and written only on the main actor.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) private(set) static
        var valueComputations = 0

    /// Whether a value type's code may be running for the engine now.
    ///
    /// Its `interpolated(to:fraction:)` or vector arithmetic runs in a frame's pass, and in a
    /// computation of values outside one (``beginComputingValues()``). Such code must not change
    /// animations — the engine is walking their tracks — so the calls that would are refused
    /// (`DanceError.StateReason.renderingFrame`) and change nothing.
    ///
    /// Inlinable, over two statically initialised flags, for the direct set that callers'
    /// modules inline (see `Animated.wrappedValue`).
    @inlinable static var isComputingValues: Bool { isAdvancingFrame || valueComputations > 0 }

    /// Marks a computation of values outside a frame, until ``endComputingValues()``.
    ///
    /// A scrub, a start, a pause or a stop renders its animator's tracks, and reading a
    /// velocity or handing one over walks them too, all running the value type's code; a call
    /// from that code that stopped the animator freed the tracks being walked (a crash).
    ///
    /// Not isolated, so that a property's storage (which is not) can call it; called only on
    /// the main actor.
    @inline(__always)
    nonisolated static func beginComputingValues() { valueComputations += 1 }

    /// Ends what ``beginComputingValues()`` began.
    @inline(__always)
    nonisolated static func endComputingValues() { valueComputations -= 1 }

    /// The current clock's ``FrameClock/now``, checked: the time animations start from.
    ///
    /// A NaN or infinite time would leave an animation that never moves or ends, so it is
    /// reported (`.readClock`, `.time`) and the last frame's time (or 0) is used instead.
    ///
    /// While a frame advances its clients it is the frame's time: what an animator reads then
    /// (a spring's hand-off, a velocity) is computed at the time the frame renders, whatever
    /// `now` the clock reports meanwhile (a clock may set it after delivering the frame, or
    /// ahead of it), and no error is reported from inside the pass, where no user code runs.
    var now: TimeInterval {
        if isAdvancing { return lastFrameTime }
        return checked(clock.now, fallback: lastFrameTime.isFinite ? lastFrameTime : 0)
    }

    /// The time a frame that ended animators finishes them at: the clock's ``now``, or the
    /// frame's time if that is later (a clock that sets `now` after delivering the frame), so
    /// that an animation the frame took to its end completes in that frame.
    var finishingTime: TimeInterval {
        max(now, lastFrameTime)
    }

    /// ``finishingTime`` on a time line that clock swaps do not move: stored by what outlives
    /// a swap without being shifted by it (a velocity hand-off waiting for its heir to start).
    var steadyTime: TimeInterval { finishingTime - clockShift }

    /// The time of the last frame on the time line of ``steadyTime``; −∞ before the current
    /// clock's first frame.
    var steadyLastFrameTime: TimeInterval { lastFrameTime - clockShift }

    /// How far `new`'s time line is ahead of `old`'s; 0 when either time is unknown.
    private func offset(from old: any FrameClock, to new: any FrameClock) -> TimeInterval {
        let oldTime = checked(old.now, fallback: lastFrameTime)
        let newTime = checked(new.now, fallback: oldTime)
        let offset = newTime - oldTime
        return offset.isFinite ? offset : 0
    }

    /// `time` if finite; otherwise reports it and returns `fallback`.
    private func checked(_ time: TimeInterval, fallback: TimeInterval) -> TimeInterval {
        guard !time.isFinite else { return time }
        Diagnostics.report(
            .invalidArgument(tag: nil, operation: .readClock, argument: .time, value: time))
        return fallback
    }

    // MARK: - Scheduling

    /// Adds `client` to the frame loop; does nothing if it is already there.
    func schedule(_ client: any FrameDriven) {
        guard client.driverSlot < 0 else { return }
        client.driverSlot = scheduled.count
        scheduled.append(client)
        if scheduled.count == 1 { clock.wantsFrames = true }
    }

    /// Removes `client` from the frame loop in O(1); does nothing if it is not there.
    func unschedule(_ client: any FrameDriven) {
        let slot = client.driverSlot
        guard slot >= 0, slot < scheduled.count, scheduled[slot] === client else { return }
        let last = scheduled.removeLast()
        if slot < scheduled.count {
            scheduled[slot] = last
            last.driverSlot = slot
        }
        client.driverSlot = -1
        if scheduled.isEmpty { clock.wantsFrames = false }
    }

    // MARK: - The frame

    /// Has `settler` called once after the pass of the frame in progress; only during a pass,
    /// and once per frame (the caller keeps track of whether it asked).
    func settleAfterPass(_ settler: any FrameSettling) {
        settling.append(settler)
    }

    /// Runs what the pass asked to settle, in the order asked.
    private func settlePass() {
        for settler in settling {
            settler.settleAfterPass()
        }
        settling.removeAll(keepingCapacity: true)
    }

    /// Advances every scheduled object to `time`, then finishes those that ended, in the order
    /// they started.
    ///
    /// A frame whose time is NaN, infinite or earlier than the previous frame's is reported
    /// (`.frame`, `.time`) and skipped: time on the animations' time line never runs backwards
    /// or becomes non-finite.
    ///
    /// Performance: the loop reads the objects through one local copy of the array, so it
    /// retains the array once per frame instead of retaining and releasing every object (an
    /// atomic instruction each). Advancing never changes the array (see
    /// ``FrameDriven/advance(to:)``), so the copy shares its storage.
    func frame(at time: TimeInterval) {
        // A frame delivered from a value type's code that a frame runs: skipped, as it would
        // render the tracks the frame in progress is reading.
        guard !Self.isComputingValues else {
            return Diagnostics.report(
                .wrongState(tag: nil, operation: .frame, reason: .renderingFrame))
        }
        guard time >= lastFrameTime, time.isFinite else {
            Diagnostics.report(
                .invalidArgument(tag: nil, operation: .frame, argument: .time, value: time))
            return
        }
        lastFrameTime = time
        let clients = scheduled
        isAdvancing = true
        for index in clients.indices where clients[index].advance(to: time) {
            clients[index].takeEnded(into: &ended)
        }
        if !settling.isEmpty { settlePass() }
        isAdvancing = false
        guard !ended.isEmpty else { return }
        // Taken out of `ended` first: a completion may advance the clock again, and that
        // nested frame collects its own ends.
        var finishing: ContiguousArray<any FrameDriven> = []
        swap(&finishing, &ended)
        for client in finishing {
            unschedule(client)
        }
        // In the order they started, whether they ran batched or alone.
        finishing.sort(by: Self.startedBefore)
        let first = waitingToFinish.count
        for client in finishing {
            waitingToFinish.append(client)
        }
        for index in first..<(first + finishing.count) {
            guard let client = waitingToFinish[index] else { continue }
            waitingToFinish[index] = nil
            client.finishFrame()
        }
        // Nested frames removed their own entries before returning.
        waitingToFinish.removeSubrange(first...)
        finishing.removeAll(keepingCapacity: true)
        if ended.isEmpty { swap(&finishing, &ended) }
    }

    /// Whether `first` started running before `second`: the order in which the objects that
    /// end in one frame finish.
    ///
    /// Performance: a nonisolated function reading a nonisolated property. A closure literal
    /// in ``frame(at:)`` is main-actor isolated, and `sort` calls it through a plain function
    /// type, so each comparison checked the executor: about 220 instructions, once per
    /// animator ending.
    nonisolated private static func startedBefore(
        _ first: any FrameDriven, _ second: any FrameDriven
    ) -> Bool {
        first.startOrder < second.startOrder
    }
}
