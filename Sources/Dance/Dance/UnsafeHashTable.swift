/// A hash table keyed by integers that are nearly unique by themselves: object addresses (the
/// storage of ``DanceRegistry``'s side table) and Dance tags (``DanceFactory``'s animations).
///
/// Open addressing in one buffer of (key, value) slots, with Robin Hood placement: along a run
/// of occupied slots the entries keep the order of their home slots, an entry placed later
/// taking the slot of the first entry whose home comes after its own (that entry and the rest
/// of the run move one slot on). It is what `[UInt: Value]` would be, with four differences
/// that matter with a hundred thousand entries:
///
/// - The hash of a key is a few instructions (``home(of:mask:keys:)``), not a seeded hash per
///   look-up, and it keeps neighbours together: objects allocated one after another, and runs
///   of consecutive tags, land in slots one after another, so a sweep walks memory in order
///   and a burst of new animations touches few cache lines.
/// - A search for a key that is absent stops at the first entry whose home comes after the
///   key's (it is not further on), instead of at the next empty slot: at 76 % load (100 000
///   keys in 2¹⁷ slots, homes at random) linear probing reads about nine and a half slots for
///   each absent key, Robin Hood placement about three. `dance` looks up absent keys all the
///   time (a node's first handle, a tag without an animation yet).
/// - Deleting shifts the following entries of the run back, up to the first one in its home
///   slot, so there are no tombstones to rehash, and deleting from a run of consecutive tags,
///   each in its home, moves nothing.
/// - The table grows at 80 % load rather than 75 %, so 100 000 entries fit in 2¹⁷ slots.
///
/// Key 0 marks an empty slot: no object lives at address 0 and tags start at 1. Not isolated:
/// the registry and the factory, both on the main actor, are its only users.
final class UnsafeHashTable<Value> {
    /// What the keys are, which decides how they are spread over the slots.
    enum Keys {
        /// Object addresses (multiples of 16): kept in order, so that objects allocated one
        /// after another sit in slots one after another.
        case addresses
        /// Numbers counted up from 1: each block of eight consecutive numbers in eight
        /// consecutive slots, the blocks scattered, so that a long run of live numbers with
        /// gaps in it (tags a node's handle took, animations that ended) never piles up in
        /// one place.
        case counters
    }

    private struct Slot {
        /// The key; 0 marks an empty slot.
        var key: UInt
        /// The value; `nil` in an empty slot.
        var value: Value?
    }

    // Unchecked exclusivity: every access is a load or a store of the field itself (the slots
    // are raw memory), and the table is used from one actor only.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    /// The number of slots minus one (a power of two minus one, at least 15).
    @exclusivity(unchecked) private var mask: Int
    /// The number of entries.
    @exclusivity(unchecked) private(set) var count = 0
    /// ``blockShift(mask:)`` of the current mask, for counters.
    @exclusivity(unchecked) private var blockShift: UInt
    /// What the keys are.
    private let keys: Keys

    init(keys: Keys) {
        self.keys = keys
        mask = 15
        blockShift = Self.blockShift(mask: 15)
        slots = Self.emptySlots(16)
    }

