import Foundation

/// One precomputed segment of a ``KeyframeTimeline``: the motion that ends at one keyframe.
///
/// Everything a segment needs is computed when the timeline is built (its start, its end
/// velocities, its spring's coefficients), so evaluating it allocates nothing.
struct KeyframeSegment<Value: AnimatableVector> {
    /// How the segment moves.
    enum Shape {
        /// Shows `to` just after `start` (a `.move`, or any keyframe shorter than
        /// ``DurationLimits/shortest``), with velocity 0.
        case jump
        /// From `from` to `to` along `easing`.
        case linear
        /// A cubic Hermite curve with velocities `startVelocity` and `endVelocity`.
        case cubic
        /// A spring towards `to`, starting with `startVelocity`; it shows `to` at its end.
        case spring
    }

    let shape: Shape
    /// Seconds from the start of the timeline.
    let start: TimeInterval
    /// Seconds, ≥ 0 (below ``DurationLimits/shortest`` only for jumps).
    let duration: TimeInterval
    let from: Value
    let to: Value
    /// Value units per second at the start (cubic and spring segments).
    let startVelocity: Value
    /// Value units per second at the end (cubic segments).
    let endVelocity: Value
    let easing: KeyframeEasing?
    let spring: KeyframeSpring?

    /// The value of `segments[index]` `elapsed` seconds after its start (clamped to the
    /// segment).
    ///
    /// Performance: a frame of a keyframe step runs this, and it reads the segment in its
    /// array one field at a time. As a method of the segment it worked on a copy: called, of
    /// the whole segment (464 bytes for a `CGPoint`), and inlined, of its easing and spring
    /// (368 bytes), which a cubic segment never reads: two `memcpy`s a frame, about 90
    /// instructions of the 660 a node and frame of `dance-benchmark`'s steps workload.
    @inline(__always)
    static func value(of segments: [KeyframeSegment], at index: Int, elapsed: TimeInterval)
        -> Value
    {
        let duration = segments[index].duration
        guard elapsed < duration else { return segments[index].to }
        guard elapsed > 0 else { return segments[index].from }
        switch segments[index].shape {
        case .jump:
            return segments[index].to
        case .linear:
            let fraction =
                segments[index].easing?.value(at: elapsed / duration) ?? elapsed / duration
            return segments[index].from.interpolated(to: segments[index].to, fraction: fraction)
        case .cubic:
            return KeyframeHermite.value(
                from: segments[index].from, to: segments[index].to,
                startVelocity: segments[index].startVelocity,
                endVelocity: segments[index].endVelocity, duration: duration, elapsed: elapsed)
        case .spring:
            guard let response = segments[index].spring?.response(at: elapsed) else {
                return segments[index].to
            }
            let (from, to) = (segments[index].from, segments[index].to)
            return to.adding(from.subtracting(to).scaled(by: response.displacement))
                .adding(segments[index].startVelocity.scaled(by: response.velocity))
        }
    }

    /// The velocity, in value units per second, `elapsed` seconds after the start (clamped).
    ///
    /// At the segment's end it is the velocity reached there (a spring's, before it shows its
    /// target exactly); a jump's is zero.
    @inline(__always)
    func velocity(at elapsed: TimeInterval) -> Value {
        let elapsed = min(max(elapsed, 0), duration)
        switch shape {
        case .jump:
            return .zero
        case .linear:
            let slope = easing?.slope(at: elapsed / duration) ?? 1
            return to.subtracting(from).scaled(by: slope / duration)
        case .cubic:
            return KeyframeHermite.velocity(
                from: from, to: to, startVelocity: startVelocity, endVelocity: endVelocity,
                duration: duration, elapsed: elapsed)
        case .spring:
            guard let spring else { return .zero }
            let rate = spring.responseRate(at: elapsed)
            return from.subtracting(to).scaled(by: rate.displacement)
                .adding(startVelocity.scaled(by: rate.velocity))
        }
    }
}

extension KeyframeSegment: Sendable where Value: Sendable {}
