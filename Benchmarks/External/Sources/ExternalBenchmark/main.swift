import Dance
import Foundation

// external-benchmark: Dance driving this package's own `Sprite` nodes ("4p" and "staggered")
// through PropertyAnimator and `dance` on one core (and PropertyAnimator on two, "parallel"),
// against a hand-written floor in the same process.
// USAGE: external-benchmark [--sizes N,N,…] [--frames N] [--repetitions N]

/// Reads `--name value` from the command line, or `fallback`.
func option(_ name: String, _ fallback: String) -> String {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
        return fallback
    }
    return arguments[index + 1]
}

let sizes = option("--sizes", "100000").split(separator: ",").compactMap { Int($0) }
let frames = max(1, Int(option("--frames", "240")) ?? 240)
let repetitions = max(1, Int(option("--repetitions", "3")) ?? 3)
let duration = max(5, Double(frames + 60) / 60)

/// Keeps results alive so the optimizer cannot delete the work.
nonisolated(unsafe) var sink = 0.0

func seconds(_ body: () -> Void) -> Double {
    let started = ContinuousClock.now
    body()
    let (whole, fraction) = (ContinuousClock.now - started).components
    return Double(whole) + Double(fraction) / 1e18
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

@MainActor
func measure(_ workload: Workload, _ way: Way, count: Int) -> (
    ns: Double, setupMs: Double, sum: Double
) {
    var perFrame: [Double] = []
    var setups: [Double] = []
    var sum = 0.0
    for pass in 0...repetitions {  // pass 0 warms up and is not kept
        AnimationDriver.shared.allowsParallelFrames = way == .parallel
        let run: any Run =
            way == .floor
            ? FloorRun(workload, count: count, duration: duration)
            : EngineRun(workload, way, count: count, duration: duration)
        let setup = seconds { run.start() }
        var samples: [Double] = []
        for frame in 1...frames {
            samples.append(seconds { run.frame(at: Double(frame) / 60) } * 1e9 / Double(count))
        }
        sum = run.checksum()
        sink += sum
        run.finish()
        guard pass > 0 else { continue }
        setups.append(setup * 1000)
        perFrame += samples
    }
    return (median(perFrame), median(setups), sum)
}

var failed = false
MainActor.assumeIsolated {
    print(
        "external-benchmark: Sprite nodes declared outside Dance, \(frames) frames × \(repetitions)"
    )
    print("workload   way            N  ns/anim·frame  ×floor  setup ms  checksum")
    for count in sizes {
        for workload in Workload.allCases {
            var floor = (ns: Double.nan, setupMs: Double.nan, sum: Double.nan)
            for way in Way.allCases {
                let result = measure(workload, way, count: count)
                if way == .floor { floor = result }
                let ratio = result.ns / floor.ns
                let mismatch = abs(result.sum - floor.sum) > 1e-9 * max(1, abs(floor.sum))
                failed = failed || mismatch
                print(
                    workload.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
                        + way.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
                        + String(
                            format: "%8d  %13.1f  %6.2f  %8.2f  %.6e%@", count, result.ns, ratio,
                            result.setupMs, result.sum, mismatch ? "  differs from floor" : ""))
            }
        }
    }
}
exit(failed ? 1 : 0)
