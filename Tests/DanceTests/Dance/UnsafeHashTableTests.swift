import Foundation
import Testing

@testable import Dance

@Suite struct UnsafeHashTableTests {
    private final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    /// The key of an arbitrary address (the table never dereferences its keys).
    private func key(_ address: UInt) -> UInt { address }

    @Test("matches a dictionary through random inserts, replacements and removals")
    func model() {
        // Addresses whose homes collide in runs, including runs that wrap past the last slot
        // of a 16-slot table, and enough of them to grow the table several times.
        let wrapping = (1...40).map { UInt($0) << 25 | 0xF0 }
        let addresses = (1...300).map { UInt($0) << 4 } + wrapping
        #expect(
            wrapping.allSatisfy {
                UnsafeHashTable<Box>.home(of: $0, mask: 15, keys: .addresses) == 15
            })
        let table = UnsafeHashTable<Box>(keys: .addresses)
        var model: [UInt: Int] = [:]
        var generator = SplitMix64(seed: 42)
        for step in 0..<20_000 {
            let address = addresses[Int(generator.next() % UInt64(addresses.count))]
            switch generator.next() % 3 {
            case 0, 1:
                table.insert(Box(step), for: key(address))
                model[address] = step
            default:
                let removed = table.removeValue(for: key(address))
                #expect(removed?.value == model.removeValue(forKey: address))
            }
            #expect(table.count == model.count)
            if step.isMultiple(of: 97) {
                for address in addresses {
                    #expect(table[key(address)]?.value == model[address])
                }
            }
        }
        for address in addresses {
            #expect(table[key(address)]?.value == model[address])
        }
    }

    @Test("homes follow addresses, so objects allocated in order sit in slots in order")
    func homes() {
        let mask = (1 << 17) - 1
        let base: UInt = 0x5555_0000_0000
        let homes = (0..<64).map {
            UnsafeHashTable<Box>.home(of: base + UInt($0) * 48, mask: mask, keys: .addresses)
        }
        #expect(homes == homes.sorted())
        #expect(Set(homes).count == 64)
        // Objects 2 MiB apart do not share one slot.
        let spread = (0..<64).map {
            UnsafeHashTable<Box>.home(of: base + UInt($0) << 21, mask: mask, keys: .addresses)
        }
        #expect(Set(spread).count == 64)
    }

    @Test("removeAll(where:) removes and returns exactly the matching values")
    func removeAllWhere() {
        let table = UnsafeHashTable<Box>(keys: .addresses)
        for index in 1...100 {
            table.insert(Box(index), for: key(UInt(index) << 4))
        }
        let removed = table.removeAll { $0.value.isMultiple(of: 3) }
        #expect(removed.map(\.value).sorted() == Array(stride(from: 3, through: 99, by: 3)))
        #expect(table.count == 67)
        for index in 1...100 {
            #expect((table[key(UInt(index) << 4)] != nil) == !index.isMultiple(of: 3))
        }
    }

    @Test("holds values strongly and releases them when replaced, removed or destroyed")
    func ownership() {
        weak var replaced: Box?
        weak var removed: Box?
        weak var kept: Box?
        var table: UnsafeHashTable<Box>? = UnsafeHashTable(keys: .addresses)
        do {
            let first = Box(1)
            let second = Box(2)
            let third = Box(3)
            (replaced, removed, kept) = (first, second, third)
            table?.insert(first, for: key(0x10))
            table?.insert(second, for: key(0x20))
            table?.insert(third, for: key(0x30))
        }
        #expect(replaced != nil && removed != nil && kept != nil)
        table?.insert(Box(4), for: key(0x10))
        #expect(replaced == nil)
        _ = table?.removeValue(for: key(0x20))
        #expect(removed == nil)
        #expect(kept?.value == 3)
        table = nil
        #expect(kept == nil)
    }

    @Test("counted keys sit in blocks of eight consecutive slots, the blocks scattered")
    func counters() {
        // Consecutive numbers never share a slot while they fit, and do not form long runs:
        // the longest run of occupied slots that 80 000 of them make in 2¹⁷ slots stays short.
        let bits = 17
        let mask = (1 << bits) - 1
        let homes = (1...80_000).map {
            UnsafeHashTable<Box>.home(of: UInt($0), mask: mask, keys: .counters)
        }
        #expect(homes.allSatisfy { (0...mask).contains($0) })
        #expect(Set(homes.prefix(1 << (bits - 1))).count == 1 << (bits - 1))
        // Numbers 8b … 8b + 7 take eight consecutive slots, starting at a multiple of eight.
        for block in [1, 2, 3, 1_000, 9_999] {
            let first = UnsafeHashTable<Box>.home(of: UInt(8 * block), mask: mask, keys: .counters)
            #expect(first.isMultiple(of: 8))
            let block = (0..<8).map {
                UnsafeHashTable<Box>.home(of: UInt(8 * block + $0), mask: mask, keys: .counters)
            }
            #expect(block == Array(first..<first + 8))
        }
        // The smallest table (16 slots) has two blocks.
        let small = Set(
            (1...64).map { UnsafeHashTable<Box>.home(of: UInt($0), mask: 15, keys: .counters) })
        #expect(small == Set(0..<16))
        var occupied = [Bool](repeating: false, count: mask + 1)
        for home in homes { occupied[home] = true }
        var longest = 0
        var run = 0
        for slot in occupied {
            run = slot ? run + 1 : 0
            longest = max(longest, run)
        }
        #expect(longest < 64)
        let table = UnsafeHashTable<Box>(keys: .counters)
        var model: [UInt: Int] = [:]
        var live: [UInt] = []
        var generator = SplitMix64(seed: 7)
        var next: UInt = 1
        for step in 0..<5_000 {
            if generator.next() % 3 != 0 || live.isEmpty {
                table.insert(Box(step), for: next)
                model[next] = step
                live.append(next)
                next += 1
            } else {
                let victim = live.remove(at: Int(generator.next() % UInt64(live.count)))
                #expect(table.removeValue(for: victim)?.value == model.removeValue(forKey: victim))
            }
            #expect(table.count == model.count)
        }
        var visited: [UInt: Int] = [:]
        table.visit { key, box in visited[key] = box.value }
        #expect(visited == model)
    }

    @Test(
        "counted keys with gaps of every width match a dictionary through growth and removals",
        arguments: [1, 2, 3, 8, 64, 1 << 17])
    func countersWithGaps(gap: Int) {
        // Live numbers a fixed gap apart (a node's handle and its animation take a tag each;
        // a scene makes many handles between two animations) pile into some blocks and miss
        // others; long-lived entries and new ones wrap onto the same slots.
        let table = UnsafeHashTable<Box>(keys: .counters)
        var model: [UInt: Int] = [:]
        var live: [UInt] = []
        var generator = SplitMix64(seed: UInt64(gap))
        var next = UInt(gap)
        for step in 0..<6_000 {
            if generator.next() % 4 != 0 || live.isEmpty {
                table.insert(Box(step), for: next)
                model[next] = step
                live.append(next)
                next += UInt(gap)
            } else {
                // Mostly the oldest, as animations end, sometimes any.
                let index =
                    generator.next() % 2 == 0 ? 0 : Int(generator.next() % UInt64(live.count))
                let victim = live.remove(at: index)
                #expect(table.removeValue(for: victim)?.value == model.removeValue(forKey: victim))
            }
            #expect(table.count == model.count)
            if step.isMultiple(of: 500) {
                for key in live { #expect(table[key]?.value == model[key]) }
                // Absent keys between and around the live ones.
                for key in live.prefix(50) { #expect(table[key + 1] == nil || gap == 1) }
                #expect(table[next] == nil)
            }
        }
        var visited: [UInt: Int] = [:]
        table.visit { key, box in visited[key] = box.value }
        #expect(visited == model)
        // Key 0 is never stored.
        table.insert(Box(-1), for: 0)
        #expect(table[0] == nil && table.count == model.count)
        #expect(table.removeValue(for: 0) == nil && table.count == model.count)
    }
}
