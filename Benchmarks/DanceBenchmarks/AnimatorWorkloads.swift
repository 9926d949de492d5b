import Dance
import Foundation

/// The workloads driven by raw `PropertyAnimator`s on a manual clock.
@MainActor
final class AnimatorRun: BenchmarkRun {
    private let workload: Workload
    private let count: Int
    private let duration: Double
    private let clock = freshClock()
    private var values: [BenchValue] = []
    private var nodes: [BenchNode] = []
    private var animators: [PropertyAnimator] = []

    init(_ workload: Workload, count: Int, duration: Double) {
        self.workload = workload
        self.count = count
        self.duration = duration
    }

    func start() {
        animators.reserveCapacity(count)
        switch workload {
        case .oneProperty: startOneProperty()
        case .fourProperties: startFourProperties()
        case .spring: startSpring()
        }
    }

    private func startOneProperty() {
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

    private func startFourProperties() {
        nodes.reserveCapacity(count)
        for i in 0..<count {
            let (from, to) = Endpoints.four(i)
            let node = BenchNode(from)
            let animator = PropertyAnimator(duration: duration, curve: .easeInOut) {
                node.set(to)
            }
            animator.startAnimation()
            nodes.append(node)
            animators.append(animator)
        }
    }

    private func startSpring() {
        nodes.reserveCapacity(count)
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        for i in 0..<count {
            let (from, to) = Endpoints.four(i)
            let node = BenchNode(from)
            let animator = PropertyAnimator(duration: duration, timingParameters: spring)
            animator.addAnimations { node.set(to) }
            animator.startAnimation()
            nodes.append(node)
            animators.append(animator)
        }
    }

    func frame(at time: Double) {
        clock.advance(to: time)
    }

    func checksum() -> Double {
        var sum = 0.0
        for value in values { sum += value.$value.presentation }
        for node in nodes { sum += node.presentationSum }
        return sum
    }

    func finish() {
        for animator in animators {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
        animators = []
        values = []
        nodes = []
    }
}
