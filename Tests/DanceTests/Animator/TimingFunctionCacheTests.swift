import Foundation
import Testing

@testable import Dance

/// A provider of the caller's own that reports decay, which the protocol cannot carry.
private struct ClaimsDecay: TimingCurveProvider {
    var cubic: CubicTimingParameters?
    var timingCurveType: TimingCurveType { .decay }
    var cubicTimingParameters: CubicTimingParameters? { cubic }
    var springTimingParameters: SpringTimingParameters? { nil }
}

/// Animators with the same timing share one timing function, found again after other timings
/// came in between, and never share it with a timing that differs in anything that matters.
@MainActor @Suite(.serialized) struct TimingFunctionCacheTests {
    @Test("equal spring parameters and durations share one function; others get their own")
    func fittedSprings() {
        withEngine { _ in
            let spring = SpringTimingParameters(dampingRatio: 0.5)
            let first = PropertyAnimator(duration: 2, timingParameters: spring)
            let second = PropertyAnimator(duration: 2, timingParameters: spring)
            let longer = PropertyAnimator(duration: 3, timingParameters: spring)
            let stiffer = PropertyAnimator(
                duration: 2, timingParameters: SpringTimingParameters(dampingRatio: 0.8))
            // A, A, B, C, then A again: found behind the other two.
            let again = PropertyAnimator(duration: 2, timingParameters: spring)
            #expect(first.timing === second.timing)
            #expect(first.timing === again.timing)
            #expect(first.timing !== longer.timing)
            #expect(first.timing !== stiffer.timing)
            #expect(longer.timing !== stiffer.timing)
            // Each is the function of its own spring and duration.
            #expect(first.timing.springSeconds == 2 && longer.timing.springSeconds == 3)
            #expect(stiffer.timing.spring?.dampingRatio == 0.8)
            #expect(again.timing.spring?.dampingRatio == 0.5)
        }
    }

    @Test("a physical spring's function is shared across durations: it runs its own")
    func physicalSpring() {
        withEngine { _ in
            let spring = SpringTimingParameters(
                mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
            let short = PropertyAnimator(duration: 0.1, timingParameters: spring)
            let long = PropertyAnimator(duration: 9, timingParameters: spring)
            #expect(short.timing === long.timing)
            #expect(short.duration == spring.settlingDuration)
            #expect(long.duration == spring.settlingDuration)
        }
    }

    @Test(
        "a spring too lightly damped to settle runs for each animator's own duration",
        arguments: [0, 1e-15])
    func springThatNeverSettles(damping: Double) {
        withEngine { clock in
            let spring = SpringTimingParameters(
                mass: 1, stiffness: 1, damping: damping, initialVelocity: .zero)
            #expect(spring.settlingDuration == .infinity)
            let node = makeNode()
            let short = PropertyAnimator(duration: 1, timingParameters: spring)
            short.addAnimations { node.alpha = 0 }
            let long = PropertyAnimator(duration: 3, timingParameters: spring)
            long.addAnimations { node.cornerRadius = 10 }
            #expect(short.timing !== long.timing)
            #expect(short.duration == 1 && long.duration == 3)
            short.startAnimation()
            long.startAnimation()
            clock.advance(to: 1)
            #expect(short.state == .inactive && long.state == .active)
            clock.advance(to: 3)
            #expect(long.state == .inactive && node.cornerRadius == 10)
        }
    }

    @Test("custom cubic curves are shared; the built-in curves keep their own functions")
    func cubicCurves() {
        withEngine { _ in
            let custom = CubicTimingParameters(
                controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))
            let other = CubicTimingParameters(
                controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.2, y: 0.9))
            let a = PropertyAnimator(duration: 1, timingParameters: custom)
            let b = PropertyAnimator(duration: 5, timingParameters: custom)
            let c = PropertyAnimator(duration: 1, timingParameters: other)
            let d = PropertyAnimator(duration: 1, timingParameters: custom)
            let easeIn = PropertyAnimator(
                duration: 1, timingParameters: CubicTimingParameters(animationCurve: .easeIn))
            #expect(a.timing === b.timing && a.timing === d.timing)
            #expect(a.timing !== c.timing)
            #expect(easeIn.timing === TimingFunction.curve(.easeIn))
            // 0.2 ≠ 0.9 in the second control point's y: the curves part near the end.
            #expect(a.timing.value(at: 0.9) != c.timing.value(at: 0.9))
        }
    }

    @Test("a timing passed as an existential resolves as the concrete one does")
    func existentialProvider() {
        withEngine { _ in
            let providers: [any TimingCurveProvider] = [
                SpringTimingParameters(dampingRatio: 0.5),
                CubicTimingParameters(animationCurve: .linear),
            ]
            let spring = PropertyAnimator(duration: 2, timingParameters: providers[0])
            let linear = PropertyAnimator(duration: 2, timingParameters: providers[1])
            let concrete = PropertyAnimator(
                duration: 2, timingParameters: SpringTimingParameters(dampingRatio: 0.5))
            #expect(spring.timing === concrete.timing)
            #expect(linear.timing === TimingFunction.curve(.linear))
        }
    }

    @Test("a provider of your own that reports decay is timed by its curve, for its duration")
    func ownProviderReportingDecay() throws {
        try withEngine { _ in
            let linear = PropertyAnimator(
                duration: 2,
                timingParameters: ClaimsDecay(cubic: CubicTimingParameters(animationCurve: .linear))
            )
            #expect(linear.duration == 2)
            #expect(linear.timing === TimingFunction.curve(.linear))
            for u in [0.1, 0.5, 0.9] { #expect(linear.timing.value(at: u) == u) }
            let none = PropertyAnimator(duration: 2, timingParameters: ClaimsDecay(cubic: nil))
            #expect(none.duration == 2)
            let fallback = CubicTimingParameters()
            for u in [0.1, 0.5, 0.9] {
                #expect(none.timing.value(at: u) == fallback.value(at: u))
            }
            // The decay's own closed form, 1 − r^(1000·t) over its settling time, differs.
            let decay = DecayTimingParameters(decelerationRate: 0.998)
            let decayed = PropertyAnimator(duration: 2, timingParameters: decay)
            #expect(decayed.duration == decay.settlingDuration)
            let provider = try #require(none.timingParameters as? ClaimsDecay)
            #expect(provider.cubic == nil)
        }
    }
}
