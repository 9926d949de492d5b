import Foundation

/// The batched frame path: running animators in the common shape, rendered by one streaming
/// pass over dense memory instead of one call per animator.
///
/// An animator joins when it starts running and every track it has is a plain-lanes track it
/// alone drives from the start of its timeline (``AnimatedStorageBase/canBatch(owner:)``),
/// with no declarative content, scheduled pause, scrubbing or timing pivot, and its tracks
/// have at most ``FrameTrackTable/maximumLanes`` lanes in all. Animators are grouped by that
/// number of lanes L: each group is a table of rows (``RowTable``) beside the
/// ``FrameTrackTable`` of L lanes, row `i` of one beside record `i` of the other. A row holds
/// the running form of its animator's ``Timeline`` (kept equal by the animator's `timeline`
/// observer) and its timing function; the record holds its tracks' lanes. A frame walks each
/// table once: for every row, the timeline position at the frame's time, eased by the timing
/// function, and at once every lane of its record that far from `from` to `to`; rows that
/// reached their end are noted. Then the animators that reached their end leave the batch
/// (their tracks go back to their storages), so that the driver finishes them as single
/// animators: user code runs only there, after every value of the frame is set.
///
/// Anything else that changes a batched animator or one of its tracks first takes it out of
/// the batch (``leave(_:)``), and it goes on running as a single animator: the batch is an
/// optimisation with no behaviour of its own. The driver sees the whole batch as one client
/// that never ends: it hands the driver its ended animators, which the driver finishes with
/// the single ones, in the order they started.
///
/// Unsafe: rows live in raw buffers managed here; each row retains its animator (as the
/// driver retains a single running one) and borrows its timing function, which the animator
/// retains.
@MainActor
final class FramePath: FrameDriven {
    /// The batch of the shared driver.
    static let shared = FramePath()

    /// What a frame reads of one animator.
    struct Row {
        var timeline: Timeline.Running
        var timing: Unmanaged<TimingFunction>
    }

    /// The per-row columns beside ``Row``: the shape a frame reads for every row, the repeat
    /// numbers only for repeating rows (see `Timeline.Running`).
    ///
    /// The repeat numbers are written only for repeating rows, and their column holds only as
    /// many rows as the last repeating row needs (``RowTable/repeatsCapacity``): a table
    /// without repeating animators keeps it at 64 rows, 16 bytes a row less than the others.
    struct Columns {
        var shapes: UnsafeMutablePointer<Timeline.Shape>
        var repeats: UnsafeMutablePointer<Timeline.Repeats>
    }

    /// The rows of the batched animators whose tracks have one number of lanes in all, beside
    /// the ``FrameTrackTable`` of that many lanes (same count, same order).
    @MainActor
    final class RowTable {
        /// The lanes of the animators here.
        let lanes: UInt8
        /// The number of rows.
        private(set) var count = 0
        /// The number of rows the buffers hold: 0 until the first, then 64, doubled when full
        /// and halved (down to 64) when under a quarter full.
        private(set) var capacity = 0
        fileprivate private(set) var rows: UnsafeMutablePointer<Row>
        /// Each row's shape and repeat numbers (the latter read only for repeating rows).
        fileprivate private(set) var columns: Columns
        /// The rows the repeat numbers' column holds.
        ///
        /// 64, or ``capacity`` once a repeating row needs more; every repeating row is below
        /// it. Back to 64 when the table empties.
        private(set) var repeatsCapacity = 64
        fileprivate private(set) var animators: UnsafeMutablePointer<Unmanaged<PropertyAnimator>>

        init(lanes: UInt8) {
            self.lanes = lanes
            rows = .allocateTrivial(capacity: 1)
            columns = Columns(
                shapes: .allocateTrivial(capacity: 1),
                repeats: .allocateTrivial(capacity: repeatsCapacity))
            animators = .allocateTrivial(capacity: 1)
        }

        /// Adds a row for `animator` (retained) and returns its index.
        fileprivate func append(_ animator: PropertyAnimator) -> Int32 {
            if count == capacity { resize(to: max(64, capacity * 2)) }
            write(animator, at: count)
            (animators + count).initialize(to: .passRetained(animator))
            count += 1
            return Int32(count - 1)
        }

        /// The animator in `row`, if `row` is one of the table's.
        fileprivate func animator(in row: Int) -> Unmanaged<PropertyAnimator>? {
            row >= 0 && row < count ? animators[row] : nil
        }

