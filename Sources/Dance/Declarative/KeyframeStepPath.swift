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
    /// given), or `nil` when the property's type is not the keyframes' (the step then moves
    /// linearly).
    ///
    /// `value` is the value `t` seconds into the step (t in 0…duration); `velocity` the
    /// velocity there, in value units per second of step time
    /// (``KeyframeTimeline/velocity(time:)``; at a keyframe's time, of the segment that ends
    /// there when its second argument says the step moves backwards, a keyframe's time being
    /// within the third argument's seconds). Both read one timeline, built once.
    func motion<Target: Interpolatable>(from start: Target, velocity: Target?)
        -> KeyframeMotion<Target>?
}

/// A keyframe step's motion on one property: its value and its velocity at each time.
///
/// A class, so that a segment holds it in one word and a frame calls it borrowed (see
/// `PropertySegments.value(of:_:at:isAtEnd:)`): the closures are `let`s of an object the
/// segment keeps alive, so calling one neither copies it nor retains its context.
final class KeyframeMotion<Value> {
    let value: (TimeInterval) -> Value
    /// The velocity at a time, moving backwards (`true`) or forwards, a keyframe's time being
    /// within the given seconds of it.
    let velocity: (TimeInterval, Bool, TimeInterval) -> Value

    init(
        value: @escaping (TimeInterval) -> Value,
        velocity: @escaping (TimeInterval, Bool, TimeInterval) -> Value
    ) {
        self.value = value
        self.velocity = velocity
    }
}

/// The keyframes of ``Animation/keyframes(_:_:)`` for values of type `Value`.
struct KeyframeList<Value: AnimatableVector>: KeyframeStepPath {
    let keyframes: [Keyframe<Value>]
    let duration: TimeInterval
    /// Stored when the list is made (in code specialised for its type): the step reads it
    /// through the protocol, where reading the first keyframe is generic code that looked up
    /// the metadata of a keyframe and its optional (about 1 000 instructions).
    let takesInitialVelocity: Bool

    init(_ keyframes: [Keyframe<Value>]) {
        self.keyframes = keyframes
        duration = keyframes.reduce(0) { $0 + $1.duration }
        takesInitialVelocity = keyframes.first?.takesStartVelocity ?? false
    }

    /// Specialised for the built-in types (a step reaches it through the protocol, so the
    /// specialised caller cannot specialise it): the casts between `Target` and `Value` are
    /// then no-ops, and the timeline is built in code compiled for its type.
    @_specialize(where Value == Double, Target == Double)
    @_specialize(where Value == CGFloat, Target == CGFloat)
    @_specialize(where Value == CGPoint, Target == CGPoint)
    @_specialize(where Value == CGSize, Target == CGSize)
    @_specialize(where Value == CGRect, Target == CGRect)
    @_specialize(where Value == Color, Target == Color)
    func motion<Target: Interpolatable>(from start: Target, velocity: Target?)
        -> KeyframeMotion<Target>?
    {
        motionBody(from: start, velocity: velocity)
    }

    /// The body of ``motion(from:velocity:)``, a function of its own so that the entry, which
    /// checks the types and calls the code specialised for them, has no local of a generic
    /// type: it looked up the metadata of an optional and of the timeline first (about 650
    /// instructions a keyframe step).
    @inline(never)
    private func motionBody<Target: Interpolatable>(from start: Target, velocity: Target?)
        -> KeyframeMotion<Target>?
    {
        guard let start = start as? Value else { return nil }
        let timeline = KeyframeTimeline(
            initialValue: start, initialVelocity: velocity.flatMap { $0 as? Value } ?? .zero,
            keyframes: keyframes)
        return Self.motion(along: timeline) as? KeyframeMotion<Target>
    }

    /// `timeline`'s value and velocity at each time.
    ///
    /// Performance: a frame calls the closures for every keyframe property. Made here, called
    /// from ``motion(from:velocity:)`` specialised for the six lane-by-lane types, they are
    /// compiled for their value type; made in generic code they looked up the timeline's
    /// generic metadata to copy it on every call. Both capture one object holding the timeline,
    /// which is then their context as it is: no context of their own is allocated for them (two
    /// closures capturing the timeline itself allocated two contexts, each with a copy).
    private static func motion(along timeline: KeyframeTimeline<Value>) -> KeyframeMotion<Value> {
        let shared = SharedTimeline(timeline)
        return KeyframeMotion(
            value: { shared.timeline.value(time: $0) },
            velocity: { shared.timeline.velocity(time: $0, movingBackward: $1, slack: $2) })
    }
}

/// A keyframe timeline in an object, which the closures of its ``KeyframeMotion`` share.
private final class SharedTimeline<Value: AnimatableVector> {
    let timeline: KeyframeTimeline<Value>

    init(_ timeline: KeyframeTimeline<Value>) { self.timeline = timeline }
}
