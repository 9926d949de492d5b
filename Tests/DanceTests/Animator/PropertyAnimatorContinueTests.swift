import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorContinueTests {
    /// A 2 s linear animator moving center.x 5 → 105, started at 0.
    private func started(_ node: Node, _ log: EventLog) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 2, curve: .linear) { node.center.x = 105 }
        animator.addCompletion(log.completion())
        animator.startAnimation()
        return animator
    }

    @Test("nil parameters and durationFactor 0 resume a paused animator with its timing")
    func keepTiming() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = started(node, log)
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            clock.advance(to: 1)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            #expect(animator.isRunning)
            #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .linear)
            clock.advance(to: 1.75)
            #expect(animator.fractionComplete == 0.625)
            #expect(node.$center.presentation.x == 67.5)
            clock.advance(to: 3)
            #expect(log.entries == ["2.500 completion end"])
        }
    }

    @Test("durationFactor 0.5 makes the remaining time half the duration")
    func durationFactorShortens() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = started(node, log)
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            clock.advance(to: 1)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
            clock.advance(to: 1.5)
            #expect(abs(animator.fractionComplete - 0.625) < 1e-12)
            clock.advance(to: 3)
            #expect(log.entries == ["2.000 completion end"])
            #expect(node.$center.presentation.x == 105)
        }
    }

    @Test("durationFactor 2 on a running animator stretches the rest to twice the duration")
    func durationFactorStretchesWhileRunning() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = started(node, log)
            clock.advance(to: 1)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
            clock.advance(to: 3)
            #expect(animator.fractionComplete == 0.75)
            #expect(node.$center.presentation.x == 80)
            clock.advance(to: 6)
            #expect(log.entries == ["5.000 completion end"])
        }
    }

    @Test("new cubic parameters restart the rest from the current presentation with no jump")
    func newCubicParametersNoJump() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = started(node, log)
            clock.advance(to: 1)
            animator.pauseAnimation()
            let easeIn = CubicTimingParameters(animationCurve: .easeIn)
            animator.continueAnimation(withTimingParameters: easeIn, durationFactor: 0)
            #expect(node.$center.presentation.x == 55)
            #expect(animator.timingParameters?.cubicTimingParameters == easeIn)
            clock.advance(by: 1.0 / 60)
            let firstFrame = node.$center.presentation.x
            #expect(firstFrame >= 55 && firstFrame < 55.1)
            clock.advance(to: 1.5)
            #expect(animator.fractionComplete == 0.75)
            #expect(abs(node.$center.presentation.x - (55 + 50 * easeIn.value(at: 0.5))) < 1e-9)
            clock.advance(to: 3)
            #expect(log.entries == ["2.000 completion end"])
            #expect(node.center.x == 105)
        }
    }

    @Test("new parameters with a durationFactor take that time from the current presentation")
    func newParametersAndDurationFactor() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = started(node, log)
            clock.advance(to: 1)
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .linear),
                durationFactor: 0.25)
            clock.advance(to: 1.25)
            #expect(node.$center.presentation.x == 80)
            clock.advance(to: 2)
            #expect(log.entries == ["1.500 completion end"])
        }
    }

    @Test("a damping-ratio spring given to continueAnimation is fitted to the remaining time")
    func continueWithSpring() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = started(node, log)
            clock.advance(to: 1)
            animator.pauseAnimation()
            animator.continueAnimation(
                withTimingParameters: SpringTimingParameters(dampingRatio: 1), durationFactor: 0)
            #expect(node.$center.presentation.x == 55)
            clock.advance(to: 2 - 1.0 / 60)
            #expect(animator.state == .active)
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion end"])
            #expect(node.$center.presentation.x == 105)
        }
    }

    @Test("continuing a reversed animator with new parameters still ends at the start")
    func continueReversed() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = started(node, log)
            clock.advance(to: 1)
            animator.pauseAnimation()
            animator.isReversed = true
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .easeOut),
                durationFactor: 0)
            clock.advance(to: 3)
            #expect(log.entries == ["2.000 completion start"])
            #expect(node.center.x == 5)
        }
    }
}

@MainActor @Suite(.serialized) struct PropertyAnimatorContinueDelayTests {
    @Test("new parameters keep a delayed block waiting until its own start")
    func delayedBlockKeepsItsStart() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .linear),
                durationFactor: 0)
            clock.advance(to: 1)
            #expect(node.$alpha.presentation == 1)
            clock.advance(to: 1.5)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0)
        }
    }
}
