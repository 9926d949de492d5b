import Foundation
import Testing

@testable import Dance

// Shared by the suites on velocity hand-offs: a node already moving, and the spring it should
// follow once a new animation takes over.

/// A 10 × 10 node moving right at 100 points per second under a 2 s linear Dance animation,
/// at (105, 5) at 1 s, where the clock is left.
@MainActor
func nodeMovingRight(
    _ fixture: DanceFixture, sourceLocation: SourceLocation = #_sourceLocation
) -> Node {
    let node = makeNode()
    node.dance.animate(duration: 2, curve: .linear) { $0.center.x = 205 }.start()
    fixture.clock.advance(to: 1)
    #expect(node.$center.presentation == CGPoint(x: 105, y: 5), sourceLocation: sourceLocation)
    #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100, sourceLocation: sourceLocation)
    return node
}

/// Expects the node's center, `times` seconds after `origin`, to follow `spring` in x from
/// `start` to `target` with initial velocity `velocity` (RK4), and y to stay at 5.
@MainActor
func expectSpringInX(
    _ node: Node, _ fixture: DanceFixture, _ spring: SpringTimingParameters,
    origin: Double = 1, start: Double, target: Double, velocity: Double, times: [Double],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = TimingReference.springDisplacement(
        spring, d0: start - target, v: velocity, times: times)
    for (time, displacement) in zip(times, expected) {
        fixture.clock.advance(to: origin + time)
        let point = node.$center.presentation
        #expect(
            abs(Double(point.x) - (target + displacement)) <= 1e-6, sourceLocation: sourceLocation)
        #expect(point.y == 5, sourceLocation: sourceLocation)
    }
}
