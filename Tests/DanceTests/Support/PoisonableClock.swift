import Foundation

@testable import Dance

/// A clock whose `now` can be made NaN.
///
/// The driver reports a NaN time (running the error handler) and uses the last frame's time
/// instead. Frames are delivered only while the driver wants them.
@MainActor
final class PoisonableClock: FrameClock {
    var time: TimeInterval = 0
    var isPoisoned = false
    var now: TimeInterval { isPoisoned ? .nan : time }
    var frameHandler: ((TimeInterval) -> Void)?
    var wantsFrames = false

    /// Sets the time to `time` and delivers a frame there if the driver wants one.
    func frame(at time: TimeInterval) {
        self.time = time
        if wantsFrames { frameHandler?(time) }
    }
}
