import Foundation

/// A value that moves through keyframes over time: ask it for the value and velocity at any
/// time, with or without an animator.
///
/// The timeline starts at `initialValue` at time 0; each keyframe adds a segment that ends at
/// its value after its duration (see ``Keyframe``). Every keyframe's value is shown exactly at
/// its time; between keyframes each segment moves as its kind says.
///
/// ```swift
/// let hop = KeyframeTimeline(initialValue: CGPoint(x: 0, y: 100), keyframes: [
///     .cubic(CGPoint(x: 50, y: 20), duration: 0.4),
///     .cubic(CGPoint(x: 100, y: 100), duration: 0.4),
///     .spring(CGPoint(x: 100, y: 60), spring: SpringTimingParameters(dampingRatio: 0.4)),
///     .move(CGPoint(x: 0, y: 100)),
/// ])
/// let point = hop.value(time: 0.5)           // on the spline, past the top
/// let speed = hop.velocity(time: 0.5)        // points per second
/// let halfway = hop.value(progress: 0.5)     // value(time: 0.5 × hop.duration)
/// ```
///
/// Run one on a node's property as a step with ``Animation/keyframes(_:_:)``, or drive it
/// from a game or terminal loop directly. It is a value: building it computes every segment
/// once; evaluating it allocates nothing (a binary search over the segments, then one
/// segment's closed form).
///
/// Mirrors SwiftUI's `KeyframeTimeline` (`value(time:)`, `value(progress:)`, `duration`), with
/// an analytic velocity added.
public struct KeyframeTimeline<Value: AnimatableVector> {
    /// The value at time 0 (unless a `.move` starts the timeline).
    public let initialValue: Value
    /// Seconds from the start to the last keyframe: the sum of the keyframes' durations.
    public let duration: TimeInterval
    /// The segments, in time order; each one starts where the previous one ends.
    let segments: [KeyframeSegment<Value>]

    /// Creates a timeline from its initial value and keyframes.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time 0.
    ///   - keyframes: Reached one after another; each keyframe's duration is the segment that
    ///     ends at it. None: the timeline lasts 0 s and shows `initialValue`.
    public init(initialValue: Value, keyframes: [Keyframe<Value>]) {
        self.init(initialValue: initialValue, initialVelocity: .zero, keyframes: keyframes)
    }

    /// A timeline that starts at `initialValue` moving at `initialVelocity`.
    ///
    /// `initialVelocity` is in value units per second: a first cubic or spring keyframe starts
    /// with it, as a later one starts with the velocity reached so far. A Dance hand-off gives
    /// a keyframe step the velocity of the animation it replaces this way.
    init(initialValue: Value, initialVelocity: Value, keyframes: [Keyframe<Value>]) {
        self.initialValue = initialValue
        segments = KeyframeSegmentBuilder.segments(
            initialValue: initialValue, initialVelocity: initialVelocity, keyframes: keyframes)
        duration = segments.last.map { $0.start + $0.duration } ?? 0
    }

    // MARK: - Evaluating

    /// The value at `time` seconds from the start.
    ///
    /// - Parameter time: Seconds; clamped to 0…``duration``. NaN is reported as
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and 0 is used.
    /// - Returns: The keyframe's value exactly at each keyframe's time; from a `.move`'s time
    ///   on, its value.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    public func value(time: TimeInterval) -> Value {
        // The body is a function of its own, so that this entry (which an app's module calls,
        // with the type unknown) checks the type and calls the code specialised for it without
        // looking up the segments' metadata first.
        valueBody(time: time)
    }

    /// The body of ``value(time:)``.
    @inline(never)
    private func valueBody(time: TimeInterval) -> Value {
        let time = clamped(time)
        guard let index = segmentIndex(at: time) else { return initialValue }
        // Read in place (see `KeyframeSegment.value(of:at:elapsed:)`).
        let start = segments[index].start
        // At the segment's end by the same sum that places the next segment and the timeline's
        // end: `time − start` can round to just short of the duration there, which showed a
        // spring cut off by its duration before its final jump.
        guard time < start + segments[index].duration else { return segments[index].to }
        return KeyframeSegment.value(of: segments, at: index, elapsed: time - start)
    }

    /// The value at `progress` of the duration: `value(time: progress × duration)`.
    ///
    /// - Parameter progress: 0…1, clamped; NaN is reported and 0 is used.
    public func value(progress: Double) -> Value {
        guard !progress.isNaN else {
            Diagnostics.reportFromAnyThread(
                .invalidArgument(
                    tag: nil, operation: .keyframeTimeline, argument: .progress, value: progress))
            return value(time: 0)
        }
        return value(time: min(max(progress, 0), 1) * duration)
    }

    /// The rate of change at `time`, in value units per second, computed analytically.
    ///
    /// At a keyframe's time it is the velocity of the segment that starts there (zero from a
    /// `.move` on); at ``duration``, the velocity the last segment ends with.
    ///
    /// - Parameter time: Seconds; clamped to 0…``duration``; NaN is reported and 0 is used.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    public func velocity(time: TimeInterval) -> Value {
        velocity(time: time, movingBackward: false, slack: 0)
    }

    /// The rate of change at `time`, moving backwards or forwards.
    ///
    /// At a keyframe's time, moving backwards, it is the velocity of the segment that ends
    /// there (the values a reversed step shows next). A time within `slack` seconds of a
    /// keyframe's is at it (a step's time into its keyframes rounds).
    ///
    /// Its callers are compiled for their value type (the public ``velocity(time:)``'s
    /// specialisations, a keyframe step's motion), so it is specialised with them.
    func velocity(time: TimeInterval, movingBackward: Bool, slack: TimeInterval) -> Value {
        let time = clamped(time)
        guard var index = segmentIndex(at: movingBackward ? time : time + slack) else {
            return .zero
        }
        if movingBackward {
            while index > 0, segments[index].start >= time - slack { index -= 1 }
        }
        let segment = segments[index]
        return segment.velocity(at: time - segment.start)
    }

    // MARK: - Finding the segment

    /// The last segment that has started at `time` (in 0…duration), or `nil` without segments.
    ///
    /// Uses only `Array`'s own `count` and subscript, so that unspecialized generic code (a
    /// keyframe step's frame) allocates nothing.
    func segmentIndex(at time: TimeInterval) -> Int? {
        var high = segments.count - 1
        guard high >= 0 else { return nil }
        var low = 0
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func clamped(_ time: TimeInterval) -> TimeInterval {
        guard !time.isNaN else {
            Diagnostics.reportFromAnyThread(
                .invalidArgument(
                    tag: nil, operation: .keyframeTimeline, argument: .time, value: time))
            return 0
        }
        return min(max(time, 0), duration)
    }
}

extension KeyframeTimeline: Sendable where Value: Sendable {}
