import Foundation
import Testing

@testable import Dance

/// Patterns from open-source iOS apps and libraries, and Dance's own README, ported here.
///
/// Each is checked against Apple's documentation of `UIViewPropertyAnimator` (each test names
/// its source); expected values are computed by hand or in closed form.
@MainActor @Suite(.serialized) struct PortedAppPatternsTests {
    // WWDC 230: tap, tap again (running reversed), then pan began: pause and read progress.
    @Test func panAfterRunningReversal() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.6)
            animator.isReversed = true
            clock.advance(to: 0.8)
            animator.pauseAnimation()
            #expect(isClose(animator.fractionComplete, 0.4))
            #expect(isClose(node.$center.presentation.x, 45))
            animator.fractionComplete = 0.3
            #expect(isClose(node.$center.presentation.x, 35))
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            #expect(animator.isReversed)
            clock.advance(to: 0.95)
            #expect(isClose(node.$center.presentation.x, 20))
            clock.advance(to: 1.1)
            #expect(log.entries == ["1.100 completion start"])
            #expect(node.center.x == 5)
        }
    }

    // stopAnimation(false) on a paused, linearly scrubbed, eased animator: the model takes
    // the values shown ("sets the values of any animatable properties to their current values").
    @Test func stopAfterLinearScrubKeepsShownValues() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .easeIn) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            #expect(isClose(node.$center.presentation.x, 55))
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(isClose(node.center.x, 55))
            #expect(isClose(node.$center.presentation.x, 55))
            animator.finishAnimation(at: .current)
            #expect(log.entries == ["0.500 completion current"])
            #expect(isClose(node.center.x, 55))
            #expect(animator.state == .inactive)
        }
    }

    // The tap-to-retarget idiom: animator?.stopAnimation(true); animator = new animator.
    @Test func stopWithoutFinishingThenRetarget() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let first = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            first.addCompletion(log.completion("first"))
            first.startAnimation()
            clock.advance(to: 0.5)
            first.stopAnimation(true)
            #expect(first.state == .inactive)
            #expect(!first.isRunning)
            #expect(isClose(node.center.x, 55))
            let second = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 5 }
            second.addCompletion(log.completion("second"))
            second.startAnimation()
            clock.advance(to: 1.0)
            #expect(isClose(node.$center.presentation.x, 30))
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.500 second end"])
            #expect(node.$center.presentation.x == 5)
        }
    }

    // addAnimations while paused part-way: the block spans the remaining part and scrubs.
    @Test func addAnimationsWhilePaused() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.pauseAnimation()
            animator.addAnimations { node.alpha = 0 }
            #expect(node.$alpha.presentation == 1)
            animator.fractionComplete = 0.75
            #expect(isClose(node.$alpha.presentation, 0.5))
            #expect(isClose(node.$center.presentation.x, 80))
            animator.startAnimation()
            clock.advance(to: 1.25)
            #expect(isClose(node.$alpha.presentation, 0.25))
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.500 completion end"])
            #expect(node.alpha == 0)
        }
    }

    // addAnimations(_:delayFactor:) before start: delay = factor × duration, curve over its span.
    @Test func addAnimationsDelayFactorBeforeStart() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .easeInOut)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 0.5)
            animator.addAnimations { node.center.x = 105 }
            animator.startAnimation()
            clock.advance(to: 0.9)
            #expect(node.$alpha.presentation == 1)
            clock.advance(to: 1.5)
            let eased = referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), 0.5)
            #expect(isClose(node.$alpha.presentation, 1 - eased, tolerance: 1e-6))
            #expect(
                isClose(
                    node.$center.presentation.x,
                    5 + 100 * referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), 0.75),
                    tolerance: 1e-5))
            clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0)
        }
    }

    // pausesOnCompletion, then turning it off and starting again: the animation ends.
    @Test func pausesOnCompletionThenOffAndStart() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1.2)
            #expect(animator.state == .active)
            animator.pausesOnCompletion = false
            animator.startAnimation()
            clock.advance(to: 1.3)
            #expect(log.entries.count == 1)
            #expect(log.entries.first?.hasSuffix("completion end") == true)
            #expect(animator.state == .inactive)
        }
    }

    // runningPropertyAnimator with duration 0 (UIView.animate(withDuration: 0) idiom).
    @Test func zeroDurationRunningAnimator() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            PropertyAnimator.runningPropertyAnimator(
                withDuration: 0, delay: 0, options: [],
                animations: { node.alpha = 0.3 },
                completion: { log.record("done \($0)") })
            clock.advance(by: 1.0 / 60)
            #expect(log.entries.count == 1)
            #expect(log.entries.first?.hasSuffix("done end") == true)
            #expect(node.$alpha.presentation == 0.3)
        }
    }

    // Chained animators: the completion of one starts the next on the same node.
    @Test func chainedAnimatorsViaCompletion() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let first = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            first.addCompletion { position in
                log.record("first \(position)")
                let second = PropertyAnimator(duration: 1, curve: .linear) { node.center.y = 105 }
                second.addCompletion(log.completion("second"))
                second.startAnimation()
            }
            first.startAnimation()
            clock.advance(to: 1.5)
            #expect(isClose(node.$center.presentation.y, 55))
            #expect(node.$center.presentation.x == 105)
            clock.advance(to: 2)
            #expect(log.entries == ["1.000 first end", "2.000 second end"])
        }
    }

    // isInterruptible = false: pausing is refused, it runs to completion.
    @Test func nonInterruptibleRunsToEnd() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.isInterruptible = false
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            let errors = captureErrors { animator.pauseAnimation() }
            #expect(errors.count == 1)
            #expect(animator.isRunning)
            clock.advance(to: 1)
            #expect(log.entries == ["1.000 completion end"])
        }
    }

    // Dance: finish(at: .end) on a running animation; animate again finishes at .current.
    @Test func danceFinishAndReanimate() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            node.dance.animate(duration: 1, curve: .linear) { $0.center.x = 105 }
                .addCompletion { log.record("a \($0)") }.start()
            clock.advance(to: 0.5)
            node.dance.animate(duration: 1, curve: .linear) { $0.center.x = 5 }
                .addCompletion { log.record("b \($0)") }
            #expect(log.entries == ["0.500 a current"])
            // Blocks run when the animator becomes active (DESIGN), so the model is still 55.
            #expect(isClose(node.center.x, 55))
            #expect(isClose(node.$center.presentation.x, 55))
            node.dance.start()
            clock.advance(to: 1.0)
            #expect(isClose(node.$center.presentation.x, 30))
            node.dance.finish(at: .end)
            #expect(log.entries == ["0.500 a current", "1.000 b end"])
            #expect(node.$center.presentation.x == 5)
            #expect(!node.dance.hasAnimation)
        }
    }

    // Dance: start(after:) then pause(after:) measured on the animation clock.
    @Test func danceStartAfterPauseAfter() {
        withEngine { clock in
            let node = makeNode()
            node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }.start(after: 1)
            node.dance.pause(after: 2)
            clock.advance(to: 1.5)
            #expect(isClose(node.$alpha.presentation, 0.75))
            clock.advance(to: 3)
            #expect(isClose(node.$alpha.presentation, 0.5))
            #expect(!node.dance.isRunning)
            #expect(node.dance.state == .active)
            #expect(isClose(node.dance.progress, 0.5))
            node.dance.finish(at: .start)
            #expect(node.alpha == 1)
        }
    }

    // Gesture cancel with spring continuation (README's example), reversed.
    @Test func cancelWithSpring() {
        withEngine { clock in
            let box = Node(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .easeOut) {
                box.center.x = 300
                box.alpha = 0.5
            }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            #expect(isClose(box.$center.presentation.x, 160))
            animator.isReversed = true
            animator.continueAnimation(
                withTimingParameters: SpringTimingParameters(dampingRatio: 0.6),
                durationFactor: 0)
            #expect(isClose(box.$center.presentation.x, 160))
            clock.advance(to: 0.5 - 1e-9)
            #expect(log.entries == [])
            clock.advance(to: 0.5)
            #expect(log.entries == ["0.500 completion start"])
            #expect(box.center.x == 20)
            #expect(box.alpha == 1)
        }
    }

    // Two animators on one property (UIKit blends them additively).
    @Test func additiveRetarget() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let a = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            a.addCompletion(log.completion("a"))
            a.startAnimation()
            clock.advance(to: 0.5)
            let b = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 5 }
            b.addCompletion(log.completion("b"))
            b.startAnimation()
            #expect(isClose(node.$center.presentation.x, 55))
            clock.advance(to: 0.75)
            #expect(isClose(node.$center.presentation.x, 55))
            clock.advance(to: 1.0)
            #expect(isClose(node.$center.presentation.x, 55))
            clock.advance(to: 1.25)
            #expect(isClose(node.$center.presentation.x, 30))
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.000 a end", "1.500 b end"])
            #expect(node.$center.presentation.x == 5)
        }
    }

    // Stopping during the start delay, then finishing at .end.
    @Test func stopDuringDelayThenFinishEnd() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation(afterDelay: 1)
            clock.advance(to: 0.5)
            #expect(animator.fractionComplete == 0)
            #expect(animator.isRunning)
            animator.stopAnimation(false)
            #expect(node.alpha == 1)
            animator.addCompletion(log.completion("late"))
            animator.finishAnimation(at: .end)
            #expect(log.entries == ["0.500 completion end", "0.500 late end"])
            #expect(node.alpha == 0)
            #expect(node.$alpha.presentation == 0)
        }
    }

    // Reversed, stopped, finished at .start / .end: positions name values, not directions.
    @Test func finishPositionsAfterReversal() {
        withEngine { clock in
            for (position, alpha) in [(AnimatingPosition.start, 1.0), (.end, 0.0)] {
                let node = makeNode()
                let log = EventLog(clock)
                let t0 = clock.now
                let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
                animator.addCompletion(log.completion())
                animator.startAnimation()
                clock.advance(to: t0 + 0.5)
                animator.isReversed = true
                clock.advance(to: t0 + 0.7)
                animator.stopAnimation(false)
                #expect(isClose(node.alpha, 0.7))
                animator.finishAnimation(at: position)
                #expect(log.entries.count == 1)
                #expect(log.entries.first?.hasSuffix("completion \(position)") == true)
                #expect(isClose(node.alpha, alpha, tolerance: 0))
                #expect(isClose(node.$alpha.presentation, alpha, tolerance: 0))
            }
        }
    }

    // Dance: isReversed = true before start plays from the end back to the start.
    @Test func danceReversedBeforeStart() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
                .addCompletion { log.record("\($0)") }
            node.dance.isReversed = true
            node.dance.start()
            #expect(node.$alpha.presentation == 0)
            clock.advance(to: 0.25)
            #expect(isClose(node.$alpha.presentation, 0.25))
            #expect(isClose(node.dance.progress, 0.75))
            clock.advance(to: 1)
            #expect(log.entries == ["1.000 start"])
            #expect(node.alpha == 1)
        }
    }

    // Re-grab after release: pan, continue with easeOut, grab again mid-flight.
    @Test func regrabAfterRelease() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .easeOut),
                durationFactor: 0)
            clock.advance(to: 0.25)
            let eased = referenceBezier(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1), 0.5)
            let shown = 55 + 50 * eased
            #expect(isClose(node.$center.presentation.x, shown, tolerance: 1e-5))
            animator.pauseAnimation()
            #expect(isClose(node.$center.presentation.x, shown, tolerance: 1e-5))
            let f = animator.fractionComplete
            #expect(f > 0.5 && f < 1)
            animator.fractionComplete = 0.9
            #expect(isClose(node.$center.presentation.x, 95))
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            clock.advance(to: 0.35)
            #expect(log.entries == ["0.350 completion end"])
        }
    }

    // scrubsLinearly = false on a damping-ratio spring: fraction 0.5 is time 0.5 × duration.
    @Test func springScrubAlongCurve() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, dampingRatio: 1) { node.center.x = 105 }
            animator.scrubsLinearly = false
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            // Critically damped, fitted: (1 + w T) e^(-w T) = 0.001 with T = 1.
            var lo = 0.1
            var hi = 100.0
            for _ in 0..<200 {
                let mid = (lo + hi) / 2
                if (1 + mid) * exp(-mid) > 0.001 { lo = mid } else { hi = mid }
            }
            let w = (lo + hi) / 2
            let value = 1 - (1 + w * 0.5) * exp(-w * 0.5)
            #expect(isClose(node.$center.presentation.x, 5 + 100 * value, tolerance: 1e-6))
            animator.stopAnimation(true)
        }
    }

    // Spring scrub, linear scrub, then the velocity reported while paused is zero.
    @Test func pausedVelocityIsZero() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(isClose(node.$center.velocity.x, 100))
            animator.pauseAnimation()
            #expect(node.$center.velocity.x == 0)
            animator.isReversed = true
            animator.startAnimation()
            #expect(isClose(node.$center.velocity.x, -100))
            clock.advance(to: 1)
        }
    }

    // WWDC 230 clamp: the finger went past the end (fractionComplete = 1), then released.
    @Test func scrubToOneThenContinue() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .easeOut) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            animator.pauseAnimation()
            animator.fractionComplete = 1
            #expect(node.$alpha.presentation == 0)
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .easeOut),
                durationFactor: 0)
            clock.advance(by: 1.0 / 60)
            #expect(log.entries.count == 1)
            #expect(log.entries.first?.hasSuffix("completion end") == true)
            #expect(animator.state == .inactive)
            clock.advance(by: 1)
        }
    }

    // The finger dragged all the way back (fractionComplete = 0), released as a cancel.
    @Test func scrubToZeroReverseThenContinue() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .easeOut) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            animator.pauseAnimation()
            animator.fractionComplete = 0.4
            animator.fractionComplete = 0
            animator.isReversed = true
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .easeOut),
                durationFactor: 0)
            clock.advance(by: 1.0 / 60)
            #expect(log.entries.count == 1)
            #expect(log.entries.first?.hasSuffix("completion start") == true)
            #expect(node.alpha == 1)
            clock.advance(by: 1)
        }
    }

    // Tap during the release animation: reverse a running spring continuation.
    @Test func reverseSpringContinuationMidFlight() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.continueAnimation(
                withTimingParameters: SpringTimingParameters(dampingRatio: 0.7), durationFactor: 0)
            clock.advance(to: 0.1)
            let at01 = node.$center.presentation.x
            clock.advance(to: 0.2)
            animator.isReversed = true
            clock.advance(to: 0.3)
            #expect(isClose(node.$center.presentation.x, at01, tolerance: 1e-6))
            clock.advance(to: 0.4)
            #expect(isClose(node.$center.presentation.x, 55, tolerance: 1e-6))
            clock.advance(to: 0.65)
            #expect(isClose(node.$center.presentation.x, 30, tolerance: 1e-6))
            clock.advance(to: 0.9)
            #expect(log.entries == ["0.900 completion start"])
            #expect(node.center.x == 5)
        }
    }

    // continueAnimation with durationFactor > 0 while reversed: remaining = factor × duration.
    @Test func reversedContinueWithFactor() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.pauseAnimation()
            animator.fractionComplete = 0.6
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
            clock.advance(to: 0.25)
            #expect(isClose(node.$alpha.presentation, 0.7))
            clock.advance(to: 0.5)
            #expect(log.entries == ["0.500 completion start"])
        }
    }

    // Dance: setProgress(to: 1) on a paused animation, then start → completion .end.
    @Test func danceProgressOneThenStart() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            node.dance.animate(duration: 1, curve: .easeInOut) { $0.alpha = 0 }
                .addCompletion { log.record("\($0)") }.start()
            clock.advance(to: 0.2)
            node.dance.setProgress(to: 1)
            #expect(node.$alpha.presentation == 0)
            node.dance.start()
            clock.advance(by: 1.0 / 60)
            #expect(log.entries.count == 1)
            #expect(log.entries.first?.hasSuffix(" end") == true)
        }
    }

    // continueAnimation with a physical spring: its settling duration is the remaining time.
    @Test func continueWithPhysicalSpring() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 5, curve: .linear) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            let spring = SpringTimingParameters(
                mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)  // critical, w = 10
            // (1 + 10 t) e^(-10 t) = 0.001
            var lo = 0.0
            var hi = 10.0
            for _ in 0..<200 {
                let mid = (lo + hi) / 2
                if (1 + 10 * mid) * exp(-10 * mid) > 0.001 { lo = mid } else { hi = mid }
            }
            let settle = (lo + hi) / 2
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
            clock.advance(to: 0.2)
            let x = 1 - (1 + 10 * 0.2) * exp(-2.0)
            #expect(isClose(node.$center.presentation.x, 55 + 50 * x, tolerance: 1e-6))
            clock.advance(to: settle - 0.01)
            #expect(log.entries == [])
            clock.advance(to: settle + 0.01)
            #expect(log.entries.count == 1)
        }
    }

    @Test func runningFractionIsTimeBased() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .easeInOut) { node.alpha = 0 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(isClose(animator.fractionComplete, 0.25))
            clock.advance(to: 2)
        }
    }

    // fluid-interfaces PiP: spring(damping:response:initialVelocity:) on a position.
    @Test func pipFlingRelativeVelocity() {
        withEngine { clock in
            let node = makeNode()  // center (5, 5)
            let stiffness = pow(2 * Double.pi / 0.5, 2)
            let damping = 4 * Double.pi * 1.0 / 0.5
            let spring = SpringTimingParameters(
                mass: 1, stiffness: stiffness, damping: damping,
                initialVelocity: CGVector(dx: 3, dy: 3))
            let animator = PropertyAnimator(duration: 0, timingParameters: spring)
            animator.addAnimations { node.center = CGPoint(x: 105, y: 55) }
            animator.startAnimation()
            #expect(isClose(node.$center.velocity, CGPoint(x: 300, y: 150), tolerance: 1e-6))
            clock.advance(to: 3)
            #expect(node.$center.presentation == CGPoint(x: 105, y: 55))
        }
    }

    @Test func frameAnimation() {
        withEngine { clock in
            let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.frame = CGRect(x: 100, y: 200, width: 200, height: 50)
            }
            animator.startAnimation()
            clock.advance(to: 0.5)
            let f = node.presentation.frame
            #expect(isClose(f.origin.x, 50) && isClose(f.origin.y, 100))
            #expect(isClose(f.width, 150) && isClose(f.height, 75))
            clock.advance(to: 1)
            #expect(node.presentation.frame == CGRect(x: 100, y: 200, width: 200, height: 50))
        }
    }

    // startAnimation() again on a running animator, pauseAnimation() twice: no-ops.
    @Test func redundantCallsAreHarmless() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.startAnimation()
            clock.advance(to: 0.6)
            animator.pauseAnimation()
            animator.pauseAnimation()
            #expect(isClose(node.$alpha.presentation, 0.4))
            animator.startAnimation()
            clock.advance(to: 1.0)
            #expect(log.entries == ["1.000 completion end"])
        }
    }

    // An animator kept in a property and reused after it completed.
    @Test func reuseAfterCompletion() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion("one"))
            animator.startAnimation()
            clock.advance(to: 1)
            #expect(animator.state == .inactive)
            animator.addAnimations { node.alpha = 1 }
            animator.startAnimation()
            #expect(animator.fractionComplete == 0)
            clock.advance(to: 1.5)
            #expect(isClose(node.$alpha.presentation, 0.5))
            clock.advance(to: 2)
            #expect(node.$alpha.presentation == 1)
            #expect(log.entries.first == "1.000 one end")
        }
    }

    // Reversal during a spring(dampingRatio:) run with scrubsLinearly: pause, scrub, start.
    @Test func pauseScrubResumeRemainingTime() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            animator.fractionComplete = 0.75
            animator.startAnimation()
            clock.advance(to: 0.99)
            #expect(log.entries == [])
            clock.advance(to: 1.0)
            #expect(log.entries == ["1.000 completion end"])
        }
    }

    @Test func olderAnimatorReversedUnderNewer() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let a = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            a.addCompletion(log.completion("a"))
            a.startAnimation()
            clock.advance(to: 0.5)
            let b = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 205 }
            b.addCompletion(log.completion("b"))
            b.startAnimation()
            clock.advance(to: 0.6)
            #expect(isClose(node.$center.presentation.x, 75))  // B 115 + A offset (65 - 105)
            a.isReversed = true
            clock.advance(to: 0.9)
            #expect(isClose(node.$center.presentation.x, 75))
            clock.advance(to: 1.2)
            #expect(log.entries == ["1.200 a start"])
            #expect(isClose(node.$center.presentation.x, 75))
            #expect(isClose(node.center.x, 105))
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.200 a start", "1.500 b end"])
            #expect(isClose(node.$center.presentation.x, 105))
            #expect(isClose(node.center.x, 105))
        }
    }

    // Rapid taps: reverse, reverse, reverse on a running eased animator.
    @Test func tripleTapReverse() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.4)
            animator.isReversed = true
            clock.advance(to: 0.5)
            animator.isReversed = false
            clock.advance(to: 0.6)
            animator.isReversed = true
            // timeline position now 0.4 - 0.1 + 0.1 - 0.1... = 0.3 + 0.1 = 0.4 → back to 0.4 at 0.6
            #expect(isClose(animator.fractionComplete, 0.4))
            let eased = referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), 0.4)
            #expect(isClose(node.$alpha.presentation, 1 - eased, tolerance: 1e-6))
            clock.advance(to: 1.0)
            #expect(log.entries == ["1.000 completion start"])
        }
    }

    // Dance quick start: start(after: 5) and a pause() called during the delay, later start().
    @Test func dancePauseDuringStartDelay() {
        withEngine { clock in
            let circle = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let log = EventLog(clock)
            circle.dance.animate(duration: 2.0, curve: .linear) {
                $0.center = CGPoint(x: 250, y: 250)
            }.addCompletion { log.record("\($0)") }.start(after: 5.0)
            #expect(circle.dance.state == .active)
            clock.advance(to: 1)
            #expect(circle.dance.progress == 0)
            circle.dance.pause()
            #expect(!circle.dance.isRunning)
            clock.advance(to: 7)
            #expect(circle.presentation.center == CGPoint(x: 50, y: 50))
            circle.dance.start()
            clock.advance(to: 8)
            #expect(isClose(circle.presentation.center.x, 150))
            clock.advance(to: 9)
            #expect(log.entries == ["9.000 end"])
        }
    }
}
