import Foundation
import Testing

@testable import Dance

/// Dance's velocity hand-off with the time controls: the spring that takes over starts with
/// the property's velocity in clock time, whatever its own speed, the duration scale, or the
/// kind of animation it replaces (a keyframe step).
@MainActor @Suite(.serialized) struct DanceVelocityHandoffTimeControlsTests {
    /// A node moving right at 100 points per second of animation time, from x = 5 over 2 s.
    private func movingNode(_ fixture: DanceFixture, until time: Double) -> Node {
        let node = makeNode()
        node.dance.animate(duration: 2, curve: .linear) { $0.center.x = 205 }.start()
        fixture.clock.advance(to: time)
        return node
    }

    /// Expects the hand-off to keep position exactly and velocity within 1e-9·|v|.
    private func expectContinuous(
        _ node: Node, position: CGPoint, velocity: CGPoint,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(node.$center.presentation == position, sourceLocation: sourceLocation)
        let handed = node.$center.velocity
        let magnitude = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        #expect(magnitude > 0, sourceLocation: sourceLocation)
        #expect(
            abs(handed.x - velocity.x) <= 1e-9 * magnitude
                && abs(handed.y - velocity.y) <= 1e-9 * magnitude,
            "\(handed) vs \(velocity)", sourceLocation: sourceLocation)
    }

    @Test(
        "a spring at speed 0.5, 2 or 3 starts with the velocity it takes over",
        arguments: [0.5, 2, 3])
    func springSpeed(speed: Double) {
        let fixture = DanceFixture()
        let node = movingNode(fixture, until: 1)
        let position = node.$center.presentation
        let velocity = node.$center.velocity
        #expect(abs(velocity.x - 100) <= 1e-9 * 100)
        node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.center.x = 300 }
            .speed(speed).start()
        expectContinuous(node, position: position, velocity: velocity)
        fixture.clock.advance(to: 1 + 1 / speed)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test("under a duration scale of 2 the spring starts with the halved velocity it takes over")
    func durationScale() {
        let fixture = DanceFixture()
        AnimationDriver.shared.durationScale = 2
        defer { AnimationDriver.shared.durationScale = 1 }
        let node = movingNode(fixture, until: 1)
        let position = node.$center.presentation
        let velocity = node.$center.velocity
        #expect(abs(velocity.x - 50) <= 1e-9 * 50)
        node.dance.animate(duration: 1, dampingRatio: 0.7) { $0.center.x = 300 }.start()
        expectContinuous(node, position: position, velocity: velocity)
        fixture.clock.advance(to: 3)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test("a keyframe step replaced by a spring hands over its keyframe velocity")
    func fromKeyframes() {
        let fixture = DanceFixture()
        let node = makeNode()
        let keyframes: [Keyframe<CGPoint>] = [
            .cubic(CGPoint(x: 100, y: 40), duration: 0.5),
            .cubic(CGPoint(x: 200, y: 120), duration: 0.5),
            .linear(CGPoint(x: 0, y: 0), duration: 0.5),
        ]
        let reference = KeyframeTimeline(initialValue: node.center, keyframes: keyframes)
        node.dance.animate([.keyframes(\.center, keyframes)]).speed(1.5).start()
        fixture.clock.advance(to: 0.4)
        let position = node.$center.presentation
        let expected = reference.velocity(time: 0.6)
        let velocity = node.$center.velocity
        #expect(abs(velocity.x - 1.5 * expected.x) <= 1e-9 * abs(expected.x))
        #expect(abs(velocity.y - 1.5 * expected.y) <= 1e-9 * abs(expected.y))
        node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.center = CGPoint(x: 50, y: 50) }
            .start()
        expectContinuous(node, position: position, velocity: velocity)
        fixture.clock.advance(to: 1.4)
        #expect(node.$center.presentation == CGPoint(x: 50, y: 50))
        fixture.expectClean()
    }
}
