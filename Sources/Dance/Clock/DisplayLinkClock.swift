import Dispatch
import Foundation

/// A real-time frame clock for interactive programs: a timer on the main dispatch queue that
/// ticks only while something animates.
///
/// Time is read from a monotonic source (`DispatchTime.now()`), never from the wall clock.
/// Once ``wantsFrames`` is `false` the timer is cancelled at its next tick, so an idle program
/// has no wake-ups after that one. This is the ``AnimationDriver``'s default clock; the program
/// must run the main dispatch queue (`dispatchMain()`, a run loop, or an async `main`).
@MainActor
public final class DisplayLinkClock: FrameClock {
    /// The frame rate, in 1…1000 frames per second.
    public let framesPerSecond: Double

    /// The frame rates accepted: a period between 1 ms and 1 s.
    static let frameRateRange = 1.0...1000

    /// Receives frames; set by ``AnimationDriver``.
    public var frameHandler: ((TimeInterval) -> Void)?

    /// Starts the timer when set to `true` (unless it still runs); when set to `false`, the
    /// timer's next tick cancels it instead of delivering a frame.
    ///
    /// The driver sets it to `false` and back to `true` within one turn of the main queue when
    /// the only running animation is replaced (a Dance `animate` ends the old one first, a
    /// gesture stops one animator and starts another): a timer cancelled and started again
    /// there ticked a whole period after each restart, so events faster than the frame rate
    /// left no frame at all. The timer runs on, on its schedule, through such a gap.
    public var wantsFrames = false {
        didSet {
            if wantsFrames, timer == nil { startTimer() }
        }
    }

    /// The timer, from when frames are wanted until its first tick after they no longer are.
    private(set) var timer: (any DispatchSourceTimer)?

    /// Whether the timer exists (see ``timer``).
    var isTicking: Bool { timer != nil }

    /// Creates a clock ticking `framesPerSecond` times a second while animations run.
    ///
    /// - Parameter framesPerSecond: In 1…1000 (default 60): a timer period between 1 ms and
    ///   1 s. A rate outside (NaN and ±∞ included) reports
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and 60 is used.
    public init(framesPerSecond: Double = 60) {
        var rate = framesPerSecond
        if !Self.frameRateRange.contains(rate) {
            Diagnostics.report(
                .invalidArgument(
                    tag: nil, operation: .makeDisplayLinkClock, argument: .framesPerSecond,
                    value: framesPerSecond))
            rate = 60
        }
        self.framesPerSecond = rate
    }

    /// Seconds since an arbitrary fixed point, from the monotonic system clock.
    public var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// The timer period in whole nanoseconds: 1 000 000…1 000 000 000 for a valid rate.
    var periodNanoseconds: Int {
        Int((1_000_000_000 / framesPerSecond).rounded())
    }

    private func startTimer() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = periodNanoseconds
        timer.schedule(
            deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
            leeway: .nanoseconds(nanoseconds / 10))
        // The handler runs on the main queue, which is the main actor's executor: it delivers
        // the frame in place, with no task and no allocation per tick. (A closure passed to
        // `MainActor.assumeIsolated` that captured the clock put its context on the heap at
        // every tick; the clock is passed as an argument instead, after the same check.)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            MainActor.preconditionIsolated()
            onMainActorUnchecked(self) { unsafeDowncast($0, to: DisplayLinkClock.self).tick() }
        }
        self.timer = timer
        timer.resume()
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
    }

    /// Delivers one frame at the current time, or cancels the timer if frames are no longer
    /// wanted.
    func tick() {
        guard wantsFrames else { return stopTimer() }
        frameHandler?(now)
    }

    isolated deinit {
        stopTimer()
    }
}
