import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorAddAnimationsTests {
    @Test("blocks added while inactive run when the animator becomes active, in order")
    func addedWhileInactive() {
        withEngine { clock in
            let node = makeNode()
            var order: [String] = []
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                order.append("init")
                node.alpha = 0
            }
            animator.addAnimations {
                order.append("added")
                node.cornerRadius = 10
            }
            #expect(order == [])
            #expect(node.cornerRadius == 0)
            animator.startAnimation()
            #expect(order == ["init", "added"])
            clock.advance(to: 0.5)
            #expect(node.$cornerRadius.presentation == 5)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 1)
        }
    }

    @Test("a block added while running runs at once and spans the remaining time")
    func addedWhileRunning() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.addAnimations { node.alpha = 0 }
            #expect(node.alpha == 0)
            #expect(node.$alpha.presentation == 1)
            clock.advance(to: 1.5)
            #expect(node.$alpha.presentation == 0.5)
            #expect(node.$center.presentation.x == 80)
            clock.advance(to: 1.75)
            #expect(node.$alpha.presentation == 0.25)
            clock.advance(to: 3)
            #expect(node.$alpha.presentation == 0)
            #expect(log.entries == ["2.000 completion end"])
        }
    }

    @Test("a block added while running uses the timing curve over its own span")
    func addedWhileRunningUsesCurve() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .easeIn)
            animator.startAnimation()
            clock.advance(to: 1)
            animator.addAnimations { node.alpha = 0 }
            clock.advance(to: 1.5)
            let curve = CubicTimingParameters(animationCurve: .easeIn)
            #expect(node.$alpha.presentation == 1 - curve.value(at: 0.5))
            clock.advance(to: 2)
        }
    }

    @Test("re-animating a property it already animates continues from its presentation")
    func addedToTrackedProperty() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.center.x = 105 }
            animator.startAnimation()
            clock.advance(to: 1)
            animator.addAnimations { node.center.x = 5 }
            #expect(node.$center.presentation.x == 55)
            #expect(animator.trackCount == 1)
            clock.advance(to: 1.5)
            #expect(node.$center.presentation.x == 30)
            clock.advance(to: 2)
            #expect(node.center.x == 5)
            #expect(node.$center.presentation.x == 5)
        }
    }

    @Test("a block added while paused spans the rest from the paused position")
    func addedWhilePaused() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear)
            animator.startAnimation()
            clock.advance(to: 1)
            animator.pauseAnimation()
            animator.addAnimations { node.alpha = 0 }
            clock.advance(to: 5)
            #expect(node.$alpha.presentation == 1)
            animator.startAnimation()
            clock.advance(to: 5.5)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 6)
            #expect(animator.state == .inactive)
        }
    }

    @Test("delayFactor 0.5 on an inactive 2 s animator starts the block's tracks after 1 s")
    func delayFactorInactive() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.center.x = 105 }
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            #expect(node.alpha == 0)
            clock.advance(to: 1)
            #expect(node.$alpha.presentation == 1)
            #expect(node.$center.presentation.x == 55)
            clock.advance(to: 1.5)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("delayFactor while running is a fraction of the remaining time")
    func delayFactorRunning() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear)
            animator.startAnimation()
            clock.advance(to: 1)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 0.5)
            clock.advance(to: 1.5)
            #expect(node.$alpha.presentation == 1)
            clock.advance(to: 1.75)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("delayFactor 1 jumps to the end value when the animation ends")
    func delayFactorOne() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 1)
            animator.startAnimation()
            clock.advance(to: 59.0 / 60)
            #expect(node.$alpha.presentation == 1)
            clock.advance(to: 1)
            #expect(node.$alpha.presentation == 0)
            #expect(animator.state == .inactive)
        }
    }

    @Test("a block added to an animator paused at its end has no time left: it shows its values")
    func addedWhilePausedAtEnd() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.pausesOnCompletion = true
            animator.startAnimation()
            clock.advance(to: 2)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 1)
            // UIKit: added animations run for (1 − fractionComplete) × duration, here none.
            animator.addAnimations { node.alpha = 0 }
            #expect(node.alpha == 0 && node.$alpha.presentation == 0)
            #expect(node.$alpha.velocity == 0)
            clock.advance(to: 3)
            #expect(node.$alpha.presentation == 0)
            // Finishing where it is keeps what the block set.
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            #expect(node.alpha == 0 && node.$alpha.presentation == 0)
            #expect(node.center.x == 105)
            #expect(log.entries == ["3.000 completion current"])
        }
    }

    @Test("delayFactor 1 on an animator that pauses at its end shows the end value there")
    func delayFactorOnePausedAtEnd() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.cornerRadius = 4 }
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 1)
            animator.pausesOnCompletion = true
            animator.startAnimation()
            clock.advance(to: 59.0 / 60)
            #expect(node.$alpha.presentation == 1)
            clock.advance(to: 1)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(node.$alpha.presentation == 0 && node.$cornerRadius.presentation == 4)
            // Scrubbed back, the block's track is before its span again.
            animator.fractionComplete = 0.5
            #expect(node.$alpha.presentation == 1 && node.$cornerRadius.presentation == 2)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
            #expect(node.alpha == 0 && node.$alpha.presentation == 0)
        }
    }
}