    deinit {
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    /// The slot where the search for `key` starts, in a table of `mask + 1` slots (at least
    /// 16).
    ///
    /// An address drops its low four bits (objects are 16-byte aligned) and folds in higher
    /// bits, so that objects 2 MiB apart (large allocations) do not all share a few slots. A
    /// counter keeps its low three bits, its place in its block of eight; the block number is
    /// multiplied by 2⁶⁴ divided by the golden ratio and the top bits are kept (Fibonacci
    /// hashing), so consecutive blocks land far apart.
    static func home(of key: UInt, mask: Int, keys: Keys) -> Int {
        home(of: key, mask: mask, keys: keys, blockShift: blockShift(mask: mask))
    }

    @inline(__always)
    private static func home(of key: UInt, mask: Int, keys: Keys, blockShift: UInt) -> Int {
        switch keys {
        case .addresses:
            return Int(truncatingIfNeeded: (key &>> 4) ^ (key &>> 21)) & mask
        case .counters:
            let block = ((key &>> 3) &* 0x9E37_79B9_7F4A_7C15) &>> blockShift
            return Int(truncatingIfNeeded: block &<< 3 | key & 7)
        }
    }

    /// How far a counter's hashed block number is shifted down to leave one bit for each
    /// block of a table of `mask + 1` slots (eight slots a block).
    private static func blockShift(mask: Int) -> UInt {
        UInt(UInt.bitWidth - (mask.nonzeroBitCount - 3))
    }

    @inline(__always)
    private func home(of key: UInt) -> Int {
        Self.home(of: key, mask: mask, keys: keys, blockShift: blockShift)
    }

    /// How many slots past its home the entry in the occupied slot `index` sits.
    @inline(__always)
    private func displacement(at index: Int) -> Int {
        (index - home(of: slots[index].key)) & mask
    }

    /// The value stored for `key`, if any.
    subscript(key: UInt) -> Value? {
        guard let index = index(of: key) else { return nil }
        return slots[index].value
    }

    /// Stores `value` for `key`, replacing any value stored before.
    ///
    /// One pass: the search that finds the key absent ends where it belongs.
    func insert(_ value: Value, for key: UInt) {
        guard key != 0 else { return }
        if (count + 1) * 5 > (mask + 1) * 4 { resize(to: (mask + 1) * 2) }
        let (index, found) = search(for: key)
        if found {
            slots[index].value = value
            return
        }
        place(Slot(key: key, value: value), at: index)
        count += 1
    }

    /// Removes the value stored for `key` and returns it.
    @discardableResult
    func removeValue(for key: UInt) -> Value? {
        guard var hole = index(of: key) else { return nil }
        let removed = slots[hole].value
        // Shift back the rest of the run, up to the first entry in its home slot (which, and
        // every entry after it, belongs where it is).
        var next = (hole + 1) & mask
        while slots[next].key != 0, displacement(at: next) > 0 {
            slots[hole] = slots[next]
            hole = next
            next = (next + 1) & mask
        }
        slots[hole] = Slot(key: 0, value: nil)
        count -= 1
        return removed
    }

    /// Removes every value that satisfies `predicate` and returns them, in slot order.
    func removeAll(where predicate: (Value) -> Bool) -> [Value] {
        var matching: [UInt] = []
        for index in 0...mask {
            guard let value = slots[index].value else { continue }
            if predicate(value) { matching.append(slots[index].key) }
        }
        return matching.compactMap { removeValue(for: $0) }
    }

    /// Calls `body` with every key and value, in slot order; `body` must not change the table.
    func visit(_ body: (UInt, Value) -> Void) {
        for index in 0...mask {
            guard let value = slots[index].value else { continue }
            body(slots[index].key, value)
        }
    }

    // MARK: - Slots

    private func index(of key: UInt) -> Int? {
        guard key != 0 else { return nil }
        let (index, found) = search(for: key)
        return found ? index : nil
    }

    /// The slot that holds `key` (`found`), or else the slot where it belongs.
    ///
    /// Where it belongs: the first slot of its search that is empty or holds an entry whose
    /// home comes after the key's (the key would sit before that entry). `key` is not 0.
    @inline(__always)
    private func search(for key: UInt) -> (index: Int, found: Bool) {
        var index = home(of: key)
        var distance = 0
        while true {
            let slotKey = slots[index].key
            if slotKey == key { return (index, true) }
            if slotKey == 0 || displacement(at: index) < distance { return (index, false) }
            index = (index + 1) & mask
            distance += 1
        }
    }

    /// Puts `slot`, whose key is absent, at `index` — the first slot of its search that is
    /// empty or holds an entry whose home comes after its own — and moves the entries from
    /// there on one slot on, up to the next empty slot.
    private func place(_ slot: Slot, at index: Int) {
        var carried = slot
        var index = index
        while true {
            swap(&carried, &slots[index])
            if carried.key == 0 { return }
            index = (index + 1) & mask
        }
    }

    private func resize(to capacity: Int) {
        let old = slots
        let oldMask = mask
        slots = Self.emptySlots(capacity)
        mask = capacity - 1
        blockShift = Self.blockShift(mask: mask)
        for index in 0...oldMask where old[index].key != 0 {
            let slot = (old + index).move()
            place(slot, at: search(for: slot.key).index)
        }
        old.deallocate()
    }

    private static func emptySlots(_ capacity: Int) -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, value: nil), count: capacity)
        return slots
    }
}
