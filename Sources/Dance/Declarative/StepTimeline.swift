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
    private var trackIndex: [ObjectIdentifier: Int] = [:]
    private var recordingStep: (index: Int, step: PlacedStep)?
    /// The tracks the step being recorded has set, when it is a keyframe step.
    private var keyframeStepTracks: [SegmentTrack] = []

    init(_ animation: Animation, node: Node?) {
        var placed: [PlacedStep] = []
        totalDuration = StepLayout.place(animation, at: 0, target: nil, into: &placed)
        steps = placed.enumerated().sorted {
            ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
        }.map(\.element)
        var labels: [String: TimeInterval] = [:]
        for step in placed {
            if let name = step.label { labels[name] = step.start }
        }
        self.labels = labels
        let total = totalDuration
        labelPositions = labels.values.map { time in
            (total > 0 ? min(time / total, 1) : 0, time)
        }.sorted { $0.position < $1.position }
        defaultNode = node
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

    /// Releases the properties still held when the animator that drives the content goes
    /// away paused or stopped: they stay where they are (they refer to it unowned).
    isolated deinit {
        for track in tracks {
            track.settle(at: .current, owner: owner)
        }
    }

    // MARK: - Recording

    /// Runs every step's body in start order, recording segments driven by `driver`.
    ///
    /// Each step starts from where the earlier steps left the properties: model values change
    /// as the bodies run, so a resize after a move sees the moved node.
    func record(driver: any TrackOwner) {
        self.owner = TrackOwnerID.identity(of: driver)
        self.driver = driver
        for (index, step) in steps.enumerated() where step.label == nil {
            guard let node = step.target ?? defaultNode else { continue }
            recordingStep = (index, step)
            AnimationCapture.run(recording: self) { step.body(node) }
            // A keyframe step on a computed property (`\.frame`) sets the stored properties
            // under it, whose values are not the keyframes': each moves linearly instead.
            if keyframeStepTracks.count > 1 {
                for track in keyframeStepTracks { track.dropPath(ofStep: index) }
            }
            keyframeStepTracks.removeAll(keepingCapacity: true)
        }
        recordingStep = nil
    }

    /// Records that the step being recorded sets `storage` to `value`.
    ///
    /// Performance: specialised for the built-in types, and with it the property's segments,
    /// a keyframe step's timeline and its segment builder, which it calls. Compiled once for
    /// all types, starting a keyframe step and a fade on a `Node` looked up generic metadata
    /// about 30 000 instructions' worth and took 86 000 instructions in all (43 500 now).
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == CGPoint)
    @_specialize(where Value == CGSize)
    @_specialize(where Value == CGRect)
    @_specialize(where Value == Color)
    func record<Value: Interpolatable>(_ storage: AnimatedStorage<Value>, to value: Value) {
        guard let (index, step) = recordingStep else { return }
        // A step body that ended the animator (stopped or finished it) goes on as code
        // outside any block, as an animation block does: its sets change values at once. So
        // do those of the later steps, whose bodies still run, even if the body started the
        // animator again: that run has no content, and this timeline, let go, would hold
        // their tracks until it is freed, then settle them back where they started.
        guard let driver, driver.takesTracks else { return storage.setDirectly(value) }
        let id = ObjectIdentifier(storage)
        let track: PropertySegments<Value>
        var handoff: HandedVelocity<Value>?
        if let existing = trackIndex[id],
            let segments = tracks[existing] as? PropertySegments<Value>
        {
            track = segments
        } else {
            // A spring step, or a keyframe step whose first keyframe is a spring or a spline,
            // that starts at once takes the velocity handed over by the animation its animator
            // replaced, as a block's spring does; anything else starts at rest.
            let takesVelocity =
                step.keyframes.map(\.takesInitialVelocity) ?? step.timing.takesInitialVelocity
            if step.start == 0, takesVelocity {
                handoff = storage.takeHandoff(for: owner, scale: driver.velocityHandoffScale)
            }
            storage.beginTrack(to: storage.presentation, driver: driver, spanStart: 0)
            storage.isDrivenByContent = true
            track = PropertySegments.make(storage: storage)
            trackIndex[id] = tracks.count
            tracks.append(track)
        }
        // Recording a segment runs the value type's code (the value shown where it starts, a
        // keyframe step's motion) while the segments are being appended to: that code must not
        // change animations (see `AnimationDriver.isComputingValues`).
        AnimationDriver.beginComputingValues()
        track.record(value, step: index, placed: step, handoff: handoff)
        AnimationDriver.endComputingValues()
        if step.keyframes != nil, !keyframeStepTracks.contains(where: { $0 === track }) {
            keyframeStepTracks.append(track)
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
        guard let index = trackIndex[ObjectIdentifier(storage)],
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
        trackIndex = [:]
        driver = nil
    }
}
