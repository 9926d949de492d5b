import Foundation
import Testing

@testable import Dance

/// The dense track tables of the batched frame path: entries, swap-removal, and rendering
/// each lane exactly as `interpolated(to:fraction:)` does.
@MainActor
@Suite(.serialized)
struct FrameTrackTableTests {
    @Test("lanes render as interpolated(to:fraction:); removal tells the moved entry's storage")
    func renderAndRemove() {
        let table = FrameTrackTable.twoLanes
        #expect(table.count == 0)
        let points = [CGPoint(x: 1, y: 2), CGPoint(x: -3.5, y: 7), CGPoint(x: 0.1, y: 0.2)]
        let targets = [CGPoint(x: 11, y: -2), CGPoint(x: 3.25, y: 1e6), CGPoint(x: 0.3, y: 0.7)]
        let storages = zip(points, targets).map { point, target in
            let storage = AnimatedStorageBase.make(point)
            storage.target = target
            return storage
        }
        // Three entries, rows 2, 0, 1 (their eased progress below).
        for (index, storage) in storages.enumerated() {
            storage.joinFrameTable(row: Int32((index + 2) % 3))
        }
        #expect(storages.map(\.frameSlot) == [0, 1, 2] && table.count == 3)
        let eased = [0.25, 1.0 / 3, -0.5]
        eased.withUnsafeBufferPointer { eased in
            guard let base = eased.baseAddress else { return }
            table.render(eased: base, range: 0..<3)
        }
        for (index, storage) in storages.enumerated() {
            let fraction = eased[(index + 2) % 3]
            let expected = points[index].interpolated(to: targets[index], fraction: fraction)
            #expect(storage.presentation == expected)
        }
        // One-lane tracks in rows 7, 8 and 1: the one in row 1 has slot 2 in its own table,
        // as the last two-lane entry has in its table.
        let decoys = [7, 8, 1].map { row in
            let storage = AnimatedStorageBase.make(0.5)
            storage.joinFrameTable(row: Int32(row))
            return (row: Int32(row), storage: storage)
        }
        #expect(decoys.map(\.storage.frameSlot) == [0, 1, 2])
        // The tracks of the animator in each row, as the frame path hands them to a removal.
        let tracksOfRow = { (row: Int32, body: (AnimatedStorageBase) -> Void) in
            for (index, storage) in storages.enumerated() where Int32((index + 2) % 3) == row {
                body(storage)
            }
            for decoy in decoys where decoy.row == row { body(decoy.storage) }
        }
        // Removing the first moves the last into slot 0 and keeps its value; the one-lane track
        // of the same row keeps its slot.
        let shown = storages[2].presentation
        storages[0].leaveFrameTable(tracksOfRow: tracksOfRow)
        #expect(storages[0].frameSlot == -1 && storages[2].frameSlot == 0 && table.count == 2)
        #expect(decoys[2].storage.frameSlot == 2)
        #expect(storages[2].presentation == shown)
        #expect(storages[0].presentation == points[0].interpolated(to: targets[0], fraction: -0.5))
        storages[1].leaveFrameTable(tracksOfRow: tracksOfRow)
        storages[2].leaveFrameTable(tracksOfRow: tracksOfRow)
        #expect(table.count == 0 && storages[2].presentation == shown)
        // Removing the first one-lane track moves the one of row 1 into slot 0.
        decoys[0].storage.leaveFrameTable(tracksOfRow: tracksOfRow)
        #expect(decoys[2].storage.frameSlot == 0 && decoys[1].storage.frameSlot == 1)
        for decoy in decoys.dropFirst() { decoy.storage.leaveFrameTable(tracksOfRow: tracksOfRow) }
        #expect(FrameTrackTable.oneLane.count == 0)
    }

    @Test("value types of plain Double lanes are batched; others are not")
    func lanesOfTypes() {
        #expect(AnimatedStorageBase.make(1.0).frameLanes == 1)
        #expect(AnimatedStorageBase.make(CGFloat(1)).frameLanes == 1)
        #expect(AnimatedStorageBase.make(CGPoint.zero).frameLanes == 2)
        #expect(AnimatedStorageBase.make(CGSize.zero).frameLanes == 2)
        #expect(AnimatedStorageBase.make(CGRect.zero).frameLanes == 4)
        #expect(
            AnimatedStorageBase.make(Color(red: 0, green: 0, blue: 0, alpha: 1)).frameLanes == 4)
        #expect(AnimatedStorageBase.make(CGAffineTransform.identity).frameLanes == 0)
        #expect(AnimatedStorageBase.make(Float(1)).frameLanes == 0)
    }
}