        /// Removes `row`, into which the last row moves.
        ///
        /// Returns the animator that moved, if any; the row's reference to the removed animator
        /// is the caller's to release.
        fileprivate func remove(_ row: Int) -> PropertyAnimator? {
            let last = count - 1
            var moved: PropertyAnimator?
            if row != last {
                rows[row] = rows[last]
                columns.shapes[row] = columns.shapes[last]
                // A row at or above the column's end does not repeat: nothing to move.
                if last < repeatsCapacity { columns.repeats[row] = columns.repeats[last] }
                animators[row] = animators[last]
                moved = animators[row].takeUnretainedValue()
            }
            count = last
            if capacity > 64, count < capacity / 4 { resize(to: capacity / 2) }
            if count == 0, repeatsCapacity > 64 { resizeRepeats(to: 64) }
            return moved
        }

        /// Writes the running form of `animator`'s timeline and its timing function to `row`
        /// (the columns hold trivial values: initializing over old ones is assigning).
        fileprivate func write(_ animator: PropertyAnimator, at row: Int) {
            let (running, shape, repeats) = animator.timeline.runningForm
            (rows + row).initialize(
                to: Row(timeline: running, timing: .passUnretained(animator.timing)))
            (columns.shapes + row).initialize(to: shape)
            guard shape.contains(.repeats) else { return }
            if row >= repeatsCapacity { resizeRepeats(to: capacity) }
            (columns.repeats + row).initialize(to: repeats)
        }

        private func resize(to newCapacity: Int) {
            rows = rows.reallocated(toCapacity: newCapacity)
            columns.shapes = columns.shapes.reallocated(toCapacity: newCapacity)
            if newCapacity < repeatsCapacity { resizeRepeats(to: newCapacity) }
            animators = animators.reallocated(toCapacity: newCapacity)
            capacity = newCapacity
        }

        /// Gives the repeat numbers' column room for `newCapacity` rows (never fewer than
        /// ``count``, so that every repeating row stays in it).
        private func resizeRepeats(to newCapacity: Int) {
            columns.repeats = columns.repeats.reallocated(toCapacity: newCapacity)
            repeatsCapacity = newCapacity
        }

        /// The animators in row order.
        fileprivate func batched() -> [PropertyAnimator] {
            (0..<count).map { animators[$0].takeUnretainedValue() }
        }
    }

    var driverSlot = -1
    /// The number of batched animators.
    private(set) var count = 0
    /// The row table of each number of lanes, 0…``FrameTrackTable/maximumLanes``, kept for the
    /// life of the process and borrowed where used (``withRows(lanes:_:)``).
    private let tables: UnsafeMutablePointer<Unmanaged<RowTable>>
    /// What a frame walks: one ``TablePass`` per table with rows, rebuilt every frame in a
    /// buffer kept between frames (no allocation per frame).
    private let passes: UnsafeMutablePointer<TablePass>
    /// Rows each part of a frame found at their end, in row order (one part unless the frame
    /// is split over two cores).
    private let endedParts = [EndedRows(), EndedRows()]

    /// The number of rows from which a frame is split over two cores (when there are two).
    static var parallelRows = 50_000
    /// The processor cores this process may use.
    static var cores = ProcessInfo.processInfo.activeProcessorCount
    /// The worker that computes the second half of a split frame: ``FrameWorker/shared``, or
    /// one a test gives (a worker whose thread never starts, say).
    static var worker: FrameWorker?
    /// Animators taken out of the batch at their end, waiting for ``takeEnded(into:)``.
    private var ended: ContiguousArray<PropertyAnimator> = []

    private init() {
        tables = .allocateTrivial(capacity: FrameTrackTable.maximumLanes + 1)
        for lanes in 0...FrameTrackTable.maximumLanes {
            (tables + lanes).initialize(to: .passRetained(RowTable(lanes: UInt8(lanes))))
        }
        passes = .allocateTrivial(capacity: FrameTrackTable.maximumLanes + 1)
    }

    var animatorCount: Int { count }

    /// The row table of animators with `lanes` lanes in all.
    func table(lanes: Int) -> RowTable { tables[lanes].takeUnretainedValue() }

