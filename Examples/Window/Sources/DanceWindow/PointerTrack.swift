import Dance
import Foundation

/// The pointer's recent path while it drags the card, and the velocity it lets go with.
///
/// Samples are stamped with the events' own times, never with when the loop handled them:
/// after a hitch of the render loop, the events that piled up are handled microseconds apart,
/// and a slow drag measured over those microseconds became a fling of over 100 000 px/s.
///
/// SDL 2 stamps an event when it queues it, to the millisecond, so the events that piled up
/// during a hitch still share one stamp (or two, a millisecond apart). The velocity is
/// therefore measured over at least ``minimumSpan``: when the samples of the last ``window``
/// span less, it is measured from the sample before them, the pointer's position before the
/// hitch, which gives the drag's average speed through it. It never exceeds ``maximumSpeed``.
struct PointerTrack {
    /// How far back the release velocity looks from the last sample: 100 ms, seconds.
    static let window: TimeInterval = 0.1
    /// The shortest time the velocity is measured over: 5 ms, seconds, longer than the
    /// millisecond or so a batch of events queued at once spans.
    static let minimumSpan: TimeInterval = 0.005
    /// The fastest release: 8 000 pixels per second.
    ///
    /// That is Android's default maximum fling velocity (8 000 dp/s, from
    /// `ViewConfiguration.getScaledMaximumFlingVelocity`). A faster measurement keeps its
    /// direction and is scaled down to this speed.
    static let maximumSpeed = 8000.0

    /// The samples, oldest first: every one of the last ``window``, and the newest before it.
    private(set) var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// Adds the pointer at `point` at `time`, seconds on the events' time line.
    ///
    /// A time earlier than the last sample's (a timestamp that wrapped around) counts as the
    /// last sample's, so the samples' times never decrease.
    mutating func append(_ point: CGPoint, at time: TimeInterval) {
        let time = max(time, samples.last?.time ?? time)
        samples.append((time, point))
        if let newestStale = samples.lastIndex(where: { time - $0.time > Self.window }) {
            samples.removeFirst(newestStale)
        }
    }

    /// The pointer's velocity at its last sample, pixels per second, at most ``maximumSpeed``.
    ///
    /// Measured from the oldest sample of the last ``window`` (or, when that is less than
    /// ``minimumSpan`` old, from the sample before it) to the last one; zero when no sample is
    /// at least ``minimumSpan`` older than the last (the pointer rested, or was only just
    /// pressed).
    var releaseVelocity: CGVector {
        guard let last = samples.last,
            var start = samples.firstIndex(where: { last.time - $0.time <= Self.window })
        else { return .zero }
        if last.time - samples[start].time < Self.minimumSpan, start > 0 { start -= 1 }
        let seconds = last.time - samples[start].time
        guard seconds >= Self.minimumSpan else { return .zero }
        let velocity = CGVector(
            dx: (last.point.x - samples[start].point.x) / seconds,
            dy: (last.point.y - samples[start].point.y) / seconds)
        let speed = hypot(velocity.dx, velocity.dy)
        guard speed > Self.maximumSpeed else { return velocity }
        let scale = Self.maximumSpeed / speed
        return CGVector(dx: velocity.dx * scale, dy: velocity.dy * scale)
    }
}
