import Foundation

/// A clock that moves only when told to: deterministic time for tests, rendering and simulation.
///
/// Advancing delivers a frame at every multiple of ``frameInterval`` passed on the way and one
/// at the exact target, so delays, completions and reversals happen in order and in the same
/// way on every run. Frames are delivered only while ``wantsFrames`` is `true` (the driver has
/// something to animate): while it is `false` the clock jumps, so advancing an idle driver by
/// a day costs no more than advancing it by a frame. Frame times are computed from an integer frame count
/// (`frame × interval`, or `frame / rate` when the interval is the reciprocal of a whole
/// number), never by repeated addition, so 120 frames at 60 Hz end at exactly 2 s.
///
/// ```swift
/// let clock = ManualClock()
/// AnimationDriver.shared.clock = clock
/// clock.advance(by: 0.5)  // delivers the frames at 1/60, 2/60, … 30/60 s
/// ```
@MainActor
public final class ManualClock: FrameClock {
    /// Seconds between frames; finite and ≥ 0.0001.
    public let frameInterval: TimeInterval

    /// The shortest frame interval accepted: 10 000 frames per second.
    static let minimumFrameInterval = 0.0001

    /// The current time in seconds; starts at 0.
    ///
    /// Read whenever an animation starts, pauses or reports its progress: unchecked
    /// exclusivity, as the clock is main-actor isolated and each access is a single load or
    /// store.
    @exclusivity(unchecked) public private(set) var now: TimeInterval = 0

    /// Receives frames; set by ``AnimationDriver``.
    public var frameHandler: ((TimeInterval) -> Void)?

    /// Whether frames are delivered while advancing; set by ``AnimationDriver``.
    ///
    /// While `false`, advancing moves ``now`` to the target at once, delivering no frame.
    public var wantsFrames = false

    /// Frames per second when the interval is the reciprocal of a whole number, else `nil`.
    private let wholeRate: Double?

    /// Creates a clock at time 0.
    ///
    /// - Parameter frameInterval: Seconds between frames, finite and ≥ 0.0001 (default 1/60),
    ///   so that advancing through an animation costs at most 10 000 frames a second. An
    ///   invalid interval reports ``DanceError/invalidArgument(tag:operation:argument:value:)``
    ///   and 1/60 is used.
    public init(frameInterval: TimeInterval = 1.0 / 60) {
        var interval = frameInterval
        if !(interval.isFinite && interval >= Self.minimumFrameInterval) {
            Diagnostics.report(
                .invalidArgument(
                    tag: nil, operation: .makeManualClock, argument: .frameInterval,
                    value: frameInterval))
            interval = 1.0 / 60
        }
        self.frameInterval = interval
        let rate = (1 / interval).rounded()
        wholeRate = (rate >= 1 && 1 / rate == interval) ? rate : nil
    }

    /// Moves time forward by `duration` seconds, delivering every frame on the way.
    ///
    /// A target within rounding error of a frame time (at most 4 units in the last place of
    /// the target) is that frame time, so 120 calls of `advance(by: 1.0 / 60)`
    /// deliver 120 frames and end at exactly 2 s. Only rounding error is absorbed: any larger
    /// step moves the clock by `duration` to within those few units, however late ``now`` is
    /// (after a day, `advance(by: 0.0005)` moves 0.0005 s), and a step that moves ``now`` at
    /// all is never snapped back onto it. A step below half a unit in the last place of
    /// ``now`` (about 1e-7 s at 1e9 s) cannot change a `Double` there: nothing moves.
    ///
    /// - Parameter duration: Seconds, finite and ≥ 0, with ``now`` + `duration` finite. A bad
    ///   value reports ``DanceError/invalidArgument(tag:operation:argument:value:)``
    ///   (`.duration`) and nothing moves.
    public func advance(by duration: TimeInterval) {
        guard duration >= 0, (now + duration).isFinite else {
            Diagnostics.report(
                .invalidArgument(
                    tag: nil, operation: .advanceClock, argument: .duration, value: duration))
            return
        }
        let target = now + duration
        let snapped = snappedToFrame(target)
        advance(to: snapped > now ? snapped : target)
    }

    /// Units in the last place of a target within which it is a frame time: the sum
    /// ``now`` + `duration` rounds three times (the frame time held in ``now``, the duration
    /// as written, the sum), each by at most half a unit of the target, as the frame time it
    /// is compared with does once.
    static let snapULPs = 4.0

    /// `time`, or the frame time it differs from by rounding error only (``snapULPs``).
    private func snappedToFrame(_ time: TimeInterval) -> TimeInterval {
        let frameTime = self.time(ofFrame: (time / frameInterval).rounded())
        return abs(frameTime - time) <= Self.snapULPs * time.ulp ? frameTime : time
    }

    /// Moves time forward to `time`, delivering a frame at every multiple of ``frameInterval``
    /// after ``now`` and up to `time`, then one at `time` itself if it is not such a multiple.
    ///
    /// - Parameter time: Seconds, finite and ≥ ``now``. A bad value reports
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing moves.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= now else {
            Diagnostics.report(
                .invalidArgument(tag: nil, operation: .advanceClock, argument: .time, value: time))
            return
        }
        // From a value type's code run by a frame of this clock's: a frame inside a frame
        // would render the tracks the outer one is reading.
        guard !(frameHandler != nil && AnimationDriver.isComputingValues) else {
            return Diagnostics.report(
                .wrongState(tag: nil, operation: .advanceClock, reason: .renderingFrame))
        }
        var frame = (now / frameInterval).rounded(.down) + 1
        while wantsFrames {
            let frameTime = self.time(ofFrame: frame)
            guard frameTime <= time else { break }
            if frameTime > now { deliver(frameTime) }
            // Past 2^53 frames the count stops moving: go straight to the target.
            guard frame + 1 > frame else { break }
            frame += 1
        }
        guard now < time else { return }
        if wantsFrames { deliver(time) } else { now = time }
    }

    /// The time of frame number `frame`, computed without accumulating rounding error.
    func time(ofFrame frame: Double) -> TimeInterval {
        if let wholeRate { frame / wholeRate } else { frame * frameInterval }
    }

    private func deliver(_ time: TimeInterval) {
        now = time
        frameHandler?(time)
    }
}
