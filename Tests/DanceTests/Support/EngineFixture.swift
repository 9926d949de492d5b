import Foundation
import Testing

@testable import Dance

// MARK: - A fresh engine per test

/// Runs `body` with a fresh ``ManualClock`` installed as the shared driver's clock, then checks
/// that the test left the engine clean.
///
/// Afterwards it expects the engine clean (``expectEngineClean(sourceLocation:)``) and no
/// `DanceError` to have been reported outside an explicit ``captureErrors(_:)``. If the test
/// left animators running, they are driven to their ends on a coarse clock so that the next
/// test starts clean.
///
/// Use it only from synchronous `@MainActor` tests of a `.serialized` suite.
@MainActor
func withEngine(
    frameInterval: TimeInterval = 1.0 / 60,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (ManualClock) throws -> Void
) rethrows {
    let clock = ManualClock(frameInterval: frameInterval)
    AnimationDriver.shared.clock = clock
    let errors = try captureErrors { try body(clock) }
    #expect(errors == [], "unexpected errors reported", sourceLocation: sourceLocation)
    expectEngineClean(sourceLocation: sourceLocation)
    if !AnimationDriver.shared.isIdle { drainDriver() }
}

/// Drives whatever is still scheduled to its end, with few frames.
@MainActor
private func drainDriver() {
    let coarse = ManualClock(frameInterval: 1000)
    AnimationDriver.shared.clock = coarse
    _ = captureErrors { coarse.advance(by: 1_000_000) }
}

// MARK: - Event logs

/// Records events stamped with the clock time, to assert order and exactly-once at once.
@MainActor
final class EventLog {
    let clock: ManualClock
    private(set) var entries: [String] = []

    init(_ clock: ManualClock) { self.clock = clock }

    /// Appends `"<now with 3 decimals> <event>"`, for example `"2.000 completion end"`.
    func record(_ event: String) {
        entries.append(String(format: "%.3f ", clock.now) + event)
    }

    /// A completion that records `"<now> <name> <position>"`.
    func completion(_ name: String = "completion") -> (AnimatingPosition) -> Void {
        { [self] position in record("\(name) \(position)") }
    }
}

// MARK: - Shorthands

/// A 10 × 10 node centered at (5, 5) with the default appearance.
@MainActor
func makeNode() -> Node {
    Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
}

/// The storages behind every `@Animated` property of `node`.
@MainActor
func storages(of node: Node) -> [AnimatedStorageBase] {
    [
        node.$center.storage, node.$bounds.storage, node.$transform.storage,
        node.$alpha.storage, node.$backgroundColor.storage, node.$cornerRadius.storage,
    ]
}

/// What an animator looks like from outside, to prove that a rejected call changed nothing.
struct AnimatorSnapshot: Equatable {
    var state: AnimatingState
    var isRunning: Bool
    var isReversed: Bool
    var fractionComplete: Double
    var duration: TimeInterval
    var delay: TimeInterval
    var isInterruptible: Bool
    var timeline: Timeline
    var trackCount: Int
    var completionCount: Int
    var pendingCount: Int

    @MainActor
    init(_ animator: PropertyAnimator) {
        state = animator.state
        isRunning = animator.isRunning
        isReversed = animator.isReversed
        fractionComplete = animator.fractionComplete
        duration = animator.duration
        delay = animator.delay
        isInterruptible = animator.isInterruptible
        timeline = animator.timeline
        trackCount = animator.trackCount
        completionCount = animator.completions.count
        pendingCount = animator.pendingAnimations.count
    }
}

/// A node's model values and presentation, to prove that a rejected call changed nothing.
struct NodeValues: Equatable {
    var model: NodeSnapshot
    var presentation: NodeSnapshot
    var owners: [TrackOwnerID]

    @MainActor
    init(_ node: Node) {
        model = NodeSnapshot(
            center: node.center, bounds: node.bounds, transform: node.transform,
            alpha: node.alpha, backgroundColor: node.backgroundColor,
            cornerRadius: node.cornerRadius)
        presentation = node.presentation
        owners = storages(of: node).map(\.ownerID)
    }
}

// MARK: - Invariants

/// Checks the engine's bookkeeping for `animators` and the properties of `nodes`.
///
/// - Every property is owned by at most one animator, and its owner lists it as a track.
/// - A property held by an active owner belongs to an active animator; by a stopped one, to a
///   stopped one.
/// - Exactly the running animators are scheduled on the driver; inactive ones hold no tracks.
@MainActor
func checkInvariants(
    _ animators: [PropertyAnimator], nodes: [Node],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for animator in animators {
        let scheduled = animator.driverSlot >= 0
        let batched = animator.framePathRow >= 0
        #expect(
            (scheduled || batched) == animator.isRunning && !(scheduled && batched),
            "animator \(animator.id) is scheduled or batched iff it runs",
            sourceLocation: sourceLocation)
        var inTables = true
        var ownerKnown = true
        var laneOffset = 0
        animator.tracks.visit { track in
            inTables = inTables && (track.frameSlot >= 0) == batched
            // The slot a batched track knows as its own is in its animator's record, at the
            // lanes of the tracks before it: records do not refer to their storages, so a
            // removal that moved one must have told them.
            if track.frameSlot >= 0 {
                let (record, offset) = FrameTrackTable.withTable(lanes: track.frameTable) {
                    ($0.record(ofSlot: track.frameSlot), $0.offset(ofSlot: track.frameSlot))
                }
                inTables =
                    inTables && record == animator.framePathRow
                    && track.frameTable == animator.framePathLanes && offset == laneOffset
                laneOffset += Int(track.frameLanes)
            }
            // What the batch relies on instead of comparing references: a track its animator
            // drives by its inline track refers to that animator.
            if track.ownerID.isHeld(by: animator.id), !track.isDrivenByContent {
                ownerKnown = ownerKnown && track.owner.map { $0 === animator } == true
            }
        }
        #expect(
            ownerKnown, "animator \(animator.id)'s inline tracks refer to it",
            sourceLocation: sourceLocation)
        #expect(
            inTables,
            "a batched animator's tracks, and only those, are in frame tables, in its row",
            sourceLocation: sourceLocation)
        if animator.state == .inactive {
            #expect(
                animator.trackCount == 0, "inactive animator \(animator.id) holds tracks",
                sourceLocation: sourceLocation)
        }
    }
    for storage in nodes.flatMap(storages(of:)) where storage.ownerID != .nobody {
        let owners = animators.filter { animator in
            storage.ownerID.isHeld(by: animator.id) && animator.tracks.contains(storage)
        }
        #expect(owners.count == 1, "a property has one owner", sourceLocation: sourceLocation)
        guard let owner = owners.first else { continue }
        let expected: AnimatingState = storage.ownerID.isActive ? .active : .stopped
        #expect(
            owner.state == expected, "owner \(owner.id) of a property is \(expected)",
            sourceLocation: sourceLocation)
    }
}
