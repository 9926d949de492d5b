import Foundation

/// The segments one property goes through on a declarative timeline, seen without its type.
@MainActor
class SegmentTrack {
    /// The storage's identity, for finding the track again while recording.
    let storageID: ObjectIdentifier

    init(storageID: ObjectIdentifier) {
        self.storageID = storageID
    }

    /// Sets the property's presentation value for `time` seconds into the timeline;
    /// `isAtEnd` says the timeline is at its end (position 1).
    func render(at time: TimeInterval, isAtEnd: Bool, owner: Int) {}

    /// Marks the property stopped by `owner` (its model value reads as its presentation).
    func stop(owner: Int) {}

    /// Leaves the property at `position` and releases it.
    func settle(at position: SettlePosition, owner: Int) {}

    /// Keeps the velocity the property has now from animator `owner` for animator `heir`'s
    /// spring (a velocity hand-off); appends the storage to `storages` if it kept one.
    func keepVelocity(of owner: Int, for heir: Int, keptIn storages: inout [AnimatedStorageBase]) {
    }

    /// Makes the segment step `step` recorded move linearly rather than along its keyframes.
    func dropPath(ofStep step: Int) {}
}

/// The segments of one `@Animated` property of type `Value`, in the order they start.
///
/// At any time the property shows the last segment that has started, clamped to its end once
/// it is over; before the first segment starts it shows that segment's start value. So
/// scrubbing backwards across a step boundary restores the earlier values exactly.
@MainActor
class PropertySegments<Value: Interpolatable>: SegmentTrack {
    struct Segment {
        var from: Value
        var to: Value
        let start: TimeInterval
        let duration: TimeInterval
        let timing: TimingFunction
        /// The step that recorded the segment (a second set in one step replaces `to`).
        let step: Int
        /// A keyframe step's motion: the value (and velocity, per second of timeline time) at
        /// seconds 0…`duration` into the segment.
        var path: KeyframeMotion<Value>?
        /// The velocity a spring segment starts with, handed over by the animation its
        /// animator replaced (the property's first segment only, when it starts at once).
        let handoff: HandedVelocity<Value>?
    }

    let storage: AnimatedStorage<Value>
    /// Unchecked exclusivity: main-actor isolated; a frame only reads it, and recording runs
    /// no user code while it appends.
    @exclusivity(unchecked) private(set) var segments: [Segment] = []

    init(storage: AnimatedStorage<Value>) {
        self.storage = storage
        super.init(storageID: ObjectIdentifier(storage))
    }

    /// Records that step `step`, placed at `placed`, sets the property to `value`.
    ///
    /// Steps are recorded in start order, so segments stay sorted by start. A segment starts
    /// from the value the property shows at its start: the previous segment's end value, or,
    /// when it starts while the previous one still runs (a parallel group), that segment's
    /// value at that time, so nothing jumps. `handoff` is the velocity handed over to the
    /// property's first segment (a spring that starts at once), if any.
    final func record(
        _ value: Value, step: Int, placed: PlacedStep, handoff: HandedVelocity<Value>? = nil
    ) {
        if var last = segments.last, last.step == step {
            last.to = value
            segments[segments.count - 1] = last
        } else {
            var from = storage.target
            if let last = segments.last, placed.start < last.start + last.duration {
                from = self.value(ofSegment: segments.count - 1, at: placed.start, isAtEnd: false)
            }
            // Keyframes start with a handed velocity as their first keyframe's velocity; a
            // spring step adds its response to it (`handoff` on the segment).
            let handoff = segments.isEmpty ? handoff : nil
            let keyframes = placed.keyframes
            let motion = keyframes?.motion(from: from, velocity: handoff?.velocity)
            // A step shorter than the shortest motion jumps at its start, as a pass or a
            // keyframe that short does: its rate, 1 / duration, would pass 1e6 per second (and
            // a velocity overflow for a step of 1e-303 s).
            let duration = placed.duration < DurationLimits.shortest ? 0 : placed.duration
            segments.append(
                Segment(
                    from: from, to: value, start: placed.start,
                    duration: duration, timing: placed.timing, step: step,
                    path: motion,
                    handoff: keyframes == nil ? handoff : nil))
        }
        storage.target = value
    }

    override final func dropPath(ofStep step: Int) {
        guard var last = segments.last, last.step == step, last.path != nil else { return }
        last.path = nil
        segments[segments.count - 1] = last
    }

    /// Shows the last segment that has started at `time`.
    override func render(at time: TimeInterval, isAtEnd: Bool, owner: Int) {
        renderInline(at: time, isAtEnd: isAtEnd, owner: owner)
    }

