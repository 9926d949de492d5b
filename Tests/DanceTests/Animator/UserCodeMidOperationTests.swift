import Foundation
import Testing

@testable import Dance

/// A timing provider of the user's own type whose getter runs a hook once.
private struct HookedTiming: TimingCurveProvider {
    @MainActor static var hook: (() -> Void)?
    static let curve = CubicTimingParameters(
        controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.7, y: 1))

    var timingCurveType: TimingCurveType { .cubic }
    var cubicTimingParameters: CubicTimingParameters? {
        MainActor.assumeIsolated {
            if let hook = Self.hook {
                Self.hook = nil
                hook()
            }
        }
        return Self.curve
    }
    var springTimingParameters: SpringTimingParameters? { nil }
}

/// User code that runs in the middle of an operation — the error handler, reporting a bad clock
/// time, or a timing provider's getters — and ends the animator: it has the last word, and the
/// operation leaves no trace (no animator left scheduled, no timing kept for a later run).
@MainActor @Suite(.serialized) struct UserCodeMidOperationTests {
    /// Runs `body` on a poisonable clock with the error handler calling `handler` once, then
    /// puts both back.
    private func withPoisonableClock(
        handler: @escaping @MainActor () -> Void, _ body: (PoisonableClock) -> Void
    ) {
        let saved = Diagnostics.errorHandler
        let clock = PoisonableClock()
        AnimationDriver.shared.clock = clock
        var reported: [DanceError] = []
        Diagnostics.errorHandler = { error in
            reported.append(error)
            if reported.count == 1 { handler() }
        }
        body(clock)
        Diagnostics.errorHandler = saved
        #expect(reported.count >= 1, "the bad clock time was reported")
        if case .invalidArgument(_, .readClock, .time, _) = reported.first {
        } else {
            Issue.record("not the clock's report: \(reported)")
        }
        AnimationDriver.shared.clock = ManualClock()
        expectEngineClean()
    }

