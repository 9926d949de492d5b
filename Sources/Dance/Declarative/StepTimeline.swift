import Foundation

/// A declarative timeline's content: placed steps, recorded into per-property segments when
/// the animator becomes active, then rendered for each timeline position.
///
/// The animator that drives it (its `content`) keeps the timeline, the state machine and the
/// completions; the content maps a timeline position to property values and leaves them at an
/// end.
@MainActor
final class StepTimeline: AnimatorContent, AnimationRecorder {
    /// The placed steps, in start order.
    let steps: [PlacedStep]
    /// Seconds from the first step's start to the last one's end.
    let totalDuration: TimeInterval
    /// Each label's time, in seconds from the start (the label placed last wins a shared name).
    let labels: [String: TimeInterval]
    /// Each label's position (``position(ofLabel:)``) and time, by position, for ``time(at:)``.
    private let labelPositions: [(position: Double, time: TimeInterval)]
    /// The node steps without a target apply to.
    private weak var defaultNode: Node?
    // Unchecked exclusivity for the fields a frame reads: main-actor isolated, and rendering
    // runs no code that can change animations (a value type's arithmetic that tries is
    // rejected), so no access stays open across a call that could reach them again.

    /// The id of ``driver`` (its address), kept so that a frame need not read the reference.
    @exclusivity(unchecked) private var owner = 0
    /// The animator that drives the content, which its tracks' storages name as their owner;
    /// `nil` once it has let the content go (settled it), after which nothing is recorded.
    private unowned(unsafe) var driver: (any TrackOwner)?
    @exclusivity(unchecked) private var tracks: [SegmentTrack] = []
    /// Each track's index in ``tracks`` by its storage, once there are more than
    /// ``scannedTracks`` tracks (see ``trackIndex(of:)``); empty until then.
    private var trackIndexes: [ObjectIdentifier: Int] = [:]
    /// The index in ``steps`` of the step whose body is being recorded, or -1.
    ///
    /// An index rather than a copy of the step: copying a `PlacedStep` (out of an optional
    /// tuple, through the runtime's tuple metadata) retained and released each of its
    /// references, about 1 700 instructions a property set.
    private var recordingIndex = -1
    /// The tracks the step being recorded has set, when it is a keyframe step.
    private var keyframeStepTracks: [SegmentTrack] = []

    init(_ animation: Animation, node: Node?) {
        var placed: [PlacedStep] = []
        totalDuration = StepLayout.place(animation, at: 0, target: nil, into: &placed)
        steps = Self.inStartOrder(placed)
        var labels: [String: TimeInterval] = [:]
        // By index: a `for` over the steps copied each one, retaining its references.
        for index in placed.indices {
            if let name = placed[index].label { labels[name] = placed[index].start }
        }
        self.labels = labels
        let total = totalDuration
        labelPositions = labels.values.map { time in
            (total > 0 ? min(time / total, 1) : 0, time)
        }.sorted { $0.position < $1.position }
        defaultNode = node
    }

    /// `placed` sorted by start, steps that start together in the order they were placed.
    ///
    /// A sequence places its steps in start order already, and so do most compositions: they
    /// are checked first, and returned as they are (sorting copied every step twice, with
    /// their references, about 3 000 instructions for a sequence of two steps).
    private static func inStartOrder(_ placed: [PlacedStep]) -> [PlacedStep] {
        var index = 1
        while index < placed.count, placed[index - 1].start <= placed[index].start {
            index += 1
        }
        guard index < placed.count else { return placed }
        let order = placed.indices.sorted {
            (placed[$0].start, $0) < (placed[$1].start, $1)
        }
        return order.map { placed[$0] }
    }

