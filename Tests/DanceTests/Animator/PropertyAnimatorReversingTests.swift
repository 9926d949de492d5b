import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorReversingTests {
    @Test("reversed mid-flight it turns around, ends at the start with .start and start models")
    func reverseMidFlight() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                node.center.x = 105
                node.alpha = 0
            }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            #expect(node.$center.presentation.x == 55)
            animator.isReversed = true
            #expect(animator.isReversed)
            #expect(animator.fractionComplete == 0.5)
            clock.advance(to: 1.5)
            #expect(animator.fractionComplete == 0.25)
            #expect(node.$center.presentation.x == 30)
            #expect(node.$alpha.presentation == 0.75)
            clock.advance(to: 3)
            #expect(log.entries == ["2.000 completion start"])
            #expect(node.center.x == 5)
            #expect(node.$center.presentation.x == 5)
            #expect(node.alpha == 1)
            #expect(!animator.isReversed)
        }
    }

    @Test("fractionComplete decreases while reversed")
    func fractionDecreases() {
        withEngine { clock in
            let animator = PropertyAnimator(duration: 1, curve: .easeInOut)
            animator.startAnimation()
            clock.advance(to: 0.75)
            animator.isReversed = true
            var fractions: [Double] = []
            for time in [0.875, 1, 1.125, 1.25, 1.375, 1.5] {
                clock.advance(to: time)
                fractions.append(animator.fractionComplete)
            }
            #expect(fractions == [0.625, 0.5, 0.375, 0.25, 0.125, 0])
            clock.advance(to: 2)
        }
    }

    @Test("an inactive animator started reversed plays from its end values back to its start")
    func startReversed() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.isReversed = true
            animator.startAnimation()
            #expect(animator.fractionComplete == 1)
            #expect(node.$alpha.presentation == 0)
            #expect(node.alpha == 0)
            clock.advance(to: 0.5)
            #expect(animator.fractionComplete == 0.75)
            #expect(node.$alpha.presentation == 0.25)
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion start"])
            #expect(node.alpha == 1)
            #expect(node.$alpha.presentation == 1)
        }
    }

    @Test("reversing twice runs forwards again and ends at .end")
    func reverseTwice() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.isReversed = true
            clock.advance(to: 1.5)
            animator.isReversed = false
            clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 4)
            #expect(log.entries == ["3.000 completion end"])
            #expect(node.alpha == 0)
        }
    }

    @Test("reversing a paused animator takes effect when it resumes")
    func reversePaused() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.pauseAnimation()
            animator.isReversed = true
            clock.advance(to: 2)
            #expect(animator.fractionComplete == 0.5)
            #expect(node.$alpha.presentation == 0.5)
            animator.startAnimation()
            clock.advance(to: 2.5)
            #expect(node.$alpha.presentation == 0.75)
            clock.advance(to: 4)
            #expect(log.entries == ["3.000 completion start"])
            #expect(node.alpha == 1)
        }
    }

    @Test("reversing while stopped is a wrong-state error and changes nothing")
    func reverseStopped() {
        withEngine { clock in
            let animator = PropertyAnimator(duration: 2, curve: .linear)
            animator.startAnimation()
            clock.advance(to: 1)
            animator.stopAnimation(false)
            let errors = captureErrors { animator.isReversed = true }
            #expect(errors == [.wrongState(tag: nil, operation: .setReversed, reason: .stopped)])
            #expect(!animator.isReversed)
            animator.finishAnimation(at: .end)
        }
    }
}
