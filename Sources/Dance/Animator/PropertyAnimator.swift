import Foundation

/// Animates changes to `@Animated` properties and lets you control them while they run:
/// `UIViewPropertyAnimator` on every platform Swift runs on.
///
/// Give the animator blocks that set properties; when it first becomes active it runs them and
/// records a track for every property set (from the current presentation value to the new
/// value). Then start, pause, scrub, reverse, stop and finish it as with UIKit. Where UIKit
/// raises an exception for a programmer error, the animator reports a ``DanceError`` through
/// ``DanceFactory/errorHandler`` and changes nothing.
///
/// ```swift
/// let node = Node(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
/// let animator = PropertyAnimator(duration: 2, curve: .easeInOut) {
///     node.center = CGPoint(x: 200, y: 100)
///     node.alpha = 0.5
/// }
/// animator.addCompletion { position in print("ended at \(position)") }
/// animator.startAnimation()
/// ```
///
/// Mirrors `UIViewPropertyAnimator`, `UIViewAnimating` and `UIViewImplicitlyAnimating`.
@MainActor
public final class PropertyAnimator {
    // MARK: - Per-frame storage and flags
    //
    // Declared first, in this order, so that they pack together at the start of the object: a
    // frame touches two cache lines of each animator (these fields end at byte 112), and the
    // one-byte fields fill the bytes after the timeline instead of taking eight each. Fields a
    // frame does not read live below. They opt out of dynamic exclusivity
    // checking, which otherwise costs more than the frame's arithmetic. That is safe: the
    // animator is confined to the main actor, and no access to these fields stays open across a
    // call that could reach the same animator again (frames run no user code; see
    // `FrameDriven.advance(to:)`).

    /// A unique identity among the animators alive, marking the properties it animates.
    ///
    /// Its address (``TrackOwnerID/identity(of:)``), the identity of the references its tracks
    /// hold: computed from `self`, so that the animator spends no 8 bytes on it.
    nonisolated var id: Int { TrackOwnerID.identity(of: self) }

    @exclusivity(unchecked) var timing: TimingFunction {
        didSet {
            trackVelocity = timing.trackVelocity
            if framePathRow >= 0 { FramePath.shared.update(self) }
        }
    }
    @exclusivity(unchecked) var timeline: Timeline {
        didSet {
            guard framePathRow >= 0 else { return }
            // Reversed at its start while a start delay runs: the single path ends it when the
            // delay does (a batch row at its target ends at once).
            if isRunningFromItsEnd { leaveFramePath() } else { FramePath.shared.update(self) }
        }
    }
    /// Set by scrubbing while paused: rendering is linear when ``scrubsLinearly``.
    @exclusivity(unchecked) var isScrubbing = false {
        didSet { if isScrubbing { leaveFramePath() } }
    }

    /// The animator's state: inactive, active (running or paused) or stopped.
    @exclusivity(unchecked) public internal(set) var state: AnimatingState = .inactive

    /// The end the last frame reached, waiting for ``finishFrame()``.
    @exclusivity(unchecked) var reachedEnd: AnimatingPosition?
    /// Whether ``scheduledPauseTime`` is set: a frame reads this byte, and the time only then.
    @exclusivity(unchecked) private var hasScheduledPause = false
    /// The lanes of the batched frame path's table that holds ``framePathRow`` (its tracks'
    /// lanes in all), while that is not -1.
    @exclusivity(unchecked) var framePathLanes: UInt8 = 0
    /// How the last run ended, until the animator is given a block or becomes active again.
    ///
    /// What ``finished`` gives at once. One byte, in the padding before ``tracks``.
    @exclusivity(unchecked) var lastRun: LastRun = .open

    /// The storages of the properties this animator has recorded tracks for.
    @exclusivity(unchecked) var tracks = UnsafeTrackList()
    /// Backs ``driverSlot``, in four bytes that pack after the track count.
    @exclusivity(unchecked) private var storedDriverSlot: Int32 = -1
    /// The animator's row in the batched frame path (``FramePath``), or -1.
    @exclusivity(unchecked) var framePathRow: Int32 = -1

    // Four flags a frame does not read, declared here so that they fill the four bytes after
    // the batch row instead of eight bytes of their own below.

    /// Backs ``isInterruptible``.
    @exclusivity(unchecked) var interruptible = true

