import Foundation
import Testing

@testable import Dance

/// Where a misuse case puts its animator before the wrong call.
private enum Setup: Sendable {
    case inactive
    case running
    case paused
    case stopped
    case runningNotInterruptible
}

/// One wrong-state call or bad argument, the error it reports and its pinned message.
private enum Misuse: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case startWithNegativeDelay
    case startWithNaNDelay
    case startWithInfiniteDelay
    case startWithNegativeInfiniteDelay
    case startWithTooLongDelay
    case startWhenStopped
    case startAfterDelayWhenStopped
    case pauseWhenStopped
    case stopWhenInactive
    case stopWithoutFinishingWhenInactive
    case stopWhenStopped
    case pauseRunningNotInterruptible
    case stopRunningNotInterruptible
    case stopWithoutFinishingRunningNotInterruptible
    case reverseRunningNotInterruptible
    case continueRunningNotInterruptible
    case pauseAtFractionRunningNotInterruptible
    case setInterruptibleWhileRunning
    case setInterruptibleWhilePaused
    case setInterruptibleWhenStopped
    case finishWhenInactive
    case finishWhenRunning
    case finishWhenPaused
    case addAnimationsWhenStopped
    case addDelayedAnimationsWhenStopped
    case delayFactorAboveOne
    case delayFactorBelowZero
    case delayFactorNaN
    case fractionAboveOne
    case fractionBelowZero
    case fractionNaN
    case fractionOutOfRangeWhenInactive
    case fractionWhileRunning
    case fractionWhenStopped
    case durationFactorNegative
    case durationFactorNaN
    case durationFactorInfinite
    case continueWhenInactive
    case continueWhenStopped
    case reverseWhenStopped

    var testDescription: String { rawValue }

    var setup: Setup {
        switch self {
        case .startWithNegativeDelay, .startWithNaNDelay, .startWithInfiniteDelay,
            .startWithNegativeInfiniteDelay, .startWithTooLongDelay, .stopWhenInactive,
            .stopWithoutFinishingWhenInactive,
            .finishWhenInactive, .fractionOutOfRangeWhenInactive, .continueWhenInactive,
            .delayFactorNaN:
            .inactive
        case .setInterruptibleWhileRunning, .finishWhenRunning, .fractionWhileRunning,
            .delayFactorAboveOne:
            .running
        case .setInterruptibleWhilePaused, .finishWhenPaused, .fractionAboveOne,
            .fractionBelowZero, .fractionNaN, .durationFactorNegative, .durationFactorNaN,
            .durationFactorInfinite, .delayFactorBelowZero:
            .paused
        case .startWhenStopped, .startAfterDelayWhenStopped, .pauseWhenStopped, .stopWhenStopped,
            .setInterruptibleWhenStopped, .addAnimationsWhenStopped,
            .addDelayedAnimationsWhenStopped, .fractionWhenStopped, .continueWhenStopped,
            .reverseWhenStopped:
            .stopped
        case .pauseRunningNotInterruptible, .stopRunningNotInterruptible,
            .stopWithoutFinishingRunningNotInterruptible, .reverseRunningNotInterruptible,
            .continueRunningNotInterruptible, .pauseAtFractionRunningNotInterruptible:
            .runningNotInterruptible
        }
    }

    @MainActor
    func perform(on animator: PropertyAnimator, node: Node) {
        switch self {
        case .startWithNegativeDelay: animator.startAnimation(afterDelay: -1)
        case .startWithNaNDelay: animator.startAnimation(afterDelay: .nan)
        case .startWithInfiniteDelay: animator.startAnimation(afterDelay: .infinity)
        case .startWithNegativeInfiniteDelay: animator.startAnimation(afterDelay: -.infinity)
        case .startWithTooLongDelay: animator.startAnimation(afterDelay: 2e9)
        case .startWhenStopped: animator.startAnimation()
        case .startAfterDelayWhenStopped: animator.startAnimation(afterDelay: 1)
        case .pauseWhenStopped, .pauseRunningNotInterruptible: animator.pauseAnimation()
        case .stopWhenInactive, .stopWhenStopped, .stopRunningNotInterruptible:
            animator.stopAnimation(false)
        case .stopWithoutFinishingWhenInactive, .stopWithoutFinishingRunningNotInterruptible:
            animator.stopAnimation(true)
        case .setInterruptibleWhileRunning, .setInterruptibleWhilePaused,
            .setInterruptibleWhenStopped:
            animator.isInterruptible = false
        case .finishWhenInactive, .finishWhenRunning, .finishWhenPaused:
            animator.finishAnimation(at: .end)
        case .addAnimationsWhenStopped: animator.addAnimations { node.cornerRadius = 9 }
        case .addDelayedAnimationsWhenStopped:
            animator.addAnimations({ node.cornerRadius = 9 }, delayFactor: 0.5)
        case .delayFactorAboveOne:
            animator.addAnimations({ node.cornerRadius = 9 }, delayFactor: 1.5)
        case .delayFactorBelowZero:
            animator.addAnimations({ node.cornerRadius = 9 }, delayFactor: -0.25)
        case .delayFactorNaN: animator.addAnimations({ node.cornerRadius = 9 }, delayFactor: .nan)
        case .fractionAboveOne, .fractionOutOfRangeWhenInactive: animator.fractionComplete = 1.5
        case .fractionBelowZero: animator.fractionComplete = -0.5
        case .fractionNaN: animator.fractionComplete = .nan
        case .fractionWhileRunning, .fractionWhenStopped: animator.fractionComplete = 0.5
        case .durationFactorNegative:
            animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
        case .durationFactorNaN:
            animator.continueAnimation(withTimingParameters: nil, durationFactor: .nan)
        case .durationFactorInfinite:
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(), durationFactor: .infinity)
        case .continueWhenInactive, .continueWhenStopped:
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        case .reverseWhenStopped, .reverseRunningNotInterruptible: animator.isReversed = true
        case .continueRunningNotInterruptible:
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        case .pauseAtFractionRunningNotInterruptible: animator.pauseAnimation(atFraction: 0.75)
        }
    }

    /// The error reported (its value is NaN for the NaN cases, so compare those by message).
    var expected: DanceError {
        switch self {
        case .startWithNegativeDelay: invalid(.startAnimation, .delay, -1)
        case .startWithNaNDelay: invalid(.startAnimation, .delay, .nan)
        case .startWithInfiniteDelay: invalid(.startAnimation, .delay, .infinity)
        case .startWithNegativeInfiniteDelay: invalid(.startAnimation, .delay, -.infinity)
        case .startWithTooLongDelay: invalid(.startAnimation, .delay, 2e9)
        case .startWhenStopped, .startAfterDelayWhenStopped: wrong(.startAnimation, .stopped)
        case .pauseWhenStopped: wrong(.pauseAnimation, .stopped)
        case .stopWhenInactive, .stopWithoutFinishingWhenInactive: wrong(.stopAnimation, .inactive)
        case .stopWhenStopped: wrong(.stopAnimation, .stopped)
        case .pauseRunningNotInterruptible: wrong(.pauseAnimation, .notInterruptible)
        case .stopRunningNotInterruptible, .stopWithoutFinishingRunningNotInterruptible:
            wrong(.stopAnimation, .notInterruptible)
        case .reverseRunningNotInterruptible: wrong(.setReversed, .notInterruptible)
        case .continueRunningNotInterruptible: wrong(.continueAnimation, .notInterruptible)
        case .pauseAtFractionRunningNotInterruptible:
            wrong(.pauseAnimationAtFraction, .notInterruptible)
        case .setInterruptibleWhileRunning, .setInterruptibleWhilePaused:
            wrong(.setInterruptible, .active)
        case .setInterruptibleWhenStopped: wrong(.setInterruptible, .stopped)
        case .finishWhenInactive, .finishWhenRunning, .finishWhenPaused:
            wrong(.finishAnimation, .notStopped)
        case .addAnimationsWhenStopped, .addDelayedAnimationsWhenStopped:
            wrong(.addAnimations, .stopped)
        case .delayFactorAboveOne: invalid(.addAnimations, .delayFactor, 1.5)
        case .delayFactorBelowZero: invalid(.addAnimations, .delayFactor, -0.25)
        case .delayFactorNaN: invalid(.addAnimations, .delayFactor, .nan)
        case .fractionAboveOne, .fractionOutOfRangeWhenInactive:
            invalid(.setFractionComplete, .fractionComplete, 1.5)
        case .fractionBelowZero: invalid(.setFractionComplete, .fractionComplete, -0.5)
        case .fractionNaN: invalid(.setFractionComplete, .fractionComplete, .nan)
        case .fractionWhileRunning: wrong(.setFractionComplete, .running)
        case .fractionWhenStopped: wrong(.setFractionComplete, .stopped)
        case .durationFactorNegative: invalid(.continueAnimation, .durationFactor, -1)
        case .durationFactorNaN: invalid(.continueAnimation, .durationFactor, .nan)
        case .durationFactorInfinite: invalid(.continueAnimation, .durationFactor, .infinity)
        case .continueWhenInactive: wrong(.continueAnimation, .inactive)
        case .continueWhenStopped: wrong(.continueAnimation, .stopped)
        case .reverseWhenStopped: wrong(.setReversed, .stopped)
        }
    }

    /// The message, word for word.
    var message: String {
        switch self {
        case .startWithNegativeDelay:
            "** Dance Error: invalid delay -1.0 in startAnimation(afterDelay:); use a number "
                + "in 0…1e9. Nothing was changed. **"
        case .startWithNaNDelay:
            "** Dance Error: invalid delay nan in startAnimation(afterDelay:); use a number "
                + "in 0…1e9. Nothing was changed. **"
        case .startWithInfiniteDelay:
            "** Dance Error: invalid delay inf in startAnimation(afterDelay:); use a number "
                + "in 0…1e9. Nothing was changed. **"
        case .startWithNegativeInfiniteDelay:
            "** Dance Error: invalid delay -inf in startAnimation(afterDelay:); use a number "
                + "in 0…1e9. Nothing was changed. **"
        case .startWithTooLongDelay:
            "** Dance Error: invalid delay 2000000000.0 in startAnimation(afterDelay:); use a "
                + "number in 0…1e9. Nothing was changed. **"
        case .startWhenStopped, .startAfterDelayWhenStopped:
            "** Dance Error: startAnimation is not allowed because it is stopped; "
                + "call finishAnimation(at:) to end it. Nothing was changed. **"
        case .pauseWhenStopped:
            "** Dance Error: pauseAnimation() is not allowed because it is stopped; "
                + "call finishAnimation(at:) to end it. Nothing was changed. **"
        case .stopWhenInactive, .stopWithoutFinishingWhenInactive:
            "** Dance Error: stopAnimation(_:) is not allowed because it is inactive; "
                + "start it first. Nothing was changed. **"
        case .stopWhenStopped:
            "** Dance Error: stopAnimation(_:) is not allowed because it is stopped; "
                + "call finishAnimation(at:) to end it. Nothing was changed. **"
        case .pauseRunningNotInterruptible:
            "** Dance Error: pauseAnimation() is not allowed because it is running and not "
                + "interruptible; let it finish, or set isInterruptible before starting. "
                + "Nothing was changed. **"
        case .stopRunningNotInterruptible, .stopWithoutFinishingRunningNotInterruptible:
            "** Dance Error: stopAnimation(_:) is not allowed because it is running and not "
                + "interruptible; let it finish, or set isInterruptible before starting. "
                + "Nothing was changed. **"
        case .reverseRunningNotInterruptible:
            "** Dance Error: isReversed is not allowed because it is running and not "
                + "interruptible; let it finish, or set isInterruptible before starting. "
                + "Nothing was changed. **"
        case .continueRunningNotInterruptible:
            "** Dance Error: continueAnimation(withTimingParameters:durationFactor:) is not "
                + "allowed because it is running and not interruptible; let it finish, or set "
                + "isInterruptible before starting. Nothing was changed. **"
        case .pauseAtFractionRunningNotInterruptible:
            "** Dance Error: pauseAnimation(atFraction:) is not allowed because it is running "
                + "and not interruptible; let it finish, or set isInterruptible before "
                + "starting. Nothing was changed. **"
        case .setInterruptibleWhileRunning, .setInterruptibleWhilePaused:
            "** Dance Error: isInterruptible is not allowed because it is active; "
                + "do this before the animation starts. Nothing was changed. **"
        case .setInterruptibleWhenStopped:
            "** Dance Error: isInterruptible is not allowed because it is stopped; "
                + "call finishAnimation(at:) to end it. Nothing was changed. **"
        case .finishWhenInactive, .finishWhenRunning, .finishWhenPaused:
            "** Dance Error: finishAnimation(at:) is not allowed because it is not stopped; "
                + "call stopAnimation(false) first. Nothing was changed. **"
        case .addAnimationsWhenStopped, .addDelayedAnimationsWhenStopped:
            "** Dance Error: addAnimations is not allowed because it is stopped; "
                + "call finishAnimation(at:) to end it. Nothing was changed. **"
        case .delayFactorAboveOne:
            "** Dance Error: invalid delayFactor 1.5 in addAnimations; use a number in 0…1. "
                + "Nothing was changed. **"
        case .delayFactorBelowZero:
            "** Dance Error: invalid delayFactor -0.25 in addAnimations; use a number in 0…1. "
                + "Nothing was changed. **"
        case .delayFactorNaN:
            "** Dance Error: invalid delayFactor nan in addAnimations; use a number in 0…1. "
                + "Nothing was changed. **"
        case .fractionAboveOne, .fractionOutOfRangeWhenInactive:
            "** Dance Error: invalid fractionComplete 1.5 in fractionComplete; "
                + "use a number in 0…1. Nothing was changed. **"
        case .fractionBelowZero:
            "** Dance Error: invalid fractionComplete -0.5 in fractionComplete; "
                + "use a number in 0…1. Nothing was changed. **"
        case .fractionNaN:
            "** Dance Error: invalid fractionComplete nan in fractionComplete; "
                + "use a number in 0…1. Nothing was changed. **"
        case .fractionWhileRunning:
            "** Dance Error: fractionComplete is not allowed because it is running; "
                + "pause it first. Nothing was changed. **"
        case .fractionWhenStopped:
            "** Dance Error: fractionComplete is not allowed because it is stopped; "
                + "call finishAnimation(at:) to end it. Nothing was changed. **"
        case .durationFactorNegative:
            "** Dance Error: invalid durationFactor -1.0 in "
                + "continueAnimation(withTimingParameters:durationFactor:); use a number ≥ 0 "
                + "that, times the duration, is at most 1e9 s. Nothing was changed. **"
        case .durationFactorNaN:
            "** Dance Error: invalid durationFactor nan in "
                + "continueAnimation(withTimingParameters:durationFactor:); use a number ≥ 0 "
                + "that, times the duration, is at most 1e9 s. Nothing was changed. **"
        case .durationFactorInfinite:
            "** Dance Error: invalid durationFactor inf in "
                + "continueAnimation(withTimingParameters:durationFactor:); use a number ≥ 0 "
                + "that, times the duration, is at most 1e9 s. Nothing was changed. **"
        case .continueWhenInactive:
            "** Dance Error: continueAnimation(withTimingParameters:durationFactor:) is not "
                + "allowed because it is inactive; start it first. Nothing was changed. **"
        case .continueWhenStopped:
            "** Dance Error: continueAnimation(withTimingParameters:durationFactor:) is not "
                + "allowed because it is stopped; call finishAnimation(at:) to end it. "
                + "Nothing was changed. **"
        case .reverseWhenStopped:
            "** Dance Error: isReversed is not allowed because it is stopped; "
                + "call finishAnimation(at:) to end it. Nothing was changed. **"
        }
    }

    private func wrong(
        _ operation: DanceError.Operation, _ reason: DanceError.StateReason
    ) -> DanceError {
        .wrongState(tag: nil, operation: operation, reason: reason)
    }

    private func invalid(
        _ operation: DanceError.Operation, _ argument: DanceError.Argument, _ value: Double
    ) -> DanceError {
        .invalidArgument(tag: nil, operation: operation, argument: argument, value: value)
    }
}

