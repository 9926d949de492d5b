import Foundation

extension PropertySegments where Value: AnimatableVector {
    /// The rate of change of the value shown at `time` seconds into the timeline, when the
    /// timeline's time moves at `timeRate` seconds per second: the segment shown then, through
    /// its timing's slope (plus a handed-over velocity's part, for a spring that started with
    /// one), or a keyframe step's ``KeyframeTimeline/velocity(time:)``, times `timeRate`; zero
    /// before it starts, after it ends and for zero-duration segments.
    ///
    /// It is the derivative on the side the timeline moves to: at the time one segment ends and
    /// the next starts, moving forwards it is the next segment's, moving backwards (reversed,
    /// or on an autoreversing pass's way back) the one that ends there — the values the frames
    /// that follow will show. A time within a few units in the last place of a segment's end
    /// is at its end, as for its value (``PropertySegments/slack(at:)``): a step's end is its
    /// start + its duration, from which `time − start` can come back a little off the duration.
    func velocity(at time: TimeInterval, timeRate: Double) -> Value {
        guard timeRate != 0, !segments.isEmpty else { return .zero }
        let backward = timeRate < 0
        let slack = Self.slack(at: time)
        // Moving forwards, a segment that starts within the slack after `time` has started
        // (the one before it is at its end there); moving backwards, one that starts at `time`
        // has not.
        let index =
            backward
            ? partitionPoint(count: segments.count - 1) { segments[$0 + 1].start < time }
            : lastStarted(by: time + slack)
        let segment = segments[index]
        var elapsed = time - segment.start
        // Moving forwards the segment covers [start, end), moving backwards (start, end].
        let inside =
            backward
            ? elapsed > 0 && elapsed <= segment.duration + slack
            : elapsed >= -slack && elapsed < segment.duration - slack
        guard segment.duration > 0, inside else { return .zero }
        elapsed = min(max(elapsed, 0), segment.duration)
        if let path = segment.path {
            return path.velocity(elapsed, backward, slack).scaled(by: timeRate)
        }
        let u = elapsed / segment.duration
        let slope = segment.timing.slope(at: u)
        let velocity = segment.to.subtracting(segment.from)
            .scaled(by: slope * timeRate / segment.duration)
        guard let handoff = segment.handoff else {
            guard segment.timing.yVelocityBeyondX != 0 else { return velocity }
            // A `CGPoint`'s y axis under a spring whose `dy` differs from its `dx`.
            let responseRate =
                segment.timing.yVelocityBeyondX * segment.timing.velocityResponseSlope(at: u)
                * timeRate / segment.duration
            return velocity.adding(
                Self.startingYApart(
                    .zero, by: responseRate, from: segment.from, to: segment.to))
        }
        let responseSlope = segment.timing.velocityResponseSlope(at: u)
        return velocity.adding(
            handoff.velocity.scaled(by: responseSlope * timeRate / segment.duration))
    }
}
