import Foundation
import Testing

@testable import Dance

/// A physical spring's or a decay's settling duration replaces an animator's duration only
/// within the animator's range, 0…1e9 s, although every spring parameter, or a deceleration rate
/// close to 1, can be in range and settle far later: then `PropertyAnimator.init` reports it and
/// runs for its own duration, as for a spring that never settles, and `continueAnimation`
/// reports it and changes nothing.
@MainActor @Suite(.serialized) struct PropertyAnimatorSettlingLimitTests {
    @Test(
        "a spring or decay settling after more than 1e9 s is reported and runs for the duration",
        arguments: SettlingLimit.overlong)
    func overlong(reference: any OverlongSettling) throws {
        try withEngine(frameInterval: 0.25) { clock in
            let provider = reference.provider
            let settling = reference.settlingDuration
            // The closed form: it settles after 1e9 s, and the value reported is when.
            #expect(reference.settling.lowerBound > 1e9)
            #expect(reference.settling.contains(settling))
            var made: PropertyAnimator?
            let errors = captureErrors {
                made = PropertyAnimator(duration: 2, timingParameters: provider)
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
            // The safe value: the animator's own 2 s, with the timing running in real time.
            #expect(animator.duration == 2)
            #expect(animator.state == .inactive)
            #expect(reference.isProvider(animator.timingParameters))
            #expect(
                animator.timing.kind == reference.timingKind && animator.timing.springSeconds == 2)
            let node = makeNode()
            var ends: [String] = []
            animator.addAnimations { node.alpha = 0 }
            animator.addCompletion { ends.append("\(clock.now) \($0)") }
            animator.startAnimation()
            clock.advance(to: 1)
            // alpha runs from 1 to 0, so it shows the distance left, d(1 s), and, for a decay,
            // moves at d′(1 s), which is far from 0 to 1e-9 but exact to 1e-9 of itself.
            #expect(isClose(node.$alpha.presentation, reference.displacement(at: 1)))
            if let velocity = reference.closedFormVelocity(at: 1) {
                #expect(abs(node.$alpha.velocity - velocity) <= 1e-9 * abs(velocity))
            }
            clock.advance(to: 2 - clock.frameInterval)
            #expect(ends.isEmpty)
            clock.advance(to: 2)
            #expect(ends == ["2.0 end"])
            #expect(node.alpha == 0 && node.$alpha.presentation == 0)
        }
    }

    /// The Errors article's examples: the spring corner and the decay rate named in the bugs.
    nonisolated static let articleExamples: [(any TimingCurveProvider, String)] = [
        (
            SpringTimingParameters(
                mass: 1e6, stiffness: 1e-6, damping: 1e-6, initialVelocity: .zero),
            "13815508695497.918"
        ),
        (DecayTimingParameters(decelerationRate: 1 - 1e-13), "69056080134.04877"),
    ]

