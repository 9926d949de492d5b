import Foundation

/// Everything one invocation measured.
struct Report: Codable, Sendable {
    var frames: Int
    var repetitions: Int
    var duration: Double
    var measurements: [Measurement]
    var easeInOutSolver: SolverCost?
    /// Nanoseconds per read of a running `CGPoint` property's velocity (with the solver).
    var velocityRead: Double?
    /// The same for a property with two tracks blending on it (retargeted by a spring).
    var retargetedVelocityRead: Double?
    /// Nanoseconds per node and frame while every node is retargeted every frame (see
    /// `FollowBenchmark`).
    var follow: Double?
    /// The same through Dance: every frame each node's animation is replaced by a new spring,
    /// which takes the velocity the running one hands over.
    var danceFollow: Double?
    /// Heap allocations per frame while springs of the pointer-follow shape render, none
    /// starting or ending, through `PropertyAnimator` (two blending on each property) and
    /// through Dance (one that took the velocity handed over): must be 0 (see
    /// `FollowBenchmark.renderingAllocations(throughDance:)` and ``allocatingFollowLines()``).
    var followQuietAllocations: Double?
    var danceFollowQuietAllocations: Double?
    /// Nanoseconds per read of a running, batched `CGPoint` property's presentation value.
    var presentationRead: Double?
    /// Nanoseconds per read of the same property's model value (`node.position`).
    var modelRead: Double?
    /// Nanoseconds per read of the same property's `isAnimating`.
    var isAnimatingRead: Double?
    /// Nanoseconds per direct set of the same property once nothing animates it.
    var directSet: Double?

    /// The rows whose checksum differs from the floor's for the same workload and N: the
    /// engine rendered other values than the hand-written loop, so its timings mean nothing.
    func checksumMismatches() -> [Measurement] {
        let floors = measurements.filter { $0.way == Way.floor.rawValue }
        return measurements.filter { row in
            guard
                let floor = floors.first(where: {
                    $0.workload == row.workload && $0.animators == row.animators
                })
            else { return false }
            return abs(row.checksum - floor.checksum) > 1e-9 * max(1, abs(floor.checksum))
        }
    }

    /// The pointer-follow shapes whose frames allocated while their springs rendered.
    ///
    /// A spring that blends, or that took a velocity handed over, allocated as it rendered.
    func allocatingFollowLines() -> [(line: String, allocationsPerFrame: Double)] {
        let lines = [
            ("pointer follow", followQuietAllocations),
            ("pointer follow through Dance", danceFollowQuietAllocations),
        ]
        return lines.compactMap { line, allocations in
            guard let allocations, allocations > 0 else { return nil }
            return (line, allocations)
        }
    }

    /// The report as pretty-printed JSON.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The report as a table.
    func table() -> String {
        var lines = [
            "dance-benchmark: \(frames) frames at 60 Hz × \(repetitions) repetitions, "
                + "animations of \(format(duration, 1)) s, all active every frame",
            "",
            pad("workload", 10) + pad("way", 9) + pad("N", 8, right: true)
                + pad("ns/anim·frame", 15, right: true) + pad("(min–max)", 20, right: true)
                + pad("×floor", 8, right: true) + pad("setup ms", 10, right: true)
                + pad("teardown", 10, right: true) + pad("heap B", 8, right: true)
                + pad("RSS B", 8, right: true) + pad("heapΔ/fr", 10, right: true)
                + pad("allocs/fr", 11, right: true) + pad("setup allocs", 14, right: true)
                + "  checksum",
        ]
        for row in measurements {
            let ratio = row.ratioToFloor.map { format($0, 2) } ?? "—"
            let spread = row.nanosecondsPerAnimatorFrame
            lines.append(
                pad(row.workload, 10) + pad(row.way, 9) + pad("\(row.animators)", 8, right: true)
                    + pad(format(spread.median, 1), 15, right: true)
                    + pad("(\(format(spread.min, 1))–\(format(spread.max, 1)))", 20, right: true)
                    + pad(ratio, 8, right: true)
                    + pad(format(row.setupMilliseconds.median, 2), 10, right: true)
                    + pad(format(row.teardownMilliseconds.median, 2), 10, right: true)
                    + pad(row.heapBytesPerAnimator.map { format($0, 0) } ?? "—", 8, right: true)
                    + pad(format(row.residentBytesPerAnimator, 0), 8, right: true)
                    + pad(row.heapGrowthPerFrame.map { format($0, 1) } ?? "—", 10, right: true)
                    + pad(row.allocationsPerFrame.map { format($0, 2) } ?? "—", 11, right: true)
                    + pad(
                        row.setupAllocationsPerAnimator.map { format($0, 1) } ?? "—", 14,
                        right: true)
                    + "  " + String(format: "%.6e", row.checksum))
        }
        lines.append("")
        if let solver = easeInOutSolver {
            lines.append(
                "easeInOut solver per call: CubicTimingParameters.value(at:) "
                    + "\(format(solver.engineNanoseconds, 1)) ns; the floor's textbook Newton "
                    + "to 1e-7 in x \(format(solver.textbookNanoseconds, 1)) ns "
                    + "(×\(format(solver.ratio, 2)))")
        }
        // The timed reads, sets and the pointer follow: a description, then nanoseconds.
        let accesses: [(String, Double?)] = [
            (
                "presentation per read: node.$position.presentation (CGPoint, easeInOut, running, "
                    + "batched)", presentationRead
            ),
            ("model per read: node.position (the same properties)", modelRead),
            (
                "isAnimating per read: node.$position.isAnimating (the same properties)",
                isAnimatingRead
            ),
            ("direct set: node.position = … outside a block, nothing animating it", directSet),
            (
                "velocity per read: node.$position.velocity (CGPoint, easeInOut, running)",
                velocityRead
            ),
            (
                "velocity per read, retargeted: the same with a spring blending on it (two tracks)",
                retargetedVelocityRead
            ),
            (
                "pointer follow per node-frame: a new spring on every node every frame, about 18 "
                    + "blending on each property", follow
            ),
            (
                "pointer follow through Dance per node-frame: every node's animation replaced by a "
                    + "new spring every frame, taking the velocity handed over", danceFollow
            ),
        ]
        for case (let description, let nanoseconds?) in accesses {
            lines.append("\(description) \(format(nanoseconds, 1)) ns")
        }
        if let follow = followQuietAllocations, let dance = danceFollowQuietAllocations {
            lines.append(
                "pointer follow's springs rendering (blending; through Dance, with a velocity "
                    + "handed over): \(format(follow, 2)) and \(format(dance, 2)) heap "
                    + "allocations per frame")
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