@MainActor @Suite(.serialized) struct PropertyAnimatorMisuseTests {
    /// A 2 s linear animator moving center.x 5 → 105 and alpha 1 → 0, put in `setup`.
    private func prepare(_ setup: Setup, _ clock: ManualClock, _ node: Node) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 2, curve: .linear) {
            node.center.x = 105
            node.alpha = 0
        }
        if setup == .runningNotInterruptible { animator.isInterruptible = false }
        guard setup != .inactive else { return animator }
        animator.startAnimation()
        clock.advance(to: 0.5)
        switch setup {
        case .paused: animator.pauseAnimation()
        case .stopped: animator.stopAnimation(false)
        default: break
        }
        return animator
    }

    @Test(
        "a wrong-state call or bad argument reports exactly its error and changes nothing",
        arguments: Misuse.allCases)
    private func misuse(_ misuse: Misuse) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = prepare(misuse.setup, clock, node)
            animator.addCompletion(log.completion())
            let animatorBefore = AnimatorSnapshot(animator)
            let nodeBefore = NodeValues(node)
            let errors = captureErrors { misuse.perform(on: animator, node: node) }
            #expect(errors.map(\.description) == [misuse.message])
            if !misuse.message.contains("nan") {
                #expect(errors == [misuse.expected])
            }
            #expect(errors.first?.operation == misuse.expected.operation)
            #expect(AnimatorSnapshot(animator) == animatorBefore)
            #expect(NodeValues(node) == nodeBefore)
            #expect(log.entries == [])
            // The animator still works normally afterwards.
            switch animator.state {
            case .stopped: animator.finishAnimation(at: .end)
            case .active where animator.isRunning: clock.advance(by: 2)
            case .active: animator.stopAnimation(true)
            case .inactive: break
            }
            #expect(animator.state == .inactive)
        }
    }

    @Test("a non-interruptible animator activated paused can be scrubbed and stopped")
    func pausedNotInterruptible() {
        withEngine { _ in
            let node = makeNode()
            let animator = prepare(.inactive, ManualClock(), node)
            animator.isInterruptible = false
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            #expect(node.$center.presentation.x == 55)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            #expect(node.center.x == 55)
            #expect(!animator.isInterruptible)
        }
    }

    @Test("a non-interruptible animator runs to its end and completes")
    func notInterruptibleCompletes() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = prepare(.runningNotInterruptible, clock, node)
            animator.addCompletion(log.completion())
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion end"])
        }
    }

    @Test("a non-interruptible animator runs to completion; paused, it may be reversed or retimed")
    func notInterruptibleRunsToCompletion() {
        withEngine { clock in
            let node = makeNode()
            node.alpha = 1
            var ended: [AnimatingPosition] = []
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.isInterruptible = false
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            clock.advance(to: 0.5)
            let errors = captureErrors {
                animator.isReversed = true
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 10)
            }
            #expect(errors.count == 2 && !animator.isReversed)
            animator.isReversed = false  // no change: no error
            clock.advance(to: 1)
            #expect(ended == [.end] && node.alpha == 0)

            // Paused before it runs, it is not running: reversing and continuing are starts.
            let back = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 1 }
            back.isInterruptible = false
            back.addCompletion { ended.append($0) }
            back.pauseAnimation()
            let allowed = captureErrors {
                back.isReversed = true
                back.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
            }
            #expect(allowed.isEmpty && back.isReversed && back.isRunning)
            clock.advance(to: 1.5)
            // Reversed from its start: it is at its start already, and ends there.
            #expect(ended == [.end, .start] && node.alpha == 0)
        }
    }
}
