import Dance
import Foundation

// The workloads driven through Dance's chainable API (`node.dance`, `DanceFactory`).

/// Makes the Dance-API run of `workload`.
@MainActor
func makeDanceRun(_ workload: Workload, count: Int, duration: Double) -> any BenchmarkRun {
    DanceRun(workload, count: count, duration: duration)
}

/// The workloads driven by `node.dance.animate(…){…}.start()` on a manual clock.
@MainActor
final class DanceRun: EngineRun {
    let workload: Workload
    let count: Int
    let duration: Double
    let clock = freshClock()
    // The harness's own lists, appended to once per animator in setup: unchecked, so that
    // setup times measure the engine, not two dynamic exclusivity checks per animator
    // (about 3 % of `PropertyAnimator` setup in callgrind). Only this class's methods
    // touch them, on the main actor, and no access stays open across a call.
    @exclusivity(unchecked) private(set) var values: [BenchValue] = []
    @exclusivity(unchecked) private(set) var nodes: [BenchNode] = []
    @exclusivity(unchecked) private(set) var sceneNodes: [Node] = []

    init(_ workload: Workload, count: Int, duration: Double) {
        self.workload = workload
        self.count = count
        self.duration = duration
    }

    func startOneProperty() {
        values.reserveCapacity(count)
        for i in 0..<count {
            let (from, to) = Endpoints.value(i)
            let value = BenchValue(from)
            value.dance.animate(duration: duration, curve: .easeInOut) { $0.value = to }
                .start()
            values.append(value)
        }
    }

    func startFourProperties() {
        startNodes { node, to in
            node.dance.animate(duration: duration, curve: .easeInOut) { $0.set(to) }.start()
        }
    }

    func startSpring() {
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        startNodes { node, to in
            node.dance.animate(duration: duration, timingParameters: spring) { $0.set(to) }
                .start()
        }
    }

    func startStaggered() {
        nodes.reserveCapacity(count)
        for i in 0..<count {
            let (from, to) = Endpoints.four(i)
            let node = BenchNode(from)
            node.dance.animate(duration: duration, curve: .easeInOut) { $0.set(to) }
                .start(after: Endpoints.delay(i, of: count, .staggered))
            nodes.append(node)
        }
    }

    func startSteps() {
        sceneNodes.reserveCapacity(count)
        for i in 0..<count {
            let node = Node(frame: Endpoints.steps(i).frame)
            node.dance.animate(stepsSequence(i, duration: duration)).start()
            sceneNodes.append(node)
        }
    }

    /// Not run: Dance's `animate` replaces a node's running animation rather than blending
    /// with it (the benchmark skips this way for "retarget").
    func startRetarget() {
        startFourProperties()
    }

    /// Creates one node per animation and lets `animate` start its animation to `to`.
    private func startNodes(_ animate: (BenchNode, FourValues) -> Void) {
        nodes.reserveCapacity(count)
        for i in 0..<count {
            let (from, to) = Endpoints.four(i)
            let node = BenchNode(from)
            animate(node, to)
            nodes.append(node)
        }
    }

    func finish() {
        for value in values { value.dance.finish(at: .end) }
        for node in nodes { node.dance.finish(at: .end) }
        for node in sceneNodes { node.dance.finish(at: .end) }
        values = []
        nodes = []
        sceneNodes = []
        // Releasing the nodes includes dropping their handles, here rather than in the next
        // setup's `dance` calls.
        DanceFactory.instance.sweepReleasedNodes()
    }
}
