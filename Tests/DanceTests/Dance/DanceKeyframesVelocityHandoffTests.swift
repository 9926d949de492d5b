import Foundation
import Testing

@testable import Dance

/// Dance's `animate(_:)` with a keyframe step on a node whose animation is running: a step
/// that starts at once with a spring or spline keyframe starts with each property's velocity.
@MainActor @Suite(.serialized) struct DanceKeyframesVelocityHandoffTests {
    @Test("a first spring keyframe starts with the velocity: no jump in position or velocity")
    func springKeyframe() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        node.dance.animate([
            .keyframes(
                \.center,
                [
                    .spring(CGPoint(x: 300, y: 5), duration: 1, spring: spring),
                    .linear(CGPoint(x: 0, y: 5), duration: 1),
                ])
        ]).start()
        #expect(node.$center.presentation == CGPoint(x: 105, y: 5))
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        #expect(node.$center.velocity.y == 0)
        // The reported velocity is the derivative of the positions shown.
        let step = 1e-5
        fixture.clock.advance(to: 1.05 - step)
        let early = Double(node.$center.presentation.x)
        fixture.clock.advance(to: 1.05)
        let velocity = Double(node.$center.velocity.x)
        fixture.clock.advance(to: 1.05 + step)
        let late = Double(node.$center.presentation.x)
        #expect(abs(velocity - (late - early) / (2 * step)) <= 1e-4 * max(1, abs(velocity)))
        expectSpringInX(
            node, fixture, spring.fitted(toDuration: 1), start: 105, target: 300, velocity: 100,
            times: [0.1, 0.3, 0.6])
        // The second keyframe is reached on time, then the step ends.
        fixture.clock.advance(to: 2)
        #expect(node.$center.presentation == CGPoint(x: 300, y: 5))
        fixture.clock.advance(to: 3)
        #expect(node.$center.presentation == CGPoint(x: 0, y: 5))
        fixture.expectClean()
    }

    @Test("a first cubic keyframe leaves with the velocity, along the Hermite spline")
    func cubicKeyframe() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        node.dance.animate([.keyframes(\.center, [.cubic(CGPoint(x: 205, y: 5), duration: 2)])])
            .start()
        #expect(node.$center.presentation == CGPoint(x: 105, y: 5))
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        // One spline segment over D = 2 s from p0 = 105 (velocity 100) to p1 = 205 (at rest,
        // the end of the timeline): the cubic Hermite basis at s = t / D.
        let (p0, p1, v0, duration) = (105.0, 205.0, 100.0, 2.0)
        for t in [0.25, 0.5, 1.0, 1.5] {
            fixture.clock.advance(to: 1 + t)
            let s = t / duration
            let h00 = 2 * s * s * s - 3 * s * s + 1
            let h10 = s * s * s - 2 * s * s + s
            let h01 = -2 * s * s * s + 3 * s * s
            let expected = h00 * p0 + h10 * duration * v0 + h01 * p1
            #expect(abs(Double(node.$center.presentation.x) - expected) <= 1e-9 * p1)
            let slope =
                (6 * s * s - 6 * s) * p0 + (3 * s * s - 4 * s + 1) * duration * v0
                + (-6 * s * s + 6 * s) * p1
            #expect(abs(Double(node.$center.velocity.x) - slope / duration) <= 1e-9 * p1)
        }
        fixture.clock.advance(to: 3)
        #expect(node.$center.presentation == CGPoint(x: 205, y: 5))
        fixture.expectClean()
    }

    @Test("at speed 2 a spring keyframe starts with the velocity in clock time")
    func speed() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let spring = SpringTimingParameters(dampingRatio: 0.6)
        node.dance.animate([
            .keyframes(\.center, [.spring(CGPoint(x: 300, y: 5), duration: 1, spring: spring)])
        ]).speed(2).start()
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        // In the step's own time, which runs twice as fast, the velocity is half.
        let expected = TimingReference.springDisplacement(
            spring.fitted(toDuration: 1), d0: 105 - 300, v: 50, times: [0.4])
        fixture.clock.advance(to: 1.2)
        #expect(abs(Double(node.$center.presentation.x) - (300 + expected[0])) <= 1e-6)
        fixture.clock.advance(to: 1.5)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test("a first linear keyframe follows its own slope, and a later keyframe step starts at rest")
    func restWhenNotTaken() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        node.dance.animate([.keyframes(\.center, [.linear(CGPoint(x: 305, y: 5), duration: 1)])])
            .start()
        #expect(node.$center.velocity.x == 200)
        fixture.clock.advance(to: 1.5)
        #expect(node.$center.presentation.x == 205)
        fixture.clock.advance(to: 2)

        let later = makeNode()
        later.dance.animate(duration: 2, curve: .linear) { $0.center.x = 205 }.start()
        fixture.clock.advance(to: 3)
        #expect(abs(later.$center.velocity.x - 100) <= 1e-9 * 100)
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        later.dance.animate([
            .wait(0.5),
            .keyframes(\.center, [.spring(CGPoint(x: 300, y: 5), duration: 1, spring: spring)]),
        ]).start()
        #expect(later.$center.velocity.x == 0)
        fixture.clock.advance(to: 3.5)
        #expect(later.$center.presentation.x == 105)
        expectSpringInX(
            later, fixture, spring.fitted(toDuration: 1), origin: 3.5, start: 105, target: 300,
            velocity: 0, times: [0.25])
        fixture.clock.advance(to: 4.5)
        fixture.expectClean()
    }

    @Test("scrubbing a spring keyframe back shows the hand-off position, and forth the same path")
    func scrubbing() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let spring = SpringTimingParameters(dampingRatio: 0.4)
        node.dance.animate([
            .keyframes(\.center, [.spring(CGPoint(x: 300, y: 5), duration: 1, spring: spring)])
        ]).start()
        fixture.clock.advance(to: 1.3)
        let shown = node.$center.presentation
        node.dance.pause()
        node.dance.animator?.fractionComplete = 0
        #expect(node.$center.presentation == CGPoint(x: 105, y: 5))
        node.dance.animator?.fractionComplete = 0.3
        // 0.3 s into the step either way (1.3 − 1 on the clock differs from 0.3 in the last bit).
        #expect(abs(node.$center.presentation.x - shown.x) <= 1e-9 * 300)
        #expect(node.$center.presentation.y == 5)
        node.dance.start()
        fixture.clock.advance(to: 3)
        #expect(node.$center.presentation == CGPoint(x: 300, y: 5))
        fixture.expectClean()
    }
}
