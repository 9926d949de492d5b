import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorSpeedTests {
    /// A linear animator moving `node.cornerRadius` from 0 to 100 over `duration` seconds.
    private func radiusAnimator(
        _ node: Node, duration: TimeInterval = 1, curve: AnimationCurve = .linear
    ) -> PropertyAnimator {
        PropertyAnimator(duration: duration, curve: curve) { node.cornerRadius = 100 }
    }

    @Test("a 1 s animation at speed 2 shows 50 at 0.25 s and ends at 0.5 s")
    func doubleSpeed() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node)
            animator.speed = 2
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.25)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 0.5)
            #expect(log.entries == ["0.500 completion end"])
            #expect(animator.speed == 2)
            #expect(animator.duration == 1)
        }
    }

    @Test(
        "changing speed mid-flight moves no value, then the rest plays at the new speed",
        arguments: [(2.0, 1.25), (0.5, 3.5), (3, 1), (1, 2)])
    func midFlight(speed: Double, end: TimeInterval) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node, duration: 2, curve: .easeInOut)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            let before = node.$cornerRadius.presentation
            let fraction = animator.fractionComplete
            animator.speed = speed
            // Nothing jumps: the same position and value at the same clock time.
            #expect(abs(animator.fractionComplete - fraction) <= 1e-9)
            clock.advance(by: 0)
            #expect(abs(node.$cornerRadius.presentation - before) <= 1e-9)
            // 1.5 s of the 2 s animation remain at speed 1.
            clock.advance(to: end - 0.001)
            #expect(log.entries == [])
            clock.advance(to: end)
            #expect(log.entries == [String(format: "%.3f completion end", end)])
        }
    }

    @Test("at speed 0 a running animator stays running but still, and resumes where it was")
    func speedZero() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.25)
            animator.speed = 0
            clock.advance(to: 10)
            #expect(animator.isRunning)
            #expect(animator.state == .active)
            #expect(animator.fractionComplete == 0.25)
            #expect(node.$cornerRadius.presentation == 25)
            animator.speed = 1
            clock.advance(to: 10.5)
            #expect(node.$cornerRadius.presentation == 75)
            clock.advance(to: 10.75)
            #expect(log.entries == ["10.750 completion end"])
        }
    }

    @Test("speed does not stretch a delay: it sets how fast the motion plays")
    func delayIsClockTime() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node)
            animator.speed = 4
            animator.addCompletion(log.completion())
            animator.startAnimation(afterDelay: 1)
            clock.advance(to: 1)
            #expect(node.$cornerRadius.presentation == 0)
            animator.speed = 2
            clock.advance(to: 1.25)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.500 completion end"])
        }
    }

    @Test("speed persists after completion, and applies when a paused animator resumes")
    func persists() {
        withEngine { clock in
            let node = makeNode()
            let animator = radiusAnimator(node)
            animator.pauseAnimation()
            animator.speed = 0.5
            animator.startAnimation()
            clock.advance(to: 1)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 2)
            #expect(animator.state == .inactive && animator.speed == 0.5)
            animator.addAnimations { node.cornerRadius = 0 }
            animator.startAnimation()
            clock.advance(to: 3)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 4)
            #expect(animator.state == .inactive)
        }
    }

    @Test(
        "a speed other than 0 or 1e-6…1e6 is an invalid argument and changes nothing",
        arguments: [
            -1, -0.001, -Double.leastNonzeroMagnitude, .leastNonzeroMagnitude, 1e-300,
            1e-6.nextDown, 1e6.nextUp, 1e300, .greatestFiniteMagnitude,
            .nan, .infinity, -.infinity,
        ])
    func invalidSpeed(value: Double) {
        withEngine { clock in
            let node = makeNode()
            let animator = radiusAnimator(node)
            animator.startAnimation()
            clock.advance(to: 0.5)
            let errors = captureErrors { animator.speed = value }
            #expect(
                sameErrors(
                    errors,
                    [
                        .invalidArgument(
                            tag: nil, operation: .setSpeed, argument: .speed, value: value)
                    ]))
            #expect(animator.speed == 1)
            clock.advance(to: 0.75)
            #expect(node.$cornerRadius.presentation == 75)
            clock.advance(to: 1)
        }
    }
}
