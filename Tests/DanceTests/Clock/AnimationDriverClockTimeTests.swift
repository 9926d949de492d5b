import Foundation
import Testing

@testable import Dance

/// A clock that delivers each frame before it moves its `now` to the frame's time (or leads
/// it), as a clock stamped after presenting, or one reporting a predicted present time, may.
@MainActor
private final class LaggingClock: FrameClock {
    var now: TimeInterval = 0
    var frameHandler: ((TimeInterval) -> Void)?
    var wantsFrames = false

    /// Delivers a frame at `time`, then sets ``now`` to it.
    func frameThenTick(_ time: TimeInterval) {
        frameHandler?(time)
        now = time
    }

    /// Sets ``now`` to `time`, then delivers a frame at it (`ManualClock`'s order).
    func tickThenFrame(_ time: TimeInterval) {
        now = time
        frameHandler?(time)
    }

    /// Delivers a frame at `time`, moving ``now`` after it when `lagging`, else before.
    func frame(at time: TimeInterval, lagging: Bool) {
        if lagging { frameThenTick(time) } else { tickThenFrame(time) }
    }
}

/// Clock times are checked where they enter the driver: a bad time is reported and never
/// leaves an animation that cannot move or end.
@MainActor @Suite(.serialized) struct AnimationDriverClockTimeTests {
    nonisolated static let badTimes: [Double] = [.nan, .infinity, -.infinity]

    /// Runs `body` with `clock` installed, then restores a manual clock and checks idleness.
    private func withClock(
        _ clock: some FrameClock, _ body: () -> Void
    ) -> [DanceError] {
        let errors = captureErrors {
            AnimationDriver.shared.clock = clock
            body()
        }
        #expect(AnimationDriver.shared.isIdle, "an animation was stranded")
        AnimationDriver.shared.clock = ManualClock()
        return errors
    }

