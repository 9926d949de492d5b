import Dance
import Foundation

/// One animator the run knows about: held strongly until released, always reachable weakly.
@MainActor
final class TrackedAnimator {
    weak var animator: PropertyAnimator?
    /// The strong reference the run holds; `nil` once the animator is released mid-flight.
    var held: PropertyAnimator?
    /// Completions added and not yet accounted for.
    var pending: [Int] = []
    /// Whether the animator was active or stopped (not yet ended) after the previous operation.
    var wasActive = false
    /// Whether it was stopped without finishing, so its completions must never run.
    var abandoned = false
    /// For a Dance animation, its node: once the node is gone the animation may be discarded
    /// without completing, so only "at most once" is checked for it.
    weak var danceNode: Node?
    let isDance: Bool

    init(_ animator: PropertyAnimator, held: Bool, danceNode: Node?) {
        self.animator = animator
        self.danceNode = danceNode
        isDance = danceNode != nil
        self.held = held ? animator : nil
        wasActive = animator.state != .inactive
    }
}

/// A seeded stress run over the public API, checking invariants after every operation.
///
/// Invariants: nothing traps; every completion runs at most once, and exactly once when its
/// animator ends (never when it was stopped without finishing); a call that reports a
/// wrong-state error or an invalid argument changes nothing; every presentation value is finite;
/// and once everything is ended and released, weak references show no node or animator leaked.
@MainActor
final class StressRun {
    var numbers: StressNumbers
    var clock = ManualClock()
    /// Node slots; `nil` after a node was released.
    var nodes: [Node?] = (0..<12).map { _ in Node() }
    /// Every animator created, newest last.
    var animators: [TrackedAnimator] = []
    /// Weak references to nodes released mid-flight.
    var releasedNodes: [WeakNode] = []
    /// How often each completion ran, by id.
    var completionRuns: [Int: Int] = [:]
    private var nextCompletionID = 0
    /// Errors reported during the current operation.
    var errors: [DanceError] = []
    private(set) var errorsReported = 0
    private(set) var completionsRun = 0
    private(set) var leakChecks = 0
    private(set) var failures: [String] = []
    private var operationName = ""
    private var operationIndex = 0

    struct WeakNode {
        weak var node: Node?
    }

    struct WeakAnimator {
        weak var animator: PropertyAnimator?
    }

    init(seed: UInt64) {
        numbers = StressNumbers(seed: seed)
    }

    /// Runs `count` random operations, then ends everything and checks for leaks.
    func run(operations count: Int) -> [String] {
        let savedHandler = DanceFactory.instance.errorHandler
        DanceFactory.instance.errorHandler = { [unowned self] error in
            self.errors.append(error)
            self.errorsReported += 1
        }
        defer { DanceFactory.instance.errorHandler = savedHandler }
        AnimationDriver.shared.clock = clock
        let table = StressOperation.all
        let totalWeight = table.reduce(0) { $0 + $1.weight }
        for index in 0..<count where failures.count < 100 {
            operationIndex = index
            var roll = numbers.index(totalWeight)
            let operation =
                table.first {
                    roll -= $0.weight
                    return roll < 0
                } ?? table[0]
            operationName = operation.name
            errors.removeAll(keepingCapacity: true)
            operation.run(self)
            checkInvariants()
        }
        operationName = "final drain"
        endEverything()
        return failures
    }

    // MARK: - Helpers for operations

    func fail(_ message: String) {
        failures.append("op \(operationIndex) (\(operationName)): \(message)")
    }

    /// A live node, if any.
    func someNode() -> Node? {
        let live = nodes.compactMap { $0 }
        return live.isEmpty ? nil : numbers.pick(live)
    }

    /// A tracked animator that is still alive, if any.
    func someAnimator(heldOnly: Bool = false) -> TrackedAnimator? {
        let live = animators.filter { heldOnly ? $0.held != nil : $0.animator != nil }
        return live.isEmpty ? nil : numbers.pick(live)
    }

    /// Starts tracking `animator` (once).
    @discardableResult
    func track(
        _ animator: PropertyAnimator, held: Bool = true, danceNode: Node? = nil
    ) -> TrackedAnimator {
        if let existing = animators.first(where: { $0.animator === animator }) { return existing }
        let tracked = TrackedAnimator(animator, held: held, danceNode: danceNode)
        animators.append(tracked)
        return tracked
    }

    /// A completion counted in the ledger; it may re-enter the API with `reenter`.
    func completion(
        for tracked: TrackedAnimator?, reenter: Bool
    ) -> (id: Int, body: (AnimatingPosition) -> Void) {
        nextCompletionID += 1
        let id = nextCompletionID
        completionRuns[id] = 0
        tracked?.pending.append(id)
        return (
            id,
            { [unowned self] _ in
                self.completionRuns[id, default: 0] += 1
                self.completionsRun += 1
                if reenter { self.reenter() }
            }
        )
    }

