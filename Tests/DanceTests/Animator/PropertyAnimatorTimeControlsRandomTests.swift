import Foundation
import Testing

@testable import Dance

/// Thousands of seeded random calls over every control of the time controls and of round 1, on
/// repeating animators: nothing traps, every completion and every `finished` happens once,
/// with the position the animation ended at.
@MainActor @Suite(.serialized) struct PropertyAnimatorTimeControlsRandomTests {
    /// What the test knows: one epoch per run of each animator, from one end to the next.
    private final class Ledger {
        /// The current epoch of each animator slot.
        var epoch: [Int]
        /// How each (slot, epoch) ended: a position, or nil (stopped without finishing, released).
        var ends: [[Int]: AnimatingPosition?] = [:]
        /// Runs of each completion the test added, by id, with the (slot, epoch) it was added in.
        var completions: [Int: (key: [Int], runs: Int, position: AnimatingPosition?)] = [:]
        /// What each awaiting task got, by id, and the (slot, epoch) it awaited.
        var awaited: [Int: (key: [Int], result: AnimatingPosition??)] = [:]
        /// Whether each slot's animator ended its last epoch and has been given no block and
        /// has not become active since: `finished` then gives that epoch's end at once.
        var lastEpochEnded: [Bool]
        var problems: [String] = []

        init(slots: Int) {
            epoch = Array(repeating: 0, count: slots)
            lastEpochEnded = Array(repeating: false, count: slots)
        }
    }

