import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorPausesOnCompletionTests {
    @Test("with pausesOnCompletion it stays active and paused at the end values, no completion")
    func staysPausedAtEnd() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 2)
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(animator.fractionComplete == 1)
            #expect(node.$alpha.presentation == 0)
            #expect(node.$alpha.isAnimating)
            #expect(log.entries == [])
            #expect(AnimationDriver.shared.isIdle)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
            #expect(log.entries == ["2.000 completion end"])
        }
    }

    @Test("paused at the end it can be reversed back, and pauses again at the start")
    func reverseBack() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.isReversed = true
            animator.startAnimation()
            clock.advance(to: 1.25)
            #expect(animator.fractionComplete == 0.75)
            #expect(node.$alpha.presentation == 0.25)
            clock.advance(to: 3)
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(animator.fractionComplete == 0)
            #expect(node.$alpha.presentation == 1)
            #expect(log.entries == [])
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(log.entries == ["3.000 completion start"])
            #expect(node.alpha == 1)
        }
    }

    @Test("paused at the end it can be scrubbed")
    func scrubAfterEnd() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .easeIn) { node.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.startAnimation()
            clock.advance(to: 1)
            animator.fractionComplete = 0.5
            #expect(node.$alpha.presentation == 0.5)
            animator.stopAnimation(true)
            #expect(node.alpha == 0.5)
        }
    }

    @Test("turning pausesOnCompletion off while paused at the end lets a restart complete")
    func turnOffAndResume() {
        withEngine { clock in
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.pausesOnCompletion = true
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.pausesOnCompletion = false
            animator.startAnimation()
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.017 completion end"])
        }
    }

    @Test(
        "paused at its end, or scrubbed to 1 and finished at .current, it shows the target exactly")
    func endValuesAreExact() {
        withEngine { clock in
            // 100 + (0.3 − 100) × 1 is 0.29999999999999716 in doubles: the end must not be
            // computed by the formula.
            let node = makeNode()
            node.cornerRadius = 100
            node.center = CGPoint(x: 1e16, y: 5)
            let paused = PropertyAnimator(duration: 1, curve: .easeInOut) {
                node.cornerRadius = 0.3
                node.center = CGPoint(x: 1, y: 0.3)
            }
            paused.pausesOnCompletion = true
            paused.startAnimation()
            clock.advance(to: 1.5)
            #expect(!paused.isRunning)
            #expect(node.$cornerRadius.presentation == 0.3)
            #expect(node.$center.presentation == CGPoint(x: 1, y: 0.3))
            paused.stopAnimation(false)
            paused.finishAnimation(at: .current)
            #expect(node.cornerRadius == 0.3)

            let scrubbed = PropertyAnimator(duration: 1, curve: .linear) { node.cornerRadius = 100 }
            scrubbed.pauseAnimation()
            scrubbed.fractionComplete = 1
            #expect(node.$cornerRadius.presentation == 100)
            let back = PropertyAnimator(duration: 1, curve: .linear) { node.cornerRadius = 0.3 }
            back.pauseAnimation()
            back.fractionComplete = 1
            #expect(node.$cornerRadius.presentation == 0.3)
            back.stopAnimation(false)
            back.finishAnimation(at: .current)
            #expect(node.cornerRadius == 0.3)
            scrubbed.stopAnimation(true)
        }
    }
}
