import Dance
import Foundation
import MallocCounter

/// The median, minimum and maximum of a set of samples.
struct Spread: Codable, Sendable {
    var median: Double
    var min: Double
    var max: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median =
            sorted.isEmpty
            ? .nan
            : sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted.first ?? .nan
        max = sorted.last ?? .nan
    }
}

/// What one workload, driven one way with N animators, measured.
struct Measurement: Codable, Sendable {
    var workload: String
    var way: String
    var animators: Int
    /// Nanoseconds per animator per frame, over every frame of every repetition.
    var nanosecondsPerAnimatorFrame: Spread
    /// The median per-frame cost divided by the floor's in the same run.
    var ratioToFloor: Double?
    /// Milliseconds to create and start N animations, over the repetitions.
    var setupMilliseconds: Spread
    /// Milliseconds to finish N animations at their end and release them.
    var teardownMilliseconds: Spread
    /// Heap bytes taken by setup and still in use while the animations run, per animator
    /// (glibc's `mallinfo2` in-use bytes, chunk headers included; the nodes included).
    var heapBytesPerAnimator: Double?
    /// Resident-set growth over setup, per animator (untimed first pass; see `--help`).
    var residentBytesPerAnimator: Double
    /// Heap bytes in use after the last frame minus after the first, per frame: a leak or a
    /// growing buffer shows here (allocation calls are counted with valgrind, see `--help`).
    var heapGrowthPerFrame: Double?
    /// Heap allocation calls per frame once warm (frames 2…N of the untimed pass), counted by
    /// interposing malloc and friends (`MallocCounter`); `nil` where that is not available.
    var allocationsPerFrame: Double?
    /// Heap allocation calls made by setup (create + start), per animator, nodes included.
    var setupAllocationsPerAnimator: Double?
    /// The sum of every presentation value after the last frame (last repetition).
    var checksum: Double
}

/// Keeps values alive so the optimizer cannot delete the work that produced them.
@MainActor
enum Sink {
    private(set) static var total = 0.0

    @inline(never)
    static func consume(_ value: Double) {
        total += value
    }
}

/// Runs the workloads and collects their measurements.
///
/// Each measurement makes one untimed pass first — warm-up, and the pass whose memory and
/// heap growth per frame are read — then `repetitions` timed passes.
@MainActor
struct Harness {
    var timing: Timing
    var repetitions: Int

    /// Measures `workload` driven `way` with `count` animators.
    func measure(_ workload: Workload, _ way: Way, count: Int) -> Measurement {
        let counted = countedPass(workload, way, count: count)
        var frameSamples: [Double] = []
        frameSamples.reserveCapacity(timing.frames * repetitions)
        var setups: [Double] = []
        var teardowns: [Double] = []
        var checksum = 0.0
        for _ in 0..<repetitions {
            let run = makeRun(workload, way, count: count, timing: timing)
            setups.append(Self.milliseconds { run.start() })
            for frame in 1...timing.frames {
                let time = timing.time(ofFrame: frame)
                let started = ContinuousClock.now
                run.frame(at: time)
                let elapsed = ContinuousClock.now - started
                frameSamples.append(Self.nanoseconds(elapsed) / Double(count))
            }
            checksum = run.checksum()
            Sink.consume(checksum)
            teardowns.append(Self.milliseconds { run.finish() })
        }
        let perAnimator = { (value: Int) in Double(value) / Double(count) }
        return Measurement(
            workload: workload.rawValue, way: way.rawValue, animators: count,
            nanosecondsPerAnimatorFrame: Spread(frameSamples), ratioToFloor: nil,
            setupMilliseconds: Spread(setups), teardownMilliseconds: Spread(teardowns),
            heapBytesPerAnimator: counted.heapBytes.map(perAnimator),
            residentBytesPerAnimator: perAnimator(counted.residentBytes),
            heapGrowthPerFrame: counted.heapGrowthPerFrame,
            allocationsPerFrame: counted.allocationsPerFrame,
            setupAllocationsPerAnimator: counted.setupAllocationsPerAnimator,
            checksum: checksum)
    }

    /// What the untimed pass counted.
    private struct Counted {
        var heapBytes: Int?
        var residentBytes: Int
        var heapGrowthPerFrame: Double?
        var allocationsPerFrame: Double?
        var setupAllocationsPerAnimator: Double?
    }

    /// The untimed pass: the only one that counts allocations, so that the timed passes do not
    /// pay a locked add per allocation that no program without the counter pays.
    private func countedPass(_ workload: Workload, _ way: Way, count: Int) -> Counted {
        dance_allocation_counting(1)
        defer { dance_allocation_counting(0) }
        let residentBefore = Self.residentBytes()
        let heapBefore = heapBytesInUse()
        let allocationsBefore = dance_allocation_count()
        let run = makeRun(workload, way, count: count, timing: timing)
        run.start()
        let allocationsAfter = dance_allocation_count()
        let heapAfter = heapBytesInUse()
        let residentAfter = Self.residentBytes()
        run.frame(at: timing.time(ofFrame: 1))
        let warmFrames = timing.frames - 1
        let heapWarm = heapBytesInUse()
        let allocationsWarm = dance_allocation_count()
        if timing.frames >= 2 {
            for frame in 2...timing.frames { run.frame(at: timing.time(ofFrame: frame)) }
        }
        let allocationsEnd = dance_allocation_count()
        let heapEnd = heapBytesInUse()
        Sink.consume(run.checksum())
        run.finish()
        var heapBytes: Int?
        if let heapBefore, let heapAfter { heapBytes = heapAfter - heapBefore }
        var heapGrowthPerFrame: Double?
        if let heapWarm, let heapEnd, warmFrames > 0 {
            heapGrowthPerFrame = Double(heapEnd - heapWarm) / Double(warmFrames)
        }
        var allocationsPerFrame: Double?
        if allocationsWarm >= 0, warmFrames > 0 {
            allocationsPerFrame = Double(allocationsEnd - allocationsWarm) / Double(warmFrames)
        }
        let setupAllocations =
            allocationsBefore >= 0
            ? Double(allocationsAfter - allocationsBefore) / Double(count) : nil
        return Counted(
            heapBytes: heapBytes, residentBytes: residentAfter - residentBefore,
            heapGrowthPerFrame: heapGrowthPerFrame, allocationsPerFrame: allocationsPerFrame,
            setupAllocationsPerAnimator: setupAllocations)
    }

    private static func milliseconds(_ body: () -> Void) -> Double {
        let started = ContinuousClock.now
        body()
        return nanoseconds(ContinuousClock.now - started) / 1_000_000
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// The process's resident set in bytes (`/proc/self/statm`, second field × page size).
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
