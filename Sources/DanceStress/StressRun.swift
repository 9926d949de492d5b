import Dance
import Foundation

/// One animator the run knows about: held strongly until released, always reachable weakly.
@MainActor
final class TrackedAnimator {
    weak var animator: PropertyAnimator?
    /// The strong reference the run holds; `nil` once the animator is released mid-flight.
    var held: PropertyAnimator?
    /// Completions added to the animator and not yet accounted for.
    var pending: [Int] = []
    /// Completions added through the Dance handle and not yet accounted for: they run only
    /// while the node exists.
    var dancePending: [Int] = []
    /// Whether the animator was active or stopped (not yet ended) after the previous operation.
    var wasActive = false
    /// Whether it was stopped without finishing, so its completions must never run.
    var abandoned = false
    /// For a Dance animation, its node.
    ///
    /// Once the node is gone the animation ends without the
    /// completions added through the handle, whether a sweep ends it or it reaches its end.
    /// Those added to the animator itself run exactly once either way (with `.current` when
    /// a sweep ends it).
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
/// wrong-state error or an invalid argument changes nothing; every presentation value and
/// velocity is finite, and the velocity is zero while nothing animates the property; a Dance
/// completion never runs once its node is gone; every task awaiting `finished` resumes exactly
/// once, with what a completion added at the same moment got (`nil` if none ran); and once
/// everything is ended and released, weak references show no node or animator leaked.
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
    /// Tasks awaiting `finished` that have not resumed yet (and, until the next drain, those that
    /// have).
    var waiters: [FinishWaiter] = []
    var finishResumes = 0
    /// Awaiting tasks started so far, to number them.
    var waiterCount = 0
    /// Set by an operation that wants everything ended, released and checked for leaks.
    var wantsEndEverything = false
    /// Whether to write each operation's name to standard error before it runs (`--trace`).
    var trace = false
    private(set) var failures: [String] = []
    private var reportedFailures: Set<String> = []
    /// Nodes already reported for a non-finite or wrong value: reported once, where it broke.
    ///
    /// Held weakly: a node allocated later at a released one's address is a different node.
    private var brokenNodes: [WeakNode] = []
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
    func run(operations count: Int) async -> [String] {
        let savedHandler = DanceFactory.instance.errorHandler
        DanceFactory.instance.errorHandler = { [unowned self] error in
            self.errors.append(error)
            self.errorsReported += 1
        }
        defer {
            DanceFactory.instance.errorHandler = savedHandler
            AnimationDriver.shared.durationScale = 1
        }
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
            if trace {
                FileHandle.standardError.write(Data("op \(index): \(operation.name)\n".utf8))
            }
            errors.removeAll(keepingCapacity: true)
            operation.run(self)
            checkInvariants()
            if wantsEndEverything {
                wantsEndEverything = false
                await endEverything()
            } else {
                observeWaitedAnimators()
                await drainWaiters(all: false)
            }
        }
        operationName = "final drain"
        AnimationDriver.shared.durationScale = 1
        await endEverything()
        return failures
    }

    // MARK: - Helpers for operations

    func fail(_ message: String) {
        // A value that stays broken is reported once, where it first broke.
        guard reportedFailures.insert(message).inserted else { return }
        failures.append("op \(operationIndex) (\(operationName)): \(message)")
    }

    /// Writes `message` to standard error under `--trace`.
    func note(_ message: @autoclosure () -> String) {
        if trace { FileHandle.standardError.write(Data("  \(message())\n".utf8)) }
    }

    /// A live node, if any.
    func someNode() -> Node? {
        let live = nodes.compactMap { $0 }
        let node = live.isEmpty ? nil : numbers.pick(live)
        if trace, let node, let slot = nodes.firstIndex(where: { $0 === node }) {
            note("node \(slot)")
        }
        return node
    }

    /// A tracked animator that is still alive, if any.
    func someAnimator(heldOnly: Bool = false) -> TrackedAnimator? {
        let live = animators.filter { heldOnly ? $0.held != nil : $0.animator != nil }
        let tracked = live.isEmpty ? nil : numbers.pick(live)
        if trace, let animator = tracked?.animator {
            note("animator \(ObjectIdentifier(animator))")
        }
        return tracked
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

    /// A completion for `node.dance.addCompletion`: counted, and failing if it runs once the
    /// node is gone.
    func danceCompletion(
        node: Node, reenter: Bool
    ) -> (id: Int, body: (AnimatingPosition) -> Void) {
        let counted = completion(for: nil, reenter: reenter)
        return (
            counted.id,
            { [unowned self, weak node] position in
                if node == nil {
                    self.fail("Dance completion \(counted.id) ran after its node was released")
                }
                counted.body(position)
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
                    // The operations that use a documented safe value instead.
                    .makeAnimator, .makeStep, .springTimingParameters, .cubicTimingParameters,
                    .fitSpring, .decayTimingParameters, .makeKeyframe, .keyframeTimeline,
                    .makeManualClock, .makeDisplayLinkClock, .readClock,
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
        var speed: Double
        var repeatCount: Double
        var autoreverses: Bool
    }

    func observe(_ animator: PropertyAnimator) -> Observation {
        Observation(
            state: animator.state, isRunning: animator.isRunning,
            isReversed: animator.isReversed, fractionComplete: animator.fractionComplete,
            speed: animator.speed, repeatCount: animator.repeatCount,
            autoreverses: animator.autoreverses)
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
            // its completions beyond running at most once. A Dance animation whose node is gone
            // ends with the completions added to its animator itself, whichever ends it.
            let nodeIsGone = tracked.isDance && tracked.danceNode == nil
            let mustEnd = tracked.animator != nil
            if nodeIsGone, !isActive, !tracked.wasActive {
                // Not running, so a sweep at any later `dance` call ends it as one never
                // started, without completions, dropping those added to its animator so far;
                // when that happens cannot be seen from here, so each may run once or never
                // (more than once is checked above, for every completion).
                tracked.pending.removeAll()
            }
            if tracked.wasActive && !isActive {
                let expected = tracked.abandoned ? 0 : 1
                for id in tracked.pending where mustEnd && completionRuns[id] != expected {
                    fail("completion \(id) ran \(completionRuns[id] ?? -1) times, not \(expected)")
                }
                // Added through the handle: never once the node is gone, however it ended.
                let danceExpected = nodeIsGone ? 0 : expected
                for id in tracked.dancePending
                where (mustEnd || nodeIsGone) && completionRuns[id] != danceExpected {
                    fail(
                        "Dance completion \(id) ran \(completionRuns[id] ?? -1) times, not "
                            + "\(danceExpected)\(nodeIsGone ? " (node released)" : "")")
                }
                tracked.pending.removeAll()
                tracked.dancePending.removeAll()
                tracked.abandoned = false
            }
            tracked.wasActive = isActive
        }
        animators.removeAll { $0.animator == nil }
        for (slot, node) in nodes.enumerated() {
            guard let node, !brokenNodes.contains(where: { $0.node === node }) else { continue }
            let p = node.presentation
            let values = [
                p.center.x, p.center.y, p.bounds.width, p.bounds.height, p.alpha,
                p.transform.a, p.transform.d, p.transform.tx, p.cornerRadius,
                p.backgroundColor.red, p.backgroundColor.alpha,
            ]
            if !values.allSatisfy({ Double($0).isFinite }) {
                fail("non-finite presentation of node \(slot): \(p)")
                brokenNodes.append(WeakNode(node: node))
            }
            checkVelocities(of: node, slot: slot)
        }
    }

    /// Every `$property.velocity` is finite, and zero while nothing animates the property.
    private func checkVelocities(of node: Node, slot: Int) {
        let center = node.$center
        let bounds = node.$bounds
        let alpha = node.$alpha
        let radius = node.$cornerRadius
        let color = node.$backgroundColor
        let velocities: [(String, Bool, [Double])] = [
            (
                "center", center.isAnimating,
                [center.velocity.x, center.velocity.y].map(Double.init)
            ),
            (
                "bounds", bounds.isAnimating,
                [
                    bounds.velocity.origin.x, bounds.velocity.origin.y,
                    bounds.velocity.width, bounds.velocity.height,
                ].map(Double.init)
            ),
            ("alpha", alpha.isAnimating, [alpha.velocity]),
            ("cornerRadius", radius.isAnimating, [Double(radius.velocity)]),
            (
                "backgroundColor", color.isAnimating,
                [
                    color.velocity.red, color.velocity.green, color.velocity.blue,
                    color.velocity.alpha,
                ]
            ),
        ]
        for (name, isAnimating, components) in velocities {
            if !components.allSatisfy(\.isFinite) {
                fail("non-finite $\(name).velocity \(components) of node \(slot)")
                brokenNodes.append(WeakNode(node: node))
            } else if !isAnimating && components.contains(where: { $0 != 0 }) {
                fail("$\(name).velocity \(components) of node \(slot), nothing animates it")
                brokenNodes.append(WeakNode(node: node))
            }
        }
    }

    /// Ends every animation, releases everything, and checks through weak references that
    /// nothing stayed alive; then starts again with fresh nodes.
    func endEverything() async {
        activateAwaitedAnimators()
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
        // Tasks awaiting `finished` hold their animator until they run.
        await drainWaiters(all: true)
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
