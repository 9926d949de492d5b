import Foundation
import Testing

@testable import Dance

/// Calls that meet: two scheduled pauses, a completion that turns another animation around in
/// the frame that ends it, a `pause(after:)` outlived by `pausesOnCompletion`, and a chain on
/// a released node.
@MainActor @Suite(.serialized) struct DanceScheduleInteractionTests {
    @Test("pause(after:) replaces a pause(atProgress:) asked before it: the last one lands")
    func pauseAfterReplacesPauseAtProgress() {
        let fixture = DanceFixture()
        let node = makeNode()
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .pause(atProgress: 0.8)
            .pause(after: 0.2)
        fixture.clock.advance(to: 0.2)
        #expect(!node.dance.isRunning)
        #expect(isClose(node.dance.progress, 0.2))
        #expect(isClose(node.presentation.alpha, 0.8))
        fixture.clock.advance(to: 1)
        #expect(isClose(node.presentation.alpha, 0.8))

        // A later pause(after:) than the fraction's time: it runs past the fraction.
        let other = makeNode()
        other.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .pause(atProgress: 0.5)
            .pause(after: 0.7)
        fixture.clock.advance(to: 1.6)
        #expect(isClose(other.dance.progress, 0.6))
        #expect(other.dance.isRunning)
        fixture.clock.advance(to: 1.7)
        #expect(isClose(other.dance.progress, 0.7))
        #expect(!other.dance.isRunning)
        // And the other way round, the fraction asked last lands.
        let third = makeNode()
        third.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .pause(after: 0.7)
            .pause(atProgress: 0.5)
        fixture.clock.advance(to: 2.3)
        #expect(third.dance.progress == 0.5)
        #expect(!third.dance.isRunning)
        for each in [node, other, third] { each.dance.finish(at: .end) }
        fixture.expectClean()
    }