    @Test(
        "a non-finite now at start is reported; the animation starts at 0 and still ends",
        arguments: badTimes)
    func nonFiniteNowAtStart(time: Double) {
        let clock = ScriptedClock(now: time)
        var completions: [AnimatingPosition] = []
        let node = Node()
        let errors = withClock(clock) {
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion { completions.append($0) }
            animator.startAnimation()
            clock.frame(at: 0.5)
            #expect(abs(node.presentation.alpha - 0.5) <= 1e-12)
            clock.frame(at: 1)
        }
        #expect(completions == [.end])
        #expect(!errors.isEmpty)
        #expect(
            errors.allSatisfy {
                TimingReference.same(
                    [$0],
                    [
                        .invalidArgument(
                            tag: nil, operation: .readClock, argument: .time, value: time)
                    ])
            }, "\(errors)")
    }

    @Test("a non-finite now after frames falls back to the last frame's time")
    func nonFiniteNowAfterFrames() {
        let clock = ScriptedClock(now: 0)
        let node = Node()
        var completions = 0
        let errors = withClock(clock) {
            let first = PropertyAnimator(duration: 10, curve: .linear) { node.alpha = 0.5 }
            first.startAnimation()
            clock.frame(at: 2)
            clock.now = .nan
            let second = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 100 }
            second.addCompletion { _ in completions += 1 }
            second.startAnimation()
            clock.frame(at: 2.5)
            #expect(abs(node.presentation.center.x - 50) <= 1e-9)
            clock.frame(at: 3)
            first.stopAnimation(true)
        }
        #expect(completions == 1)
        #expect(
            TimingReference.same(
                errors,
                [.invalidArgument(tag: nil, operation: .readClock, argument: .time, value: .nan)]),
            "\(errors)")
    }

    @Test("a frame at a non-finite time is reported and skipped", arguments: badTimes)
    func nonFiniteFrame(time: Double) {
        let clock = ScriptedClock(now: 0)
        let node = Node()
        let errors = withClock(clock) {
            PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }.startAnimation()
            clock.frame(at: 0.25)
            clock.frame(at: time)
            #expect(abs(node.presentation.alpha - 0.75) <= 1e-12)
            clock.frame(at: 1)
        }
        #expect(
            TimingReference.same(
                errors,
                [.invalidArgument(tag: nil, operation: .frame, argument: .time, value: time)]),
            "\(errors)")
        #expect(node.presentation.alpha == 0)
    }

    @Test("a frame earlier than the previous one is reported and skipped; time never runs back")
    func backwardsFrame() {
        let clock = ScriptedClock(now: 0)
        let node = Node()
        let errors = withClock(clock) {
            PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }.startAnimation()
            clock.frame(at: 0.5)
            clock.frame(at: 0.25)
            #expect(abs(node.presentation.alpha - 0.5) <= 1e-12)
            clock.frame(at: 0.5)  // the same time again is allowed
            clock.frame(at: 1)
        }
        #expect(
            errors == [.invalidArgument(tag: nil, operation: .frame, argument: .time, value: 0.25)])
    }

    @Test("swapping from a clock whose now is NaN keeps the running animation's progress finite")
    func swapFromNaNClock() {
        let clock = ScriptedClock(now: 0)
        let node = Node()
        var completions = 0
        let errors = captureErrors {
            AnimationDriver.shared.clock = clock
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion { _ in completions += 1 }
            animator.startAnimation()
            clock.frame(at: 0.5)
            clock.now = .nan
            let manual = ManualClock()
            AnimationDriver.shared.clock = manual
            manual.advance(by: 2)
        }
        #expect(completions == 1)
        #expect(AnimationDriver.shared.isIdle)
        #expect(
            TimingReference.same(
                errors,
                [.invalidArgument(tag: nil, operation: .readClock, argument: .time, value: .nan)]),
            "\(errors)")
        AnimationDriver.shared.clock = ManualClock()
    }

    @Test("the clock-time messages state the rule word for word")
    func messages() {
        let frame = DanceError.invalidArgument(
            tag: nil, operation: .frame, argument: .time, value: 0.25)
        let read = DanceError.invalidArgument(
            tag: nil, operation: .readClock, argument: .time, value: .nan)
        #expect(
            frame.description
                == "** Dance Error: invalid time 0.25 in FrameClock frame; use a finite number "
                + "≥ the previous frame's time. Nothing was changed. **")
        #expect(
            read.description
                == "** Dance Error: invalid time nan in FrameClock.now; use a finite number. "
                + "A safe value was used instead. **")
    }

    @Test(
        "a pace change after the clock passed a pause at a fraction, before the frame, pauses there",
        arguments: [false, true])
    func paceChangePastPauseTime(reversed: Bool) {
        let clock = ScriptedClock(now: 0)
        let node = Node()
        var shown: [Double] = []
        let errors = withClock(clock) {
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            if reversed {
                // Run from the end back towards the start; pause at 0.5 on the way.
                animator.pauseAnimation()
                animator.fractionComplete = 1
                animator.isReversed = true
                animator.startAnimation()
            }
            animator.pauseAnimation(atFraction: 0.5)
            clock.frame(at: 0.4)
            shown.append(Double(node.presentation.alpha))
            // The pause is due at 0.5 s; the clock passes it before the next frame, and the
            // speed changes then (a key press handled between frames).
            clock.now = 0.6
            animator.speed = 2
            clock.frame(at: 0.62)
            shown.append(Double(node.presentation.alpha))
            #expect(!animator.isRunning)
            #expect(animator.fractionComplete == 0.5)
            animator.stopAnimation(true)
        }
        #expect(errors.isEmpty)
        // Forwards alpha falls 1 → 0, reversed it rises; paused exactly at 0.5, no overshoot.
        #expect(isClose(shown[0], reversed ? 0.4 : 0.6))
        #expect(shown[1] == 0.5)
    }

    @Test("an animation reaching its end in a frame completes in it, whatever the clock's now")
    func endInTheFrameWithALaggingClock() {
        let clock = LaggingClock()
        let node = Node()
        var ends: [AnimatingPosition] = []
        let errors = withClock(clock) {
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            for frame in 1...60 {
                clock.frameThenTick(Double(frame) / 60)
            }
            // The frame at 1 s reached the end while the clock's now was still 59/60 s.
            #expect(ends == [.end])
            #expect(animator.state == .inactive)
        }
        #expect(errors.isEmpty)
    }

    /// The values of a Dance spring that took over a running animation's velocity, at frames
    /// 21…40 of 1/60 s, with the clock's now set before or after each frame.
    private func handoffValues(lagging: Bool) -> [Double] {
        let clock = LaggingClock()
        var values: [Double] = []
        let node = Node()
        let errors = withClock(clock) {
            @MainActor func frame(_ index: Int) {
                clock.frame(at: Double(index) / 60, lagging: lagging)
            }
            node.dance.animate(duration: 1, curve: .easeIn) { $0.cornerRadius = 100 }.start()
            for index in 1...20 { frame(index) }
            node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.cornerRadius = 0 }.start()
            for index in 21...40 {
                frame(index)
                values.append(Double(node.$cornerRadius.presentation))
            }
            node.dance.finish(at: .end)
        }
        #expect(errors.isEmpty)
        return values
    }

    @Test("a frame computes a spring's hand-off at its own time, not at the clock's now")
    func handoffAtTheFrameTime() {
        let values = handoffValues(lagging: true)
        #expect(values == handoffValues(lagging: false))
        #expect(values.count == 20)
    }

    @Test(
        "a completion's hand-off to a spring it starts at once takes the velocity, whatever now",
        arguments: [false, true])
    func handoffFromACompletion(lagging: Bool) {
        let clock = LaggingClock()
        let (moving, timer) = (Node(), Node())
        var velocity = -1.0
        let errors = withClock(clock) {
            moving.dance.animate(duration: 2, curve: .linear) { $0.cornerRadius = 200 }.start()
            timer.dance.animate(duration: 0.5, curve: .linear) { $0.alpha = 0 }
                .addCompletion { _ in
                    let here = moving.$cornerRadius.presentation
                    moving.dance.animate(duration: 1, dampingRatio: 0.5) { $0.cornerRadius = here }
                        .start()
                    velocity = moving.$cornerRadius.velocity
                }
                .start()
            for index in 1...30 {
                clock.frame(at: Double(index) / 60, lagging: lagging)
            }
            moving.dance.finish(at: .end)
        }
        #expect(errors.isEmpty)
        // 200 over 2 s, handed to the spring the completion started in the frame at 0.5 s.
        #expect(abs(velocity - 100) <= 1e-9 * 100)
    }

    @Test("a NaN now read while a frame renders a hand-off is not reported from inside the pass")
    func noErrorInsideThePass() {
        let clock = LaggingClock()
        let node = Node()
        var reportedWhileAdvancing = 0
        _ = withClock(clock) {
            node.dance.animate(duration: 1, curve: .easeIn) { $0.cornerRadius = 100 }.start()
            clock.tickThenFrame(0.25)
            node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.cornerRadius = 0 }.start()
            let saved = Diagnostics.errorHandler
            Diagnostics.errorHandler = { error in
                if AnimationDriver.shared.isAdvancing { reportedWhileAdvancing += 1 }
                saved(error)
            }
            for index in 1...10 {
                clock.now = .nan
                clock.frameHandler?(0.25 + Double(index) / 60)
            }
            Diagnostics.errorHandler = saved
            clock.now = 1
            node.dance.finish(at: .end)
        }
        #expect(reportedWhileAdvancing == 0)
    }

    /// What is called between frames, after the clock passed a pause at a fraction.
    enum CallPastPause: String, CaseIterable, CustomTestStringConvertible {
        case readFraction, pause, stopAndFinish, reverse, continueAsIs, start, addAnimations
        var testDescription: String { rawValue }
    }

    @Test(
        "any call after the clock passed a pause at a fraction, before the frame, finds it paused",
        arguments: CallPastPause.allCases)
    func callPastPauseTime(call: CallPastPause) {
        let clock = ScriptedClock(now: 0)
        let node = Node()
        var completions: [AnimatingPosition] = []
        let errors = withClock(clock) {
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion { completions.append($0) }
            animator.startAnimation()
            animator.pauseAnimation(atFraction: 0.5)
            clock.frame(at: 0.4)
            // Due at 0.5 s; the clock passes it before the next frame.
            clock.now = 0.6
            switch call {
            case .readFraction:
                // Where the pause holds it, still and not running; reading changes nothing
                // (the frame pauses it).
                #expect(animator.fractionComplete == 0.5)
                #expect(node.$alpha.velocity == 0)
                #expect(!animator.isRunning)
                #expect(animator.state == .active)
            case .pause:
                animator.pauseAnimation()
            case .stopAndFinish:
                animator.stopAnimation(false)
                animator.finishAnimation(at: .current)
                #expect(node.alpha == 0.5)
            case .reverse:
                animator.isReversed = true
            case .continueAsIs:
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            case .start:
                animator.startAnimation()
            case .addAnimations:
                // Recorded over the rest of the pass from where the pause holds the playhead.
                animator.addAnimations { node.cornerRadius = 10 }
                #expect(!animator.isRunning)
                #expect(node.presentation.cornerRadius == 0)
            }
            clock.frame(at: 0.62)
            switch call {
            case .readFraction, .pause, .reverse, .addAnimations:
                // Paused where it was asked to pause; reversing a paused animator moves nothing.
                #expect(!animator.isRunning && animator.state == .active)
                #expect(animator.fractionComplete == 0.5)
                #expect(node.presentation.alpha == 0.5)
                animator.stopAnimation(true)
            case .stopAndFinish:
                #expect(completions == [.current])
            case .continueAsIs, .start:
                // Paused at 0.5 first, then running on from there at 0.6 s.
                #expect(animator.isRunning)
                #expect(isClose(animator.fractionComplete, 0.52))
                #expect(isClose(Double(node.presentation.alpha), 0.48))
                animator.stopAnimation(true)
            }
        }
        #expect(errors.isEmpty)
        #expect(completions == (call == .stopAndFinish ? [.current] : []))
    }

    /// What is done between frames, after the clock passed a Dance `pause(after:)` or a pause
    /// at a fraction.
    enum DanceCallPastPause: String, CaseIterable, CustomTestStringConvertible {
        case speedAfterDelayPause, durationScaleAfterDelayPause, newDelayPause, finish
        /// Reads as paused, so a new `pause(after:)` leaves it alone (nothing to reject).
        case newDelayPauseNotInterruptible
        var testDescription: String { rawValue }
    }

    @Test(
        "Dance calls after the clock passed a scheduled pause, before the frame, find it paused",
        arguments: DanceCallPastPause.allCases)
    func danceCallPastPauseTime(call: DanceCallPastPause) {
        let clock = ScriptedClock(now: 0)
        let node = Node()
        var completions: [AnimatingPosition] = []
        let errors = withClock(clock) {
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
                .addCompletion { completions.append($0) }
            guard let animator = node.dance.animator else {
                Issue.record("no animation")
                return
            }
            if call == .finish || call == .newDelayPauseNotInterruptible {
                // Not interruptible: running, only its scheduled pause stops it.
                animator.isInterruptible = false
                animator.pauseAnimation()
                animator.pauseAnimation(atFraction: 0.5)
            } else {
                node.dance.start().pause(after: 0.5)
            }
            clock.frame(at: 0.4)
            clock.now = 0.6
            switch call {
            case .speedAfterDelayPause:
                node.dance.animator?.speed = 2
            case .durationScaleAfterDelayPause:
                AnimationDriver.shared.durationScale = 2
            case .newDelayPause, .newDelayPauseNotInterruptible:
                node.dance.pause(after: 0.3)
            case .finish:
                node.dance.finish(at: .current)
            }
            clock.frame(at: 0.62)
            AnimationDriver.shared.durationScale = 1
            if call == .finish {
                #expect(completions == [.current])
                #expect(node.alpha == 0.5)
            } else {
                #expect(node.dance.animator?.isRunning == false)
                #expect(node.dance.animator?.fractionComplete == 0.5)
                #expect(node.presentation.alpha == 0.5)
                node.dance.finish(at: .end)
            }
        }
        #expect(errors.isEmpty)
        #expect(completions == [call == .finish ? .current : .end])
    }
}