    /// Seconds into the timeline at `position` (0…1): `position` × ``totalDuration``, or,
    /// within `Timeline.positionSnap` (1e-12) of a label's position, the time of the label
    /// nearest to it.
    ///
    /// A label's time comes back from its position (`seek(toLabel:)`, `run(toLabel:)`, a pause
    /// at ``PropertyAnimator/fraction(ofLabel:)``) a few units in the last place off: the
    /// position × the duration rounds (0.5 s of 3.7 s as 0.49999999999999994 s), and in a
    /// repeating animator's later traversals the position is what is left of a playhead
    /// `traversal + position`, which rounds too. That would hide a step that starts there — a
    /// jump, a `.move` — for some timelines and traversals and not others. (Scrubbing snaps the
    /// same way: ``PropertyAnimator/fractionComplete`` shows the fraction set when the playhead
    /// lands within 1e-12 of it.)
    private func time(at position: Double) -> TimeInterval {
        let count = labelPositions.count
        guard count > 0 else { return position * totalDuration }
        // The first label at or after `position`, then the nearer of it and the one before.
        let low = partitionPoint(count: count) { labelPositions[$0].position < position }
        var nearest = -1
        var distance = Timeline.positionSnap
        for index in max(low - 1, 0)...min(low, count - 1) {
            let gap = abs(position - labelPositions[index].position)
            if gap <= distance { (nearest, distance) = (index, gap) }
        }
        return nearest >= 0 ? labelPositions[nearest].time : position * totalDuration
    }

    // MARK: - Recording

    /// Runs every step's body in start order, recording segments driven by `driver`.
    ///
    /// Each step starts from where the earlier steps left the properties: model values change
    /// as the bodies run, so a resize after a move sees the moved node.
    func record(driver: any TrackOwner) {
        self.owner = TrackOwnerID.identity(of: driver)
        self.driver = driver
        for index in steps.indices where steps[index].label == nil {
            guard let node = steps[index].target ?? defaultNode else { continue }
            recordingIndex = index
            AnimationCapture.run(recording: self) { steps[index].body(node) }
            // A keyframe step on a computed property (`\.frame`) sets the stored properties
            // under it, whose values are not the keyframes': each moves linearly instead.
            if keyframeStepTracks.count > 1 {
                for track in keyframeStepTracks { track.dropPath(ofStep: index) }
            }
            keyframeStepTracks.removeAll(keepingCapacity: true)
        }
        recordingIndex = -1
    }

    /// Records that the step being recorded sets `storage` to `value`.
    ///
    /// Performance: specialised for the built-in types, and with it the property's segments,
    /// a keyframe step's timeline and its segment builder, which it calls. Compiled once for
    /// all types, starting a keyframe step and a fade on a `Node` looked up generic metadata
    /// about 30 000 instructions' worth and took 86 000 instructions in all (about 23 300 now:
    /// DocC article "Internals", "Declarative steps").
    ///
    /// The body is a function of its own (see ``recordStepSet(_:to:)``) so that this entry,
    /// which checks the type and calls the code specialised for it, has no local of a generic
    /// type: a function that has one looks up that type's metadata on entry, before the check
    /// (here two `Optional`s' and a `HandedVelocity`'s, about 1 000 instructions a call).
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    func record<Value: Interpolatable>(_ storage: AnimatedStorage<Value>, to value: Value) {
        recordStepSet(storage, to: value)
    }

    /// The body of ``record(_:to:)``.
    @inline(never)
    private func recordStepSet<Value: Interpolatable>(
        _ storage: AnimatedStorage<Value>, to value: Value
    ) {
        let index = recordingIndex
        guard index >= 0 else { return }
        // A step body that ended the animator (stopped or finished it) goes on as code
        // outside any block, as an animation block does: its sets change values at once. So
        // do those of the later steps, whose bodies still run, even if the body started the
        // animator again: that run has no content, and this timeline, let go, would hold
        // their tracks until it is freed, then settle them back where they started.
        guard let driver, driver.takesTracks else { return storage.setDirectly(value) }
        let id = ObjectIdentifier(storage)
        let track: PropertySegments<Value>
        var handoff: HandedVelocity<Value>?
        if let existing = trackIndex(of: id),
            let segments = tracks[existing] as? PropertySegments<Value>
        {
            track = segments
        } else {
            // A spring step, or a keyframe step whose first keyframe is a spring or a spline,
            // that starts at once takes the velocity handed over by the animation its animator
            // replaced, as a block's spring does; anything else starts at rest.
            if steps[index].start == 0, steps[index].takesInitialVelocity {
                handoff = storage.takeHandoff(for: owner, scale: driver.velocityHandoffScale)
            }
            storage.beginTrack(to: storage.presentation, driver: driver, spanStart: 0)
            storage.isDrivenByContent = true
            track = PropertySegments.make(storage: storage)
            addTrack(track)
        }
        // Recording a segment runs the value type's code (the value shown where it starts, a
        // keyframe step's motion) while the segments are being appended to: that code must not
        // change animations (see `AnimationDriver.isComputingValues`).
        AnimationDriver.beginComputingValues()
        track.record(value, step: index, placed: steps[index], handoff: handoff)
        AnimationDriver.endComputingValues()
        if steps[index].isKeyframeStep, !keyframeStepTracks.contains(where: { $0 === track }) {
            keyframeStepTracks.append(track)
        }
    }

