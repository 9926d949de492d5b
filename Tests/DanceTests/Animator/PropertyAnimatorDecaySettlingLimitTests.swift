import Foundation
import Testing

@testable import Dance

/// A decay's settling duration replaces an animator's duration only within the animator's
/// range, 0…1e9 s, as a physical spring's does, although a deceleration rate in range but close
/// to 1 settles far later: then `PropertyAnimator.init` reports it and runs for its own
/// duration, and `continueAnimation` reports it and changes nothing.
@MainActor @Suite(.serialized) struct PropertyAnimatorDecaySettlingLimitTests {
    @Test(
        "a decay settling after more than 1e9 s is reported and runs for the duration",
        arguments: DecayReference.overlong)
    func overlongDecay(reference: DecayReference) throws {
        try withEngine(frameInterval: 0.25) { clock in
            let decay = reference.decay
            let settling = decay.settlingDuration
            // The closed form: the decay settles after 1e9 s, and the value reported is when.
            #expect(reference.settling.lowerBound > 1e9)
            #expect(reference.settling.contains(settling))
            var made: PropertyAnimator?
            let errors = captureErrors {
                made = PropertyAnimator(duration: 2, timingParameters: decay)
            }
            #expect(
                errors == [
                    .invalidArgument(
                        tag: nil, operation: .makeAnimator, argument: .duration, value: settling)
                ])
            #expect(
                errors.first?.description
                    == "** Dance Error: invalid duration \(settling) in PropertyAnimator.init; "
                    + "use a number in 0…1e9. A safe value was used instead. **")
            let animator = try #require(made)
            // The safe value: the animator's own 2 s, with the decay running in real time.
            #expect(animator.duration == 2)
            #expect(animator.state == .inactive)
            #expect(animator.timingParameters as? DecayTimingParameters == decay)
            #expect(animator.timing.kind == .decay && animator.timing.springSeconds == 2)
            let node = makeNode()
            var ends: [String] = []
            animator.addAnimations { node.alpha = 0 }
            animator.addCompletion { ends.append("\(clock.now) \($0)") }
            animator.startAnimation()
            clock.advance(to: 1)
            // alpha runs from 1 to 0, so it shows the distance left, d(1 s), and moves at
            // d′(1 s), which is far from 0 to 1e-9 but exact to 1e-9 of itself.
            #expect(isClose(node.$alpha.presentation, reference.displacement(at: 1)))
            let velocity = reference.velocity(at: 1)
            #expect(abs(node.$alpha.velocity - velocity) <= 1e-9 * abs(velocity))
            clock.advance(to: 2 - clock.frameInterval)
            #expect(ends.isEmpty)
            clock.advance(to: 2)
            #expect(ends == ["2.0 end"])
            #expect(node.alpha == 0 && node.$alpha.presentation == 0)
        }
    }

    @Test("the Errors article's decay example, the rate named in the bug, reads word for word")
    func articleExample() {
        withEngine { _ in
            let errors = captureErrors {
                _ = PropertyAnimator(
                    duration: 1,
                    timingParameters: DecayTimingParameters(decelerationRate: 1 - 1e-13))
            }
            #expect(
                errors.map(\.description) == [
                    "** Dance Error: invalid duration 69056080134.04877 in PropertyAnimator.init; "
                        + "use a number in 0…1e9. A safe value was used instead. **"
                ])
        }
    }

    @Test("the limit is 1e9 s: 1 − 62 220·2⁻⁵³ replaces the duration, the next rate is reported")
    func limitBetweenInsideAndOutside() {
        withEngine(frameInterval: 1e7) { clock in
            let inside = DecayReference.justInside
            let outside = DecayReference.justOutside
            // The closed form crosses 1e9 s where 1000·ln(1/r) = ln(1000)/1e9, that is at
            // 1 − r = 1 − e^(−c), c = ln(1000)/1e12: 62 219.53 steps of 2⁻⁵³ below 1. The two
            // rates are the doubles either side of it.
            let c = DecayReference.naturalLog(1000) / 1e12
            let steps = (c - c * c / 2) / 0x1p-53
            #expect(steps > 62_219.5 && steps < 62_219.6)
            #expect(inside.rate.nextUp == outside.rate)
            #expect(inside.settling.upperBound <= 1e9 && inside.settling.lowerBound > 0.99999e9)
            #expect(outside.settling.lowerBound > 1e9 && outside.settling.upperBound < 1.00001e9)
            // Just outside: every animator made with it reports it, the second one finding its
            // settled function cached.
            let errors = captureErrors {
                for duration in [3.0, 4] {
                    let animator = PropertyAnimator(
                        duration: duration, timingParameters: outside.decay)
                    #expect(animator.duration == duration)
                }
            }
            let error = DanceError.invalidArgument(
                tag: nil, operation: .makeAnimator, argument: .duration,
                value: outside.decay.settlingDuration)
            #expect(errors == [error, error])
            // Just inside: the settling duration, run to its end.
            let decay = inside.decay
            let node = makeNode()
            var ends: [TimeInterval] = []
            let animator = PropertyAnimator(duration: 2, timingParameters: decay)
            animator.addAnimations { node.alpha = 0 }
            animator.addCompletion { _ in ends.append(clock.now) }
            #expect(animator.duration == decay.settlingDuration)
            #expect(inside.settling.contains(animator.duration))
            animator.startAnimation()
            clock.advance(to: 5e8)
            // About 0.0316 of the way left.
            #expect(isClose(node.$alpha.presentation, inside.displacement(at: 5e8)))
            clock.advance(to: animator.duration)
            #expect(ends == [animator.duration])
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("a decay's settling duration is finite at both edges of its range, never NaN or ∞")
    func edgesOfTheRange() {
        withEngine { _ in
            // The smallest rate settles after about 9.3e-6 s and replaces the duration.
            let smallest = DecayReference.smallest
            let quick = smallest.decay.settlingDuration
            #expect(smallest.settling.contains(quick))
            #expect(smallest.settling.lowerBound > 9.2e-6 && smallest.settling.upperBound < 9.3e-6)
            #expect(
                PropertyAnimator(duration: 2, timingParameters: smallest.decay).duration == quick)
            // The largest settles after about 6.2e13 s: finite, so it is reported.
            let largest = DecayReference(rate: 1.0.nextDown)
            let slow = largest.decay.settlingDuration
            #expect(slow.isFinite)
            #expect(largest.settling.contains(slow))
            #expect(largest.settling.lowerBound > 6.2e13 && largest.settling.upperBound < 6.3e13)
            let errors = captureErrors {
                #expect(
                    PropertyAnimator(duration: 2, timingParameters: largest.decay).duration == 2)
            }
            #expect(
                errors == [
                    .invalidArgument(
                        tag: nil, operation: .makeAnimator, argument: .duration, value: slow)
                ])
        }
    }

    // MARK: - continueAnimation

    @Test("continuing with a decay settling after more than 1e9 s is reported; nothing changes")
    func continueWithOverlongDecay() throws {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(to: 1)
        node.dance.pause()
        let animator = try #require(node.dance.animator)
        let before = AnimatorSnapshot(animator)
        let values = NodeValues(node)
        let decay = DecayTimingParameters(decelerationRate: 1 - 1e-13)
        let errors = captureErrors {
            animator.continueAnimation(withTimingParameters: decay, durationFactor: 0)
        }
        let tag = node.dance.tag
        #expect(
            errors == [
                .invalidArgument(
                    tag: tag, operation: .continueAnimation, argument: .duration,
                    value: decay.settlingDuration)
            ])
        #expect(
            errors.first?.description
                == "** Dance Error: invalid duration \(decay.settlingDuration) in "
                + "continueAnimation(withTimingParameters:durationFactor:) (dance.tag = \(tag)); "
                + "use a number in 0…1e9. Nothing was changed. **")
        #expect(AnimatorSnapshot(animator) == before)
        #expect(NodeValues(node) == values)
        #expect(
            animator.timingParameters?.cubicTimingParameters
                == CubicTimingParameters(animationCurve: .linear))
        #expect(animator.timing.kind == .linear)
        // Resumed, it runs its own second to the end, linearly.
        node.dance.start()
        fixture.clock.advance(to: 1.5)
        #expect(node.$alpha.presentation == 0.25)
        fixture.clock.advance(to: 2)
        #expect(fixture.events == ["2.000 completion end"])
        fixture.expectClean()
    }

    @Test("continuing: a decay just outside 1e9 s is refused, one just inside takes its time")
    func continueAtTheLimit() throws {
        let fixture = DanceFixture(frameInterval: 1e7)
        let node = Node()
        var ends: [TimeInterval] = []
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion { _ in ends.append(fixture.clock.now) }.start()
        fixture.clock.advance(to: 1)
        let animator = try #require(node.dance.animator)
        let before = AnimatorSnapshot(animator)
        let outside = DecayReference.justOutside.decay
        let errors = captureErrors {
            animator.continueAnimation(withTimingParameters: outside, durationFactor: 2)
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: node.dance.tag, operation: .continueAnimation, argument: .duration,
                    value: outside.settlingDuration)
            ])
        #expect(AnimatorSnapshot(animator) == before)
        #expect(animator.timing.kind == .linear)
        let reference = DecayReference.justInside
        let decay = reference.decay
        animator.continueAnimation(withTimingParameters: decay, durationFactor: 0)
        #expect(animator.timingParameters as? DecayTimingParameters == decay)
        // The rest of the way (half of it) takes the decay's settling duration.
        let settling = decay.settlingDuration
        #expect(reference.settling.contains(settling))
        fixture.clock.advance(to: 1 + settling / 2)
        #expect(isClose(node.$alpha.presentation, 0.5 * reference.displacement(at: settling / 2)))
        fixture.clock.advance(to: 1 + settling)
        #expect(ends == [1 + settling])
        #expect(node.$alpha.presentation == 0)
        fixture.expectClean()
    }
}
