import Foundation
import Testing

@testable import Dance

#if canImport(Glibc)
    import Glibc
#endif

/// A batched animator leaves the batch, with no jump, whenever one of its tracks changes
/// outside a frame; and a frame split over two cores computes the numbers one core computes.
@MainActor
@Suite(.serialized)
struct FramePathLeavingTests {
    @Test("a newer animator on the same property: the older leaves the batch and they add up")
    func additiveTakeover() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let older = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0.5 + 100 }
            older.startAnimation()
            #expect(older.framePathRow >= 0)
            clock.advance(to: 1)
            let newer = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 200.5 }
            newer.startAnimation()
            // The property now has two tracks: neither animator renders it from a table.
            #expect(older.framePathRow < 0 && older.driverSlot >= 0)
            #expect(newer.framePathRow < 0 && newer.driverSlot >= 0)
            clock.advance(to: 1.5)
            // UIKit's additive rule: the newer track from the old model value (100.5) to 200.5,
            // plus the older track's offset from its target: 125.5 + (75.5 − 100.5).
            let older15 = 1 + (100.5 - 1) * 0.75
            let newer15 = 100.5 + (200.5 - 100.5) * 0.25
            #expect(node.$alpha.presentation == newer15 + (older15 - 100.5))
            clock.advance(to: 3)
        }
    }

    @Test("the newer animator joins the batch once the older tracks on its properties end")
    func newerJoinsWhenOlderEnds() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let older = PropertyAnimator(duration: 1, curve: .linear) {
                node.alpha = 0.5
                node.center = CGPoint(x: 105, y: 5)
            }
            older.addCompletion(log.completion("older"))
            older.startAnimation()
            clock.advance(to: 0.5)
            let newer = PropertyAnimator(duration: 3, curve: .linear) {
                node.alpha = 0
                node.center = CGPoint(x: 5, y: 205)
            }
            newer.addCompletion(log.completion("newer"))
            newer.startAnimation()
            #expect(newer.framePathRow < 0 && newer.driverSlot >= 0)
            checkInvariants([older, newer], nodes: [node])
            clock.advance(to: 0.875)
            #expect(newer.framePathRow < 0)
            // The frame at 1 s ends the older animator at its targets: its offsets are 0, and
            // the newer runs alone on both properties, in the batch.
            clock.advance(to: 1)
            #expect(log.entries == ["1.000 older end"])
            #expect(older.state == .inactive)
            #expect(newer.framePathRow >= 0 && newer.driverSlot < 0)
            checkInvariants([older, newer], nodes: [node])
            // The newer tracks, from the older targets (0.5 and (105, 5)) since 0.5 s: halfway
            // at 2 s. The batch renders them.
            clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0.25)
            #expect(node.$center.presentation == CGPoint(x: 55, y: 105))
            clock.advance(to: 3.5)
            #expect(log.entries == ["1.000 older end", "3.500 newer end"])
            #expect(node.$alpha.presentation == 0 && node.alpha == 0)
            #expect(node.$center.presentation == CGPoint(x: 5, y: 205))
            checkInvariants([older, newer], nodes: [node])
        }
    }

    @Test("the newer animator stays single while an older track on one of its properties runs")
    func newerStaysSingleWhileAnyOlderRuns() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let first = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0.5 }
            let second = PropertyAnimator(duration: 2, curve: .linear) {
                node.cornerRadius = 10
            }
            first.startAnimation()
            second.startAnimation()
            clock.advance(to: 0.5)
            let newer = PropertyAnimator(duration: 3, curve: .linear) {
                node.alpha = 0
                node.cornerRadius = 0
            }
            newer.startAnimation()
            clock.advance(to: 1)
            // `first` ended; `second` still runs under the newer track on `cornerRadius`.
            #expect(first.state == .inactive && second.state == .active)
            #expect(newer.framePathRow < 0 && newer.driverSlot >= 0)
            checkInvariants([first, second, newer], nodes: [node])
            clock.advance(to: 2)
            #expect(second.state == .inactive)
            #expect(newer.framePathRow >= 0 && newer.driverSlot < 0)
            // cornerRadius: the newer track from 10 (second's target) to 0 since 0.5 s.
            #expect(node.$cornerRadius.presentation == 10 + (0 - 10) * 0.5)
            #expect(node.$alpha.presentation == 0.5 + (0 - 0.5) * 0.5)
            checkInvariants([first, second, newer], nodes: [node])
            clock.advance(to: 3.5)
            #expect(newer.state == .inactive && node.$cornerRadius.presentation == 0)
        }
    }

    @Test("an animator that lists a property twice runs single: swap-removal moves no slot twice")
    func propertyListedTwice() {
        withEngine(frameInterval: 0.125) { clock in
            // Rows 0, 1 and 2 of the table of two lanes.
            let others = (0..<3).map { _ in makeNode() }
            let otherAnimators = others.enumerated().map { index, node in
                PropertyAnimator(duration: 1, curve: .linear) {
                    node.center = CGPoint(x: 0, y: 1000 * Double(index + 1))
                }
            }
            for other in otherAnimators { other.startAnimation() }
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.pauseAnimation()
            // Set directly: the track ends, and the property stays on the animator's list,
            // where the block added next lists it again.
            node.alpha = 1
            animator.addAnimations { node.alpha = 0 }
            #expect(animator.trackCount == 2)
            animator.startAnimation()
            #expect(animator.framePathRow < 0 && animator.driverSlot >= 0)
            // A row below moves: in the batch, the record of the listed-twice animator would
            // have moved into it, and its property's slot with it, twice.
            otherAnimators[2].pauseAnimation()
            clock.advance(to: 0.5)
            #expect(node.$alpha.presentation == 0.5)
            checkInvariants([animator] + otherAnimators, nodes: [node] + others)
            otherAnimators[2].startAnimation()
            clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0 && animator.state == .inactive)
        }
    }

    @Test("setting a batched property directly ends its track; the animator runs on")
    func setDirectly() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                node.alpha = 0
                node.cornerRadius = 8
            }
            animator.startAnimation()
            clock.advance(to: 0.5)
            node.alpha = 0.3
            #expect(animator.framePathRow < 0 && animator.driverSlot >= 0)
            #expect(node.$alpha.presentation == 0.3 && node.$cornerRadius.presentation == 2)
            clock.advance(to: 1)
            #expect(node.$alpha.presentation == 0.3 && node.$cornerRadius.presentation == 4)
            clock.advance(to: 2)
            #expect(animator.state == .inactive && node.cornerRadius == 8)
        }
    }

    @Test("declarative steps taking a batched property over: the batch lets it go at once")
    func stepsTakeOver() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            clock.advance(to: 1)
            let steps = PropertyAnimator(
                steps: [.custom(duration: 1, curve: .linear) { $0.alpha = 1 }], on: node)
            steps.startAnimation()
            #expect(animator.framePathRow < 0 && steps.framePathRow < 0)
            clock.advance(to: 1.5)
            // The steps run from the value shown at 1 s (0.5) to 1, halfway by 1.5 s.
            #expect(node.$alpha.presentation == 0.75)
            clock.advance(to: 3)
        }
    }

    @Test("a frame split over two cores gives exactly what one core gives", arguments: [2, 7, 40])
    func splitFrame(count: Int) {
        let single = run(count: count, parallelRows: .max)
        let split = run(count: count, parallelRows: 1)
        #expect(split.values == single.values)
        #expect(split.ends == single.ends)
        #expect(split.values.count == 12 * count && !split.ends.isEmpty)
    }

    @Test("a split frame whose worker thread never started runs both parts on the main actor")
    func splitFrameWithoutThread() {
        let single = run(count: 7, parallelRows: .max)
        // As when the system cannot create a thread: the frame must not wait for one.
        let split = run(count: 7, parallelRows: 1, worker: FrameWorker(startsThread: false))
        #expect(split.values == single.values)
        #expect(split.ends == single.ends)
    }

    #if canImport(Glibc)
        @Test("a split frame computes with the main actor's rounding mode")
        func splitFrameRoundingMode() {
            _ = run(count: 7, parallelRows: 1)  // the worker thread runs, rounding to nearest
            let saved = fegetround()
            fesetround(FE_UPWARD)
            defer { fesetround(saved) }
            let single = run(count: 7, parallelRows: .max)
            let split = run(count: 7, parallelRows: 1)
            #expect(split.values == single.values)
            // Rounding upwards changes the numbers: the test can tell the modes apart.
            fesetround(saved)
            #expect(run(count: 7, parallelRows: .max).values != single.values)
        }
    #endif

    /// Runs `count` animators of several timings and lengths for 1.5 s, with frames split
    /// from `parallelRows` rows (on `worker`, else the shared one); returns every presentation
    /// value after each frame and the order of the completions.
    private func run(
        count: Int, parallelRows: Int, worker: FrameWorker? = nil
    ) -> (values: [Double], ends: [Int]) {
        let saved = (FramePath.parallelRows, FramePath.cores, FramePath.worker)
        // Two cores even on a machine with one: the second thread then just shares it.
        (FramePath.parallelRows, FramePath.cores, FramePath.worker) = (parallelRows, 2, worker)
        defer { (FramePath.parallelRows, FramePath.cores, FramePath.worker) = saved }
        var values: [Double] = []
        var ends: [Int] = []
        withEngine(frameInterval: 0.25) { clock in
            let nodes = (0..<count).map { _ in makeNode() }
            for (index, node) in nodes.enumerated() {
                let animator =
                    index.isMultiple(of: 2)
                    ? PropertyAnimator(duration: 0.5 + Double(index % 5) * 0.25, curve: .easeIn)
                    : PropertyAnimator(
                        duration: 1, timingParameters: SpringTimingParameters(dampingRatio: 0.3))
                animator.addAnimations {
                    node.center = CGPoint(x: Double(index), y: -Double(index))
                    node.alpha = 0.25
                }
                animator.addCompletion { _ in ends.append(index) }
                animator.startAnimation()
            }
            for time in stride(from: 0.25, through: 1.5, by: 0.25) {
                clock.advance(to: time)
                values += nodes.flatMap {
                    [Double($0.$center.presentation.x), $0.$alpha.presentation]
                }
            }
            clock.advance(to: 100)
        }
        return (values, ends)
    }
}