    @Test("the error handler stops the animator while startAnimation() reads a bad clock time")
    func handlerStopsDuringStart() {
        let node = makeNode()
        var completions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        animator.addCompletion { completions.append($0) }
        let stop: @MainActor @Sendable () -> Void = { animator.stopAnimation(true) }
        withPoisonableClock(handler: stop) { clock in
            clock.isPoisoned = true
            animator.startAnimation()
            clock.isPoisoned = false
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(AnimationDriver.shared.isIdle)
            #expect(completions == [])
            // Stopped where its first render left it: the start value.
            #expect(node.alpha == 1 && node.$alpha.presentation == 1)
            // A fresh run later starts from its beginning (the completions went with the stop).
            clock.time = 0.5
            animator.addAnimations { node.alpha = 0.5 }
            animator.startAnimation()
            #expect(animator.fractionComplete == 0)
            #expect(node.$alpha.presentation == 1)
            clock.frame(at: 0.75)
            #expect(animator.fractionComplete == 0.25)
            #expect(node.$alpha.presentation == 0.875)
            clock.frame(at: 1.5)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0.5)
            #expect(completions == [])
        }
    }

    @Test("the error handler stops the animator while pauseAnimation(atFraction:) reads the clock")
    func handlerStopsDuringPauseAtFraction() {
        let node = makeNode()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        let stop: @MainActor @Sendable () -> Void = { animator.stopAnimation(true) }
        withPoisonableClock(handler: stop) { clock in
            animator.startAnimation()
            clock.frame(at: 0.25)
            clock.isPoisoned = true
            animator.pauseAnimation(atFraction: 0.75)
            clock.isPoisoned = false
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(AnimationDriver.shared.isIdle)
            // Stopped where it was: the model value is what it showed.
            #expect(node.alpha == 0.75 && node.$alpha.presentation == 0.75)
        }
    }

    @Test("a timing provider's getter stops the animator during continueAnimation")
    func providerStopsDuringContinue() {
        withEngine { clock in
            let node = makeNode()
            var completions: [AnimatingPosition] = []
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion { completions.append($0) }
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            HookedTiming.hook = { animator.stopAnimation(true) }
            // The getter runs first: the animator it leaves is inactive, which the call reports.
            let errors = captureErrors {
                animator.continueAnimation(withTimingParameters: HookedTiming(), durationFactor: 0)
            }
            #expect(HookedTiming.hook == nil, "the getter ran")
            #expect(
                errors == [
                    .wrongState(tag: nil, operation: .continueAnimation, reason: .inactive)
                ])
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(AnimationDriver.shared.isIdle)
            #expect(node.alpha == 0.5 && node.$alpha.presentation == 0.5)
            #expect(completions == [])
            // A later run uses the animator's own timing again, from its beginning.
            #expect(
                animator.timingParameters?.cubicTimingParameters
                    == CubicTimingParameters(animationCurve: .linear))
            clock.advance(to: 0.75)
            animator.addAnimations { node.alpha = 1 }
            animator.startAnimation()
            #expect(animator.fractionComplete == 0)
            clock.advance(to: 1)
            #expect(abs(node.$alpha.presentation - (0.5 + 0.5 * (0.25 / 1))) < 1e-9)
            clock.advance(to: 2)
            #expect(animator.state == .inactive && node.$alpha.presentation == 1)
            #expect(completions == [])
        }
    }

    @Test("a timing provider of the user's own type is read once and is what the animator reports")
    func providerReadOnce() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            var reads = 0
            HookedTiming.hook = { reads += 1 }
            animator.continueAnimation(withTimingParameters: HookedTiming(), durationFactor: 2)
            #expect(reads == 1)
            #expect(animator.timingParameters is HookedTiming)
            // The new curve over the remaining half, in 2 s.
            clock.advance(to: 1.5)
            let expected = 0.5 - 0.5 * HookedTiming.curve.value(at: 0.5)
            #expect(abs(node.$alpha.presentation - expected) < 1e-9)
            clock.advance(to: 3)
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("a completion run by a frame inside an animation block is outside the block")
    func completionOfNestedFrame() {
        withEngine { clock in
            let first = makeNode()
            let second = makeNode()
            let short = PropertyAnimator(duration: 0.5, curve: .linear) { second.alpha = 0 }
            short.addCompletion { _ in second.cornerRadius = 9 }
            short.startAnimation()
            let long = PropertyAnimator(duration: 2, curve: .linear) {
                first.alpha = 0
                // The frames up to 1 s end `short`, whose completion sets a property.
                clock.advance(to: 1)
            }
            long.startAnimation()
            #expect(short.state == .inactive)
            #expect(second.cornerRadius == 9 && second.$cornerRadius.presentation == 9)
            #expect(!second.$cornerRadius.isAnimating)
            #expect(long.trackCount == 1)
            clock.advance(to: 3)
            #expect(long.state == .inactive && first.$alpha.presentation == 0)
            #expect(second.$cornerRadius.presentation == 9)
        }
    }

    /// An operation on a running animator that reads the clock.
    enum ClockReading: String, CaseIterable, CustomTestStringConvertible {
        case stop, stopWithoutFinishing, pause, reverse
        var testDescription: String { rawValue }
    }

    @Test(
        "the error handler ends the animator while an operation reads a bad clock time",
        arguments: ClockReading.allCases)
    func handlerEndsDuring(operation: ClockReading) {
        let node = makeNode()
        var completions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        animator.addCompletion { completions.append($0) }
        let finish: @MainActor @Sendable () -> Void = {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
        withPoisonableClock(handler: finish) { clock in
            animator.startAnimation()
            clock.frame(at: 0.25)
            clock.isPoisoned = true
            switch operation {
            case .stop: animator.stopAnimation(true)
            case .stopWithoutFinishing: animator.stopAnimation(false)
            case .pause: animator.pauseAnimation()
            case .reverse: animator.isReversed = true
            }
            clock.isPoisoned = false
            // The handler's finish stands: ended once, at the end, nothing left scheduled.
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(!animator.isReversed)
            #expect(completions == [.end])
            #expect(AnimationDriver.shared.isIdle)
            #expect(node.alpha == 0 && node.$alpha.presentation == 0)
        }
    }

    @Test("the error handler ends the animator while a scheduled pause reads a bad clock time")
    func handlerEndsDuringScheduledPause() {
        let node = makeNode()
        var completions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        animator.addCompletion { completions.append($0) }
        let finish: @MainActor @Sendable () -> Void = {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
        withPoisonableClock(handler: finish) { clock in
            animator.startAnimation()
            animator.schedulePause(afterDelay: 0.25)
            // The pause falls due with no frame since: the next call applies it, reading the
            // clock, whose bad time the handler answers by finishing the animator.
            clock.time = 0.5
            clock.isPoisoned = true
            animator.pauseAnimation()
            clock.isPoisoned = false
            // Finished once, at the end, by the handler; the pause then found an inactive
            // animator, which it makes active and paused with nothing to animate (as
            // `pauseAnimation()` on an inactive animator does).
            #expect(completions == [.end])
            #expect(node.alpha == 0 && node.$alpha.presentation == 0)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 0)
            animator.stopAnimation(true)
            #expect(AnimationDriver.shared.isIdle && completions == [.end])
        }
    }

    @Test("the error handler ends the animator while a pause is scheduled: none is left behind")
    func handlerEndsWhileSchedulingPause() {
        let node = makeNode()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        let stop: @MainActor @Sendable () -> Void = { animator.stopAnimation(true) }
        withPoisonableClock(handler: stop) { clock in
            animator.startAnimation()
            clock.frame(at: 0.25)
            clock.isPoisoned = true
            animator.schedulePause(afterDelay: 0.25)
            clock.isPoisoned = false
            #expect(animator.state == .inactive && animator.scheduledPauseTime == nil)
            // A new run is not paused by it.
            animator.addAnimations { node.alpha = 1 }
            animator.startAnimation()
            clock.frame(at: 0.75)
            #expect(animator.isRunning && animator.fractionComplete == 0.5)
            clock.frame(at: 2)
            #expect(animator.state == .inactive && node.$alpha.presentation == 1)
        }
    }
}
