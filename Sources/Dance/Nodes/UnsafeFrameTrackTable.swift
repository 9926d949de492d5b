import Foundation

/// The tracks of batched animators for properties whose value is `lanes` `Double`s, in one
/// dense buffer: the batched frame path interpolates them in one streaming loop.
///
/// A property whose type is `Double`, `CGFloat` (one lane), `CGPoint`, `CGSize` (two),
/// `CGRect` or ``Color`` (four) interpolates each lane on its own, exactly as
/// `interpolated(to:fraction:)` does (`from + (to − from) · fraction`), so its track can be
/// rendered from plain numbers. While its animator is batched (see `FramePath`), the
/// property's track is an entry here: `from`, `to` and the presentation value, lane by lane,
/// with the animator's row in a column beside the entries. The entry holds the property's presentation value (the
/// storage reads it from here, see ``AnimatedStorageBase/frameSlot``); `from` and `to` are
/// copies of the storage's own, which do not change while the entry exists: a storage leaves
/// the table before any of its track's fields changes.
///
/// An entry does not refer to its storage: the storage knows its slot, and when swap-removal
/// moves the last entry, the storage of that entry is found among the tracks of the animator in
/// its row (``remove(_:tracksOfRow:)``), which saves 8 bytes an entry.
///
/// Unsafe: the buffers are raw memory managed here, and entries are moved by swap-removal. Not
/// isolated: only the main actor uses the tables (the storages that use them are only reachable
/// from main-actor types), hence the unchecked `Sendable`.
final class FrameTrackTable: @unchecked Sendable {
    /// The table of one-lane values (`Double`, `CGFloat`).
    static let oneLane = FrameTrackTable(lanes: 1)
    /// The table of two-lane values (`CGPoint`, `CGSize`).
    static let twoLanes = FrameTrackTable(lanes: 2)
    /// The table of four-lane values (`CGRect`, ``Color``).
    static let fourLanes = FrameTrackTable(lanes: 4)

    /// Calls `body` with the table for values of `lanes` lanes (1, 2 or 4), borrowed: a table
    /// returned from a function would be retained and released around its use, two locked
    /// instructions per property whenever an animator joins or leaves the batch.
    static func withTable<Result>(
        lanes: UInt8, _ body: (FrameTrackTable) -> Result
    ) -> Result {
        let table: Unmanaged<FrameTrackTable> =
            switch lanes {
            case 1: .passUnretained(oneLane)
            case 2: .passUnretained(twoLanes)
            default: .passUnretained(fourLanes)
            }
        return table._withUnsafeGuaranteedRef(body)
    }

    /// `Double`s per value.
    let lanes: Int
    /// `Double`s per entry: `from`, `to` and the value.
    private let stride: Int
    /// The number of entries.
    private(set) var count = 0
    /// The number of entries the buffers hold: 64, doubled when full and halved when under a
    /// quarter full, so that a burst of animators does not keep its memory afterwards.
    private(set) var capacity: Int
    /// The entries, `stride` `Double`s each.
    private var entries: UnsafeMutablePointer<Double>
    /// Each entry's row, in a column of its own (four bytes an entry, not eight).
    private(set) var rows: UnsafeMutablePointer<Int32>

    private init(lanes: Int) {
        self.lanes = lanes
        stride = 3 * lanes
        capacity = 64
        entries = .allocateTrivial(capacity: capacity * stride)
        rows = .allocateTrivial(capacity: capacity)
    }

    // MARK: - Entries

    /// Adds an entry rendered at the eased progress of `row` and returns its slot; the caller
    /// writes its lanes (``from(_:)``, ``to(_:)``, ``value(_:)``) and keeps the slot.
    func append(row: Int32) -> Int32 {
        if count == capacity { resize(to: capacity * 2) }
        let slot = count
        (rows + slot).initialize(to: row)
        count += 1
        return Int32(slot)
    }

    /// The first lane of the entry's `from` value.
    func from(_ slot: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(entries + Int(slot) * stride)
    }

    /// The first lane of the entry's `to` value.
    func to(_ slot: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(entries + Int(slot) * stride + lanes)
    }

    /// The first lane of the entry's presentation value.
    func value(_ slot: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(entries + Int(slot) * stride + 2 * lanes)
    }

    /// Points the entry at `row` (its animator's row moved).
    func setRow(_ row: Int32, at slot: Int32) {
        rows[Int(slot)] = row
    }

    /// Removes the entry in `slot`: the last entry moves there, and its storage learns it.
    ///
    /// `tracksOfRow` calls its second argument with every track of the animator in a row: the
    /// moved entry's storage is the one of its row's animator whose slot in this table was the
    /// last (an animator has at most one track per property, each in one table).
    func remove(
        _ slot: Int32, tracksOfRow: (Int32, (AnimatedStorageBase) -> Void) -> Void
    ) {
        let slot = Int(slot)
        let last = count - 1
        if slot != last {
            (entries + slot * stride).update(from: entries + last * stride, count: stride)
            rows[slot] = rows[last]
            let (lanes, moved, destination) = (UInt8(lanes), Int32(last), Int32(slot))
            tracksOfRow(rows[slot]) { storage in
                if storage.frameSlot == moved, storage.frameLanes == lanes {
                    storage.frameSlot = destination
                }
            }
        }
        count = last
        if capacity > 64, count < capacity / 4 { resize(to: capacity / 2) }
    }

    private func resize(to newCapacity: Int) {
        entries = entries.reallocated(toCapacity: newCapacity * stride)
        rows = rows.reallocated(toCapacity: newCapacity)
        capacity = newCapacity
    }

    // MARK: - The frame

    /// Sets the value of every entry in `range` `eased[row]` of the way from `from` to `to`.
    ///
    /// One pass over dense memory: no reference is read, nothing is dispatched dynamically,
    /// and each lane is computed exactly as `Double.interpolated(to:fraction:)` does. Parts
    /// of the table in disjoint ranges may be rendered on different threads at once.
    func render(eased: UnsafePointer<Double>, range: Range<Int>) {
        let first = entries + range.lowerBound * stride
        let rows = UnsafePointer(self.rows + range.lowerBound)
        switch lanes {
        case 1: Self.render(OneLane.self, first, rows, range.count, eased)
        case 2: Self.render(TwoLanes.self, first, rows, range.count, eased)
        default: Self.render(FourLanes.self, first, rows, range.count, eased)
        }
    }

    @inline(__always)
    private static func render<Lanes: LaneCount>(
        _: Lanes.Type, _ entries: UnsafeMutablePointer<Double>, _ rows: UnsafePointer<Int32>,
        _ count: Int, _ eased: UnsafePointer<Double>
    ) {
        let lanes = Lanes.count
        var entry = entries
        for index in 0..<count {
            let fraction = eased[Int(rows[index])]
            for lane in 0..<lanes {
                let from = entry[lane]
                entry[2 * lanes + lane] = from + (entry[lanes + lane] - from) * fraction
            }
            entry += 3 * lanes
        }
    }
}

/// A number of lanes known at compile time, so that the frame loop over a table unrolls.
private protocol LaneCount {
    static var count: Int { get }
}

private enum OneLane: LaneCount {
    static var count: Int { 1 }
}

private enum TwoLanes: LaneCount {
    static var count: Int { 2 }
}

private enum FourLanes: LaneCount {
    static var count: Int { 4 }
}
