import Dispatch
import Foundation

/// A real-time frame clock for interactive programs: a timer on the main dispatch queue that
/// ticks only while something animates.
///
/// Time is read from a monotonic source (`DispatchTime.now()`), never from the wall clock.
/// While ``wantsFrames`` is `false` the timer is cancelled, so an idle program has no
/// wake-ups. This is the ``AnimationDriver``'s default clock; the program must run the main
/// dispatch queue (`dispatchMain()`, a run loop, or an async `main`).
@MainActor
public final class DisplayLinkClock: FrameClock {
    /// The frame rate, finite and > 0.
    public let framesPerSecond: Double

    /// Receives frames; set by ``AnimationDriver``.
    public var frameHandler: ((TimeInterval) -> Void)?

    /// Starts the timer when set to `true`, cancels it when set to `false`.
    public var wantsFrames = false {
        didSet {
            guard wantsFrames != oldValue else { return }
            if wantsFrames { startTimer() } else { stopTimer() }
        }
    }

    private var timer: (any DispatchSourceTimer)?

    /// Whether the timer exists: true exactly while frames are wanted.
    var isTicking: Bool { timer != nil }

    /// Creates a clock ticking `framesPerSecond` times a second while animations run.
    ///
    /// - Parameter framesPerSecond: Finite and > 0 (default 60). An invalid rate reports
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and 60 is used.
    public init(framesPerSecond: Double = 60) {
        var rate = framesPerSecond
        if !(rate.isFinite && rate > 0) {
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

    private func startTimer() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = Int((1_000_000_000 / framesPerSecond).rounded())
        timer.schedule(
            deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
            leeway: .nanoseconds(nanoseconds / 10))
        timer.setEventHandler { [weak self] in
            // Hop onto the main actor rather than assume the main queue is its executor: that
            // holds in a program running `dispatchMain()`, but not under every host.
            Task { @MainActor in self?.tick() }
        }
        self.timer = timer
        timer.resume()
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
    }

    private func tick() {
        frameHandler?(now)
    }
}
