import Foundation
import Testing

@testable import Dance

@MainActor @Suite struct UnsafeTrackListTests {
    /// The animator the storages' tracks belong to (it outlives them: tracks refer to their
    /// animator unowned), and another one.
    private let owner = PropertyAnimator(duration: 1, curve: .linear)
    private let other = PropertyAnimator(duration: 1, curve: .linear)

    /// Storages for the values 0, 1, 2, … (as `Double`s), each driven by ``owner``.
    private func storages(_ count: Int) -> [AnimatedStorage<Double>] {
        (0..<count).map { index in
            let storage = AnimatedStorageBase.make(Double(index))
            storage.beginTrack(to: Double(index) + 1, driver: owner, spanStart: 0)
            return storage
        }
    }

    /// The third reference moves into a buffer with the fourth (count 4), which holds the
    /// references from the third on and is full at counts 6, 10, 18, 34.
    @Test(
        "keeps storages in order past the inline ones and every buffer growth",
        arguments: [
            0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 18, 19, 34, 35,
        ])
    func order(count: Int) {
        let made = storages(count)
        var list = UnsafeTrackList()
        for storage in made { list.append(storage) }
        let (listed, isEmpty) = (list.count, list.isEmpty)
        #expect(listed == count)
        #expect(isEmpty == (count == 0))
        var visited: [ObjectIdentifier] = []
        list.visit { visited.append(ObjectIdentifier($0)) }
        #expect(visited == made.map(ObjectIdentifier.init))
        let containsAll = made.allSatisfy { list.contains($0) }
        let containsOther = list.contains(AnimatedStorageBase.make(0.0))
        #expect(containsAll)
        #expect(!containsOther)
    }

    @Test("renders only its owner's tracks, each at its own span's progress")
    func render() {
        let made = storages(6)
        made[1].owner = other
        made[4].spanStart = 0.5
        var list = UnsafeTrackList()
        for storage in made { list.append(storage) }
        var asked: [Double] = []
        var askedFor: [ObjectIdentifier] = []
        list.render(owner: owner.id, driver: owner, base: 0, shared: 0.25) { spanStart, track in
            asked.append(spanStart)
            askedFor.append(track)
            return 0.75
        }
        #expect(asked == [0.5])
        #expect(askedFor == [ObjectIdentifier(made[4])])
        #expect(made.map(\.presentation) == [0.25, 1, 2.25, 3.25, 4.75, 5.25])
    }

    @Test("retains each storage once and releases them when emptied or destroyed")
    func ownership() {
        weak var firstKept: AnimatedStorage<Double>?
        weak var lastKept: AnimatedStorage<Double>?
        var list = UnsafeTrackList()
        do {
            let made = storages(9)
            for storage in made { list.append(storage) }
            (firstKept, lastKept) = (made[0], made[8])
        }
        #expect(firstKept != nil && lastKept != nil)
        list.removeAll()
        #expect(firstKept == nil && lastKept == nil)
        let isEmpty = list.isEmpty
        #expect(isEmpty)

        // Emptied, the list fills again from its inline references.
        let refill = storages(5)
        for storage in refill { list.append(storage) }
        var visited: [ObjectIdentifier] = []
        list.visit { visited.append(ObjectIdentifier($0)) }
        #expect(visited == refill.map(ObjectIdentifier.init))
        list.removeAll()

        weak var inDestroyedList: AnimatedStorage<Double>?
        do {
            var scoped = UnsafeTrackList()
            let made = storages(5)
            for storage in made { scoped.append(storage) }
            inDestroyedList = made[4]
        }
        #expect(inDestroyedList == nil)
    }
}
