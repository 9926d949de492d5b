import Foundation

/// The tables of ``FrameTrackTable`` (one for each number of lanes) once made, for the
/// presentation getter that callers' modules inline (`AnimatedStorage.presentation`); set once,
/// when the first table is used, and never changed.
///
/// A global statically initialised to `nil`, unlike the lazily made `tables`, so that reading
/// it calls nothing: with no call in it, the inlined read needs no reference count on the
/// storage it reads, and a batched property's presentation value costs about 18 instructions
/// (3 ns) instead of 159 (21 ns) through generic code, or 100 with the tables' lazy
/// initialisation check. Only a storage in a table reads it (``AnimatedStorageBase/frameSlot``
/// is not -1), so it is set by then; unchecked exclusivity, as it is written once, on the main
/// actor, before any read.
@usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var frameTablesBase:
    UnsafeMutablePointer<Unmanaged<FrameTrackTable>>? = nil

/// The tracks of batched animators whose tracks have `lanes` `Double` lanes in all, one record
/// per animator in one dense buffer: the batched frame path eases an animator's timeline and
/// interpolates all its lanes in the same step of one streaming loop.
///
/// A property whose type is `Double`, `CGFloat` (one lane), `CGPoint`, `CGSize` (two),
/// `CGRect` or ``Color`` (four) interpolates each lane on its own, exactly as
/// `interpolated(to:fraction:)` does (`from + (to − from) · fraction`), so its track can be
/// rendered from plain numbers, and the tracks of one animator, which share its eased progress,
/// can be rendered as one list of lanes. While the animator is batched (see `FramePath`), its
/// record here holds, for its `lanes` lanes in track order, every `from`, then every `to`, then
/// every presentation value. A property's track is the part of the record at its slot
/// (``AnimatedStorageBase/frameSlot``: the index of its first `from` lane in ``values``, so its
/// `to` is `lanes` further and its value `2 · lanes` further). The storage reads its
/// presentation value from there; `from` and `to` are copies of the storage's own, which do not
/// change while the record exists: a storage leaves the table before any of its track's fields
/// changes.
///
/// A record refers to nothing: the animator's row in the frame path (the same index) knows the
/// animator, whose tracks know their slots. When swap-removal moves the last record, its
/// animator's storages move their slots by the same distance.
///
/// Unsafe: the buffer is raw memory managed here, and records are moved by swap-removal. Not
/// isolated: only the main actor uses the tables (the storages that use them are only reachable
/// from main-actor types), hence the unchecked `Sendable`.
@usableFromInline final class FrameTrackTable: @unchecked Sendable {
    /// The most lanes an animator's tracks may have in all for it to be batched (eight
    /// `CGRect`s); an animator with more runs as a single one.
    static let maximumLanes = 32

    /// The table for each number of lanes, 0…``maximumLanes``, made at first use and kept for
    /// the life of the process (their buffers shrink when they empty).
    nonisolated(unsafe) private static let tables:
        UnsafeMutablePointer<Unmanaged<FrameTrackTable>> = {
            let tables = UnsafeMutablePointer<Unmanaged<FrameTrackTable>>.allocateTrivial(
                capacity: maximumLanes + 1)
            for lanes in 0...maximumLanes {
                (tables + lanes).initialize(to: .passRetained(FrameTrackTable(lanes: lanes)))
            }
            frameTablesBase = tables
            return tables
        }()

    /// Calls `body` with the table for animators with `lanes` lanes (0…``maximumLanes``),
    /// borrowed: a table returned from a function would be retained and released around its
    /// use, two locked instructions per property whenever an animator joins or leaves the
    /// batch.
    @inline(__always)
    static func withTable<Result>(
        lanes: UInt8, _ body: (FrameTrackTable) -> Result
    ) -> Result {
        tables[Int(lanes)]._withUnsafeGuaranteedRef(body)
    }

    /// `Double`s per animator: its tracks' lanes.
    @usableFromInline let lanes: Int
    /// `Double`s per record: `from`, `to` and the value of every lane.
    let stride: Int
    /// The number of records.
    private(set) var count = 0
    /// The number of records the buffer holds: 0 until the first, then 64, doubled when full and
    /// halved (down to 64) when under a quarter full, so that a burst of animators does not keep
    /// its memory afterwards.
    private(set) var capacity = 0
    /// The records, ``stride`` `Double`s each.
    ///
    /// Read by the presentation getter that callers' modules inline (see
    /// `AnimatedStorage.presentation`), where a checked access cost more than the read: every
    /// access is a single load or store on the main actor (or by the frame's second thread while
    /// the main actor waits), and the pointer changes only when the buffer grows or shrinks.
    @usableFromInline @exclusivity(unchecked) private(set) var values: UnsafeMutablePointer<Double>

    private init(lanes: Int) {
        self.lanes = lanes
        stride = 3 * lanes
        values = .allocateTrivial(capacity: 1)
    }

    // MARK: - Records

    /// Adds a record and returns its index; the caller writes its lanes (``from(_:)``,
    /// ``to(_:)``, ``value(_:)`` at the slot of each track, see ``slot(record:offset:)``).
    func appendRecord() -> Int32 {
        if count == capacity { resize(to: max(64, capacity * 2)) }
        count += 1
        return Int32(count - 1)
    }

    /// The slot of the track whose lanes start `offset` lanes into record `record`.
    func slot(record: Int32, offset: Int) -> Int32 {
        Int32(Int(record) * stride + offset)
    }

    /// The first lane of the `from` value of the track at `slot`.
    func from(_ slot: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(values + Int(slot))
    }

    /// The first lane of the `to` value of the track at `slot`.
    func to(_ slot: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(values + Int(slot) + lanes)
    }

    /// The first lane of the presentation value of the track at `slot`.
    @inlinable func value(_ slot: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(values + Int(slot) + 2 * lanes)
    }

    /// Removes record `record`: the last record moves there (its tracks' slots then move by
    /// `Int32(record − last) · stride`, which the caller applies).
    func removeRecord(_ record: Int32) {
        let record = Int(record)
        let last = count - 1
        if record != last {
            (values + record * stride).update(from: values + last * stride, count: stride)
        }
        count = last
        if capacity > 64, count < capacity / 4 { resize(to: capacity / 2) }
    }

    private func resize(to newCapacity: Int) {
        // At least one `Double`: a table of animators without tracks has records of none.
        values = values.reallocated(toCapacity: max(1, newCapacity * stride))
        capacity = newCapacity
    }
}
