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

    /// The value `elapsed` seconds after the segment's start (clamped to the segment).
    ///
    /// Performance: inlined into the timeline's `value(time:)`: called, it was handed a copy
    /// of the whole segment (464 bytes for a `CGPoint`) on every frame of a keyframe step
    /// (about 14 instructions a node and frame more in `dance-benchmark`'s steps workload).
    @inline(__always)
    func value(at elapsed: TimeInterval) -> Value {
        guard elapsed < duration else { return to }
        guard elapsed > 0 else { return from }
        switch shape {
        case .jump:
            return to
        case .linear:
            let fraction = easing?.value(at: elapsed / duration) ?? elapsed / duration
            return from.interpolated(to: to, fraction: fraction)
        case .cubic:
            return KeyframeHermite.value(
                from: from, to: to, startVelocity: startVelocity, endVelocity: endVelocity,
                duration: duration, elapsed: elapsed)
        case .spring:
            guard let spring else { return to }
            let response = spring.response(at: elapsed)
            return to.adding(from.subtracting(to).scaled(by: response.displacement))
                .adding(startVelocity.scaled(by: response.velocity))
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
