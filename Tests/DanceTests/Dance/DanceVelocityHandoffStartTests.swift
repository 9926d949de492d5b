import Foundation
import Testing

@testable import Dance

/// A hand-off continues motion only when the new animation starts at once: once the property
/// has held still (a start delay, a later start, a frame drawn in between, or activation
/// paused), its springs start at rest.
@MainActor @Suite(.serialized) struct DanceVelocityHandoffStartTests {
    /// How the replacing spring animation is started after `animate` at 1 s.
    enum Start: String, CaseIterable, CustomTestStringConvertible {
        /// `.start()` at once: takes the velocity.
        case atOnce
        /// `.start(after: 0.5)`: the property holds still for 0.5 s.
        case afterDelay
        /// `.start()` 0.5 s later.
        case later
        /// `.start()` after a frame 1/120 s later (another running animation causes it): within
        /// the hand-off's window of a 60 Hz frame, but the frame showed the property still.
        case afterAFrame
        /// `.pause()` (activated paused), then `.start()` at the same time.
        case pausedFirst
        /// `pause(atProgress: 0.5)` at once: runs, so it takes the velocity.
        case runningToAProgress
        /// `.start()` at once after swapping in a clock whose time line is behind: takes it.
        case afterSwapToAnEarlierClock
        /// `.start()` at once after swapping in a clock whose time line is ahead: takes it.
        case afterSwapToALaterClock
        var testDescription: String { rawValue }
        /// Whether the spring should start with the 100 pt/s handed over.
        var takesVelocity: Bool {
            switch self {
            case .atOnce, .runningToAProgress, .afterSwapToAnEarlierClock, .afterSwapToALaterClock:
                true
            case .afterDelay, .later, .afterAFrame, .pausedFirst: false
            }
        }
    }

    @Test(
        "a spring takes the handed velocity only when it starts at once, in a block or a step",
        arguments: Start.allCases, [false, true])
    func startTiming(start: Start, steps: Bool) {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let other = makeNode()
        if start == .afterAFrame {
            other.dance.animate(duration: 5, curve: .linear) { $0.alpha = 0 }.start()
        }
        // The target is where the node is: without a velocity nothing moves.
        let here = node.$center.presentation.x
        let spring = SpringTimingParameters(dampingRatio: 0.5)
        if steps {
            node.dance.animate([
                .custom(duration: 1, timingParameters: spring) { $0.center.x = here }
            ])
        } else {
            node.dance.animate(duration: 1, timingParameters: spring) { $0.center.x = here }
        }
        var origin = 1.0
        var clock = fixture.clock
        switch start {
        case .atOnce: node.dance.start()
        case .afterDelay:
            node.dance.start(after: 0.5)
            origin = 1.5
        case .later:
            fixture.clock.advance(to: 1.5)
            node.dance.start()
            origin = 1.5
        case .afterAFrame:
            origin = 1 + 1.0 / 120
            fixture.clock.advance(to: origin)
            node.dance.start()
        case .pausedFirst:
            node.dance.pause().start()
        case .runningToAProgress:
            node.dance.pause(atProgress: 0.5)
        case .afterSwapToAnEarlierClock, .afterSwapToALaterClock:
            // The swap keeps the hand-off's moment: the start is still at once.
            clock = ManualClock()
            origin = start == .afterSwapToALaterClock ? 5 : 0.5
            clock.advance(to: origin)
            AnimationDriver.shared.clock = clock
            node.dance.start()
        }
        clock.advance(to: origin)
        #expect(node.$center.presentation.x == here)
        let fitted = spring.fitted(toDuration: 1)
        let times = [0.05, 0.2]
        let velocity = start.takesVelocity ? 100.0 : 0
        let expected = TimingReference.springDisplacement(fitted, d0: 0, v: velocity, times: times)
        #expect(abs(node.$center.velocity.x - velocity) <= 1e-9 * 100)
        for (time, displacement) in zip(times, expected) {
            clock.advance(to: origin + time)
            let shown = Double(node.$center.presentation.x)
            #expect(abs(shown - (Double(here) + displacement)) <= 1e-6)
        }
        // Moved away and back with the velocity; not at all without it.
        #expect((node.$center.presentation.x != here) == start.takesVelocity)
        node.dance.finish(at: .end)
        if start == .afterAFrame { other.dance.finish(at: .end) }
        fixture.expectClean()
    }
}
