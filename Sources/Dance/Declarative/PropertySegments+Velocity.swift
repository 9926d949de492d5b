import Foundation

extension PropertySegments where Value: AnimatableVector {
    /// The rate of change of the value shown at `time` seconds into the timeline, when the
    /// timeline's time moves at `timeRate` seconds per second: the segment shown then, through
    /// its timing's slope (plus a handed-over velocity's part, for a spring that started with
    /// one), or a keyframe step's ``KeyframeTimeline/velocity(time:)``, times `timeRate`; zero
    /// before it starts, after it ends and for zero-duration segments.
    func velocity(at time: TimeInterval, timeRate: Double) -> Value {
        guard timeRate != 0, var segment = segments.first else { return .zero }
        for candidate in segments.dropFirst() where candidate.start <= time {
            segment = candidate
        }
        let elapsed = time - segment.start
        guard segment.duration > 0, elapsed >= 0, elapsed < segment.duration else { return .zero }
        if let path = segment.path {
            return path.velocity(elapsed).scaled(by: timeRate)
        }
        let u = elapsed / segment.duration
        let slope = segment.timing.slope(at: u)
        let velocity = segment.to.subtracting(segment.from)
            .scaled(by: slope * timeRate / segment.duration)
        guard let handoff = segment.handoff else { return velocity }
        let responseSlope = segment.timing.velocityResponseSlope(at: u)
        return velocity.adding(
            handoff.velocity.scaled(by: responseSlope * timeRate / segment.duration))
    }
}
