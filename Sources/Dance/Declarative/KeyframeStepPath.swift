import Foundation

/// A keyframe step's keyframes, seen without their value type: they become a property's motion
/// once the value the property starts from is known.
@MainActor
protocol KeyframeStepPath {
    /// Seconds the keyframes last.
    var duration: TimeInterval { get }

    /// Whether the first keyframe starts with a velocity it is given (a `.cubic` or `.spring`
    /// one), so that the step can take a velocity hand-off.
    var takesInitialVelocity: Bool { get }

    /// The motion from `start`, moving at `velocity` (value units per second of step time, if
    /// given): the value `t` seconds into the step (t in 0…duration), or `nil` when the
    /// property's type is not the keyframes' (the step then moves linearly).
    func path<Target: Interpolatable>(from start: Target, velocity: Target?)
        -> ((TimeInterval) -> Target)?

    /// The velocity along ``path(from:velocity:)`` `t` seconds into the step, in value units
    /// per second of step time (``KeyframeTimeline/velocity(time:)``), or `nil` as for the
    /// path.
    func velocityPath<Target: Interpolatable>(from start: Target, velocity: Target?)
        -> ((TimeInterval) -> Target)?
}

/// The keyframes of ``Animation/keyframes(_:_:)`` for values of type `Value`.
struct KeyframeList<Value: AnimatableVector>: KeyframeStepPath {
    let keyframes: [Keyframe<Value>]
    let duration: TimeInterval

    init(_ keyframes: [Keyframe<Value>]) {
        self.keyframes = keyframes
        duration = keyframes.reduce(0) { $0 + $1.duration }
    }

    var takesInitialVelocity: Bool { keyframes.first?.takesStartVelocity ?? false }

    func path<Target: Interpolatable>(from start: Target, velocity: Target?)
        -> ((TimeInterval) -> Target)?
    {
        guard let timeline = timeline(from: start, velocity: velocity) else { return nil }
        return Self.values(along: timeline) as? (TimeInterval) -> Target
    }

    func velocityPath<Target: Interpolatable>(from start: Target, velocity: Target?)
        -> ((TimeInterval) -> Target)?
    {
        guard let timeline = timeline(from: start, velocity: velocity) else { return nil }
        return Self.velocities(along: timeline) as? (TimeInterval) -> Target
    }

    /// `timeline`'s value at each time.
    ///
    /// Performance: a frame calls the closure for every keyframe property. Made in code
    /// specialized for the six lane-by-lane types, it is compiled for its value type; made in
    /// generic code it looked up the timeline's generic metadata to copy it on every call.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    private static func values(along timeline: KeyframeTimeline<Value>) -> (TimeInterval) -> Value {
        { timeline.value(time: $0) }
    }

    /// `timeline`'s velocity at each time (see ``values(along:)``).
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    private static func velocities(along timeline: KeyframeTimeline<Value>)
        -> (TimeInterval) -> Value
    {
        { timeline.velocity(time: $0) }
    }

    /// The keyframes' timeline from `start` at `velocity` (at rest without one), or `nil` when
    /// the property's type is not `Value`.
    private func timeline<Target: Interpolatable>(from start: Target, velocity: Target?)
        -> KeyframeTimeline<Value>?
    {
        guard let start = start as? Value else { return nil }
        return KeyframeTimeline(
            initialValue: start, initialVelocity: velocity.flatMap { $0 as? Value } ?? .zero,
            keyframes: keyframes)
    }
}
