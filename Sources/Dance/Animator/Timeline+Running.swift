import Foundation

extension Timeline {
    /// A running timeline in the form a frame reads, in three parts so that the batched frame
    /// path (`FramePath`) streams as few bytes as it can: the numbers every frame needs
    /// (``Running``), one byte of ``Shape``, and the numbers only a repeating timeline needs
    /// (``Repeats``), which a frame reads only when the shape says it repeats.
    ///
    /// ``sample(_:_:_:at:)`` gives exactly the numbers ``Timeline/progress(at:)``,
    /// ``Timeline/position(ofProgress:)`` and ``Timeline/isAtEnd(_:at:)`` give (same operations
    /// in the same order), with the anchor time known to be set and the target worked out once.
    struct Running: Sendable {
        /// The anchor time (`+∞` for a timeline that is not running: it shows its anchor).
        let anchorTime: TimeInterval
        let anchorProgress: Double
        let secondsPerUnit: TimeInterval
    }

    /// The flags of a running timeline a frame branches on.
    struct Shape: OptionSet, Sendable {
        let rawValue: UInt8

        static let reversed = Shape(rawValue: 1)
        /// ``Timeline/repeats``: the length is not 1 or the timeline autoreverses.
        static let repeats = Shape(rawValue: 2)
        static let autoreverses = Shape(rawValue: 4)
    }

    /// The numbers only a repeating timeline needs: without repeats the length is 1 and the
    /// target 1 forward or 0 reversed.
    struct Repeats: Sendable {
        let length: Double
        let targetProgress: Double
    }

    /// The three parts of this timeline's running form.
    var runningForm: (Running, Shape, Repeats) {
        var shape: Shape = []
        if isReversed { shape.insert(.reversed) }
        if repeats { shape.insert(.repeats) }
        if autoreverses { shape.insert(.autoreverses) }
        return (
            Running(
                anchorTime: anchorTime ?? .infinity, anchorProgress: anchorProgress,
                secondsPerUnit: secondsPerUnit),
            shape, Repeats(length: length, targetProgress: targetProgress)
        )
    }

    /// The position at clock time `now` of the timeline whose running form is `running`,
    /// `shape` and `repeats[index]` (read only when the shape repeats: for other rows the
    /// column may end before `index`), and whether the playhead is at its end there.
    @inline(__always)
    static func sample(
        _ running: Running, _ shape: Shape, _ repeats: UnsafePointer<Repeats>, _ index: Int,
        at now: TimeInterval
    ) -> (position: Double, isAtEnd: Bool) {
        let isRepeating = shape.contains(.repeats)
        let isReversed = shape.contains(.reversed)
        let length = isRepeating ? repeats[index].length : 1
        let target = isRepeating ? repeats[index].targetProgress : isReversed ? 0 : 1
        var progress = running.anchorProgress
        if now > running.anchorTime {
            if running.secondsPerUnit > 0 {
                let moved = (now - running.anchorTime) / running.secondsPerUnit
                progress = isReversed ? progress - moved : progress + moved
                progress = min(max(progress, 0), length)
            } else {
                progress = target
            }
        }
        let position =
            isRepeating
            ? repeatedPosition(ofProgress: progress, autoreverses: shape.contains(.autoreverses))
            : progress
        let isAtEnd = Timeline.isAtEnd(
            progress, target: target, anchorProgress: running.anchorProgress,
            secondsPerUnit: running.secondsPerUnit, at: now)
        return (position, isAtEnd)
    }
}
