import Dance

/// One repetition of one workload driven one way, with N animators.
///
/// The harness calls ``start()`` (timed: create and start N), ``frame(at:)`` once per frame
/// (each timed), ``checksum()``, then ``finish()`` (timed: finish and release N). Creating the
/// run itself builds nothing that is timed.
@MainActor
protocol BenchmarkRun: AnyObject {
    /// Creates and starts the N animations (for the engine ways, also the nodes).
    func start()
    /// Advances every animation to clock time `time`.
    func frame(at time: Double)
    /// The sum of every presentation value now.
    func checksum() -> Double
    /// Finishes every animation at its end and releases everything.
    func finish()
}

/// Makes the run of `workload` driven `way` with `count` animators.
@MainActor
func makeRun(_ workload: Workload, _ way: Way, count: Int, timing: Timing) -> any BenchmarkRun {
    AnimationDriver.shared.allowsParallelFrames = way == .parallel
    switch way {
    case .floor: return FloorRun(workload, count: count, duration: timing.duration)
    case .animator, .parallel:
        return AnimatorRun(workload, count: count, duration: timing.duration)
    case .dance: return makeDanceRun(workload, count: count, duration: timing.duration)
    }
}

/// Swaps a fresh manual clock into the shared driver, at time 0.
@MainActor
func freshClock() -> ManualClock {
    let clock = ManualClock(frameInterval: 1.0 / 60)
    AnimationDriver.shared.clock = clock
    return clock
}
