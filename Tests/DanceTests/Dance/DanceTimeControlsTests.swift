import Foundation
import Testing

@testable import Dance

/// Time controls through the Dance handle, and repeating declarative step timelines.
@MainActor @Suite(.serialized) struct DanceTimeControlsTests {
    @Test("a pulse: repeating(count:autoreverses:) chains, breathes twice and ends at .start")
    func pulse() {
        let fixture = DanceFixture()
        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        node.dance.animate(duration: 0.5, curve: .linear) { $0.alpha = 0 }
            .repeating(count: 2, autoreverses: true)
            .addCompletion(fixture.completion())
            .start()
        fixture.clock.advance(to: 0.25)
        #expect(node.presentation.alpha == 0.5)
        fixture.clock.advance(to: 0.5)
        #expect(node.presentation.alpha == 0)
        fixture.clock.advance(to: 1.75)
        #expect(node.presentation.alpha == 0.5)
        fixture.clock.advance(to: 2)
        #expect(fixture.events == ["2.000 completion start"])
        #expect(node.alpha == 1 && !node.dance.hasAnimation)
        fixture.expectClean()
    }

    @Test("repeating() loops until finished; speed(_:) and pause(atProgress:) chain too")
    func loopSpeedAndPause() {
        let fixture = DanceFixture()
        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        node.dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 100 }
            .repeating()
            .speed(2)
            .addCompletion(fixture.completion())
            .start()
        fixture.clock.advance(to: 100.25)
        #expect(node.presentation.cornerRadius == 50)
        node.dance.pause(atProgress: 0.75)
        fixture.clock.advance(to: 101)
        #expect(!node.dance.isRunning && node.dance.progress == 0.75)
        node.dance.finish(at: .current)
        #expect(fixture.events == ["101.000 completion current"])
        #expect(node.cornerRadius == 75)
        fixture.expectClean()
    }

    @Test("repeating a started animation is a wrong-state error; bad counts and speeds, invalid")
    func errors() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
        let tag = node.dance.tag
        let errors = captureErrors {
            node.dance.repeating(count: 2)
            node.dance.repeating(count: -1)
            node.dance.speed(.nan)
            node.dance.pause(atProgress: 2)
        }
        #expect(errors.count == 4)
        #expect(errors.first == .wrongState(tag: tag, operation: .repeating, reason: .active))
        #expect(
            errors.dropFirst().first
                == .invalidArgument(
                    tag: tag, operation: .repeating, argument: .repeatCount, value: -1))
        #expect(
            errors.last
                == .invalidArgument(
                    tag: tag, operation: .pauseAtProgress, argument: .progress, value: 2))
        #expect(node.dance.animator?.repeatCount == 0 && node.dance.animator?.speed == 1)
        node.dance.finish(at: .end)
        let missing = captureErrors { Node().dance.repeating() }
        #expect(missing.count == 1)
        fixture.expectClean()
    }

    @Test("a repeating step timeline replays its steps each pass and completes once at the end")
    func repeatingSteps() {
        let fixture = DanceFixture()
        let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        node.dance.animate([.fadeOut(duration: 0.5), .fadeIn(duration: 0.5)])
            .repeating(count: 3)
            .addCompletion(fixture.completion())
            .start()
        var firstPass: [Double] = []
        for time in [0.1, 0.3, 0.5, 0.7, 0.9] {
            fixture.clock.advance(to: time)
            firstPass.append(node.presentation.alpha)
        }
        #expect(firstPass[2] == 0)
        for pass in 1...2 {
            for (index, time) in [0.1, 0.3, 0.5, 0.7, 0.9].enumerated() {
                fixture.clock.advance(to: Double(pass) + time)
                #expect(isClose(node.presentation.alpha, firstPass[index], tolerance: 1e-12))
            }
        }
        fixture.clock.advance(to: 3)
        #expect(fixture.events == ["3.000 completion end"])
        #expect(node.alpha == 1 && node.presentation.alpha == 1)
        fixture.expectClean()
    }

    @Test("an endless autoreversing step timeline mirrors each pass; stopping leaves it there")
    func loopingSteps() {
        let fixture = DanceFixture()
        let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let timeline = PropertyAnimator(
            steps: [.move(to: CGPoint(x: 200, y: 50), duration: 1), .fadeOut(duration: 1)],
            on: node)
        timeline.repeatCount = .infinity
        timeline.autoreverses = true
        timeline.addCompletion(fixture.completion())
        timeline.startAnimation()
        fixture.clock.advance(to: 0.5)
        let forward = node.presentation
        fixture.clock.advance(to: 3.5)
        #expect(isClose(node.presentation.center, forward.center, tolerance: 1e-9))
        fixture.clock.advance(to: 40.5)
        #expect(isClose(node.presentation.center, forward.center, tolerance: 1e-9))
        #expect(node.presentation.alpha == 1)
        fixture.clock.advance(to: 42.5)
        #expect(isClose(node.presentation.alpha, 0.5, tolerance: 1e-9))
        timeline.stopAnimation(true)
        #expect(fixture.events == [] && isClose(node.alpha, 0.5, tolerance: 1e-9))
        fixture.expectClean()
    }

    @Test("pause(after:) waits delay × the duration scale, as start(after:) does")
    func pauseAfterFollowsDurationScale() {
        let fixture = DanceFixture()
        AnimationDriver.shared.durationScale = 2
        defer { AnimationDriver.shared.durationScale = 1 }
        let delayed = makeNode()
        delayed.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start(after: 0.5)
        let paused = makeNode()
        paused.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
            .pause(after: 0.5)
        fixture.clock.advance(to: 0.9)
        #expect(delayed.dance.progress == 0)
        #expect(paused.dance.isRunning)
        fixture.clock.advance(to: 2)
        // 0.5 s × 2 of clock time: half-way through the 2 s the animation takes at scale 2.
        #expect(!paused.dance.isRunning)
        #expect(paused.dance.progress == 0.5)
        #expect(paused.$alpha.presentation == 0.5)
        paused.dance.finish(at: .end)
        fixture.clock.advance(to: 4)
        fixture.expectClean()
    }

    @Test("a change of duration scale rescales what is left of a pause(after:) wait")
    func pauseAfterRescaled() {
        let fixture = DanceFixture()
        defer { AnimationDriver.shared.durationScale = 1 }
        let node = makeNode()
        node.dance.animate(duration: 4, curve: .linear) { $0.alpha = 0 }.start().pause(after: 2)
        fixture.clock.advance(to: 1)
        // At 1 s, 1 s of the wait is left; at scale 3 that is 3 s, and the animation runs a
        // third as fast: it pauses at clock 4, at progress (1 + 3 / 3) / 4 = 0.5.
        AnimationDriver.shared.durationScale = 3
        fixture.clock.advance(to: 3.9)
        #expect(node.dance.isRunning)
        fixture.clock.advance(to: 4.5)
        #expect(!node.dance.isRunning)
        #expect(node.dance.progress == 0.5)
        node.dance.finish(at: .end)
        fixture.clock.advance(to: 20)
        fixture.expectClean()
    }

    @Test("scale set to 0 while a pause(after:) waits: the animation still ends on the next frame")
    func pauseAfterThenScaleZero() {
        let fixture = DanceFixture()
        defer { AnimationDriver.shared.durationScale = 1 }
        let node = makeNode()
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start().pause(after: 0.5)
        fixture.clock.advance(to: 0.2)
        AnimationDriver.shared.durationScale = 0
        fixture.clock.advance(by: 1.0 / 60)
        #expect(fixture.events == ["0.217 completion end"])
        #expect(node.$alpha.presentation == 0)
        #expect(!node.dance.hasAnimation)
        fixture.expectClean()
    }

    @Test("at scale 0, start().pause(after:) still ends on the next frame")
    func pauseAfterUnderScaleZero() {
        let fixture = DanceFixture()
        AnimationDriver.shared.durationScale = 0
        defer { AnimationDriver.shared.durationScale = 1 }
        let node = makeNode()
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start().pause(after: 0.5)
        fixture.clock.advance(by: 1.0 / 60)
        #expect(fixture.events == ["0.017 completion end"])
        #expect(node.$alpha.presentation == 0)
        #expect(!node.dance.hasAnimation)
        fixture.expectClean()
    }

    @Test("scale 1 → 0 → 1 before a frame (a settings toggle) keeps a pause(after:) wait")
    func pauseAfterScaleZeroRoundTrip() {
        let fixture = DanceFixture()
        defer { AnimationDriver.shared.durationScale = 1 }
        let node = makeNode()
        node.dance.animate(duration: 4, curve: .linear) { $0.alpha = 0 }.start().pause(after: 2)
        fixture.clock.advance(to: 1)
        AnimationDriver.shared.durationScale = 0
        AnimationDriver.shared.durationScale = 1
        #expect(node.dance.isRunning)
        fixture.clock.advance(to: 1.5)
        #expect(node.dance.isRunning)
        #expect(node.dance.progress == 0.375)
        fixture.clock.advance(to: 2.5)
        #expect(!node.dance.isRunning)
        #expect(node.dance.progress == 0.5)
        node.dance.finish(at: .end)
        fixture.expectClean()
    }
}
