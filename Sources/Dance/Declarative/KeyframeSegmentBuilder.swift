import Foundation

/// Turns keyframes into precomputed segments: times, start values and the velocities at which
/// segments join.
enum KeyframeSegmentBuilder {
    /// The segments of a timeline starting at `initialValue` with `initialVelocity` (value
    /// units per second), in time order.
    ///
    /// Every segment starts at the previous keyframe's value with the velocity the previous
    /// segment ends with (`initialVelocity` at the start, 0 after a jump), and ends at its
    /// keyframe's value. Only a cubic or spring segment starts with a velocity it is given. A
    /// keyframe shorter than ``DurationLimits/shortest`` (1e-6 s) is a jump, like a `.move`: a
    /// velocity is a distance divided by a duration of at least 1e-6 s, so it stays finite.
    static func segments<Value: AnimatableVector>(
        initialValue: Value, initialVelocity: Value = .zero, keyframes: [Keyframe<Value>]
    ) -> [KeyframeSegment<Value>] {
        var segments: [KeyframeSegment<Value>] = []
        segments.reserveCapacity(keyframes.count)
        var time = 0.0
        var value = initialValue
        var velocity = initialVelocity
        for (index, keyframe) in keyframes.enumerated() {
            let segment = makeSegment(
                keyframe, start: time, from: value, velocity: velocity,
                next: index + 1 < keyframes.count ? keyframes[index + 1] : nil)
            segments.append(segment)
            velocity = segment.velocity(at: segment.duration)
            time += segment.duration
            value = keyframe.value
        }
        return segments
    }

    private static func makeSegment<Value: AnimatableVector>(
        _ keyframe: Keyframe<Value>, start: TimeInterval, from: Value, velocity: Value,
        next: Keyframe<Value>?
    ) -> KeyframeSegment<Value> {
        var shape = KeyframeSegment<Value>.Shape.jump
        var easing: KeyframeEasing?
        var spring: KeyframeSpring?
        var endVelocity = Value.zero
        // A keyframe shorter than the shortest motion jumps, so that no velocity divides by it.
        if keyframe.duration >= DurationLimits.shortest {
            switch keyframe.kind {
            case .linear(let curve):
                (shape, easing) = (.linear, curve)
            case .cubic:
                shape = .cubic
                endVelocity = splineEndVelocity(
                    from: from, start: start, keyframe: keyframe, next: next)
            case .spring(let motion):
                (shape, spring) = (.spring, motion)
            case .move:
                break
            }
        }
        return KeyframeSegment(
            shape: shape, start: start, duration: keyframe.duration,
            from: from, to: keyframe.value, startVelocity: velocity, endVelocity: endVelocity,
            easing: easing, spring: spring)
    }

    /// The velocity a cubic segment from `from` (at `start`) ends with at `keyframe`.
    ///
    /// Before another cubic segment or a spring: (next − previous) / (time of next − time of
    /// previous), the non-uniform Catmull-Rom tangent. Before a linear segment: that segment's
    /// start velocity. Before a jump or at the end: 0.
    private static func splineEndVelocity<Value: AnimatableVector>(
        from: Value, start: TimeInterval, keyframe: Keyframe<Value>, next: Keyframe<Value>?
    ) -> Value {
        guard let next, next.duration >= DurationLimits.shortest else { return .zero }
        switch next.kind {
        case .cubic, .spring:
            let span = keyframe.duration + next.duration
            return next.value.subtracting(from).scaled(by: 1 / span)
        case .linear(let easing):
            let slope = easing.slope(at: 0)
            return next.value.subtracting(keyframe.value).scaled(by: slope / next.duration)
        case .move:
            return .zero
        }
    }
}