    /// What a completion does when it re-enters: starts more motion.
    private func reenter() {
        guard let node = someNode() else { return }
        switch numbers.index(3) {
        case 0:
            let animator = PropertyAnimator(duration: numbers.number(in: 0...2), curve: .easeOut) {
                node.alpha = self.numbers.unit()
            }
            track(animator, held: false)
            animator.startAnimation()
        case 1:
            node.dance.animate(duration: numbers.number(in: 0...2), curve: .linear) {
                $0.center = self.numbers.point()
            }.start()
            if let animator = node.dance.animator { track(animator, held: false, danceNode: node) }
        default:
            if let tracked = someAnimator(), let animator = tracked.animator,
                animator.state == .active
            {
                animator.pauseAnimation()
            }
        }
    }

    /// Whether the call that produced these errors should have changed nothing.
    var misuseReported: Bool {
        errors.contains { error in
            switch error {
            case .wrongState, .noAnimation, .unknownLabel: true
            case .invalidArgument(_, let operation, _, _):
                ![
                    .makeAnimator, .makeStep, .springTimingParameters, .cubicTimingParameters,
                    .decayTimingParameters, .makeKeyframe, .keyframeTimeline,
                ].contains(operation)
            }
        }
    }

    /// Everything observable about an animator, to prove a rejected call changed nothing.
    struct Observation: Equatable {
        var state: AnimatingState
        var isRunning: Bool
        var isReversed: Bool
        var fractionComplete: Double
    }

    func observe(_ animator: PropertyAnimator) -> Observation {
        Observation(
            state: animator.state, isRunning: animator.isRunning,
            isReversed: animator.isReversed, fractionComplete: animator.fractionComplete)
    }

    /// Runs `call` on `animator` and, if it reported misuse, checks that nothing changed.
    func expectUnchangedOnMisuse(_ animator: PropertyAnimator, _ call: () -> Void) {
        let before = observe(animator)
        call()
        guard misuseReported else { return }
        let after = observe(animator)
        if after != before && !(after.fractionComplete.isNaN && before.fractionComplete.isNaN) {
            fail("a rejected call changed \(before) into \(after): \(errors)")
        }
    }

    // MARK: - Invariants

    private func checkInvariants() {
        for (id, runs) in completionRuns where runs > 1 {
            fail("completion \(id) ran \(runs) times")
            completionRuns[id] = 1
        }
        for tracked in animators {
            let isActive = (tracked.animator?.state ?? .inactive) != .inactive
            // An animator released while paused or stopped never ends: nothing is expected of
            // its completions beyond running at most once. Likewise a Dance animation whose
            // node is gone.
            let mustEnd = tracked.animator != nil && !(tracked.isDance && tracked.danceNode == nil)
            if tracked.wasActive && !isActive {
                let expected = tracked.abandoned ? 0 : 1
                for id in tracked.pending where mustEnd && completionRuns[id] != expected {
                    fail("completion \(id) ran \(completionRuns[id] ?? -1) times, not \(expected)")
                }
                tracked.pending.removeAll()
                tracked.abandoned = false
            }
            tracked.wasActive = isActive
        }
        animators.removeAll { $0.animator == nil }
        for node in nodes.compactMap({ $0 }) {
            let p = node.presentation
            let values = [
                p.center.x, p.center.y, p.bounds.width, p.bounds.height, p.alpha,
                p.transform.a, p.transform.d, p.transform.tx, p.cornerRadius,
                p.backgroundColor.red, p.backgroundColor.alpha,
            ]
            if !values.allSatisfy({ Double($0).isFinite }) {
                fail("non-finite presentation \(p)")
            }
        }
    }

    /// Ends every animation, releases everything, and checks through weak references that
    /// nothing stayed alive; then starts again with fresh nodes.
    func endEverything() {
        // Completions that re-enter start more animations: end those too, a few rounds deep.
        for _ in 0..<20 {
            let running = animators.compactMap(\.animator).filter { $0.state != .inactive }
            if running.isEmpty { break }
            for animator in running where animator.state != .inactive {
                if animator.state == .active { animator.stopAnimation(false) }
                animator.finishAnimation(at: .current)
            }
            checkInvariants()
        }
        for node in nodes.compactMap({ $0 }) { releasedNodes.append(WeakNode(node: node)) }
        let weakAnimators = animators.map { WeakAnimator(animator: $0.animator) }
        nodes = []
        animators = []
        // Animations created and never started stay with the factory until their node is gone.
        // Ending one released node's animation can release another node (its block held it),
        // which the next sweep finds: sweep until nothing changes.
        var remaining = Int.max
        while DanceFactory.instance.activeAnimationCount < remaining {
            remaining = DanceFactory.instance.activeAnimationCount
            DanceFactory.instance.sweepReleasedNodes()
        }
        if !AnimationDriver.shared.isIdle {
            fail("the driver still runs \(AnimationDriver.shared.activeCount) after ending all")
        }
        if DanceFactory.instance.activeAnimationCount != 0 {
            fail("the factory still holds \(DanceFactory.instance.activeAnimationCount)")
        }
        let leakedNodes = releasedNodes.filter { $0.node != nil }.count
        let leakedAnimators = weakAnimators.filter { $0.animator != nil }.count
        if leakedNodes > 0 { fail("\(leakedNodes) released nodes are still alive") }
        if leakedAnimators > 0 { fail("\(leakedAnimators) ended animators are still alive") }
        leakChecks += 1
        releasedNodes = []
        nodes = (0..<12).map { _ in Node() }
    }
}