    /// Whether scrubbing a paused animator with ``fractionComplete`` moves the properties
    /// linearly (default `true`) rather than along the timing curve.
    ///
    /// As in UIKit, the first linear scrub of an animator paused part-way along an eased curve
    /// shows the linear blend for its fraction at once, which differs from the curve's value
    /// there; set this to `false` before scrubbing to move along the curve instead. Resuming
    /// after a linear scrub (``startAnimation()``, ``continueAnimation(withTimingParameters:durationFactor:)``,
    /// ``pauseAnimation(atFraction:)``) goes on from the values shown, with the timing curve
    /// over the rest of the timeline: nothing jumps.
    @exclusivity(unchecked) public var scrubsLinearly = true {
        didSet { if isScrubbing, state == .active { render(at: timeline.anchorPosition) } }
    }

    /// Whether the animator stays active and paused at its end instead of completing.
    ///
    /// Default `false`. When `true`, no completion runs at the end; reverse it or scrub it, or
    /// stop and finish it.
    @exclusivity(unchecked) public var pausesOnCompletion = false

    /// How ``timing`` starts a track moving (a hand-off taken, a `CGPoint`'s own `dy`): read
    /// for every property recorded, where reading the timing function itself would retain it.
    @exclusivity(unchecked) private(set) var trackVelocity = TrackVelocity.none

    /// When the animator last joined the frame loop, in the order of all starts (see
    /// `FrameDriven.startOrder`).
    ///
    /// `nonisolated(unsafe)` for the driver's sort, which reads it without an executor check;
    /// it is written and read on the main actor only.
    @exclusivity(unchecked) nonisolated(unsafe) var startOrder: UInt64 = 0

    // MARK: - Other storage
    //
    // The fields that creating, starting and finishing an animator touch opt out of dynamic
    // exclusivity checking for the same reason: each access is a load, a store or an array
    // mutation that runs no user code (blocks and completions are copied out before they run).

    /// The Dance tag when the animator belongs to a `dance` handle, else 0.
    @exclusivity(unchecked) var tag = 0

    /// Time controls, a timing pivot, tasks awaiting ``finished``, declarative content and the
    /// waiting blocks after the first: fields most animators never set, allocated on first use
    /// (see `AnimatorRareState.swift`).
    @exclusivity(unchecked) var rareState: AnimatorRareState?

    // MARK: - State

    /// Whether the animation is running (or waiting out its delay) rather than paused.
    ///
    /// `false` from the moment a scheduled pause (``pauseAnimation(atFraction:)``, Dance's
    /// `pause(after:)`) falls due, even when the clock's `now` passed it between frames and no
    /// frame has paused the animator yet: it then reads as paused, as ``fractionComplete`` and
    /// the properties' velocities do.
    public var isRunning: Bool {
        state == .active && timeline.isRunning && (scheduledPauseTime == nil || duePauseTime == nil)
    }

    /// The seconds the animation takes from start to end.
    ///
    /// For a physical spring (``SpringTimingParameters/init(mass:stiffness:damping:initialVelocity:)``,
    /// ``SpringTimingParameters/init()``, ``SpringTimingParameters/init(duration:bounce:initialVelocity:)``)
    /// this is the spring's settling duration, as in UIKit, when it is at most 1e9 s (see
    /// ``init(duration:timingParameters:)``); so it is for ``DecayTimingParameters``.
    @exclusivity(unchecked) public internal(set) var duration: TimeInterval

    /// The delay of the start that last set the animation moving (mirrors `delay`): what
    /// `startAnimation(afterDelay:)` was given, or 0 after a ``startAnimation()`` that started or
    /// resumed it.
    @exclusivity(unchecked) public internal(set) var delay: TimeInterval = 0

    /// The timing the animator was created with (or continued with).
    public var timingParameters: (any TimingCurveProvider)? { timing.provider }