    @Test(
        "seeded random time controls on repeating animators: completions and finished once",
        arguments: [UInt64(13), 0x7135])
    func randomOperations(seed: UInt64) async {
        let clock = ManualClock()
        let driver = AnimationDriver.shared
        driver.clock = clock
        var random = SplitMix64(seed: seed)
        let slots = 8
        let ledger = Ledger(slots: slots)
        let nodes = (0..<slots).map { _ in Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        var animators: [PropertyAnimator] = []
        var nextID = 0

        func pick<T>(_ values: [T]) -> T {
            values[Int.random(in: 0..<values.count, using: &random)]
        }

        /// The first completion of every epoch: records the end, then opens the next epoch.
        func addSentinel(_ slot: Int) {
            animators[slot].addCompletion { position in
                let key = [slot, ledger.epoch[slot]]
                if ledger.ends[key] != nil { ledger.problems.append("epoch \(key) ended twice") }
                ledger.ends[key] = position
                ledger.epoch[slot] += 1
                ledger.lastEpochEnded[slot] = true
                addSentinel(slot)
            }
        }

        /// Records an end without completions (the sentinel was dropped with them).
        func endedWithoutCompletions(_ slot: Int) {
            let key = [slot, ledger.epoch[slot]]
            if ledger.ends[key] != nil { ledger.problems.append("epoch \(key) ended twice") }
            ledger.ends[key] = .some(nil)
            ledger.epoch[slot] += 1
            ledger.lastEpochEnded[slot] = true
        }

        func makeAnimator(_ slot: Int) -> PropertyAnimator {
            let node = nodes[slot]
            let target = CGFloat(Int.random(in: 0...4, using: &random) * 25)
            let duration = pick([0, 0.05, 0.3, 1])
            let animator = PropertyAnimator(duration: duration, curve: pick([.linear, .easeInOut]))
            {
                node.cornerRadius = target
            }
            animator.repeatCount = pick([0, 1, 2, 2.5, 0.5, .infinity])
            animator.autoreverses = Bool.random(using: &random)
            return animator
        }

        for slot in 0..<slots {
            animators.append(makeAnimator(slot))
            addSentinel(slot)
        }

        var reported = 0
        let savedHandler = Diagnostics.errorHandler
        Diagnostics.errorHandler = { _ in reported += 1 }

        for _ in 0..<4000 {
            let slot = Int.random(in: 0..<slots, using: &random)
            let animator = animators[slot]
            let before = animator.state
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<14:
                clock.advance(by: pick([0, 1.0 / 60, 0.1, 0.3, 0.9]))
            case 14..<20: animator.startAnimation()
            case 20..<23: animator.startAnimation(afterDelay: pick([0, 0.2, -1]))
            case 23..<27: animator.pauseAnimation()
            case 27..<32: animator.pauseAnimation(atFraction: pick([0, 0.25, 0.5, 1, 1.5]))
            case 32..<36:
                animator.stopAnimation(true)
                if before != .inactive, animator.state == .inactive {
                    endedWithoutCompletions(slot)
                    addSentinel(slot)
                }
            case 36..<40: animator.stopAnimation(false)
            case 40..<44: animator.finishAnimation(at: pick(AnimatingPosition.allCases))
            case 44..<48: animator.fractionComplete = pick([0, 0.3, 0.75, 1, -1])
            case 48..<52: animator.isReversed.toggle()
            case 52..<55:
                animator.continueAnimation(
                    withTimingParameters: pick([
                        nil, CubicTimingParameters(animationCurve: .easeIn),
                    ]),
                    durationFactor: pick([0, 0.5, 2]))
            case 55..<58:
                let node = nodes[slot]
                let target = CGFloat(Int.random(in: 0...4, using: &random) * 25)
                animator.addAnimations({ node.cornerRadius = target }, delayFactor: pick([0, 0.5]))
                // A block given to an inactive animator prepares the next run.
                if animator.state == .inactive { ledger.lastEpochEnded[slot] = false }
            case 58..<64:
                nextID += 1
                let id = nextID
                let key = [slot, ledger.epoch[slot]]
                ledger.completions[id] = (key, 0, nil)
                let other = animators[(slot + 1) % slots]
                let finishesOther = Bool.random(using: &random)
                animator.addCompletion { position in
                    guard var entry = ledger.completions[id] else { return }
                    entry.runs += 1
                    entry.position = position
                    ledger.completions[id] = entry
                    // Finishing another animator from inside a completion.
                    if finishesOther, other.state == .stopped {
                        other.finishAnimation(at: .current)
                    }
                }
            case 64..<68: animator.speed = pick([0, 0.5, 1, 3, -1])
            case 68..<71: animator.repeatCount = pick([0, 2, 2.5, .infinity, -1])
            case 71..<73: animator.autoreverses.toggle()
            case 73..<75: animator.pausesOnCompletion.toggle()
            case 75..<77: animator.isInterruptible.toggle()
            case 77..<80: driver.durationScale = pick([1, 1, 0.5, 2, 0])
            case 80..<92:
                nextID += 1
                let id = nextID
                // The last epoch's end if it ended and nothing opened the next one since.
                let epoch = ledger.epoch[slot] - (ledger.lastEpochEnded[slot] ? 1 : 0)
                let key = [slot, epoch]
                ledger.awaited[id] = (key, nil)
                // Registered before `Task.immediate` returns: this test never suspends while
                // animators run (other suites' tests would run and swap the clock meanwhile).
                Task.immediate {
                    let position = await animator.finished
                    if ledger.awaited[id]?.result != nil {
                        ledger.problems.append("task \(id) resumed twice")
                    }
                    ledger.awaited[id]?.result = .some(position)
                }
            default:
                // Release the slot's animator while inactive, and start afresh (a task
                // awaiting `finished` keeps its animator alive, so only one nobody awaits).
                guard animator.state == .inactive, animator.finishWaiters.isEmpty else { break }
                endedWithoutCompletions(slot)
                animators[slot] = makeAnimator(slot)
                ledger.lastEpochEnded[slot] = false
                addSentinel(slot)
            }
            // Active (or stopped) again: the next run is open.
            if animators[slot].state != .inactive { ledger.lastEpochEnded[slot] = false }
        }

        // Drain: run everything to its end on the next frame (awaited inactive ones too).
        driver.durationScale = 0
        for animator in animators {
            animator.pausesOnCompletion = false
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
            if animator.state == .active || !animator.finishWaiters.isEmpty {
                animator.startAnimation()
            }
        }
        clock.advance(by: 1.0 / 60)
        for slot in 0..<slots where animators[slot].state != .inactive {
            ledger.problems.append("slot \(slot) still \(animators[slot].state) after draining")
        }
        driver.durationScale = 1
        Diagnostics.errorHandler = savedHandler
        for slot in 0..<slots { endedWithoutCompletions(slot) }
        animators.removeAll()
        // Bounded, so that a task never resumed fails the test instead of hanging it.
        for _ in 0..<10_000 where ledger.awaited.values.contains(where: { $0.result == nil }) {
            await Task.yield()
        }

        #expect(ledger.problems == [])
        #expect(reported > 0)
        #expect(driver.isIdle)
        var ranOnce = 0
        for (id, entry) in ledger.completions {
            guard let end = ledger.ends[entry.key] else {
                Issue.record("completion \(id): epoch \(entry.key) never ended")
                continue
            }
            switch end {
            case .some(let position):
                #expect(entry.runs == 1 && entry.position == position, "completion \(id)")
                ranOnce += 1
            case .none:
                #expect(entry.runs == 0, "completion \(id)")
            }
        }
        var resumed = 0
        for (id, entry) in ledger.awaited {
            #expect(entry.result != nil, "task \(id) never resumed")
            if let result = entry.result {
                #expect(
                    ledger.ends[entry.key] == .some(result),
                    "task \(id) got \(String(describing: result))")
                resumed += 1
            }
        }
        // The run is long enough to exercise both kinds of end.
        #expect(ranOnce > 50 && resumed > 200)
        #expect(
            ledger.ends.values.contains { $0 == nil }
                && ledger.ends.values.contains { $0 == .start })
    }
}