    /// Calls `body` with the row table of animators with `lanes` lanes, borrowed (a table read
    /// from a collection would be retained and released around its use).
    @inline(__always)
    private func withRows<Result>(lanes: Int, _ body: (RowTable) -> Result) -> Result {
        tables[lanes]._withUnsafeGuaranteedRef(body)
    }

    // MARK: - Joining and leaving

    /// Adds a running `animator` to the batch if it can be batched now, and returns whether
    /// it was.
    func joinIfBatchable(_ animator: PropertyAnimator) -> Bool {
        guard let lanes = Self.batchLanes(of: animator) else { return false }
        join(animator, lanes: lanes)
        return true
    }

    /// The number of lanes `animator`'s tracks have in all if it can be batched now, else
    /// `nil`; then ``join(_:lanes:)`` must follow.
    ///
    /// A storage listed twice keeps the animator single: each entry would get a slot, and
    /// moving the record would move the storage's slot twice. (A property stays on its
    /// animator's list when its track ends from outside — a value set directly — and is listed
    /// again if a later block of the same animator animates it.) Each storage counted is
    /// marked (`frameSlot` -2), so that a second entry fails
    /// ``AnimatedStorageBase/canBatch(owner:)``; when the animator cannot be batched the marks
    /// are taken off here, else ``join(_:lanes:)`` replaces them with the storages' slots.
    private static func batchLanes(of animator: PropertyAnimator) -> Int? {
        // More tracks than lanes allowed: each batchable track has at least one lane. Checked
        // first, so that an animator moving thousands of nodes is not walked again each time
        // one of its properties loses an older track (a `move all` over N nodes whose own
        // entrances end: O(N²) in all).
        guard animator.isBatchable, animator.tracks.count <= FrameTrackTable.maximumLanes else {
            return nil
        }
        var batchable = true
        var lanes = 0
        animator.tracks.visit {
            batchable = batchable && $0.canBatch(owner: animator.id)
            lanes += Int($0.frameLanes)
            if $0.frameSlot == -1 { $0.frameSlot = -2 }
        }
        guard batchable, lanes <= FrameTrackTable.maximumLanes else {
            animator.tracks.visit {
                if $0.frameSlot == -2 { $0.frameSlot = -1 }
            }
            return nil
        }
        return lanes
    }

    /// Adds a running `animator` to the batch; `lanes` is ``batchLanes(of:)``, just computed.
    private func join(_ animator: PropertyAnimator, lanes: Int) {
        let row = withRows(lanes: lanes) { $0.append(animator) }
        animator.framePathRow = row
        animator.framePathLanes = UInt8(lanes)
        FrameTrackTable.withTable(lanes: UInt8(lanes)) { table in
            let record = table.appendRecord()
            assert(record == row, "a row and its record share their index")
            var offset = 0
            animator.tracks.visit { storage in
                storage.joinFrameTable(table, slot: table.slot(record: record, offset: offset))
                offset += Int(storage.frameLanes)
            }
        }
        count += 1
        if driverSlot < 0 { AnimationDriver.shared.schedule(self) }
    }

    /// Takes `animator` out of the batch: its tracks go back to their storages, showing the
    /// values the last frame gave them, and the row's reference to it is released (last).
    func leave(_ animator: PropertyAnimator) {
        let row = Int(animator.framePathRow)
        let lanes = animator.framePathLanes
        let released = withRows(lanes: Int(lanes)) { $0.animator(in: row) }
        guard let released,
            released.toOpaque() == Unmanaged.passUnretained(animator).toOpaque()
        else { return }
        animator.tracks.visit { $0.leaveFrameTable() }
        animator.framePathRow = -1
        let (last, moved) = withRows(lanes: Int(lanes)) { ($0.count - 1, $0.remove(row)) }
        FrameTrackTable.withTable(lanes: lanes) { tracks in
            if let moved {
                moved.framePathRow = Int32(row)
                let distance = Int32((row - last) * tracks.stride)
                moved.tracks.visit { $0.moveFrameSlot(by: distance) }
            }
            tracks.removeRecord(Int32(row))
        }
        count -= 1
        if count == 0 { AnimationDriver.shared.unschedule(self) }
        released.release()
    }

    /// Keeps the row's copy of the timeline equal to the animator's.
    func update(_ animator: PropertyAnimator) {
        withRows(lanes: Int(animator.framePathLanes)) {
            $0.write(animator, at: Int(animator.framePathRow))
        }
    }

    // MARK: - The frame

