/// A hash table keyed by object identity: the storage of ``DanceRegistry``'s side table.
///
/// Open addressing with linear probing in one buffer of (key, value) slots. It is what
/// `[ObjectIdentifier: Value]` would be, with three differences that matter with a hundred
/// thousand nodes:
///
/// - The hash of an address is the address itself, folded (``home(of:mask:)``): no seeded
///   hashing per look-up, and nodes allocated one after another land in slots one after
///   another. A sweep, which visits every slot and each value's node, then walks memory in
///   order instead of jumping at random, and the cache and prefetcher keep up.
/// - The table grows at 80 % load rather than 75 %, so 100 000 entries fit in 2¹⁷ slots.
/// - Deleting shifts the following entries back, so there are no tombstones to rehash.
///
/// Not isolated: the registry, on the main actor, is its only user.
final class UnsafeIdentityTable<Value> {
    private struct Slot {
        /// The identity's address; 0 marks an empty slot (no object lives at address 0).
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

    init() {
        mask = 15
        slots = Self.emptySlots(16)
    }

    deinit {
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    /// The slot where the search for `key` starts, in a table of `mask + 1` slots.
    ///
    /// Addresses are multiples of 16, so the low four bits are dropped; higher bits are folded
    /// in so that objects 2 MiB apart (large allocations) do not all share a few slots.
    static func home(of key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &>> 4) ^ (key &>> 21)) & mask
    }

    /// The value stored for `key`, if any.
    subscript(key: ObjectIdentifier) -> Value? {
        guard let index = index(of: Self.address(key)) else { return nil }
        return slots[index].value
    }

    /// Stores `value` for `key`, replacing any value stored before.
    func insert(_ value: Value, for key: ObjectIdentifier) {
        let address = Self.address(key)
        if let index = index(of: address) {
            slots[index].value = value
            return
        }
        if (count + 1) * 5 > (mask + 1) * 4 { resize(to: (mask + 1) * 2) }
        place(Slot(key: address, value: value))
        count += 1
    }

    /// Removes the value stored for `key` and returns it.
    @discardableResult
    func removeValue(for key: ObjectIdentifier) -> Value? {
        removeValue(at: Self.address(key))
    }

    /// Removes every value that satisfies `predicate` and returns them, in slot order.
    func removeAll(where predicate: (Value) -> Bool) -> [Value] {
        var matching: [UInt] = []
        for index in 0...mask {
            guard let value = slots[index].value else { continue }
            if predicate(value) { matching.append(slots[index].key) }
        }
        return matching.compactMap { removeValue(at: $0) }
    }

    // MARK: - Slots

    private func removeValue(at address: UInt) -> Value? {
        guard var hole = index(of: address) else { return nil }
        let removed = slots[hole].value
        // Shift back every following entry of the run whose home is not after the hole.
        var next = (hole + 1) & mask
        while slots[next].key != 0 {
            let home = Self.home(of: slots[next].key, mask: mask)
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

    private func index(of address: UInt) -> Int? {
        var index = Self.home(of: address, mask: mask)
        while true {
            let key = slots[index].key
            if key == address { return index }
            if key == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Puts `slot` in the first empty slot from its home; the table must have room.
    private func place(_ slot: Slot) {
        var index = Self.home(of: slot.key, mask: mask)
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

    private static func address(_ key: ObjectIdentifier) -> UInt {
        UInt(bitPattern: key)
    }
}
