import Foundation
import Testing

@testable import Dance

/// The dense track tables of the batched frame path: one record per animator with every lane
/// of its tracks, swap-removal of records, and rendering each lane exactly as
/// `interpolated(to:fraction:)` does.
@MainActor
@Suite(.serialized)
struct FrameTrackTableTests {
    /// A node with many properties, so that one animator can have any number of lanes.
    private final class Board: Dancing {
        @Animated var level = 0.0
        @Animated var point = CGPoint.zero
        @Animated var frame = CGRect.zero
        @Animated var tint = Color(red: 0, green: 0, blue: 0, alpha: 1)
    }

    /// A node with nine `CGRect` properties: 36 lanes, more than a table takes.
    private final class Wide: Dancing {
        @Animated var r0 = CGRect.zero
        @Animated var r1 = CGRect.zero
        @Animated var r2 = CGRect.zero
        @Animated var r3 = CGRect.zero
        @Animated var r4 = CGRect.zero
        @Animated var r5 = CGRect.zero
        @Animated var r6 = CGRect.zero
        @Animated var r7 = CGRect.zero
        @Animated var r8 = CGRect.zero
    }

    @Test("a record holds from, to and value of every lane of an animator's tracks, in order")
    func recordLayout() {
        let level = AnimatedStorageBase.make(0.5)
        let point = AnimatedStorageBase.make(CGPoint(x: 1, y: 2))
        let tint = AnimatedStorageBase.make(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        level.target = 1.5
        point.target = CGPoint(x: -3, y: 1e6)
        tint.target = Color(red: 1, green: 0.9, blue: 0.8, alpha: 0.7)
        FrameTrackTable.withTable(lanes: 7) { table in
            #expect(table.count == 0 && table.lanes == 7 && table.stride == 21)
            let first = table.appendRecord()
            let second = table.appendRecord()
            #expect(first == 0 && second == 1)
            // The second record: level at lane 0, point at lanes 1…2, tint at lanes 3…6.
            level.joinFrameTable(table, slot: table.slot(record: 1, offset: 0))
            point.joinFrameTable(table, slot: table.slot(record: 1, offset: 1))
            tint.joinFrameTable(table, slot: table.slot(record: 1, offset: 3))
            #expect([level, point, tint].map(\.frameSlot) == [21, 22, 24])
            #expect([level, point, tint].map(\.frameTable) == [7, 7, 7])
            let lanes = Array(UnsafeBufferPointer(start: table.values + 21, count: 21))
            #expect(lanes[0..<7] == [0.5, 1, 2, 0.1, 0.2, 0.3, 0.4])
            #expect(lanes[7..<14] == [1.5, -3, 1e6, 1, 0.9, 0.8, 0.7])
            #expect(lanes[14..<21] == [0.5, 1, 2, 0.1, 0.2, 0.3, 0.4])
            // A frame writes values; the storages read them from their slots.
            (table.values + 21 + 14).update(repeating: -8, count: 7)
            #expect(level.presentation == -8 && point.presentation == CGPoint(x: -8, y: -8))
            // Removing record 0 moves record 1 there: its tracks move their slots by −21.
            table.removeRecord(0)
            for storage in [level, point, tint] { storage.moveFrameSlot(by: -21) }
            #expect(table.count == 1 && [level, point, tint].map(\.frameSlot) == [0, 1, 3])
            #expect(tint.presentation == Color(red: -8, green: -8, blue: -8, alpha: -8))
            // Leaving keeps the value shown.
            for storage in [level, point, tint] { storage.leaveFrameTable() }
            table.removeRecord(0)
            #expect(table.count == 0 && level.frameSlot == -1)
            #expect(level.presentation == -8 && point.presentation == CGPoint(x: -8, y: -8))
        }
    }

    @Test("animators of 0 to 11 lanes render every lane as interpolated(to:fraction:)")
    func framesMatchInterpolation() {
        withEngine(frameInterval: 0.25) { clock in
            let boards = (0..<6).map { _ in Board() }
            // Lanes in all: 1, 3, 7, 4, 11 (every property), and an animator without tracks.
            let shapes: [(Board) -> Void] = [
                { $0.level = 2 },
                {
                    $0.level = -1
                    $0.point = CGPoint(x: 5, y: -5)
                },
                {
                    $0.level = 3
                    $0.point = CGPoint(x: 1, y: 9)
                    $0.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
                },
                { $0.tint = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0) },
                { board in
                    board.level = 7
                    board.point = CGPoint(x: -2, y: 0.5)
                    board.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
                    board.tint = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)
                },
                { _ in },
            ]
            let curves: [AnimationCurve] = [
                .easeIn, .linear, .easeOut, .easeInOut, .easeIn, .linear,
            ]
            var animators: [PropertyAnimator] = []
            for (index, board) in boards.enumerated() {
                let animator = PropertyAnimator(
                    duration: 1 + Double(index) / 4, curve: curves[index]
                ) {
                    shapes[index](board)
                }
                animator.startAnimation()
                #expect(animator.framePathRow >= 0)
                animators.append(animator)
            }
            #expect(animators.map(\.framePathLanes) == [1, 3, 7, 4, 11, 0])
            // The middle animator leaves half way: the others keep exact values.
            clock.advance(to: 0.5)
            animators[2].stopAnimation(true)
            clock.advance(to: 0.75)
            for (index, board) in boards.enumerated() where index != 2 {
                let function = TimingFunction.curve(curves[index])
                let fraction = function.value(at: 0.75 / (1 + Double(index) / 4))
                let start = Board()
                shapes[index](start)
                #expect(
                    board.$level.presentation
                        == 0.0.interpolated(to: board.level, fraction: fraction))
                #expect(
                    board.$point.presentation
                        == CGPoint.zero.interpolated(to: board.point, fraction: fraction))
                #expect(
                    board.$frame.presentation
                        == CGRect.zero.interpolated(to: board.frame, fraction: fraction))
                #expect(
                    board.$tint.presentation
                        == Color(red: 0, green: 0, blue: 0, alpha: 1).interpolated(
                            to: board.tint, fraction: fraction))
            }
            checkInvariants(animators, nodes: [])
            clock.advance(to: 3)
            #expect(animators.allSatisfy { $0.state == .inactive })
            #expect(boards[4].$frame.presentation == CGRect(x: 10, y: 20, width: 30, height: 40))
        }
    }

    @Test("an animator whose tracks have more lanes than a table takes runs on its own")
    func tooManyLanes() {
        withEngine(frameInterval: 0.25) { clock in
            let wide = Wide()
            let target = CGRect(x: 4, y: 8, width: 12, height: 16)
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                wide.r0 = target
                wide.r8 = target
            }
            animator.startAnimation()
            #expect(animator.framePathRow >= 0 && animator.framePathLanes == 8)
            animator.stopAnimation(true)
            let all = PropertyAnimator(duration: 1, curve: .linear) {
                for property in [\Wide.r0, \.r1, \.r2, \.r3, \.r4, \.r5, \.r6, \.r7, \.r8] {
                    wide[keyPath: property] = target
                }
            }
            all.startAnimation()
            #expect(all.framePathRow < 0 && all.driverSlot >= 0)
            clock.advance(to: 0.5)
            let half = CGRect.zero.interpolated(to: target, fraction: 0.5)
            #expect(wide.$r1.presentation == half && wide.$r8.presentation == half)
            clock.advance(to: 1)
            #expect(all.state == .inactive && wide.$r4.presentation == target)
        }
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
