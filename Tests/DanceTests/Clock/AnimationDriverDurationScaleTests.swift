import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct AnimationDriverDurationScaleTests {
    let driver = AnimationDriver.shared

    /// Runs `body` on a fresh engine and puts the duration scale back to 1 afterwards.
    private func withScaledEngine(
        frameInterval: TimeInterval = 1.0 / 60, _ body: (ManualClock) -> Void
    ) {
        withEngine(frameInterval: frameInterval) { clock in
            defer { driver.durationScale = 1 }
            body(clock)
        }
    }

    @Test("at duration scale 2 a 1 s animation with a 0.5 s delay ends at 3 s")
    func scaleTwo() {
        withScaledEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            driver.durationScale = 2
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.cornerRadius = 100
            }
            animator.addCompletion(log.completion())
            animator.startAnimation(afterDelay: 0.5)
            #expect(animator.delay == 0.5)
            clock.advance(to: 1)
            #expect(node.$cornerRadius.presentation == 0)
            clock.advance(to: 2)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 2.999)
            #expect(log.entries == [])
            clock.advance(to: 3)
            #expect(log.entries == ["3.000 completion end"])
        }
    }

    @Test(
        "changing the scale mid-flight moves no value; the rest plays at the new scale",
        arguments: [(2.0, 3.5), (0.5, 1.25), (1, 2)])
    func midFlight(scale: Double, end: TimeInterval) {
        withScaledEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) {
                node.cornerRadius = 100
            }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            let before = node.$cornerRadius.presentation
            driver.durationScale = scale
            #expect(abs(animator.fractionComplete - 0.25) <= 1e-9)
            clock.advance(by: 0)
            #expect(abs(node.$cornerRadius.presentation - before) <= 1e-9)
            clock.advance(to: end - 0.001)
            #expect(log.entries == [])
            clock.advance(to: end)
            #expect(log.entries == [String(format: "%.3f completion end", end)])
        }
    }

    @Test("changing the scale during a delay scales the rest of the delay")
    func duringDelay() {
        withScaledEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.cornerRadius = 100
            }
            animator.addCompletion(log.completion())
            animator.startAnimation(afterDelay: 1)
            clock.advance(to: 0.5)
            driver.durationScale = 3
            clock.advance(to: 2)
            #expect(node.$cornerRadius.presentation == 0)
            clock.advance(to: 3.5)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 5)
            #expect(log.entries == ["5.000 completion end"])
        }
    }

    @Test("scale 0 ends running, delayed and later-started animations on the next frame, once")
    func scaleZero() {
        withScaledEngine { clock in
            let nodes = (0..<3).map { _ in makeNode() }
            let log = EventLog(clock)
            let animators = nodes.map { node in
                PropertyAnimator(duration: 5, curve: .easeInOut) { node.cornerRadius = 100 }
            }
            for (index, animator) in animators.enumerated() {
                animator.addCompletion(log.completion("animator \(index)"))
            }
            animators[0].startAnimation()
            animators[1].startAnimation(afterDelay: 10)
            clock.advance(to: 1)
            driver.durationScale = 0
            #expect(log.entries == [])
            clock.advance(by: 1.0 / 60)
            #expect(log.entries == ["1.017 animator 0 end", "1.017 animator 1 end"])
            animators[2].startAnimation(afterDelay: 3)
            clock.advance(by: 1.0 / 60)
            #expect(log.entries.count == 3 && log.entries[2] == "1.033 animator 2 end")
            clock.advance(by: 1)
            #expect(log.entries.count == 3)
            #expect(
                nodes.allSatisfy { $0.cornerRadius == 100 && $0.$cornerRadius.presentation == 100 })
        }
    }

    @Test("at scale 0 a paused animator stays paused, and ends on the frame after it resumes")
    func scaleZeroPaused() {
        withScaledEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.cornerRadius = 100
            }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            driver.durationScale = 0
            clock.advance(to: 1)
            #expect(node.$cornerRadius.presentation == 50 && log.entries == [])
            animator.startAnimation()
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.017 completion end"])
        }
    }

    @Test("at scale 0 an endless repeat ends at the end of its pass: .start when autoreversing")
    func scaleZeroEndless() {
        withScaledEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let pulse = PropertyAnimator(duration: 1, curve: .linear) { node.cornerRadius = 100 }
            pulse.repeatCount = .infinity
            pulse.autoreverses = true
            pulse.speed = 0
            pulse.addCompletion(log.completion())
            pulse.startAnimation()
            clock.advance(to: 3)
            driver.durationScale = 0
            clock.advance(to: 3.5)
            #expect(log.entries == ["3.017 completion start"])
            #expect(node.cornerRadius == 0)
        }
    }

    @Test(
        "a scale other than 0 or 1e-6…1e6 is an invalid argument and changes nothing",
        arguments: [
            -1, .leastNonzeroMagnitude, Double.leastNormalMagnitude / 1024, 1e-6.nextDown,
            1e6.nextUp, 1e300,
            .greatestFiniteMagnitude, .nan, .infinity,
        ])
    func invalidScale(value: Double) {
        withScaledEngine { _ in
            driver.durationScale = 2
            let errors = captureErrors { driver.durationScale = value }
            #expect(
                sameErrors(
                    errors,
                    [
                        .invalidArgument(
                            tag: nil, operation: .setDurationScale, argument: .durationScale,
                            value: value)
                    ]))
            #expect(driver.durationScale == 2)
        }
    }
}
