import Foundation

/// The batched frame path: running animators in the common shape, rendered by two streaming
/// passes over dense memory instead of one call per animator.
///
/// An animator joins when it starts running and every track it has is a plain-lanes track it
/// alone drives from the start of its timeline (``AnimatedStorageBase/canBatch(owner:)``),
/// with no declarative content, scheduled pause, scrubbing or rebased span. Its row holds the
/// running form of its ``Timeline`` (kept equal by the animator's `timeline` observer) and its
/// timing function; its tracks move into the ``FrameTrackTable``s. A frame then
///
/// 1. walks the rows: timeline position at the frame's time, eased by the timing function,
///    into `eased[row]`, noting the rows that reached their end;
/// 2. walks each track table: every value `eased[row]` of the way from `from` to `to`;
/// 3. takes the animators that reached their end out of the batch (their tracks go back to
///    their storages), so that the driver finishes them as single animators: user code runs
///    only there, after every value of the frame is set.
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
    /// many rows as the last repeating row needs (``FramePath/repeatsCapacity``): a batch
    /// without repeating animators keeps it at 64 rows, 16 bytes a row less than the others.
    struct Columns {
        var shapes: UnsafeMutablePointer<Timeline.Shape>
        var repeats: UnsafeMutablePointer<Timeline.Repeats>
    }

    var driverSlot = -1
    /// The number of batched animators.
    private(set) var count = 0
    /// The number of rows the buffers hold: 64, doubled when full and halved when under a
    /// quarter full.
    private(set) var capacity = 0
    private var rows: UnsafeMutablePointer<Row>
    /// Each row's shape and repeat numbers (the latter read only for repeating rows).
    private var columns: Columns
    /// The rows the repeat numbers' column holds.
    ///
    /// 64, or ``capacity`` once a repeating row needs more; every repeating row is below it.
    /// Back to 64 when the batch empties.
    private(set) var repeatsCapacity = 64
    private var animators: UnsafeMutablePointer<Unmanaged<PropertyAnimator>>
    /// Each row's eased progress in the current frame.
    private var eased: UnsafeMutablePointer<Double>
    /// Rows each part of a frame found at their end, in row order (one part unless the frame
    /// is split over two cores).
    private let endedParts = [EndedRows(), EndedRows()]

    /// The number of rows from which a frame is split over two cores (when there are two).
    static var parallelRows = 50_000
    /// The processor cores this process may use.
    static var cores = ProcessInfo.processInfo.activeProcessorCount
    /// Animators taken out of the batch at their end, waiting for ``takeEnded(into:)``.
    private var ended: ContiguousArray<PropertyAnimator> = []

    private init() {
        capacity = 64
        rows = .allocateTrivial(capacity: capacity)
        columns = Columns(
            shapes: .allocateTrivial(capacity: capacity),
            repeats: .allocateTrivial(capacity: repeatsCapacity))
        animators = .allocateTrivial(capacity: capacity)
        eased = .allocateTrivial(capacity: capacity)
    }

    var animatorCount: Int { count }

    // MARK: - Joining and leaving

    /// Whether `animator` can be batched now.
    static func canBatch(_ animator: PropertyAnimator) -> Bool {
        guard animator.isBatchable else { return false }
        var batchable = true
        animator.tracks.visit {
            batchable = batchable && $0.canBatch(owner: animator.id)
        }
        return batchable
    }

    /// Adds a running `animator` (``canBatch(_:)``) to the batch.
    func join(_ animator: PropertyAnimator) {
        if count == capacity { resize(to: capacity * 2) }
        let row = Int32(count)
        write(animator, at: count)
        (animators + count).initialize(to: .passRetained(animator))
        animator.framePathRow = row
        animator.tracks.visit { $0.joinFrameTable(row: row) }
        count += 1
        if driverSlot < 0 { AnimationDriver.shared.schedule(self) }
    }

    /// Takes `animator` out of the batch: its tracks go back to their storages, showing the
    /// values the last frame gave them, and the row's reference to it is released (last).
    func leave(_ animator: PropertyAnimator) {
        let row = Int(animator.framePathRow)
        guard row >= 0, row < count,
            animators[row].toOpaque() == Unmanaged.passUnretained(animator).toOpaque()
        else { return }
        let animators = self.animators
        animator.tracks.visit { track in
            track.leaveFrameTable { row, body in
                animators[Int(row)]._withUnsafeGuaranteedRef { $0.tracks.visit(body) }
            }
        }
        animator.framePathRow = -1
        let released = animators[row]
        let last = count - 1
        if row != last {
            rows[row] = rows[last]
            columns.shapes[row] = columns.shapes[last]
            // A row at or above the column's end does not repeat: nothing to move.
            if last < repeatsCapacity { columns.repeats[row] = columns.repeats[last] }
            animators[row] = animators[last]
            let moved = animators[row].takeUnretainedValue()
            moved.framePathRow = Int32(row)
            moved.tracks.visit { $0.moveFrameRow(to: Int32(row)) }
        }
        (rows + last).deinitialize(count: 1)
        count = last
        if capacity > 64, count < capacity / 4 { resize(to: capacity / 2) }
        if count == 0 {
            if repeatsCapacity > 64 { resizeRepeats(to: 64) }
            AnimationDriver.shared.unschedule(self)
        }
        released.release()
    }

    /// Keeps the row's copy of the timeline equal to the animator's.
    func update(_ animator: PropertyAnimator) {
        write(animator, at: Int(animator.framePathRow))
    }

    /// Writes the running form of `animator`'s timeline and its timing function to `row`
    /// (the columns hold trivial values: initializing over old ones is assigning).
    private func write(_ animator: PropertyAnimator, at row: Int) {
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
        eased = eased.reallocated(toCapacity: newCapacity)
        capacity = newCapacity
    }

    /// Gives the repeat numbers' column room for `newCapacity` rows (never fewer than
    /// ``count``, so that every repeating row stays in it).
    private func resizeRepeats(to newCapacity: Int) {
        columns.repeats = columns.repeats.reallocated(toCapacity: newCapacity)
        repeatsCapacity = newCapacity
    }

    // MARK: - The frame

    func advance(to now: TimeInterval) -> Bool {
        let passes = FramePasses(
            rows: rows, columns: columns, eased: eased, count: count, now: now)
        if count >= Self.parallelRows, Self.cores > 1, AnimationDriver.shared.allowsParallelFrames {
            // Two halves on two cores, each pass a barrier: every row is eased before any
            // track reads it. Each number is computed as on one core; only time changes.
            let worker = FrameWorker.shared
            worker.run(.ease(passes, part: 1, into: endedParts[1])) {
                passes.ease(part: 0, of: 2, into: endedParts[0])
            }
            worker.run(.render(passes, part: 1)) { passes.render(part: 0, of: 2) }
        } else {
            passes.ease(part: 0, of: 1, into: endedParts[0])
            passes.render(part: 0, of: 1)
        }
        for part in endedParts where !part.rows.isEmpty {
            for row in part.rows {
                let animator = animators[Int(row)].takeUnretainedValue()
                animator.reachedEnd = animator.timeline.endPosition
                ended.append(animator)
            }
            part.rows.removeAll(keepingCapacity: true)
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
    var startOrder: UInt64 { 0 }

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

    /// The batched animators, in row order.
    private func batched() -> [PropertyAnimator] {
        (0..<count).map { animators[$0].takeUnretainedValue() }
    }
}

/// Rows found at their end by one part of a frame; kept between frames so that a frame
/// allocates nothing.
///
/// Unchecked `Sendable`: during a split frame each part writes only its own, and the main
/// actor reads them after both parts have finished.
final class EndedRows: @unchecked Sendable {
    var rows: ContiguousArray<Int32> = []
}

/// The two passes of one frame over a `FramePath`'s buffers, for one part of them.
///
/// Unchecked `Sendable`: the buffers belong to the main actor's `FramePath`, which waits while
/// the parts run; parts write disjoint ranges (their rows' eased values, their tracks' values)
/// and read only what no part writes during that pass.
struct FramePasses: @unchecked Sendable {
    let rows: UnsafeMutablePointer<FramePath.Row>
    let columns: FramePath.Columns
    let eased: UnsafeMutablePointer<Double>
    let count: Int
    let now: TimeInterval

    /// Pass 1 over part `part` of `parts` of the rows: each row's eased position at `now`
    /// into `eased`, and the rows at their end into `ended`, in order.
    func ease(part: Int, of parts: Int, into ended: EndedRows) {
        let range = Self.range(part: part, of: parts, count: count)
        guard !range.isEmpty else { return }
        // Rows that share a timing function (every animator made with one built-in curve or
        // spring) are eased in one run, in code specialised for the function's kind.
        var run = EaseRun(rows: rows, columns: columns, eased: eased, range: range, now: now)
        swap(&run.ended, &ended.rows)
        while run.index < range.upperBound {
            run.timing = rows[run.index].timing
            run.timing._withUnsafeGuaranteedRef { function in
                function.visit(&run)
            }
        }
        swap(&run.ended, &ended.rows)
    }

    /// Pass 2 over part `part` of `parts` of every track table.
    func render(part: Int, of parts: Int) {
        for lanes: UInt8 in [1, 2, 4] {
            FrameTrackTable.withTable(lanes: lanes) { table in
                table.render(
                    eased: eased, range: Self.range(part: part, of: parts, count: table.count))
            }
        }
    }

    /// Part `part` of `parts` equal parts of `0..<count`.
    static func range(part: Int, of parts: Int, count: Int) -> Range<Int> {
        (count * part / parts)..<(count * (part + 1) / parts)
    }
}

/// Pass 1 of a frame over the rows from ``index`` that share ``timing``, up to `end`.
///
/// Each row's timeline position at `now`, eased, goes into `eased`; rows at their end go
/// into ``ended``. Made for a range of rows, it starts at the first with that row's timing
/// function.
private struct EaseRun: EasingVisitor {
    let rows: UnsafeMutablePointer<FramePath.Row>
    let columns: FramePath.Columns
    let eased: UnsafeMutablePointer<Double>
    let end: Int
    let now: TimeInterval
    var ended: ContiguousArray<Int32> = []
    var index = 0
    var timing: Unmanaged<TimingFunction>

    init(
        rows: UnsafeMutablePointer<FramePath.Row>, columns: FramePath.Columns,
        eased: UnsafeMutablePointer<Double>, range: Range<Int>, now: TimeInterval
    ) {
        (self.rows, self.columns, self.eased, self.end, self.now) = (
            rows, columns, eased, range.upperBound, now
        )
        index = range.lowerBound
        timing = rows[range.lowerBound].timing
    }

    mutating func visit<Kernel: Easing>(_ easing: Kernel) {
        let function = timing.toOpaque()
        var index = self.index
        while index < end {
            let row = rows + index
            guard row.pointee.timing.toOpaque() == function else { break }
            let (position, isAtEnd) = Timeline.sample(
                row.pointee.timeline, columns.shapes[index], columns.repeats, index, at: now)
            eased[index] = easing.value(at: position)
            if isAtEnd { ended.append(Int32(index)) }
            index += 1
        }
        self.index = index
    }
}
