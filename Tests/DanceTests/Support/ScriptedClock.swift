import Foundation

@testable import Dance

/// A clock that reports whatever time it is told (NaN and ±∞ included), and delivers frames
/// only when asked.
@MainActor
final class ScriptedClock: FrameClock {
    var now: TimeInterval
    var frameHandler: ((TimeInterval) -> Void)?
    var wantsFrames = false

    init(now: TimeInterval) { self.now = now }

    /// Sets ``now`` to `time` and delivers a frame at `time`.
    func frame(at time: TimeInterval) {
        now = time
        frameHandler?(time)
    }
}
