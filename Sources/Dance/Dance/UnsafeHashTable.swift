/// A hash table keyed by integers that are nearly unique by themselves: object addresses (the
/// storage of ``DanceRegistry``'s side table) and Dance tags (``DanceFactory``'s animations).
///
/// Open addressing with linear probing in one buffer of (key, value) slots. It is what
/// `[UInt: Value]` would be, with three differences that matter with a hundred thousand
/// entries:
///
/// - The hash of a key is one or two instructions (``home(of:mask:keys:)``), not a seeded hash
///   per look-up. Addresses keep their order: nodes allocated one after another land in slots
///   one after another, so a sweep, which visits every slot and each value's node, walks memory
///   in order instead of jumping at random, and the cache and prefetcher keep up.
/// - The table grows at 80 % load rather than 75 %, so 100 000 entries fit in 2¹⁷ slots.
/// - Deleting shifts the following entries back, so there are no tombstones to rehash.
///
/// Key 0 marks an empty slot: no object lives at address 0 and tags start at 1. Not isolated:
/// the registry and the factory, both on the main actor, are its only users.
final class UnsafeHashTable<Value> {
    /// What the keys are, which decides how they are spread over the slots.
    enum Keys {
        /// Object addresses (multiples of 16): kept in order, so that objects allocated one
        /// after another sit in slots one after another.
        case addresses
        /// Numbers counted up from 1: scattered, since a run of consecutive numbers would fill
        /// one run of slots, and deleting from a run shifts the rest of it back.
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
    /// The number of slots minus one (a power of two minus one).
    @exclusivity(unchecked) private var mask: Int
    /// The number of entries.
    @exclusivity(unchecked) private(set) var count = 0
    /// What the keys are.
    private let keys: Keys

    init(keys: Keys) {
        self.keys = keys
        mask = 15
        slots = Self.emptySlots(16)
    }

    deinit {
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    /// The slot where the search for `key` starts, in a table of `mask + 1` slots.
    ///
    /// An address drops its low four bits (objects are 16-byte aligned) and folds in higher
    /// bits, so that objects 2 MiB apart (large allocations) do not all share a few slots. A
    /// counter is multiplied by 2⁶⁴ divided by the golden ratio and its top bits are kept
    /// (Fibonacci hashing): consecutive numbers land far apart.
    static func home(of key: UInt, mask: Int, keys: Keys) -> Int {
        switch keys {
        case .addresses:
            Int(truncatingIfNeeded: (key &>> 4) ^ (key &>> 21)) & mask
        case .counters:
            Int(
                truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15)
                    &>> (UInt.bitWidth - mask.nonzeroBitCount))
        }
    }

    private func home(of key: UInt) -> Int {
        Self.home(of: key, mask: mask, keys: keys)
    }

    /// The value stored for `key`, if any.
    subscript(key: UInt) -> Value? {
        guard let index = index(of: key) else { return nil }
        return slots[index].value
    }

    /// Stores `value` for `key`, replacing any value stored before.
    func insert(_ value: Value, for key: UInt) {
        if let index = index(of: key) {
            slots[index].value = value
            return
        }
        if (count + 1) * 5 > (mask + 1) * 4 { resize(to: (mask + 1) * 2) }
        place(Slot(key: key, value: value))
        count += 1
    }

    /// Removes the value stored for `key` and returns it.
    @discardableResult
    func removeValue(for key: UInt) -> Value? {
        guard var hole = index(of: key) else { return nil }
        let removed = slots[hole].value
        // Shift back every following entry of the run whose home is not after the hole.
        var next = (hole + 1) & mask
        while slots[next].key != 0 {
            let home = home(of: slots[next].key)
            let distanceToHole = (hole - home) & mask
            let distanceToNext = (next - home) & mask
            if distanceToHole < distanceToNext {
                slots[hole] = slots[next]
                hole = next
            }
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
        var index = home(of: key)
        while true {
            let slotKey = slots[index].key
            if slotKey == key { return index }
            if slotKey == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Puts `slot` in the first empty slot from its home; the table must have room.
    private func place(_ slot: Slot) {
        var index = home(of: slot.key)
        while slots[index].key != 0 {
            index = (index + 1) & mask
        }
        slots[index] = slot
    }

    private func resize(to capacity: Int) {
        let old = slots
        let oldMask = mask
        slots = Self.emptySlots(capacity)
        mask = capacity - 1
        for index in 0...oldMask where old[index].key != 0 {
            place((old + index).move())
        }
        old.deallocate()
    }

    private static func emptySlots(_ capacity: Int) -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, value: nil), count: capacity)
        return slots
    }
}
