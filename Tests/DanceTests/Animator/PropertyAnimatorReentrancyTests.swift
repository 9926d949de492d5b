import Foundation
import Testing

@testable import Dance

/// User code that runs inside the engine — animation blocks while an animator becomes active,
/// completions while a frame finishes — may stop animators, start them or swap the clock: the
/// engine goes on from what that code left.
@MainActor @Suite(.serialized) struct PropertyAnimatorReentrancyTests {
    /// What an animation block does to its own animator while it becomes active.
    enum BlockCall: String, CaseIterable, CustomTestStringConvertible {
        case stopWithoutFinishing, stopThenFinish, start
        var testDescription: String { rawValue }

        /// Makes the call on `animator`.
        @MainActor func make(_ animator: PropertyAnimator) {
            switch self {
            case .stopWithoutFinishing: animator.stopAnimation(true)
            case .stopThenFinish:
                animator.stopAnimation(false)
                animator.finishAnimation(at: .current)
            case .start: animator.startAnimation()
            }
        }
    }

    /// How the animator is made active.
    enum Activation: String, CaseIterable, CustomTestStringConvertible {
        case start, startAfterDelay, scrub, pauseAtFraction
        var testDescription: String { rawValue }
    }

    @Test(
        "a block that stops or starts its own animator while it becomes active has the last word",
        arguments: BlockCall.allCases, Activation.allCases)
    func blockControlsItsAnimator(call: BlockCall, activation: Activation) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations { [unowned animator] in
                node.alpha = 0
                call.make(animator)
            }
            animator.addCompletion(log.completion())
            switch activation {
            case .start: animator.startAnimation()
            case .startAfterDelay: animator.startAnimation(afterDelay: 0.25)
            case .scrub: animator.fractionComplete = 0.5
            case .pauseAtFraction: animator.pauseAnimation(atFraction: 0.5)
            }
            if call == .start {
                // Started by its block, from 0 at once: it runs on as that start said (and a
                // pause at a fraction, asked for after it, still pauses there).
                #expect(animator.state == .active && animator.isRunning)
                clock.advance(to: 0.25)
                #expect(node.$alpha.presentation == 0.75)
                clock.advance(to: 1)
                if activation == .pauseAtFraction {
                    #expect(animator.fractionComplete == 0.5 && !animator.isRunning)
                    #expect(log.entries == [])
                    animator.stopAnimation(true)
                } else {
                    #expect(log.entries == ["1.000 completion end"])
                }
            } else {
                // Stopped by its block, at its start: nothing runs, nothing moves.
                #expect(animator.state == .inactive)
                #expect(!animator.isRunning)
                #expect(AnimationDriver.shared.isIdle)
                #expect(node.$alpha.presentation == 1)
                clock.advance(to: 2)
                #expect(node.$alpha.presentation == 1)
                let expected = call == .stopThenFinish ? ["0.000 completion current"] : []
                #expect(log.entries == expected)
            }
        }
    }

    @Test(
        "after a block ends its own animator, its later sets change the value at once",
        arguments: BlockCall.allCases.filter { $0 != .start })
    func setsAfterBlockEndsItsAnimator(call: BlockCall) {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations { [unowned animator] in
                node.alpha = 0
                call.make(animator)
                node.cornerRadius = 12
            }
            animator.startAnimation()
            // The set before the stop ends where the stop left it (at the start); the set
            // after it is no animation's: model and presentation change at once.
            #expect(node.alpha == 1 && node.$alpha.presentation == 1)
            #expect(node.cornerRadius == 12 && node.$cornerRadius.presentation == 12)
            #expect(!node.$cornerRadius.isAnimating)
            clock.advance(to: 2)
            #expect(node.cornerRadius == 12 && node.$cornerRadius.presentation == 12)
            #expect(animator.state == .inactive && AnimationDriver.shared.isIdle)
        }
    }

    @Test("a declarative step body that stops its own animator: later sets change at once")
    func stepBodyStopsItsAnimator() {
        withEngine { clock in
            let node = makeNode()
            weak var animator: PropertyAnimator?
            let steps: [Animation] = [
                .custom(duration: 1, curve: .linear) { node in
                    node.alpha = 0
                    animator?.stopAnimation(true)
                    node.cornerRadius = 12
                },
                .custom(duration: 1, curve: .linear) { $0.center = CGPoint(x: 50, y: 50) },
            ]
            let timeline = PropertyAnimator(steps: steps, on: node)
            animator = timeline
            timeline.startAnimation()
            #expect(timeline.state == .inactive)
            #expect(node.cornerRadius == 12 && node.$cornerRadius.presentation == 12)
            #expect(node.center == CGPoint(x: 50, y: 50))
            #expect(node.$center.presentation == CGPoint(x: 50, y: 50))
            clock.advance(to: 3)
            #expect(node.cornerRadius == 12 && node.$cornerRadius.presentation == 12)
            #expect(node.$center.presentation == node.center)
            #expect(AnimationDriver.shared.isIdle)
        }
    }

    @Test(
        "a step body that ends its animator and starts it again: later sets change at once",
        arguments: BlockCall.allCases.filter { $0 != .start })
    func stepBodyRestartsItsAnimator(call: BlockCall) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            weak var animator: PropertyAnimator?
            let steps: [Animation] = [
                .custom(duration: 1, curve: .linear) { node in
                    node.alpha = 0
                    if let animator {
                        call.make(animator)
                        animator.startAnimation()
                    }
                    node.cornerRadius = 12
                },
                .custom(duration: 1, curve: .linear) { $0.center = CGPoint(x: 50, y: 50) },
            ]
            let timeline = PropertyAnimator(steps: steps, on: node)
            timeline.addCompletion(log.completion())
            animator = timeline
            timeline.startAnimation()
            // The new run has nothing to animate: the sets after the end, in this step and the
            // next, are no animation's, and the one before it stays where the end left it.
            @MainActor func expectValuesSetAtOnce() {
                #expect(node.alpha == 1 && node.$alpha.presentation == 1)
                #expect(node.cornerRadius == 12 && node.$cornerRadius.presentation == 12)
                #expect(node.center == CGPoint(x: 50, y: 50))
                #expect(node.$center.presentation == CGPoint(x: 50, y: 50))
                #expect(!node.$center.isAnimating && !node.$cornerRadius.isAnimating)
            }
            #expect(timeline.state == .active && timeline.isRunning)
            expectValuesSetAtOnce()
            clock.advance(to: 3)
            expectValuesSetAtOnce()
            #expect(timeline.state == .inactive && AnimationDriver.shared.isIdle)
            #expect(log.entries == (call == .stopThenFinish ? ["0.000 completion current"] : []))
        }
    }

    @Test("a Dance block that replaces its own animation: its later sets change values at once")
    func danceBlockReplacesItsAnimationThenSets() {
        let fixture = DanceFixture()
        let node = makeNode()
        node.center = CGPoint(x: 5, y: 5)
        node.dance.animate(duration: 1, curve: .linear) { node in
            node.dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 9 }
            node.center = CGPoint(x: 100, y: 100)
        }.start()
        #expect(node.center == CGPoint(x: 100, y: 100))
        #expect(node.$center.presentation == CGPoint(x: 100, y: 100))
        // The inner animation is the node's now, waiting to be started.
        #expect(node.dance.state == .active || node.dance.animator?.state == .inactive)
        node.dance.start()
        fixture.clock.advance(to: 1)
        #expect(node.cornerRadius == 9 && node.$cornerRadius.presentation == 9)
        #expect(node.$center.presentation == CGPoint(x: 100, y: 100))
        fixture.expectClean()
    }

    @Test("a Dance block that finishes or replaces its own animation leaves nothing scheduled")
    func danceBlockEndsItsAnimation() {
        let fixture = DanceFixture()
        let node = makeNode()
        node.dance.animate(duration: 1, curve: .linear) {
            $0.alpha = 0
            $0.dance.finish(at: .end)
        }.start()
        #expect(AnimationDriver.shared.isIdle)
        #expect(node.$alpha.presentation == 0)
        var replaced = false
        node.dance.animate(duration: 1, curve: .linear) { node in
            node.alpha = 1
            guard !replaced else { return }
            replaced = true
            node.dance.animate(duration: 1, curve: .linear) { $0.center.x = 100 }.start()
        }.start()
        // Only the replacing animation runs.
        #expect(AnimationDriver.shared.activeCount == 1)
        fixture.clock.advance(to: 1)
        #expect(node.$center.presentation.x == 100)
        #expect(AnimationDriver.shared.isIdle)
        fixture.expectClean()
    }

    /// What a completion changes for the animators ending in the same frame after it.
    enum CompletionChange: String, CaseIterable, CustomTestStringConvertible {
        case swapClock, durationScale
        var testDescription: String { rawValue }
    }

    @Test(
        "a completion that swaps the clock or the duration scale lets the others of its frame end",
        arguments: CompletionChange.allCases, [false, true])
    func completionChangesTime(change: CompletionChange, singlePath: Bool) {
        withEngine { clock in
            let (first, second) = (makeNode(), makeNode())
            let log = EventLog(clock)
            let a = PropertyAnimator(duration: 1, curve: .linear) { first.alpha = 0 }
            let b = PropertyAnimator(duration: 1, curve: .linear) {
                second.alpha = 0
                // A transform is never batched: b then runs on the single path.
                if singlePath { second.transform = CGAffineTransform(scaleX: 2, y: 2) }
            }
            // The new clock's time line is behind the old one's: at 0 where that is at 1.
            let newClock = ManualClock()
            a.addCompletion { _ in
                switch change {
                case .swapClock: AnimationDriver.shared.clock = newClock
                case .durationScale: AnimationDriver.shared.durationScale = 2
                }
            }
            a.addCompletion(log.completion("a"))
            b.addCompletion(log.completion("b"))
            a.startAnimation()
            b.startAnimation()
            clock.advance(to: 1)
            AnimationDriver.shared.durationScale = 1
            #expect(b.state == .inactive)
            #expect(second.$alpha.presentation == 0)
            newClock.advance(to: 0.5)
            clock.advance(to: 2)
            #expect(second.$alpha.presentation == 0)
            #expect(AnimationDriver.shared.isIdle)
            #expect(log.entries.count == 2)
            #expect(log.entries.allSatisfy { $0.hasSuffix("end") })
        }
    }
}
