import Dance
import Foundation
import Testing

/// Runs the code blocks of the "Motion between animations" article through the public API.
@MainActor
@Suite(.serialized)
struct DocCMotionSnippetTests {
    init() {
        _ = SnippetClock.fresh()
    }

    /// A fresh manual clock for the test that reads it (see ``SnippetClock/fresh()``).
    private var clock: ManualClock? { SnippetClock.fresh() }

    @Test("Motion between animations: an easeInOut retarget keeps the velocity")
    func retarget() {
        let clock = ManualClock(frameInterval: 1.0 / 60)  // time moves when the test says (below)
        AnimationDriver.shared.clock = clock
        let node = Node(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        PropertyAnimator(duration: 2, curve: .easeInOut) { node.center.x = 300 }.startAnimation()
        clock.advance(by: 1)
        let velocity = node.$center.velocity.x
        PropertyAnimator(duration: 2, curve: .easeInOut) { node.center.x = 100 }.startAnimation()
        // node.$center.velocity.x == velocity: the retarget changes the aim, not the motion.

        #expect(velocity > 0)
        #expect(abs(node.$center.velocity.x - velocity) <= 1e-9 * velocity)
        clock.advance(by: 2)
        #expect(node.$center.presentation.x == 100)
    }

    @Test("Motion between animations: drag, release, fling, spring back")
    func flingAndSpringBack() throws {
        let clock = try #require(clock)
        let card = Node(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        card.center.x = 120  // dragging: the finger sets the position directly
        let decay = DecayTimingParameters(decelerationRate: 0.998)
        let release = CGPoint(x: 1500, y: 0)  // points per second when the finger lifts
        card.dance.animate(duration: 0, timingParameters: decay) {
            $0.center = decay.projectedValue(from: $0.center, initialVelocity: release)
        }.start()
        let bound: CGFloat = 600
        while card.$center.presentation.x < bound { clock.advance(by: 1.0 / 60) }
        card.dance.animate(duration: 0.5, dampingRatio: 0.7) { $0.center.x = bound }.start()
        // The spring starts at the fling's velocity, overshoots the bound and settles on it.

        #expect(card.$center.velocity.x > 0)
        var farthest = card.$center.presentation.x
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            farthest = max(farthest, card.$center.presentation.x)
        }
        #expect(farthest > bound)
        #expect(card.$center.presentation.x == bound)
        #expect(!card.dance.hasAnimation)
    }
}