    /// Up to this many tracks, ``trackIndex(of:)`` scans them; above, it looks the storage up
    /// in ``trackIndexes``.
    private static var scannedTracks: Int { 8 }

    /// The index in ``tracks`` of the track of the storage `id`, if it has one.
    ///
    /// A timeline animates a few properties at most, as a rule: scanning them is cheaper than
    /// hashing, and the table (one allocation, about 2 000 instructions to fill for a
    /// two-property timeline) is built only for more.
    private func trackIndex(of id: ObjectIdentifier) -> Int? {
        guard tracks.count <= Self.scannedTracks else { return trackIndexes[id] }
        var index = 0
        while index < tracks.count {
            if tracks[index].storageID == id { return index }
            index += 1
        }
        return nil
    }

    /// Appends `track`, indexing every track once there are more than ``scannedTracks``.
    private func addTrack(_ track: SegmentTrack) {
        tracks.append(track)
        guard tracks.count > Self.scannedTracks else { return }
        if trackIndexes.isEmpty {
            for (index, each) in tracks.enumerated() { trackIndexes[each.storageID] = index }
        } else {
            trackIndexes[track.storageID] = tracks.count - 1
        }
    }

    /// The position (0…1) of the label `name`, or `nil` when the timeline has none; every
    /// label of a timeline that lasts 0 s is at 0.
    func position(ofLabel name: String) -> Double? {
        guard let time = labels[name] else { return nil }
        return totalDuration > 0 ? min(time / totalDuration, 1) : 0
    }

    // MARK: - Driven by the animator

    /// Sets every property the content animates for timeline `position` (0…1).
    ///
    /// Each segment keeps its own easing even while the animator scrubs linearly: the
    /// timeline itself is linear, so a linear scrub already moves its position evenly.
    override func render(at position: Double) {
        let time = time(at: position)
        let (isAtEnd, owner, count) = (position >= 1, self.owner, tracks.count)
        var index = 0
        while index < count {
            Unmanaged.passUnretained(tracks[index]).borrowing {
                $0.render(at: time, isAtEnd: isAtEnd, owner: owner)
            }
            index += 1
        }
    }

    /// The velocity of `storage` at timeline `position` moving at `rate` per second, if the
    /// content animates it.
    override func velocity<Value: AnimatableVector>(
        of storage: AnimatedStorage<Value>, at position: Double, rate: Double
    ) -> Value? {
        guard let index = trackIndex(of: ObjectIdentifier(storage)),
            let segments = tracks[index] as? PropertySegments<Value>
        else { return nil }
        return segments.velocity(at: time(at: position), timeRate: rate * totalDuration)
    }

    override func keepVelocity(
        of owner: Int, for heir: Int, keptIn storages: inout [AnimatedStorageBase]
    ) {
        for track in tracks {
            track.keepVelocity(of: owner, for: heir, keptIn: &storages)
        }
    }

    /// Makes model values equal presentation values, as stopping does (UIKit's rule).
    override func stop() {
        for track in tracks {
            track.stop(owner: owner)
        }
    }

    /// Leaves every property at `position` and releases it; the animator lets the content go.
    override func settle(at position: SettlePosition) {
        for track in tracks {
            track.settle(at: position, owner: owner)
        }
        tracks = []
        trackIndexes = [:]
        driver = nil
    }
}
