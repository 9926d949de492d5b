import Foundation

/// The cubic Hermite curve of a `.cubic` keyframe's segment.
///
/// With u = elapsed / h on a segment of h seconds from p₀ to p₁ with velocities m₀ and m₁
/// (value units per second):
/// p(u) = p₀ + (p₁ − p₀)·(3u² − 2u³) + m₀·h·(u³ − 2u² + u) + m₁·h·(u³ − u²),
/// the Hermite basis written so that u = 0 gives p₀ and u = 1 gives p₁ exactly.
enum KeyframeHermite {
    /// The curve's value `elapsed` seconds into a segment of `duration` seconds (> 0).
    static func value<Value: AnimatableVector>(
        from: Value, to: Value, startVelocity: Value, endVelocity: Value,
        duration: TimeInterval, elapsed: TimeInterval
    ) -> Value {
        let u = elapsed / duration
        let u2 = u * u
        let u3 = u2 * u
        return from.adding(to.subtracting(from).scaled(by: 3 * u2 - 2 * u3))
            .adding(startVelocity.scaled(by: duration * (u3 - 2 * u2 + u)))
            .adding(endVelocity.scaled(by: duration * (u3 - u2)))
    }

    /// The curve's velocity, in value units per second, `elapsed` seconds into the segment.
    static func velocity<Value: AnimatableVector>(
        from: Value, to: Value, startVelocity: Value, endVelocity: Value,
        duration: TimeInterval, elapsed: TimeInterval
    ) -> Value {
        let u = elapsed / duration
        let u2 = u * u
        return to.subtracting(from).scaled(by: (6 * u - 6 * u2) / duration)
            .adding(startVelocity.scaled(by: 3 * u2 - 4 * u + 1))
            .adding(endVelocity.scaled(by: 3 * u2 - 2 * u))
    }
}
