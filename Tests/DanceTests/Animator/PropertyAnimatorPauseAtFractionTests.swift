import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorPauseAtFractionTests {
    private func radiusAnimator(_ node: Node, duration: TimeInterval = 1) -> PropertyAnimator {
        PropertyAnimator(duration: duration, curve: .linear) { node.cornerRadius = 100 }
    }

    @Test(
        "from inactive it runs to the fraction and pauses exactly there, between frames too",
        arguments: [0.5, 0.37, 1.0 / 3, 1])
    func fromInactive(fraction: Double) {
        // Frames every 0.3 s: the pause lands between frames, at its exact time.
        withEngine(frameInterval: 0.3) { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node)
            animator.addCompletion(log.completion())
            animator.pauseAnimation(atFraction: fraction)
            #expect(animator.state == .active && animator.isRunning && !animator.isReversed)
            clock.advance(to: 3)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == fraction)
            // The linear curve goes through the cubic solver: within 1e-9 of 100 × fraction.
            #expect(isClose(node.$cornerRadius.presentation, 100 * fraction))
            #expect(log.entries == [])
            animator.stopAnimation(true)
        }
    }

    @Test("a fraction behind runs backwards to it, then the animator can play on to the end")
    func behind() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node, duration: 2)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1.6)
            animator.pauseAnimation()
            animator.pauseAnimation(atFraction: 0.25)
            #expect(animator.isReversed && animator.isRunning)
            // From 0.8 back to 0.25 is 0.55 of 2 s.
            clock.advance(to: 2.699)
            #expect(animator.isRunning)
            clock.advance(to: 2.7)
            #expect(!animator.isRunning && animator.fractionComplete == 0.25)
            animator.isReversed = false
            animator.startAnimation()
            clock.advance(to: 4.2)
            #expect(log.entries == ["4.200 completion end"])
        }
    }

    @Test("on a running animator it redirects at once; the landing follows speed changes")
    func runningAndSpeed() {
        withEngine(frameInterval: 0.1) { clock in
            let node = makeNode()
            let animator = radiusAnimator(node, duration: 4)
            animator.startAnimation()
            clock.advance(to: 1)
            animator.pauseAnimation(atFraction: 0.75)
            clock.advance(to: 2)
            animator.speed = 4
            // From 0.5 to 0.75 of 4 s is 1 s at speed 1: 0.25 s at speed 4.
            clock.advance(to: 2.2)
            #expect(animator.isRunning)
            clock.advance(to: 3)
            #expect(!animator.isRunning && animator.fractionComplete == 0.75)
            #expect(node.$cornerRadius.presentation == 75)
            animator.stopAnimation(true)
        }
    }

    @Test("at 0 or 1 it pauses at the end values without completing; pausesOnCompletion aside")
    func atEnds() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node)
            animator.addCompletion(log.completion())
            animator.pauseAnimation(atFraction: 1)
            clock.advance(to: 2)
            #expect(animator.state == .active && animator.fractionComplete == 1)
            animator.pauseAnimation(atFraction: 0)
            clock.advance(to: 4)
            #expect(animator.state == .active && animator.fractionComplete == 0)
            #expect(node.$cornerRadius.presentation == 0 && log.entries == [])
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(log.entries == ["4.000 completion start"])
        }
    }

    @Test("on a repeating animator it targets the fraction in the current pass")
    func repeating() {
        withEngine { clock in
            let node = makeNode()
            let animator = radiusAnimator(node)
            animator.repeatCount = 3
            animator.autoreverses = true
            animator.startAnimation()
            clock.advance(to: 2.5)
            // Pass 2 forwards at 0.5: 0.9 lies ahead in this traversal.
            animator.pauseAnimation(atFraction: 0.9)
            clock.advance(to: 3)
            // Within one rounding of the playhead (2 + 0.9 is not exact in binary).
            #expect(!animator.isRunning && abs(animator.fractionComplete - 0.9) <= 1e-15)
            clock.advance(to: 3.5)
            animator.startAnimation()
            clock.advance(to: 4)
            // Now on the backward traversal at 0.6: 0.2 lies ahead in it, still forwards in time.
            animator.pauseAnimation(atFraction: 0.2)
            #expect(!animator.isReversed)
            clock.advance(to: 5)
            #expect(!animator.isRunning && abs(animator.fractionComplete - 0.2) <= 1e-15)
            animator.stopAnimation(true)
        }
    }

    @Test("at the current fraction it only pauses; at duration scale 0 it lands on the next frame")
    func immediate() {
        withEngine { clock in
            defer { AnimationDriver.shared.durationScale = 1 }
            let node = makeNode()
            let animator = radiusAnimator(node)
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation(atFraction: 0.5)
            #expect(!animator.isRunning && animator.fractionComplete == 0.5)
            AnimationDriver.shared.durationScale = 0
            animator.pauseAnimation(atFraction: 0.1)
            clock.advance(by: 1.0 / 60)
            #expect(!animator.isRunning && animator.fractionComplete == 0.1)
            #expect(abs(node.$cornerRadius.presentation - 10) <= 1e-12)
            animator.stopAnimation(true)
        }
    }

    @Test("pausing, reversing or starting on the way cancels the pause")
    func cancelled() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node)
            animator.addCompletion(log.completion())
            animator.pauseAnimation(atFraction: 0.5)
            clock.advance(to: 0.25)
            animator.startAnimation()
            clock.advance(to: 1)
            #expect(log.entries == ["1.000 completion end"])
            animator.addAnimations { node.cornerRadius = 0 }
            animator.addCompletion(log.completion())
            animator.pauseAnimation(atFraction: 0.8)
            clock.advance(to: 1.5)
            animator.isReversed = true
            clock.advance(to: 2)
            #expect(log.entries == ["1.000 completion end", "2.000 completion start"])
        }
    }

    @Test(
        "a fraction outside 0…1 or NaN is an invalid argument and changes nothing",
        arguments: [-0.1, 1.1, .nan, .infinity])
    func invalid(fraction: Double) {
        withEngine { _ in
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            let errors = captureErrors { animator.pauseAnimation(atFraction: fraction) }
            #expect(
                sameErrors(
                    errors,
                    [
                        .invalidArgument(
                            tag: nil, operation: .pauseAnimationAtFraction, argument: .fraction,
                            value: fraction)
                    ]))
            #expect(animator.state == .inactive)
        }
    }

    @Test("stopped, or running and not interruptible, it is a wrong-state error")
    func wrongState() {
        withEngine { clock in
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.isInterruptible = false
            animator.startAnimation()
            var errors = captureErrors { animator.pauseAnimation(atFraction: 0.5) }
            #expect(
                errors == [
                    .wrongState(
                        tag: nil, operation: .pauseAnimationAtFraction, reason: .notInterruptible)
                ])
            clock.advance(to: 1)
            let stopped = PropertyAnimator(duration: 1, curve: .linear)
            stopped.startAnimation()
            stopped.stopAnimation(false)
            errors = captureErrors { stopped.pauseAnimation(atFraction: 0.5) }
            #expect(
                errors == [
                    .wrongState(tag: nil, operation: .pauseAnimationAtFraction, reason: .stopped)
                ])
            stopped.finishAnimation(at: .end)
        }
    }
}

extension PropertyAnimatorPauseAtFractionTests {
    @Test("started by a completion in the frame that reached the fraction, it runs on to the end")
    func cancelledInTheLandingFrame() {
        withEngine(frameInterval: 0.5) { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let runner = PropertyAnimator(duration: 2, curve: .linear) { node.cornerRadius = 100 }
            runner.addCompletion(log.completion("runner"))
            let trigger = PropertyAnimator(duration: 0.5, curve: .linear)
            trigger.addCompletion { _ in runner.startAnimation() }
            // The trigger first: its completion runs before the runner's frame is finished.
            trigger.startAnimation()
            runner.pauseAnimation(atFraction: 0.25)
            clock.advance(to: 0.5)
            #expect(runner.isRunning && !AnimationDriver.shared.isIdle)
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 runner end"])
        }
    }
}
