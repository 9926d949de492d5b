import Foundation
import Testing

@testable import Dance

/// Every example of the original Dance README, with `UIView` → `Node` and `UIColor` → `Color`.
@MainActor @Suite(.serialized) struct DanceReadmeExamplesTests {
    private func makeCircle() -> Node {
        Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    // MARK: - Quick start and chaining

    @Test("the quick start animates after 5 s and runs its completion once at 7 s")
    func quickStart() {
        let fixture = DanceFixture()
        let view = Node(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let circle = makeCircle()
        view.addChild(circle)
        circle.dance.animate(duration: 2.0, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = view.center
            $0.backgroundColor = .blue
        }.addCompletion { _ in
            fixture.record("completion Animation completed!")
            view.backgroundColor = Color(red: 0, green: 1, blue: 0)
        }.start(after: 5.0)
        #expect(circle.dance.isRunning)
        #expect(circle.center == CGPoint(x: 200, y: 200))
        fixture.clock.advance(by: 5)
        #expect(isClose(circle.presentation.center, CGPoint(x: 50, y: 50)))
        fixture.clock.advance(by: 1)
        #expect(circle.dance.progress == 0.5)
        #expect(fixture.events.isEmpty)
        fixture.clock.advance(by: 1.5)
        #expect(fixture.events == ["7.000 completion Animation completed!"])
        #expect(circle.presentation.center == CGPoint(x: 200, y: 200))
        #expect(circle.presentation.transform == CGAffineTransform(scaleX: 1.5, y: 1.5))
        #expect(circle.presentation.backgroundColor == .blue)
        #expect(view.backgroundColor == Color(red: 0, green: 1, blue: 0))
        #expect(!circle.dance.hasAnimation)
        fixture.expectClean()
    }

    @Test("the function-chaining example reports reaching the end position")
    func functionChaining() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: 200, y: 200)
            $0.backgroundColor = .blue
        }.addCompletion { position in
            if position == .end {
                fixture.record("Animation reached the target end position!")
            }
        }.start(after: 5.0)
        fixture.clock.advance(by: 8)
        #expect(fixture.events == ["7.000 Animation reached the target end position!"])
        fixture.expectClean()
    }

    @Test("pause().setProgress(to: 0.25) then start().reverse() runs back to the start")
    func pauseSetProgressThenStartReverse() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.center = CGPoint(x: 250, y: 50)
        }.addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 1)
        circle.dance.pause().setProgress(to: 0.25)
        #expect(!circle.dance.isRunning)
        #expect(circle.presentation.center == CGPoint(x: 100, y: 50))
        let printed = circle.dance.pause().progress
        #expect(printed == 0.25)
        fixture.clock.advance(by: 1)
        #expect(circle.dance.progress == 0.25)
        circle.dance.start().reverse()
        #expect(circle.dance.isReversed)
        fixture.clock.advance(by: 0.25)
        #expect(isClose(circle.presentation.center, CGPoint(x: 75, y: 50)))
        fixture.clock.advance(by: 0.5)
        #expect(fixture.events == ["2.500 completion start"])
        #expect(circle.center == CGPoint(x: 50, y: 50))
        #expect(circle.presentation.center == CGPoint(x: 50, y: 50))
        fixture.expectClean()
    }

    // MARK: - Creating an animation

    @Test(
        "animate(duration:curve:) moves along the curve and ends at 2 s",
        arguments: AnimationCurve.allCases)
    func animateWithCurve(curve: AnimationCurve) {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: curve) { make in
            make.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 0.5)
        let expected = CubicTimingParameters(animationCurve: curve).value(at: 0.25)
        #expect(circle.dance.progress == 0.25)
        #expect(abs(circle.presentation.center.x - (50 + 100 * expected)) <= 1e-9)
        fixture.clock.advance(by: 1.5)
        #expect(fixture.events == ["2.000 completion end"])
        #expect(circle.presentation.center == CGPoint(x: 150, y: 50))
        fixture.expectClean()
    }

    @Test("the trailing-closure spelling of animate(duration:curve:) is the same animation")
    func animateWithCurveShorthand() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.center = CGPoint(x: 150, y: 50)
        }.start()
        fixture.clock.advance(by: 1)
        #expect(isClose(circle.presentation.center, CGPoint(x: 100, y: 50)))
        fixture.clock.advance(by: 1)
        #expect(!circle.dance.hasAnimation)
        fixture.expectClean()
    }

    @Test(
        "animate(duration:timingParameters:) with the README's physical spring runs its settling duration"
    )
    func animateWithSpringTimingParameters() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        let timingParameters = SpringTimingParameters(
            mass: 1.0, stiffness: 0.2, damping: 0.5, initialVelocity: CGVector(dx: 0, dy: 0))
        circle.dance.animate(duration: 2.0, timingParameters: timingParameters) {
            $0.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion())
        let animator = circle.dance.animator
        #expect(animator?.duration == timingParameters.settlingDuration)
        #expect(animator?.timingParameters?.springTimingParameters == timingParameters)
        circle.dance.start()
        fixture.clock.advance(to: timingParameters.settlingDuration)
        #expect(fixture.events == [fixture.time + " completion end"])
        #expect(circle.presentation.center == CGPoint(x: 150, y: 50))
        fixture.expectClean()
    }

    @Test("animate(duration:timingParameters:) with a cubic curve ends at its duration")
    func animateWithCubicTimingParameters() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        let cubic = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        circle.dance.animate(duration: 2.0, timingParameters: cubic) {
            $0.alpha = 0
        }.addCompletion(fixture.completion()).start()
        #expect(circle.dance.animator?.timingParameters?.cubicTimingParameters == cubic)
        fixture.clock.advance(by: 1)
        #expect(abs(circle.presentation.alpha - (1 - cubic.value(at: 0.5))) <= 1e-9)
        fixture.clock.advance(by: 1)
        #expect(fixture.events == ["2.000 completion end"])
        #expect(circle.presentation.alpha == 0)
        fixture.expectClean()
    }

    @Test("animate(duration:controlPoint1:controlPoint2:) uses the README's control points")
    func animateWithControlPoints() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        let controlPoint1 = CGPoint(x: 0, y: 1)
        let controlPoint2 = CGPoint(x: 1, y: 0)
        circle.dance.animate(
            duration: 2.0, controlPoint1: controlPoint1, controlPoint2: controlPoint2
        ) {
            $0.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion()).start()
        let cubic = circle.dance.animator?.timingParameters?.cubicTimingParameters
        #expect(cubic?.controlPoint1 == controlPoint1)
        #expect(cubic?.controlPoint2 == controlPoint2)
        fixture.clock.advance(by: 2)
        #expect(fixture.events == ["2.000 completion end"])
        #expect(circle.presentation.center == CGPoint(x: 150, y: 50))
        fixture.expectClean()
    }

    @Test("animate(duration:dampingRatio:) settles in the given duration")
    func animateWithDampingRatio() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, dampingRatio: 0.5) {
            $0.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion()).start()
        #expect(circle.dance.animator?.duration == 2)
        #expect(
            circle.dance.animator?.timingParameters?.springTimingParameters?.dampingRatio == 0.5)
        fixture.clock.advance(by: 1.99)
        #expect(fixture.events.isEmpty)
        fixture.clock.advance(by: 0.01)
        #expect(fixture.events == ["2.000 completion end"])
        #expect(circle.presentation.center == CGPoint(x: 150, y: 50))
        fixture.expectClean()
    }

    // MARK: - Starting and pausing

    @Test("an animation does not start until start(); its block runs then")
    func startRunsTheAnimation() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion())
        fixture.clock.advance(by: 1)
        #expect(circle.dance.hasAnimation)
        #expect(circle.dance.state == .inactive)
        #expect(!circle.dance.isRunning)
        #expect(circle.dance.animator?.state == .inactive)
        #expect(circle.center == CGPoint(x: 50, y: 50))
        circle.dance.start()
        #expect(circle.center == CGPoint(x: 150, y: 50))
        #expect(circle.dance.isRunning)
        fixture.clock.advance(by: 1)
        #expect(isClose(circle.presentation.center, CGPoint(x: 100, y: 50)))
        fixture.clock.advance(by: 1)
        #expect(fixture.events == ["3.000 completion end"])
        fixture.expectClean()
    }

    @Test("start(after: 5.0) holds the start values for 5 s of clock time, then moves")
    func startAfterDelay() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion()).start(after: 5.0)
        #expect(circle.dance.animator?.delay == 5)
        fixture.clock.advance(by: 5)
        #expect(circle.presentation.center == CGPoint(x: 50, y: 50))
        #expect(circle.dance.progress == 0)
        fixture.clock.advance(by: 0.5)
        #expect(isClose(circle.presentation.center, CGPoint(x: 75, y: 50)))
        fixture.clock.advance(by: 2)
        #expect(fixture.events == ["7.000 completion end"])
        fixture.expectClean()
    }

    @Test("pause() freezes the animation where it is until it is started again")
    func pauseFreezes() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 1)
        circle.dance.pause()
        #expect(!circle.dance.isRunning)
        #expect(AnimationDriver.shared.isIdle)
        fixture.clock.advance(by: 10)
        #expect(circle.dance.progress == 0.5)
        #expect(isClose(circle.presentation.center, CGPoint(x: 100, y: 50)))
        circle.dance.start()
        fixture.clock.advance(by: 1)
        #expect(fixture.events == ["12.000 completion end"])
        fixture.expectClean()
    }

    @Test(
        "pause(after:) lands at exactly that animation-clock time, even between frames",
        arguments: [0.5, 0.505, 1.0 / 3, 0.001])
    func pauseAfterDelay(delay: TimeInterval) {
        let fixture = DanceFixture()
        let circle = makeCircle()
        fixture.clock.advance(by: 0.01)
        circle.dance.animate(duration: 10, curve: .linear) {
            $0.alpha = 0
        }.addCompletion(fixture.completion()).start()
        circle.dance.pause(after: delay)
        #expect(circle.dance.isRunning)
        fixture.clock.advance(by: 2)
        #expect(!circle.dance.isRunning)
        let expected = ((0.01 + delay) - 0.01) / 10
        #expect(circle.dance.progress == expected)
        #expect(isClose(circle.presentation.alpha, 1 - expected))
        #expect(AnimationDriver.shared.isIdle)
        circle.dance.finish(at: .current)
        #expect(fixture.events == ["2.010 completion current"])
        #expect(circle.alpha == 1 - expected)
        fixture.expectClean()
    }

    @Test("pause(after:) later than the end lets the animation complete as usual")
    func pauseAfterTheEnd() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2, curve: .linear) {
            $0.alpha = 0
        }.addCompletion(fixture.completion()).start().pause(after: 5)
        fixture.clock.advance(by: 6)
        #expect(fixture.events == ["2.000 completion end"])
        fixture.expectClean()
    }

    @Test(
        "pause(after:) due after the end lets the animation complete in the frame reaching it",
        arguments: [(0.5, 0.51, "0.500")])
    func pauseAfterPastTheEnd(duration: TimeInterval, delay: TimeInterval, end: String) {
        pauseAfterAtTheEnd(duration: duration, delay: delay, end: end)
    }

    /// A pause due at the end, or between the end and the next frame, comes too late: the end
    /// wins and the animation completes.
    @Test(
        "pause(after:) due at the end, or between the end and the next frame, lets it complete",
        arguments: [(1.0, 1.0, "1.000"), (1.005, 1.01, "1.017")])
    func pauseAfterAtTheEnd(duration: TimeInterval, delay: TimeInterval, end: String) {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: duration, curve: .linear) {
            $0.alpha = 0
        }.addCompletion(fixture.completion()).start().pause(after: delay)
        fixture.clock.advance(by: 2)
        #expect(fixture.events == ["\(end) completion end"])
        #expect(!circle.dance.hasAnimation)
        if circle.dance.hasAnimation { circle.dance.finish(at: .end) }
        fixture.expectClean()
    }

    // MARK: - Reversing and scrubbing

    @Test("reverse() turns a running animation around where it is; completion sees .start")
    func reverseRunning() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 1.5)
        circle.dance.reverse()
        #expect(circle.dance.isReversed)
        fixture.clock.advance(by: 0.5)
        #expect(circle.dance.progress == 0.5)
        #expect(circle.presentation.center == CGPoint(x: 100, y: 50))
        fixture.clock.advance(by: 1)
        #expect(fixture.events == ["3.000 completion start"])
        #expect(circle.center == CGPoint(x: 50, y: 50))
        fixture.expectClean()
    }

    @Test("isReversed = true reverses like reverse(); setting it again to true changes nothing")
    func isReversedSetter() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.alpha = 0
        }.addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 1)
        circle.dance.isReversed = true
        circle.dance.isReversed = true
        #expect(circle.dance.isReversed)
        fixture.clock.advance(by: 0.5)
        circle.dance.isReversed = false
        #expect(!circle.dance.isReversed)
        #expect(circle.dance.progress == 0.25)
        fixture.clock.advance(by: 1.5)
        #expect(fixture.events == ["3.000 completion end"])
        fixture.expectClean()
    }

    @Test(
        "setProgress(to:) and progress = scrub a paused animation linearly",
        arguments: [false, true])
    func setProgressScrubs(useProperty: Bool) {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .easeIn) {
            $0.center = CGPoint(x: 150, y: 50)
        }.addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 1)
        circle.dance.pause()
        if useProperty {
            circle.dance.progress = 0.5
        } else {
            circle.dance.setProgress(to: 0.5)
        }
        #expect(circle.dance.progress == 0.5)
        #expect(isClose(circle.presentation.center, CGPoint(x: 100, y: 50)))
        circle.dance.finish(at: .end)
        #expect(fixture.events == ["1.000 completion end"])
        fixture.expectClean()
    }

    @Test("setProgress(to:) on a running animation pauses it first")
    func setProgressPausesRunning() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.alpha = 0
        }.addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 0.5)
        circle.dance.setProgress(to: 0.75)
        #expect(!circle.dance.isRunning)
        #expect(circle.presentation.alpha == 0.25)
        fixture.clock.advance(by: 1)
        #expect(circle.dance.progress == 0.75)
        circle.dance.start()
        fixture.clock.advance(by: 0.5)
        #expect(fixture.events == ["2.000 completion end"])
        fixture.expectClean()
    }

    @Test("setProgress(to:) on an animation not yet started activates it paused")
    func setProgressActivatesUnstarted() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.alpha = 0
        }.addCompletion(fixture.completion())
        circle.dance.progress = 0.5
        #expect(circle.dance.animator?.state == .active)
        #expect(!circle.dance.isRunning)
        #expect(circle.alpha == 0)
        #expect(isClose(circle.presentation.alpha, 0.5))
        circle.dance.start()
        fixture.clock.advance(by: 1)
        #expect(fixture.events == ["1.000 completion end"])
        fixture.expectClean()
    }

    // MARK: - Finishing and completions

    @Test(
        "finish(at:) ends at once at the position, started or not, and the completion sees it",
        arguments: [AnimatingPosition.start, .end, .current], [false, true])
    func finishAt(position: AnimatingPosition, started: Bool) {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 2.0, curve: .linear) {
            $0.alpha = 0
        }.addCompletion { position in
            fixture.record(
                "completion \(position) alpha \(fixed(circle.alpha)) shown \(fixed(circle.presentation.alpha))"
            )
        }
        if started { circle.dance.start() }
        fixture.clock.advance(by: 0.5)
        circle.dance.finish(at: position)
        let alpha: Double =
            switch position {
            case .start: 1
            case .end: 0
            case .current: started ? 0.75 : 1
            }
        #expect(
            fixture.events == [
                "0.500 completion \(position) alpha \(fixed(alpha)) shown \(fixed(alpha))"
            ])
        #expect(isClose(circle.alpha, alpha))
        #expect(circle.presentation.alpha == circle.alpha)
        #expect(!circle.dance.hasAnimation)
        fixture.clock.advance(by: 5)
        #expect(fixture.events.count == 1)
        fixture.expectClean()
    }

    @Test("completions run once each, in the order added, as the README's switch shows")
    func completionsInOrder() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        circle.dance.animate(duration: 1.0, curve: .linear) { $0.alpha = 0.5 }
        for name in ["first", "second"] {
            circle.dance.addCompletion(fixture.completion(name))
        }
        circle.dance.addCompletion { position in
            switch position {
            case .start: fixture.record("Finished the animation at the start position.")
            case .current: fixture.record("Finished the animation at the current position.")
            case .end: fixture.record("Finished the animation at the end position.")
            }
        }
        circle.dance.start()
        fixture.clock.advance(by: 0.5)
        circle.dance.addCompletion(fixture.completion("late"))
        fixture.clock.advance(by: 2)
        #expect(
            fixture.events == [
                "1.000 first end", "1.000 second end",
                "1.000 Finished the animation at the end position.", "1.000 late end",
            ])
        fixture.expectClean()
    }

    // MARK: - Properties

    @Test("hasAnimation, state, isRunning, tag and animator follow the animation's life")
    func properties() {
        let fixture = DanceFixture()
        let circle = makeCircle()
        let handleTag = circle.dance.tag
        #expect(!circle.dance.hasAnimation)
        #expect(circle.dance.state == .inactive)
        #expect(circle.dance.animator == nil)
        circle.dance.animate(duration: 1.0, curve: .linear) { $0.alpha = 0 }
        let tag = circle.dance.tag
        #expect(tag > handleTag)
        #expect(circle.dance.hasAnimation)
        #expect(circle.dance.state == .inactive)
        #expect(circle.dance.animator === DanceFactory.instance.animator(for: tag))
        #expect(circle.dance.animator?.state == .inactive)
        #expect(!circle.dance.isRunning)
        circle.dance.start()
        #expect(circle.dance.state == .active)
        #expect(circle.dance.isRunning)
        #expect(circle.dance.animator?.state == .active)
        circle.dance.pause()
        #expect(!circle.dance.isRunning)
        #expect(circle.dance.state == .active)
        circle.dance.start()
        fixture.clock.advance(by: 1)
        #expect(!circle.dance.hasAnimation)
        #expect(circle.dance.state == .inactive)
        #expect(circle.dance.animator == nil)
        #expect(circle.dance.tag == tag)
        fixture.expectClean()
    }
}
