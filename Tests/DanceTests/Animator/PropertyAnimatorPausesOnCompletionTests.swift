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
}