    func advance(to now: TimeInterval) -> Bool {
        var tableCount = 0
        for lanes in 0...FrameTrackTable.maximumLanes {
            let table = tables[lanes].takeUnretainedValue()
            guard table.count > 0 else { continue }
            let values = FrameTrackTable.withTable(lanes: table.lanes) { $0.values }
            (passes + tableCount).initialize(
                to: TablePass(
                    rows: table.rows, columns: table.columns, animators: table.animators,
                    values: values, lanes: Int(table.lanes), count: table.count))
            tableCount += 1
        }
        let frame = FramePasses(tables: passes, count: tableCount, now: now)
        if count >= Self.parallelRows, Self.cores > 1, AnimationDriver.shared.allowsParallelFrames {
            // Two halves of every table on two cores. Each number is computed as on one core;
            // only time changes.
            (Self.worker ?? FrameWorker.shared).run(.frame(frame, part: 1, into: endedParts[1])) {
                frame.run(part: 0, of: 2, into: endedParts[0])
            }
        } else {
            frame.run(part: 0, of: 1, into: endedParts[0])
        }
        for part in endedParts where !part.animators.isEmpty {
            for reference in part.animators {
                let animator = reference.takeUnretainedValue()
                animator.reachedEnd = animator.timeline.endPosition
                ended.append(animator)
            }
            part.animators.removeAll(keepingCapacity: true)
        }
        guard !ended.isEmpty else { return false }
        // Out of the batch before the driver finishes them (and anything else) as single
        // animators; `ended` keeps them alive.
        for animator in ended {
            leave(animator)
        }
        return true
    }

    func takeEnded(into list: inout ContiguousArray<any FrameDriven>) {
        for animator in ended {
            list.append(animator)
        }
        ended.removeAll(keepingCapacity: true)
    }

    /// Never called: the batch hands its ended animators to the driver (``takeEnded(into:)``),
    /// which finishes them, and the batch itself never ends.
    func finishFrame() {}

    /// Never read: the batch itself never ends (see ``finishFrame()``).
    nonisolated var startOrder: UInt64 { 0 }

    func shiftTimes(by offset: TimeInterval) {
        for animator in batched() {
            animator.shiftTimes(by: offset)
        }
    }

    func durationScaleDidChange(from oldScale: Double, to newScale: Double) {
        for animator in batched() {
            animator.durationScaleDidChange(from: oldScale, to: newScale)
        }
    }

    /// The batched animators, table by table in row order.
    private func batched() -> [PropertyAnimator] {
        (0...FrameTrackTable.maximumLanes).flatMap { table(lanes: $0).batched() }
    }
}

/// Animators found at their end by one part of a frame; kept between frames so that a frame
/// allocates nothing.
///
/// Unchecked `Sendable`: during a split frame each part writes only its own, and the main
/// actor reads them after both parts have finished.
final class EndedRows: @unchecked Sendable {
    var animators: ContiguousArray<Unmanaged<PropertyAnimator>> = []
}

/// What a frame reads and writes of one row table and its track table.
struct TablePass {
    let rows: UnsafeMutablePointer<FramePath.Row>
    let columns: FramePath.Columns
    let animators: UnsafeMutablePointer<Unmanaged<PropertyAnimator>>
    let values: UnsafeMutablePointer<Double>
    let lanes: Int
    let count: Int
}

/// One frame over a `FramePath`'s tables, for one part of each.
///
/// Unchecked `Sendable`: the buffers belong to the main actor's `FramePath`, which waits while
/// the parts run; parts write disjoint ranges of rows' records and read only what no part
/// writes.
struct FramePasses: @unchecked Sendable {
    let tables: UnsafeMutablePointer<TablePass>
    let count: Int
    let now: TimeInterval

    /// Part `part` of `parts` of every table's rows: each row's eased position at `now`, every
    /// lane of its record interpolated by it, and the animators at their end into `ended`, in
    /// order.
    func run(part: Int, of parts: Int, into ended: EndedRows) {
        for index in 0..<count {
            let table = tables[index]
            let range = Self.range(part: part, of: parts, count: table.count)
            guard !range.isEmpty else { continue }
            // Rows that share a timing function (every animator made with one built-in curve or
            // spring) are eased in one run, in code specialised for the function's kind.
            var run = EaseRun(table: table, range: range, now: now)
            swap(&run.ended, &ended.animators)
            while run.index < range.upperBound {
                run.timing = table.rows[run.index].timing
                run.timing._withUnsafeGuaranteedRef { function in
                    function.visit(&run)
                }
            }
            swap(&run.ended, &ended.animators)
        }
    }

