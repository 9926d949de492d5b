import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorScrubbingTests {
    @Test("pausing at 0.5 s then scrubbing to 0.25 puts center a quarter of the way")
    func scrubPausedLinearly() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .easeInOut) {
                node.center.x = 105
            }
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            #expect(animator.fractionComplete == 0.25)
            #expect(node.$center.presentation.x == 30)
            animator.fractionComplete = 0.75
            #expect(node.$center.presentation.x == 80)
            clock.advance(to: 1)
            #expect(node.$center.presentation.x == 80)
            animator.stopAnimation(true)
            #expect(node.center.x == 80)
        }
    }

    @Test(
        "with scrubsLinearly = false scrubbing follows the curve",
        arguments: [AnimationCurve.easeInOut, .easeIn, .easeOut])
    func scrubAlongCurve(curve: AnimationCurve) {
        withEngine { _ in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: curve) { node.alpha = 0 }
            animator.scrubsLinearly = false
            animator.pauseAnimation()
            animator.fractionComplete = 0.3
            let expected = 1 - CubicTimingParameters(animationCurve: curve).value(at: 0.3)
            #expect(node.$alpha.presentation == expected)
            #expect(node.$alpha.presentation != 0.7)
            animator.scrubsLinearly = true
            #expect(node.$alpha.presentation == 0.7)
            animator.stopAnimation(true)
        }
    }

    @Test("scrubbing an inactive animator activates it paused at that position")
    func scrubInactive() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.fractionComplete = 0.5
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(node.alpha == 0)
            #expect(node.$alpha.presentation == 0.5)
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(node.$alpha.presentation == 0.25)
            clock.advance(to: 1)
            #expect(log.entries == ["1.000 completion end"])
        }
    }

    @Test("resuming after a linear scrub continues along the curve from the scrubbed position")
    func resumeAfterScrub() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) { node.alpha = 0 }
            animator.fractionComplete = 0.5
            #expect(node.$alpha.presentation == 0.5)
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(animator.fractionComplete == 0.75)
            let curve = CubicTimingParameters(animationCurve: .easeIn)
            #expect(node.$alpha.presentation == 1 - curve.value(at: 0.75))
            clock.advance(to: 1)
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("scrubbing to 0 and 1 shows the start and end values")
    func scrubToEnds() {
        withEngine { _ in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .easeOut) {
                node.cornerRadius = 12
            }
            animator.fractionComplete = 1
            #expect(node.$cornerRadius.presentation == 12)
            animator.fractionComplete = 0
            #expect(node.$cornerRadius.presentation == 0)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            #expect(node.cornerRadius == 0)
        }
    }
}
