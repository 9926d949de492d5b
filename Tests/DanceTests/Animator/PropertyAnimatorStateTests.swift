import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorStateTests {
    // MARK: - Creating

    @Test("init(duration:curve:animations:) is inactive with UIKit's defaults and waits to run")
    func initWithCurve() {
        withEngine { _ in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) { node.alpha = 0 }
            #expect(animator.state == .inactive)
            #expect(!animator.isRunning)
            #expect(!animator.isReversed)
            #expect(animator.fractionComplete == 0)
            #expect(animator.duration == 2)
            #expect(animator.delay == 0)
            #expect(animator.isInterruptible)
            #expect(animator.scrubsLinearly)
            #expect(!animator.pausesOnCompletion)
            #expect(
                animator.timingParameters?.cubicTimingParameters
                    == CubicTimingParameters(animationCurve: .easeIn))
            #expect(node.alpha == 1)
            #expect(animator.pendingAnimations.count == 1)
            #expect(AnimationDriver.shared.isIdle)
        }
    }

    @Test("delay is the last moving start's: startAnimation() resuming sets 0, running keeps it")
    func delayOfLastStart() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.startAnimation(afterDelay: 0.3)
            animator.startAnimation()  // Already running (waiting out its delay): no change.
            #expect(animator.delay == 0.3)
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            animator.startAnimation()  // Resumes at once.
            #expect(animator.delay == 0)
            animator.pauseAnimation()
            animator.startAnimation(afterDelay: 0.25)
            #expect(animator.delay == 0.25)
            animator.stopAnimation(true)
        }
    }

    @Test("init(duration:controlPoint1:controlPoint2:animations:) keeps the control points")
    func initWithControlPoints() {
        withEngine { _ in
            let animator = PropertyAnimator(
                duration: 1.5, controlPoint1: CGPoint(x: 0.1, y: 0.2),
                controlPoint2: CGPoint(x: 0.3, y: 0.9))
            #expect(animator.duration == 1.5)
            let cubic = animator.timingParameters?.cubicTimingParameters
            #expect(cubic?.controlPoint1 == CGPoint(x: 0.1, y: 0.2))
            #expect(cubic?.controlPoint2 == CGPoint(x: 0.3, y: 0.9))
            #expect(animator.state == .inactive)
            #expect(animator.pendingAnimations.isEmpty)
        }
    }

    @Test("init(duration:dampingRatio:animations:) keeps the duration and the damping ratio")
    func initWithDampingRatio() {
        withEngine { _ in
            let animator = PropertyAnimator(duration: 0.8, dampingRatio: 0.4) {}
            #expect(animator.duration == 0.8)
            #expect(animator.timingParameters?.springTimingParameters?.dampingRatio == 0.4)
            #expect(animator.timingParameters?.timingCurveType == .spring)
            #expect(animator.pendingAnimations.count == 1)
        }
    }

    @Test("init(duration:timingParameters:) with a cubic curve keeps the duration and the curve")
    func initWithTimingParameters() {
        withEngine { _ in
            let curve = CubicTimingParameters()
            let animator = PropertyAnimator(duration: 3, timingParameters: curve)
            #expect(animator.duration == 3)
            #expect(animator.timingParameters?.cubicTimingParameters == curve)
            #expect(animator.pendingAnimations.isEmpty)
            #expect(animator.state == .inactive)
        }
    }

    @Test(
        "an invalid duration is reported and 0 is used",
        arguments: [-1, Double.nan, .infinity, -.infinity, 1e9.nextUp, .greatestFiniteMagnitude])
    func invalidDuration(duration: Double) {
        withEngine { clock in
            var animator: PropertyAnimator?
            let errors = captureErrors {
                animator = PropertyAnimator(duration: duration, curve: .linear)
            }
            #expect(animator?.duration == 0)
            #expect(errors.count == 1)
            #expect(
                errors.first?.description
                    == "** Dance Error: invalid duration \(duration) in PropertyAnimator.init; "
                    + "use a number in 0…1e9. A safe value was used instead. **")
            if !duration.isNaN {
                #expect(
                    errors
                        == [
                            .invalidArgument(
                                tag: nil, operation: .makeAnimator, argument: .duration,
                                value: duration)
                        ])
            }
        }
    }

    // MARK: - The state machine

    @Test("inactive → active (running, paused, running) → inactive at the natural end")
    func stateMachineToTheEnd() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            let note: @MainActor (String) -> Void = { event in
                log.record("\(event) \(animator.state) running=\(animator.isRunning)")
            }
            animator.addCompletion { position in note("completion \(position)") }
            note("created")
            animator.startAnimation()
            note("start")
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            note("pause")
            clock.advance(to: 1)
            animator.startAnimation()
            note("resume")
            clock.advance(to: 3)
            #expect(
                log.entries == [
                    "0.000 created inactive running=false",
                    "0.000 start active running=true",
                    "0.500 pause active running=false",
                    "1.000 resume active running=true",
                    "2.500 completion end inactive running=false",
                ])
            #expect(node.alpha == 0)
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("stopAnimation(false) makes it stopped; finishAnimation(at:) makes it inactive")
    func stateMachineStopAndFinish() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(!animator.isRunning)
            #expect(AnimationDriver.shared.isIdle)
            clock.advance(to: 1.5)
            animator.finishAnimation(at: .end)
            #expect(animator.state == .inactive)
            #expect(log.entries == ["1.500 completion end"])
        }
    }

    @Test("pauseAnimation() on an inactive animator activates it paused and runs its blocks")
    func pauseActivates() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.pauseAnimation()
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(node.alpha == 0)
            #expect(node.$alpha.presentation == 1)
            #expect(AnimationDriver.shared.isIdle)
            clock.advance(by: 1)
            #expect(animator.fractionComplete == 0)
            animator.stopAnimation(true)
        }
    }

    @Test("starting a running animator or pausing a paused one changes nothing")
    func repeatedCallsAreIgnored() {
        withEngine { clock in
            let animator = PropertyAnimator(duration: 2, curve: .linear)
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.startAnimation(afterDelay: 1)
            #expect(animator.delay == 0)
            #expect(animator.fractionComplete == 0.25)
            clock.advance(to: 1)
            #expect(animator.fractionComplete == 0.5)
            animator.pauseAnimation()
            animator.pauseAnimation()
            clock.advance(to: 2)
            #expect(animator.fractionComplete == 0.5)
            #expect(animator.state == .active)
            animator.startAnimation()
            clock.advance(to: 3)
            #expect(animator.state == .inactive)
        }
    }

    // MARK: - Delay

    @Test("startAnimation(afterDelay:) runs the blocks at the call and delays only the motion")
    func startAfterDelay() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                node.center.x = 105
            }
            animator.addCompletion(log.completion())
            animator.startAnimation(afterDelay: 0.5)
            #expect(node.center.x == 105)
            #expect(node.$center.presentation.x == 5)
            #expect(animator.delay == 0.5)
            #expect(animator.state == .active)
            #expect(animator.isRunning)
            clock.advance(to: 0.5)
            #expect(node.$center.presentation.x == 5)
            #expect(animator.fractionComplete == 0)
            clock.advance(to: 1.5)
            #expect(node.$center.presentation.x == 55)
            #expect(animator.fractionComplete == 0.5)
            clock.advance(to: 3)
            #expect(log.entries == ["2.500 completion end"])
        }
    }

    @Test("pausing during the start delay drops the rest of it: startAnimation() moves at once")
    func pauseDuringDelay() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                node.center.x = 105
            }
            animator.startAnimation(afterDelay: 1)
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(animator.fractionComplete == 0)
            clock.advance(to: 2)
            #expect(node.$center.presentation.x == 5)
            animator.startAnimation()
            #expect(animator.isRunning)
            clock.advance(to: 3)
            #expect(animator.fractionComplete == 0.5)
            #expect(node.$center.presentation.x == 55)
            // startAnimation(afterDelay:) on the paused animator waits anew.
            animator.pauseAnimation()
            animator.startAnimation(afterDelay: 0.5)
            clock.advance(to: 3.5)
            #expect(node.$center.presentation.x == 55)
            clock.advance(to: 4)
            #expect(node.$center.presentation.x == 80)
            clock.advance(to: 5)
            #expect(animator.state == .inactive)
            #expect(node.$center.presentation.x == 105)
        }
    }

    @Test(
        "reversed at its start during a start delay, it completes when the delay ends",
        arguments: [false, true])
    func reverseDuringDelayWaits(single: Bool) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            // A transform track keeps the animator off the batch: both frame paths are tested.
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.alpha = 0
                if single { node.transform = CGAffineTransform(scaleX: 2, y: 2) }
            }
            animator.addCompletion(log.completion())
            animator.startAnimation(afterDelay: 1)
            clock.advance(to: 0.5)
            animator.isReversed = true
            clock.advance(to: 0.9)
            #expect(log.entries.isEmpty)
            #expect(animator.isRunning)
            clock.advance(to: 2)
            #expect(log.entries == ["1.000 completion start"])
            #expect(node.alpha == 1)
        }
    }

    @Test("paused at its end and started after a delay, it completes when the delay ends")
    func pausedAtEndStartedAfterDelay() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1.1)
            #expect(!animator.isRunning)
            animator.pausesOnCompletion = false
            animator.startAnimation(afterDelay: 1)
            clock.advance(to: 2)
            #expect(log.entries.isEmpty)
            clock.advance(to: 2.2)
            #expect(log.entries == ["2.100 completion end"])
        }
    }

    @Test("a delay of −0 is a valid zero delay")
    func negativeZeroDelay() {
        withEngine { clock in
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.startAnimation(afterDelay: -0.0)
            #expect(animator.isRunning)
            clock.advance(to: 1)
            #expect(animator.state == .inactive)
        }
    }

    // MARK: - fractionComplete while running

    @Test("fractionComplete while running is the time progress, not the curve's value")
    func fractionCompleteIsTimeProgress() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) { node.alpha = 0 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(animator.fractionComplete == 0.25)
            let curve = CubicTimingParameters(animationCurve: .easeIn)
            #expect(abs(node.$alpha.presentation - (1 - curve.value(at: 0.25))) < 1e-12)
            #expect(node.$alpha.presentation > 0.75)
            clock.advance(to: 1.5)
            #expect(animator.fractionComplete == 0.75)
            clock.advance(to: 2)
            #expect(animator.fractionComplete == 0)  // inactive again
        }
    }

    @Test("pause and resume keep the position: paused time does not count")
    func pauseResume() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            log.record("pause \(animator.fractionComplete) \(node.$alpha.presentation)")
            clock.advance(to: 1.5)
            #expect(animator.fractionComplete == 0.25)
            #expect(node.$alpha.presentation == 0.75)
            animator.startAnimation()
            log.record("resume")
            clock.advance(to: 2.5)
            #expect(node.$alpha.presentation == 0.25)
            clock.advance(to: 4)
            #expect(
                log.entries == ["0.500 pause 0.25 0.75", "1.500 resume", "3.000 completion end"])
        }
    }

    // MARK: - Edge durations and empty animators

    @Test("a zero-duration animator completes on the next frame at its end values")
    func zeroDuration() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 0, curve: .easeInOut) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            #expect(animator.state == .active)
            #expect(node.$alpha.presentation == 1)
            clock.advance(by: 1.0 / 60)
            #expect(log.entries == ["0.017 completion end"])
            #expect(node.$alpha.presentation == 0)
            #expect(animator.state == .inactive)
        }
    }

    @Test("an animator with no animations runs its timeline, delay included, and completes")
    func noAnimations() {
        withEngine { clock in
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .easeOut)
            animator.addCompletion(log.completion("first"))
            animator.addCompletion(log.completion("second"))
            animator.startAnimation(afterDelay: 0.5)
            clock.advance(to: 1)
            #expect(animator.fractionComplete == 0.5)
            #expect(animator.state == .active)
            clock.advance(to: 2)
            #expect(log.entries == ["1.500 first end", "1.500 second end"])
        }
    }

    @Test("a completed animator can be given new animations and started again")
    func reuseAfterCompletion() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion(log.completion("first"))
            animator.startAnimation()
            clock.advance(to: 1)
            animator.addAnimations { node.alpha = 1 }
            animator.addCompletion(log.completion("second"))
            animator.startAnimation()
            clock.advance(to: 1.5)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 2)
            #expect(log.entries == ["1.000 first end", "2.000 second end"])
            #expect(node.alpha == 1)
        }
    }

    @Test("invariants hold through a run with several animators on several nodes")
    func invariantsThroughARun() {
        withEngine { clock in
            let nodes = (0..<3).map { _ in makeNode() }
            let first = PropertyAnimator(duration: 2, curve: .linear) {
                for node in nodes { node.alpha = 0 }
            }
            let second = PropertyAnimator(duration: 1, curve: .easeIn) {
                nodes[0].alpha = 0.5
                nodes[1].cornerRadius = 3
            }
            let animators = [first, second]
            checkInvariants(animators, nodes: nodes)
            first.startAnimation()
            checkInvariants(animators, nodes: nodes)
            clock.advance(to: 0.5)
            second.pauseAnimation()
            checkInvariants(animators, nodes: nodes)
            second.startAnimation()
            clock.advance(to: 1)
            first.stopAnimation(false)
            checkInvariants(animators, nodes: nodes)
            clock.advance(to: 1.5)
            checkInvariants(animators, nodes: nodes)
            first.finishAnimation(at: .current)
            checkInvariants(animators, nodes: nodes)
            clock.advance(to: 2)
            checkInvariants(animators, nodes: nodes)
        }
    }
}