    /// Part `part` of `parts` equal parts of `0..<count`.
    static func range(part: Int, of parts: Int, count: Int) -> Range<Int> {
        (count * part / parts)..<(count * (part + 1) / parts)
    }
}

/// A frame over the rows from ``index`` that share ``timing``, up to `end`.
///
/// Each row's timeline position at `now`, eased, sets every lane of its record `from +
/// (to − from) · eased` (`to` itself where eased is exactly 1), exactly as
/// `Double.interpolated(to:fraction:)` does; animators at their end go into ``ended``. Made
/// for a range of rows, it starts at the first with that row's timing function.
private struct EaseRun: EasingVisitor {
    let table: TablePass
    let end: Int
    let now: TimeInterval
    var ended: ContiguousArray<Unmanaged<PropertyAnimator>> = []
    var index = 0
    var timing: Unmanaged<TimingFunction>

    init(table: TablePass, range: Range<Int>, now: TimeInterval) {
        (self.table, self.end, self.now) = (table, range.upperBound, now)
        index = range.lowerBound
        timing = table.rows[range.lowerBound].timing
    }

    /// Runs the rows in code compiled for the kernel and, for up to eight lanes, for the
    /// number of lanes (so that the lane loop unrolls).
    mutating func visit<Kernel: Easing>(_ easing: Kernel) {
        switch table.lanes {
        case 0: run(easing, Lanes0.self)
        case 1: run(easing, Lanes1.self)
        case 2: run(easing, Lanes2.self)
        case 3: run(easing, Lanes3.self)
        case 4: run(easing, Lanes4.self)
        case 5: run(easing, Lanes5.self)
        case 6: run(easing, Lanes6.self)
        case 8: run(easing, Lanes8.self)
        default: run(easing, AnyLanes.self)
        }
    }

    @inline(__always)
    private mutating func run<Kernel: Easing, Lanes: LaneCount>(_ easing: Kernel, _: Lanes.Type) {
        let function = timing.toOpaque()
        let (rows, columns) = (table.rows, table.columns)
        let lanes = Lanes.count(table.lanes)
        let stride = 3 &* lanes
        var record = table.values + index &* stride
        var index = self.index
        while index < end {
            let row = rows + index
            guard row.pointee.timing.toOpaque() == function else { break }
            let (position, isAtEnd) = Timeline.sample(
                row.pointee.timeline, columns.shapes[index], columns.repeats, index, at: now)
            let fraction = easing.value(at: position)
            let (to, value) = (record + lanes, record + 2 &* lanes)
            var lane = 0
            while lane < lanes {
                let from = record[lane]
                value[lane] = from + (to[lane] - from) * fraction
                lane &+= 1
            }
            if fraction == 1 {
                // `interpolated(to:fraction:)` returns the target itself at 1, where the
                // formula can miss it by a unit in the last place (or overflow). Rare: a
                // predictable branch after the lanes, which keeps their loop as it was.
                value.update(from: to, count: lanes)
            }
            if isAtEnd { ended.append(table.animators[index]) }
            record += stride
            index &+= 1
        }
        self.index = index
    }
}

/// The number of lanes of a table, known at compile time for the common ones (so that the
/// frame's lane loop unrolls), else read from the table.
private protocol LaneCount {
    static func count(_ lanes: Int) -> Int
}

private enum Lanes0: LaneCount { static func count(_: Int) -> Int { 0 } }
private enum Lanes1: LaneCount { static func count(_: Int) -> Int { 1 } }
private enum Lanes2: LaneCount { static func count(_: Int) -> Int { 2 } }
private enum Lanes3: LaneCount { static func count(_: Int) -> Int { 3 } }
private enum Lanes4: LaneCount { static func count(_: Int) -> Int { 4 } }
private enum Lanes5: LaneCount { static func count(_: Int) -> Int { 5 } }
private enum Lanes6: LaneCount { static func count(_: Int) -> Int { 6 } }
private enum Lanes8: LaneCount { static func count(_: Int) -> Int { 8 } }
private enum AnyLanes: LaneCount { static func count(_ lanes: Int) -> Int { lanes } }
