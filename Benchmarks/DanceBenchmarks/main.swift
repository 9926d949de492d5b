import Dance
import Foundation

// dance-benchmark: the standard workloads through raw PropertyAnimators, through Dance's API,
// and as a hand-written array loop (the floor). Run `swift run -c release dance-benchmark`.

@MainActor
func runBenchmarks(_ options: Options) -> Report {
    let timing = Timing(frames: options.frames)
    let harness = Harness(timing: timing, repetitions: options.repetitions)
    var measurements: [Measurement] = []
    for count in options.sizes {
        for workload in options.workloads {
            var floorMedian: Double?
            for way in options.ways where !(workload == .retarget && way == .dance) {
                var measurement = harness.measure(workload, way, count: count)
                let median = measurement.nanosecondsPerAnimatorFrame.median
                if way == .floor { floorMedian = median }
                measurement.ratioToFloor = floorMedian.map { median / $0 }
                measurements.append(measurement)
            }
        }
    }
    // The lines after the table, in the order they have always run.
    let measures = options.measuresSolver
    let solver = measures ? SolverBenchmark.measure(calls: 1_000_000) : nil
    let velocityRead = measures ? PropertyAccessBenchmark.measure(reads: 200_000) : nil
    let retargetedVelocityRead =
        measures ? PropertyAccessBenchmark.measure(reads: 200_000, retargeted: true) : nil
    let follow = measures ? FollowBenchmark.measure() : nil
    let danceFollow = measures ? FollowBenchmark.measure(throughDance: true) : nil
    return Report(
        frames: timing.frames, repetitions: options.repetitions, duration: timing.duration,
        measurements: measurements,
        easeInOutSolver: solver,
        velocityRead: velocityRead,
        retargetedVelocityRead: retargetedVelocityRead,
        follow: follow?.nanoseconds,
        danceFollow: danceFollow?.nanoseconds,
        followQuietAllocations: follow?.allocations,
        danceFollowQuietAllocations: danceFollow?.allocations,
        presentationRead: measures
            ? PropertyAccessBenchmark.measure(reads: 1_000_000, access: .presentation) : nil,
        modelRead: measures
            ? PropertyAccessBenchmark.measure(reads: 1_000_000, access: .model) : nil,
        isAnimatingRead: measures
            ? PropertyAccessBenchmark.measure(reads: 1_000_000, access: .isAnimating) : nil,
        directSet: measures
            ? PropertyAccessBenchmark.measure(reads: 1_000_000, access: .directSet) : nil)
}

switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    FileHandle.standardError.write(Data("error: \(error.message)\n\n\(Options.usage)\n".utf8))
    exit(2)
case .success(let options) where options.help:
    print(Options.usage)
case .success(let options):
    let report = MainActor.assumeIsolated { runBenchmarks(options) }
    print(options.json ? report.json() : report.table())
    let mismatches = report.checksumMismatches()
    for row in mismatches {
        FileHandle.standardError.write(
            Data(
                "error: \(row.workload) \(row.way) N = \(row.animators): checksum \(row.checksum) differs from the floor's\n"
                    .utf8))
    }
    let allocating = report.allocatingFollowLines()
    for (line, allocations) in allocating {
        FileHandle.standardError.write(
            Data(
                "error: \(line): \(allocations) heap allocations per frame while its springs render (must be 0)\n"
                    .utf8))
    }
    if !mismatches.isEmpty || !allocating.isEmpty { exit(1) }
}