    /// The body of ``render(at:isAtEnd:owner:)``.
    ///
    /// Performance: runs for every property on every frame. Inlined into the override of each
    /// built-in type's segments (`PropertySegments+UnsafeSpecialization.swift`), where `Value`
    /// is concrete: compiled once for all types, it looked up the generic metadata of its
    /// segments and copied each one through their value witnesses on every frame — about
    /// 1.7 µs an animator and frame for a two-step sequence. It uses only `Array`'s own `count`
    /// and subscript: in generic code, going through `Collection` (`first`, `dropFirst()`)
    /// allocates a coroutine frame per element access.
    @inline(__always)
    final func renderInline(at time: TimeInterval, isAtEnd: Bool, owner: Int) {
        let count = segments.count
        // A block added to the animator may have taken the property over since (its track
        // renders it then, and `isDrivenByContent` is off).
        guard storage.ownerID.isActive(by: owner), storage.isDrivenByContent, count > 0 else {
            return
        }
        // Position 0 shows the start values, also when a zero-duration step at time 0 is
        // followed by another step of the property (whose segment starts from its value).
        if time <= 0, !isAtEnd {
            storage.presentation = segments[0].from
            return
        }
        storage.presentation = value(ofSegment: lastStarted(by: time), at: time, isAtEnd: isAtEnd)
    }

    /// The index of the last segment whose start is `time` or earlier, or 0 when none is.
    ///
    /// A binary search, O(log K) for K segments: segments are recorded in start order (the
    /// timeline runs its steps' bodies sorted by start), so their starts never decrease. A
    /// walk from the first segment made each frame and each seek of a sequence of K steps on
    /// one property O(K): 83 000 instructions a frame at K = 10 000.
    @inline(__always)
    final func lastStarted(by time: TimeInterval) -> Int {
        partitionPoint(count: segments.count - 1) { segments[$0 + 1].start <= time }
    }

    /// The segment's value at `time`.
    ///
    /// A zero-duration segment takes effect at its start time, except at time 0: position 0
    /// always shows the start values (and position 1 the end values). A keyframe segment shows
    /// its keyframes' value from its start time on, with the same exception.
    ///
    /// Performance: reads the segment's fields in place, `segments[index]` at a time: copying
    /// the segment out of the array would retain and release its motion and timing, and
    /// holding the array (as an argument) across the motion's call retained its buffer.
    @inline(__always)
    private func value(ofSegment index: Int, at time: TimeInterval, isAtEnd: Bool) -> Value {
        let elapsed = time - segments[index].start
        let duration = segments[index].duration
        if duration == 0 {
            return (elapsed >= 0 && time > 0) || isAtEnd ? segments[index].to : segments[index].from
        }
        // A time a few units in the last place short of the segment's end is its end: the end
        // is `start + duration`, from which `time − start` can come back a little short, and a
        // keyframe step may end with a jump (a `.move`) or a spring its duration cuts off.
        if elapsed >= duration - Self.slack(at: time) { return segments[index].to }
        if segments[index].path != nil {
            // From its start time on (a `.move` first takes effect there), except at time 0.
            // Borrowed: the segment keeps the motion alive, and code a frame runs cannot change
            // animations (`PropertyAnimator.rejectsDuringFrame(_:)`).
            if elapsed < 0 || time <= 0 { return segments[index].from }
            return Unmanaged.passUnretained(segments[index].path.unsafelyUnwrapped)
                .borrowing { $0.value(elapsed) }
        }
        if elapsed <= 0 { return segments[index].from }
        let u = elapsed / duration
        let timing = segments[index].timing
        let value = segments[index].from.interpolated(
            to: segments[index].to, fraction: timing.value(at: u))
        if let handoff = segments[index].handoff {
            return handoff.push(value, timing.velocityResponse(at: u))
        }
        guard timing.yVelocityBeyondX != 0 else { return value }
        return Self.startingYApart(
            value, by: timing.yVelocityBeyondX * timing.velocityResponse(at: u),
            from: segments[index].from, to: segments[index].to)
    }

    /// `value` of a `CGPoint` segment under a spring whose `dy` differs from its `dx`, with its
    /// y axis moved as if the spring had started it with `dy` (`response` is `dy − dx` times
    /// the spring's unit-velocity response there); any other type's value unchanged.
    ///
    /// Out of line and cast rather than generic arithmetic: only such a spring step calls it.
    @inline(never)
    static func startingYApart(_ value: Value, by response: Double, from: Value, to: Value)
        -> Value
    {
        guard let point = value as? CGPoint, let from = from as? CGPoint, let to = to as? CGPoint
        else { return value }
        let moved = CGPoint(x: point.x, y: point.y + response * (to.y - from.y))
        return moved as? Value ?? value
    }

    /// How far from a segment's end a time may fall and count as there — and, for velocity
    /// moving forwards, as at the next segment's start: four units in its last place (a
    /// segment ends at `start + duration`, and `time − start` rounds).
    @inline(__always)
    static func slack(at time: TimeInterval) -> TimeInterval { 4 * time.ulp }

    override func stop(owner: Int) {
        storage.stopTrack(by: owner)
    }

    override func settle(at position: SettlePosition, owner: Int) {
        guard storage.ownerID.isHeld(by: owner) else { return }
        storage.settle(at: position)
    }

    override func keepVelocity(
        of owner: Int, for heir: Int, keptIn storages: inout [AnimatedStorageBase]
    ) {
        if storage.keepVelocity(of: owner, for: heir) { storages.append(storage) }
    }
}
