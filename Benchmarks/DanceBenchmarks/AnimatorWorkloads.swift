import Dance
import Foundation

/// The workloads driven by raw `PropertyAnimator`s on a manual clock.
@MainActor
final class AnimatorRun: EngineRun {
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
    @exclusivity(unchecked) private var animators: [PropertyAnimator] = []
    @exclusivity(unchecked) private(set) var sceneNodes: [Node] = []

    init(_ workload: Workload, count: Int, duration: Double) {
        self.workload = workload
        self.count = count
        self.duration = duration
    }

    func startOneProperty() {
        animators.reserveCapacity(count)
        values.reserveCapacity(count)
        for i in 0..<count {
            let (from, to) = Endpoints.value(i)
            let value = BenchValue(from)
            let animator = PropertyAnimator(duration: duration, curve: .easeInOut) {
                value.value = to
            }
            animator.startAnimation()
            values.append(value)
            animators.append(animator)
        }
    }

    func startFourProperties() {
        startNodes { PropertyAnimator(duration: duration, curve: .easeInOut) }
    }

    func startSpring() {
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        startNodes { PropertyAnimator(duration: duration, timingParameters: spring) }
    }

    func startStaggered() {
        startNodes { PropertyAnimator(duration: duration, curve: .easeInOut) }
    }

    func startRetarget() {
        startNodes { PropertyAnimator(duration: duration, curve: .easeInOut) }
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        let retargetDuration = Endpoints.retargetDuration(duration)
        animators.reserveCapacity(2 * count)
        for (i, node) in nodes.enumerated() {
            let to = Endpoints.retarget(i)
            let animator = PropertyAnimator(
                duration: retargetDuration, timingParameters: spring)
            animator.addAnimations { node.set(to) }
            animator.startAnimation()
            animators.append(animator)
        }
    }

    func startSteps() {
        animators.reserveCapacity(count)
        sceneNodes.reserveCapacity(count)
        for i in 0..<count {
            let node = Node(frame: Endpoints.steps(i).frame)
            let animator = PropertyAnimator(
                steps: stepsSequence(i, duration: duration), on: node)
            animator.startAnimation()
            sceneNodes.append(node)
            animators.append(animator)
        }
    }

    /// Creates and starts one animator per node, made by `makeAnimator`, to the node's targets,
    /// after the workload's delay.
    private func startNodes(_ makeAnimator: () -> PropertyAnimator) {
        animators.reserveCapacity(count)
        nodes.reserveCapacity(count)
        for i in 0..<count {
            let (from, to) = Endpoints.four(i)
            let node = BenchNode(from)
            let animator = makeAnimator()
            animator.addAnimations { node.set(to) }
            let delay = Endpoints.delay(i, of: count, workload)
            if delay > 0 {
                animator.startAnimation(afterDelay: delay)
            } else {
                animator.startAnimation()
            }
            nodes.append(node)
            animators.append(animator)
        }
    }

    func finish() {
        for animator in animators {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
        animators = []
        values = []
        nodes = []
        sceneNodes = []
    }
}
