import Foundation

extension Timeline {
    /// A running timeline in the form a frame reads: what ``Timeline/progress(at:)``,
    /// ``Timeline/position(ofProgress:)`` and ``Timeline/isAtEnd(_:)`` compute from, with the
    /// anchor time known to be set and the target and the repeat flag worked out once.
    ///
    /// ``sample(at:)`` gives exactly the numbers those methods give (same operations in the same
    /// order), in fewer instructions: the batched frame path (`FramePath`) reads one per
    /// animator per frame.
    struct Running: Sendable {
        let anchorTime: TimeInterval
        let anchorProgress: Double
        let secondsPerUnit: TimeInterval
        let length: Double
        let targetProgress: Double
        let isReversed: Bool
        let repeats: Bool
        let autoreverses: Bool

        /// The running form of `timeline`, which must be running.
        init(_ timeline: Timeline) {
            anchorTime = timeline.anchorTime ?? .infinity
            anchorProgress = timeline.anchorProgress
            secondsPerUnit = timeline.secondsPerUnit
            length = timeline.length
            targetProgress = timeline.targetProgress
            isReversed = timeline.isReversed
            repeats = timeline.repeats
            autoreverses = timeline.autoreverses
        }

        /// The position at clock time `now`, and whether the playhead is at its end there.
        @inline(__always)
        func sample(at now: TimeInterval) -> (position: Double, isAtEnd: Bool) {
            var progress = anchorProgress
            if now > anchorTime {
                if secondsPerUnit > 0 {
                    let moved = (now - anchorTime) / secondsPerUnit
                    progress = isReversed ? anchorProgress - moved : anchorProgress + moved
                    progress = min(max(progress, 0), length)
                } else {
                    progress = targetProgress
                }
            }
            let position =
                repeats
                ? Timeline.repeatedPosition(ofProgress: progress, autoreverses: autoreverses)
                : progress
            return (position, abs(progress - targetProgress) <= Timeline.endTolerance)
        }
    }
}