    @Test(
        "the Errors article's spring and decay examples, named in the bugs, read word for word",
        arguments: articleExamples)
    func articleExample(provider: any TimingCurveProvider, settling: String) {
        withEngine { _ in
            let errors = captureErrors {
                _ = PropertyAnimator(duration: 1, timingParameters: provider)
            }
            #expect(
                errors.map(\.description) == [
                    "** Dance Error: invalid duration \(settling) in PropertyAnimator.init; "
                        + "use a number in 0…1e9. A safe value was used instead. **"
                ])
        }
    }

    @Test(
        "the limit is 1e9 s: a settling just inside replaces the duration, unreported",
        arguments: SettlingLimit.allCases)
    func limitBetweenInsideAndOutside(limit: SettlingLimit) {
        withEngine(frameInterval: 1e7) { clock in
            let inside = limit.inside
            let outside = limit.outside
            #expect(
                inside.settling.upperBound <= 1e9
                    && inside.settling.lowerBound > limit.near.lowerBound)
            #expect(
                outside.settling.lowerBound > 1e9
                    && outside.settling.upperBound < limit.near.upperBound)
            // Just outside: every animator made with it reports it, the second one finding the
            // settling duration (a decay's settled function) cached.
            let errors = captureErrors {
                for duration in [3.0, 4] {
                    let animator = PropertyAnimator(
                        duration: duration, timingParameters: outside.provider)
                    #expect(animator.duration == duration)
                }
            }
            let error = DanceError.invalidArgument(
                tag: nil, operation: .makeAnimator, argument: .duration,
                value: outside.settlingDuration)
            #expect(errors == [error, error])
            // Just inside: the settling duration, run to its end.
            let node = makeNode()
            var ends: [TimeInterval] = []
            let animator = PropertyAnimator(duration: 2, timingParameters: inside.provider)
            animator.addAnimations { node.alpha = 0 }
            animator.addCompletion { _ in ends.append(clock.now) }
            #expect(animator.duration == inside.settlingDuration)
            #expect(inside.settling.contains(animator.duration))
            animator.startAnimation()
            clock.advance(to: 5e8)
            // For the decay, about 0.0316 of the way left.
            #expect(isClose(node.$alpha.presentation, inside.displacement(at: 5e8)))
            clock.advance(to: animator.duration)
            #expect(ends == [animator.duration])
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("the decay's limit lies between 1 − 62 220·2⁻⁵³ and the next rate up")
    func decayLimitBetweenAdjacentRates() {
        // The closed form crosses 1e9 s where 1000·ln(1/r) = ln(1000)/1e9, that is at
        // 1 − r = 1 − e^(−c), c = ln(1000)/1e12: 62 219.53 steps of 2⁻⁵³ below 1. The two
        // rates are the doubles either side of it.
        let c = DecayReference.naturalLog(1000) / 1e12
        let steps = (c - c * c / 2) / 0x1p-53
        #expect(steps > 62_219.5 && steps < 62_219.6)
        #expect(DecayReference.justInside.rate.nextUp == DecayReference.justOutside.rate)
    }

    @Test("a decay's settling duration is finite at both edges of its range, never NaN or ∞")
    func edgesOfTheDecayRange() {
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

    // MARK: - Springs with a damping ratio

    @Test(
        "a spring with a damping ratio runs for the duration given, at the corners of its ranges",
        arguments: [0.001, 1, 1000], [-1e6, 0, 1e6])
    func dampingRatioCorners(ratio: Double, velocity: Double) {
        withEngine { _ in
            let spring = SpringTimingParameters(
                dampingRatio: ratio, initialVelocity: CGVector(dx: velocity, dy: 0))
            for duration in [1e9, 1e-6, 0] {
                let animator = PropertyAnimator(duration: duration, timingParameters: spring)
                #expect(animator.duration == duration)
                #expect(animator.timing.springSeconds == duration)
                for u in [0, 1e-9, 0.5, 1 - 1e-9] {
                    #expect(animator.timing.value(at: u).isFinite)
                    #expect(animator.timing.slope(at: u).isFinite)
                }
            }
            #expect(PropertyAnimator(duration: 1e9, dampingRatio: ratio).duration == 1e9)
        }
    }

    @Test("a perceptual spring's corners: over-damped, well inside 1e9 s; bouncing, outside it")
    func perceptualCorners() {
        withEngine { _ in
            // Bounce −1 acts as −0.999: damping ratio 1000 at ω₀ = 2π/1000 rad/s, a slow rate
            // of about 3.1e-6 per second, settling after about 2.2e6 s.
            let overdamped = SpringReference(duration: 1000, bounce: -0.999).settling
            #expect(overdamped.upperBound < 3e6)
            for bounce in [-1, -0.999] {
                let spring = SpringTimingParameters(duration: 1000, bounce: bounce)
                #expect(overdamped.contains(spring.settlingDuration))
                let animator = PropertyAnimator(duration: 1, timingParameters: spring)
                #expect(animator.duration == spring.settlingDuration)
            }
            // Bounce towards 1 lowers the damping ratio (1 − bounce) without bound: 0.999999
            // at 1000 s settles after about 1.1e9 s.
            let bouncing = SpringReference(duration: 1000, bounce: 0.999999)
            #expect(bouncing.settling.lowerBound > 1e9)
            let spring = bouncing.spring
            var duration: TimeInterval?
            let errors = captureErrors {
                duration = PropertyAnimator(duration: 1, timingParameters: spring).duration
            }
            #expect(
                errors == [
                    .invalidArgument(
                        tag: nil, operation: .makeAnimator, argument: .duration,
                        value: spring.settlingDuration)
                ])
            #expect(duration == 1)
        }
    }

    // MARK: - continueAnimation

    @Test(
        "continuing with a spring or decay settling beyond 1e9 s is reported; nothing changes",
        arguments: SettlingLimit.overlong)
    func continueWithOverlong(reference: any OverlongSettling) throws {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(to: 1)
        node.dance.pause()
        let animator = try #require(node.dance.animator)
        let before = AnimatorSnapshot(animator)
        let values = NodeValues(node)
        let settling = reference.settlingDuration
        let errors = captureErrors {
            animator.continueAnimation(
                withTimingParameters: reference.provider, durationFactor: 0)
        }
        let tag = node.dance.tag
        #expect(
            errors == [
                .invalidArgument(
                    tag: tag, operation: .continueAnimation, argument: .duration, value: settling)
            ])
        #expect(
            errors.first?.description
                == "** Dance Error: invalid duration \(settling) in "
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

    @Test(
        "continuing: a settling just outside 1e9 s is refused, one just inside takes its time",
        arguments: SettlingLimit.allCases)
    func continueAtTheLimit(limit: SettlingLimit) throws {
        let fixture = DanceFixture(frameInterval: 1e7)
        let node = Node()
        var ends: [TimeInterval] = []
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion { _ in ends.append(fixture.clock.now) }.start()
        fixture.clock.advance(to: 1)
        let animator = try #require(node.dance.animator)
        let before = AnimatorSnapshot(animator)
        let outside = limit.outside
        let errors = captureErrors {
            animator.continueAnimation(withTimingParameters: outside.provider, durationFactor: 2)
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: node.dance.tag, operation: .continueAnimation, argument: .duration,
                    value: outside.settlingDuration)
            ])
        #expect(AnimatorSnapshot(animator) == before)
        #expect(animator.timing.kind == .linear)
        let inside = limit.inside
        animator.continueAnimation(withTimingParameters: inside.provider, durationFactor: 0)
        #expect(inside.isProvider(animator.timingParameters))
        // The rest of the way (half of it) takes the settling duration.
        let settling = inside.settlingDuration
        #expect(inside.settling.contains(settling))
        fixture.clock.advance(to: 1 + settling / 2)
        #expect(isClose(node.$alpha.presentation, 0.5 * inside.displacement(at: settling / 2)))
        fixture.clock.advance(to: 1 + settling)
        #expect(ends == [1 + settling])
        #expect(node.$alpha.presentation == 0)
        fixture.expectClean()
    }
}
