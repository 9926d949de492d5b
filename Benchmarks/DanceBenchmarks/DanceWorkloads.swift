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
final class DanceRun: BenchmarkRun {
    private let workload: Workload
    private let count: Int
    private let duration: Double
    private let clock = freshClock()
    private var values: [BenchValue] = []
    private var nodes: [BenchNode] = []

    init(_ workload: Workload, count: Int, duration: Double) {
        self.workload = workload
        self.count = count
        self.duration = duration
    }

    func start() {
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
            value.dance.animate(duration: duration, curve: .easeInOut) { $0.value = to }
                .start()
            values.append(value)
        }
    }

    private func startFourProperties() {
        nodes.reserveCapacity(count)
        for i in 0..<count {
            let (from, to) = Endpoints.four(i)
            let node = BenchNode(from)
            node.dance.animate(duration: duration, curve: .easeInOut) {
                $0.position = to.position
                $0.alpha = to.alpha
                $0.scale = to.scale
            }
            .start()
            nodes.append(node)
        }
    }

    private func startSpring() {
        nodes.reserveCapacity(count)
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        for i in 0..<count {
            let (from, to) = Endpoints.four(i)
            let node = BenchNode(from)
            node.dance.animate(duration: duration, timingParameters: spring) {
                $0.position = to.position
                $0.alpha = to.alpha
                $0.scale = to.scale
            }
            .start()
            nodes.append(node)
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
        for value in values { value.dance.finish(at: .end) }
        for node in nodes { node.dance.finish(at: .end) }
        values = []
        nodes = []
    }
}
