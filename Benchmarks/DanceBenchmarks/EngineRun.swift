import Dance

/// What the two engine ways share, so that only how they animate differs.
///
/// The objects they animate on a manual clock, the dispatch to one function per workload, the
/// frame and the checksum are common; creating and finishing the animations (raw
/// `PropertyAnimator`s or `node.dance`) is each way's own.
@MainActor
protocol EngineRun: BenchmarkRun {
    var workload: Workload { get }
    var clock: ManualClock { get }
    /// The animated values of "1p".
    var values: [BenchValue] { get }
    /// The animated nodes of "4p", "spring" and "staggered".
    var nodes: [BenchNode] { get }

    func startOneProperty()
    func startFourProperties()
    func startSpring()
    /// "4p" with animator i delayed by i/N s.
    func startStaggered()
    func startRetarget()
    func startSteps()
    /// The "steps" workload's nodes.
    var sceneNodes: [Node] { get }
}

extension EngineRun {
    func start() {
        switch workload {
        case .oneProperty: startOneProperty()
        case .fourProperties: startFourProperties()
        case .spring: startSpring()
        case .staggered: startStaggered()
        case .retarget: startRetarget()
        case .steps: startSteps()
        }
    }

    func frame(at time: Double) {
        clock.advance(to: time)
    }

    func checksum() -> Double {
        var sum = 0.0
        for value in values { sum += value.$value.presentation }
        for node in nodes { sum += node.presentationSum }
        for node in sceneNodes {
            sum +=
                node.$center.presentation.x + node.$center.presentation.y
                + node.$alpha.presentation
        }
        return sum
    }
}
