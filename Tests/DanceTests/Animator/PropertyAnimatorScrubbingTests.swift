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

    @Test("resuming after a linear scrub goes on from the value shown, along the curve: no jump")
    func resumeAfterScrub() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) { node.alpha = 0 }
            animator.fractionComplete = 0.5
            #expect(node.$alpha.presentation == 0.5)
            animator.startAnimation()
            // Still the linear blend shown; the curve at 0.5 would show 1 − 0.315.
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 0.5)
            #expect(animator.fractionComplete == 0.75)
            // The rest (0.5…1 of the timeline) runs easeIn from there: half way through it.
            let eased = TimingReference.bezierY(x: 0.5, (0.42, 0), (1, 1))
            #expect(abs(node.$alpha.presentation - (0.5 - 0.5 * eased)) < 1e-6)
            clock.advance(to: 1)
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("a linear animator resumed after a scrub needs no pivot and runs batched again")
    func linearResumeStaysBatched() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.fractionComplete = 0.25
            animator.startAnimation()
            #expect(animator.pivot == nil)
            clock.advance(to: 0.5)
            #expect(animator.framePathRow >= 0)
            #expect(node.$alpha.presentation == 0.25)
            clock.advance(to: 0.75)
        }
    }

    @Test(
        "continuing with no new timing after a linear scrub, either way, never jumps",
        arguments: [false, true])
    func continueAfterScrub(reversed: Bool) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .easeIn) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            #expect(node.$center.presentation.x == 55)
            animator.isReversed = reversed
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            #expect(node.$center.presentation.x == 55)
            // Half a second left, easeIn from 55 towards 105 (or back to 5): it starts from rest.
            clock.advance(by: 1.0 / 60)
            let step = TimingReference.bezierY(x: 1.0 / 30, (0.42, 0), (1, 1)) * 50
            let expected = reversed ? 55 - step : 55 + step
            #expect(abs(node.$center.presentation.x - expected) < 1e-6)
            clock.advance(to: 0.5)
            #expect(log.entries == [reversed ? "0.500 completion start" : "0.500 completion end"])
            #expect(node.center.x == (reversed ? 5 : 105))
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
