import Foundation
import Testing

@testable import Dance

/// Dance's `animate(_:)` with declarative steps on a node whose animation is running: a spring
/// step that starts at once starts with each property's velocity, as a block's spring does.
@MainActor @Suite(.serialized) struct DanceStepsVelocityHandoffTests {
    /// A step that springs the node's center to x = `x` with `spring` over `duration` seconds.
    private func springStep(
        to x: CGFloat, duration: Double, _ spring: SpringTimingParameters
    ) -> Animation {
        .custom(duration: duration, timingParameters: spring) { $0.center.x = x }
    }

    @Test(
        "a fitted spring step starts with the velocity: no jump in position or velocity",
        arguments: [0.3, 1.0, 2.0])
    func fittedSpring(ratio: Double) {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let before = node.$center.presentation.x
        let spring = SpringTimingParameters(dampingRatio: ratio)
        node.dance.animate([springStep(to: 300, duration: 1, spring)]).start()
        #expect(abs(node.$center.presentation.x - before) <= 1e-9)
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        expectSpringInX(
            node, fixture, spring.fitted(toDuration: 1), start: Double(before), target: 300,
            velocity: 100, times: [0.1, 0.3, 0.6])
        fixture.clock.advance(to: 2)
        #expect(node.$center.presentation.x == 300)
        #expect(node.$center.velocity.x == 0)
        fixture.expectClean()
    }

    @Test("a physical spring step starts with the velocity and runs its settling duration")
    func physicalSpring() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let spring = SpringTimingParameters(
            mass: 1, stiffness: 120, damping: 9, initialVelocity: .zero)
        node.dance.animate([springStep(to: 300, duration: 5, spring)]).start()
        #expect(node.$center.presentation.x == 105)
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        // The reported velocity is the derivative of the positions shown.
        let step = 1e-5
        fixture.clock.advance(to: 1.2 - step)
        let early = Double(node.$center.presentation.x)
        fixture.clock.advance(to: 1.2)
        let velocity = Double(node.$center.velocity.x)
        fixture.clock.advance(to: 1.2 + step)
        let late = Double(node.$center.presentation.x)
        #expect(abs(velocity - (late - early) / (2 * step)) <= 1e-4 * max(1, abs(velocity)))
        expectSpringInX(
            node, fixture, spring, start: 105, target: 300, velocity: 100,
            times: [0.25, 0.5, 1.0])
        fixture.clock.advance(to: 1 + spring.settlingDuration)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test("a spring step whose target is where the value is still moves and comes back")
    func zeroDistance() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        node.dance.animate([springStep(to: 105, duration: 1, spring)]).start()
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        expectSpringInX(
            node, fixture, spring.fitted(toDuration: 1), start: 105, target: 105, velocity: 100,
            times: [0.05, 0.2, 0.5])
        #expect(node.$center.presentation.x != 105)
        fixture.clock.advance(to: 2)
        #expect(node.$center.presentation.x == 105)
        fixture.expectClean()
    }

    @Test("at speed 2 the spring step starts with the velocity in clock time")
    func speed() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let spring = SpringTimingParameters(dampingRatio: 0.6)
        node.dance.animate([springStep(to: 300, duration: 1, spring)]).speed(2).start()
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        fixture.clock.advance(to: 1.5)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test("a curve step, or a spring step that starts later, starts at rest")
    func restWhenNotAtOnce() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        node.dance.animate([
            .custom(duration: 1, curve: .easeInOut) { $0.center.x = 300 }
        ]).start()
        #expect(node.$center.velocity.x == 0)
        fixture.clock.advance(to: 2)
        #expect(node.$center.presentation.x == 300)

        let later = makeNode()
        later.dance.animate(duration: 2, curve: .linear) { $0.center.x = 205 }.start()
        fixture.clock.advance(to: 3)
        #expect(abs(later.$center.velocity.x - 100) <= 1e-9 * 100)
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        later.dance.animate(
            [.wait(0.5), springStep(to: 300, duration: 1, spring)]
        ).start()
        #expect(later.$center.velocity.x == 0)
        // Held at 105 for 0.5 s, then a spring from rest.
        fixture.clock.advance(to: 3.5)
        #expect(later.$center.presentation.x == 105)
        let expected = TimingReference.springDisplacement(
            spring.fitted(toDuration: 1), d0: 105 - 300, v: 0, times: [0.25])
        fixture.clock.advance(to: 3.75)
        #expect(abs(Double(later.$center.presentation.x) - (300 + expected[0])) <= 1e-6)
        fixture.clock.advance(to: 4.5)
        fixture.expectClean()
    }

    @Test("a spring step after a zero-duration step of the property starts at rest, from its value")
    func restAfterZeroDurationStep() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        node.dance.animate([
            .custom(duration: 0, curve: .linear) { $0.center.x = 150 },
            springStep(to: 300, duration: 1, spring),
        ]).start()
        // Position 0 shows the start value; from there on the zero-duration step has set 150,
        // and the spring runs from it, at rest.
        #expect(node.$center.presentation.x == 105)
        #expect(node.$center.velocity.x == 0)
        let times = [0.25, 0.5]
        let expected = TimingReference.springDisplacement(
            spring.fitted(toDuration: 1), d0: 150 - 300, v: 0, times: times)
        for (time, displacement) in zip(times, expected) {
            fixture.clock.advance(to: 1 + time)
            #expect(abs(Double(node.$center.presentation.x) - (300 + displacement)) <= 1e-6)
        }
        fixture.clock.advance(to: 2)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test("scrubbing back to the start shows the hand-off position, and forth the same spring")
    func scrubbing() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let spring = SpringTimingParameters(dampingRatio: 0.4)
        node.dance.animate([springStep(to: 300, duration: 1, spring)]).start()
        fixture.clock.advance(to: 1.3)
        let shown = node.$center.presentation.x
        node.dance.pause()
        node.dance.animator?.fractionComplete = 0
        #expect(node.$center.presentation.x == 105)
        node.dance.animator?.fractionComplete = 0.3
        #expect(node.$center.presentation.x == shown)
        node.dance.start()
        fixture.clock.advance(to: 3)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }
}