    /// A `pause(after:)` due during a `start(after:)` delay pauses there.
    ///
    /// The rest of the delay is dropped, also when the playhead already sits at its target:
    /// reversed at its start, or a pass of 0 s. Forwards, with a duration, always worked.
    @Test(
        "pause(after:) due in a start delay pauses there, reversed at the start or 0 s long too",
        arguments: [(2.0, true), (0, false), (2, false)])
    func pauseAfterDueInStartDelay(duration: Double, reversed: Bool) {
        let fixture = DanceFixture()
        let node = makeNode()
        node.dance.animate(duration: duration, curve: .linear) { $0.alpha = 0.5 }
            .addCompletion(fixture.completion("a"))
            .start(after: 0.3)
        if reversed { node.dance.reverse() }
        node.dance.pause(after: 0.1)
        fixture.clock.advance(to: 0.2)
        #expect(node.dance.state == .active && !node.dance.isRunning)
        fixture.clock.advance(to: 1.5)
        #expect(fixture.events.isEmpty)
        #expect(node.dance.hasAnimation && node.dance.progress == 0)
        #expect(node.presentation.alpha == 1)
        // Started again, it runs from where it paused, without the rest of the delay.
        node.dance.start()
        fixture.clock.advance(to: 1.5 + 1.0 / 60)
        #expect(
            fixture.events == (reversed ? ["1.517 a start"] : duration == 0 ? ["1.517 a end"] : []))
        if node.dance.hasAnimation { node.dance.finish(at: .end) }
        fixture.expectClean()
    }

    /// A `pause(after:)` due after the animation's end is moot, also when the clock passes
    /// both with no frame and a new speed or duration scale re-anchors the timeline before
    /// the next one: that frame completes the animation.
    @Test(
        "pause(after:) past the end, both passed before a frame, then a new pace: it completes",
        arguments: [false, true])
    func pauseAfterPastEndThenNewPace(changesScale: Bool) {
        let fixture = DanceFixture()
        defer { AnimationDriver.shared.durationScale = 1 }
        let node = makeNode()
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0.5 }
            .addCompletion(fixture.completion("a")).start()
        fixture.clock.advance(to: 0.5)
        node.dance.pause(after: 1)  // Due at 1.5, after the end at 1.
        // To 1.7 with no frame on the way, as a display link's clock moves between frames.
        let handler = fixture.clock.frameHandler
        fixture.clock.frameHandler = nil
        fixture.clock.advance(to: 1.7)
        fixture.clock.frameHandler = handler
        if changesScale {
            AnimationDriver.shared.durationScale = 2
        } else {
            node.dance.speed(2)
        }
        fixture.clock.advance(by: 1.0 / 60)
        #expect(fixture.events == ["1.717 a end"])
        #expect(!node.dance.hasAnimation && node.alpha == 0.5)
        fixture.expectClean()
    }

    /// Node b fading out over 1 s while node a rounds its corners over 1 s, both ending in
    /// the same frame, where a's completion calls `change` on b's handle first; returns both
    /// (a Dance completion does not run once its node is gone).
    private func sameFrameEnds(
        _ fixture: DanceFixture, change: @escaping (Dance<Node>) -> Void
    ) -> (a: Node, b: Node) {
        let (a, b) = (makeNode(), makeNode())
        a.dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 3 }
            .addCompletion { _ in change(b.dance) }.start()
        b.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion("b")).start()
        return (a, b)
    }

    @Test("reversed by another animation's completion in the frame it ends, it runs back")
    func reverseFromSameFrameCompletion() {
        let fixture = DanceFixture()
        let (a, b) = sameFrameEnds(fixture) { $0.reverse() }
        fixture.clock.advance(to: 1)
        #expect(b.dance.isRunning)
        #expect(b.presentation.alpha == 0)
        fixture.clock.advance(to: 1.5)
        #expect(isClose(b.presentation.alpha, 0.5))
        fixture.clock.advance(to: 2.5)
        #expect(fixture.events == ["2.000 b start"])
        #expect(b.presentation.alpha == 1)
        #expect(a.presentation.cornerRadius == 3)
        fixture.expectClean()
    }

    @Test("sent to a fraction by another animation's completion in the frame it ends, it goes")
    func pauseAtProgressFromSameFrameCompletion() {
        let fixture = DanceFixture()
        let (a, b) = sameFrameEnds(fixture) { $0.pause(atProgress: 0.5) }
        fixture.clock.advance(to: 2)
        #expect(fixture.events.isEmpty)
        #expect(!b.dance.isRunning)
        #expect(b.dance.progress == 0.5)
        #expect(b.presentation.alpha == 0.5)
        b.dance.finish(at: .end)
        #expect(fixture.events == ["2.000 b end"])
        #expect(a.presentation.cornerRadius == 3)
        fixture.expectClean()
    }

    @Test("a pause(after:) that the end beat is dropped when the animation pauses on completion")
    func pausesOnCompletionDropsPauseAfter() {
        let fixture = DanceFixture()
        let node = makeNode()
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
        node.dance.animator?.pausesOnCompletion = true
        node.dance.start().pause(after: 2)
        fixture.clock.advance(to: 1.5)
        #expect(!node.dance.isRunning)
        #expect(node.dance.progress == 1)
        node.dance.reverse().start()
        // The old schedule paused it at t = 2, at progress 0.5.
        fixture.clock.advance(to: 2.1)
        #expect(node.dance.isRunning)
        #expect(isClose(node.dance.progress, 0.4, tolerance: 1e-9))
        fixture.clock.advance(to: 2.6)
        #expect(!node.dance.isRunning)
        #expect(node.dance.progress == 0)
        #expect(node.presentation.alpha == 1)
        node.dance.finish(at: .start)
        fixture.expectClean()
    }

    @Test("animate on the handle of a released node reports once; the chain does nothing more")
    func releasedNodeRejectsTheChain() {
        let fixture = DanceFixture()
        var node: Node? = makeNode()
        let handle = node!.dance
        handle.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
        let running = handle.animator
        let tag = handle.tag
        node = nil
        let released = DanceError.wrongState(tag: tag, operation: .animate, reason: .nodeReleased)
        var errors = captureErrors {
            handle.animate(duration: 1, curve: .linear) { $0.alpha = 0.5 }
                .addCompletion { _ in }.pause()
        }
        #expect(errors == [released])
        #expect(running?.isRunning == true)
        running?.pauseAnimation()
        errors = captureErrors { handle.animate([.fadeOut(duration: 1)]).start() }
        #expect(errors == [released])
        #expect(running?.isRunning == false)
        running?.startAnimation()
        DanceFactory.instance.sweepReleasedNodes()
        fixture.expectClean()
    }
}