    /// Whether the animator can be paused or stopped while running (default `true`).
    ///
    /// When `false`, a started animation runs to completion without interruption, as in UIKit:
    /// while it runs (a start delay included), pausing it (``pauseAnimation()``,
    /// ``pauseAnimation(atFraction:)``), stopping it, turning it round (``isReversed``) and
    /// retiming it (``continueAnimation(withTimingParameters:durationFactor:)``) report
    /// ``DanceError/wrongState(tag:operation:reason:)`` and change nothing. The time controls
    /// UIKit does not have — ``speed`` and ``AnimationDriver/durationScale`` — still apply to
    /// it (a speed of 0 holds it until the speed is raised). Setting it while the animator is
    /// active reports
    /// ``DanceError/wrongState(tag:operation:reason:)`` and changes nothing.
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state == .inactive else {
                return reject(.setInterruptible, state == .stopped ? .stopped : .active)
            }
            interruptible = newValue
        }
    }

    /// The first block waiting for activation, when it has delay factor 0 (the others, if any,
    /// are in ``rareState``; see ``pendingAnimations``).
    @exclusivity(unchecked) var firstPendingAnimation: (() -> Void)?
    @exclusivity(unchecked) var completions: [(AnimatingPosition) -> Void] = []
    /// The index in the driver's array, or -1.
    var driverSlot: Int {
        get { Int(storedDriverSlot) }
        set { storedDriverSlot = Int32(truncatingIfNeeded: newValue) }
    }

    /// The clock time at which a running animation pauses itself (Dance's `pause(after:)`).
    var scheduledPauseTime: TimeInterval? {
        get { hasScheduledPause ? scheduledPauseTimeOrNaN : nil }
        set {
            if newValue != nil { leaveFramePath() }
            hasScheduledPause = newValue != nil
            scheduledPauseTimeOrNaN = newValue ?? .nan
        }
    }

    /// Whether the animator's own state lets it run on the batched frame path (``FramePath``):
    /// running, without content, scheduled pause, scrubbing or timing pivot, and not from its
    /// end.
    var isBatchable: Bool {
        state == .active && timeline.isRunning && !hasScheduledPause && pauseTarget.isNaN
            && !isScrubbing && content == nil && rareState?.pivot == nil && !isRunningFromItsEnd
    }

    /// Whether the timeline runs from where it ends (started after a delay from its end, or
    /// reversed at its start during one): it ends when the delay does, which the single path
    /// checks and the batch, to keep its rows' sample short, does not.
    ///
    /// The end is judged as at the largest clock time, whose rounding tolerance is the largest:
    /// whatever the clock reads during the delay, a batch row never starts at its end.
    var isRunningFromItsEnd: Bool {
        timeline.isRunning
            && timeline.isAtEnd(timeline.anchorProgress, at: .greatestFiniteMagnitude)
    }

    // MARK: - Creating an animator

    /// Creates an animator with a built-in curve (mirrors `init(duration:curve:animations:)`).
    ///
    /// - Parameters:
    ///   - duration: Seconds in 0…1e9; 0 (or less than 1e-6) completes on the next frame. A bad value
    ///     reports ``DanceError/invalidArgument(tag:operation:argument:value:)`` and 0 is used.
    ///   - curve: The timing curve.
    ///   - animations: A block that sets `@Animated` properties; run when the animator first
    ///     becomes active.
    public convenience init(
        duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(
            checkedDuration: Self.checkedDuration(duration), timing: TimingFunction.curve(curve))
        if let animations { appendPendingAnimation(animations, delayFactor: 0) }
    }

    /// Creates an animator with a cubic Bézier curve through two control points (mirrors
    /// `init(duration:controlPoint1:controlPoint2:animations:)`).
    public convenience init(
        duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        let curve = CubicTimingParameters(
            controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        self.init(duration: duration, timingParameters: curve)
        if let animations { appendPendingAnimation(animations, delayFactor: 0) }
    }

    /// Creates an animator with a spring of the given damping ratio that settles in `duration`
    /// (mirrors `init(duration:dampingRatio:animations:)`; see ``SpringTimingParameters``).
    public convenience init(
        duration: TimeInterval, dampingRatio: Double, animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio)
        )
        if let animations { appendPendingAnimation(animations, delayFactor: 0) }
    }

    /// Creates an animator with any timing; add animations with ``addAnimations(_:)``
    /// (mirrors `init(duration:timingParameters:)`).
    ///
    /// A physical spring (``SpringTimingParameters/init(mass:stiffness:damping:initialVelocity:)``,
    /// ``SpringTimingParameters/init()``, ``SpringTimingParameters/init(duration:bounce:initialVelocity:)``)
    /// replaces `duration` with its ``SpringTimingParameters/settlingDuration``, as in UIKit; so
    /// does ``DecayTimingParameters`` with its ``DecayTimingParameters/settlingDuration``. The
    /// settling duration is held to an animator's range, as `duration` is: a spring or decay
    /// that settles only after more than 1e9 s (its parameters can each be in range: mass 1e6,
    /// stiffness 1e-6 and damping 1e-6 settle after about 1.4e13 s, a deceleration rate of
    /// 1 − 1e-13 after about 6.9e10 s) reports
    /// ``DanceError/invalidArgument(tag:operation:argument:value:)`` (operation
    /// ``DanceError/Operation/makeAnimator``, argument `.duration`, the settling duration as
    /// its value) and runs for `duration` instead, as a spring that never settles (damping 0)
    /// does without a report.
    ///
    /// - Parameters:
    ///   - duration: Seconds in 0…1e9 (see ``init(duration:curve:animations:)``); the time a
    ///     duration-fitted spring is fitted to, and the time a physical spring that never
    ///     settles, or a spring or decay that settles after more than 1e9 s, runs for.
    ///   - timingParameters: A cubic curve, a spring or decay.
    public convenience init(duration: TimeInterval, timingParameters: some TimingCurveProvider) {
        let seconds = Self.checkedDuration(duration)
        let resolved = TimingFunction.resolve(timingParameters, duration: seconds)
        if let settling = resolved.overlongSettling {
            Diagnostics.report(
                .invalidArgument(
                    tag: nil, operation: .makeAnimator, argument: .duration, value: settling))
        }
        self.init(checkedDuration: resolved.duration, timing: resolved.function)
    }

    /// An animator of `duration` seconds (checked again: a bad one reports and 0 is used) with
    /// a timing already resolved.
    init(checkedDuration duration: TimeInterval, timing: TimingFunction) {
        Diagnostics.deliverQueued()
        let duration = Self.checkedDuration(duration, longest: .greatestFiniteMagnitude)
        self.duration = duration
        // Read before `timing` is stored: read after, it would be retained for the read.
        trackVelocity = timing.trackVelocity
        self.timing = timing
        timeline = Timeline(secondsPerUnit: duration)
    }

    /// Releases what the animator still holds when its last reference goes away.
    ///
    /// Properties it holds (paused or stopped) stay where they are; they refer to it unowned;
    /// so do the properties its content (declarative steps) holds, which it lets go here, as
    /// it does when it ends. A task awaiting `finished` through a handle that does not keep
    /// the animator alive resumes with `nil`. Velocities kept for it that it never claimed are
    /// dropped.
    ///
    /// Isolated to the main actor: the animator is `Sendable`, so its last reference may go
    /// away on another thread, and then this runs later on the main actor, with the animator's
    /// memory kept until it has. Nonisolated, it changed the properties' storage on that thread
    /// while frames ran on the main one, and a property read on the main actor before it ran
    /// (a velocity, a newer animator blending) opened the freed animator through the address
    /// it keeps.
    isolated deinit {
        let waiters = rareState?.finishWaiters.all ?? []
        let handed = rareState?.handedVelocities ?? []
        dropUnclaimedVelocities(of: handed, id: id)
        tracks.forget(owner: id)
        for waiter in waiters {
            waiter.continuation.resume(returning: nil)
        }
        // Here rather than in an isolated deinit of the content's own: each isolated deinit
        // checks for the main executor (about 1 500 instructions per step timeline released).
        rareState?.content?.settle(at: .current)
    }

    /// `duration` if it is in 0…`longest` (public inputs: 0…1e9 s, so that a timing's slope
    /// times the rate stays finite; a spring's settling duration may be longer), else 0.
    private static func checkedDuration(
        _ duration: TimeInterval, longest: TimeInterval = DurationLimits.longestAnimator
    ) -> TimeInterval {
        guard duration >= 0, duration <= longest else {
            Diagnostics.report(
                .invalidArgument(
                    tag: nil, operation: .makeAnimator, argument: .duration, value: duration))
            return 0
        }
        return duration
    }

    // MARK: - Errors

    /// Reports a wrong-state error for `operation`.
    func reject(_ operation: DanceError.Operation, _ reason: DanceError.StateReason) {
        Diagnostics.report(.wrongState(tag: errorTag, operation: operation, reason: reason))
    }

    /// Reports an invalid argument for `operation`.
    func reject(
        _ operation: DanceError.Operation, _ argument: DanceError.Argument, _ value: Double
    ) {
        Diagnostics.report(
            .invalidArgument(tag: errorTag, operation: operation, argument: argument, value: value))
    }

    var errorTag: Int? { tag == 0 ? nil : tag }

    /// The clock's current time, checked by the driver (never NaN or infinite).
    var now: TimeInterval { AnimationDriver.shared.now }
}

/// Hands out the order of animators' starts (an animator's identity is its address).
@MainActor
enum AnimatorStartOrder {
    /// Unchecked exclusivity: main-actor isolated, and only ever read and written by `next()`.
    @exclusivity(unchecked) private static var lastStart: UInt64 = 0

    /// The next start in the order of all animators' starts.
    static func next() -> UInt64 {
        lastStart += 1
        return lastStart
    }
}
