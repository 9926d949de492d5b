import Foundation

/// A keyframe step's keyframes, seen without their value type: they become a property's motion
/// once the value the property starts from is known.
@MainActor
protocol KeyframeStepPath {
    /// Seconds the keyframes last.
    var duration: TimeInterval { get }

    /// The motion from `start`: the value `t` seconds into the step (t in 0…duration), or `nil`
    /// when the property's type is not the keyframes' (the step then moves linearly).
    func path<Target: Interpolatable>(from start: Target) -> ((TimeInterval) -> Target)?

    /// The velocity along ``path(from:)`` `t` seconds into the step, in value units per second
    /// of step time (``KeyframeTimeline/velocity(time:)``), or `nil` as for the path.
    func velocityPath<Target: Interpolatable>(from start: Target) -> ((TimeInterval) -> Target)?
}

/// The keyframes of ``Animation/keyframes(_:_:)`` for values of type `Value`.
struct KeyframeList<Value: AnimatableVector>: KeyframeStepPath {
    let keyframes: [Keyframe<Value>]
    let duration: TimeInterval

    init(_ keyframes: [Keyframe<Value>]) {
        self.keyframes = keyframes
        duration = keyframes.reduce(0) { $0 + $1.duration }
    }

    func path<Target: Interpolatable>(from start: Target) -> ((TimeInterval) -> Target)? {
        guard let start = start as? Value else { return nil }
        let timeline = KeyframeTimeline(initialValue: start, keyframes: keyframes)
        let path: (TimeInterval) -> Value = { timeline.value(time: $0) }
        return path as? (TimeInterval) -> Target
    }

    func velocityPath<Target: Interpolatable>(from start: Target) -> ((TimeInterval) -> Target)? {
        guard let start = start as? Value else { return nil }
        let timeline = KeyframeTimeline(initialValue: start, keyframes: keyframes)
        let velocity: (TimeInterval) -> Value = { timeline.velocity(time: $0) }
        return velocity as? (TimeInterval) -> Target
    }
}
