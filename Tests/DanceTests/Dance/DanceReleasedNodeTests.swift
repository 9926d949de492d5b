import Foundation
import Testing

@testable import Dance

/// A released node's animation ends the same way whether the sweep or its own end comes first.
///
/// The handle's completions do not run and its
/// `finished` gives `nil`; the animator's own completions and `finished` keep UIKit's contract
/// and see the position the animation ended at.
@MainActor @Suite(.serialized) struct DanceReleasedNodeTests {
    /// How a released node's running animation meets its end.
    enum Order: String, CaseIterable, Sendable {
        /// The table is swept, then the clock passes the animation's end.
        case sweepThenEnd
        /// The clock passes the animation's end, then the table is swept.
        case endThenSweep
        /// The animation is finished through the handle, then the table is swept.
        case finishThenSweep
    }

    @Test(
        "a released node's animation ends without the handle's completions, in every order",
        arguments: Order.allCases)
    func releasedNodeEndsTheSameWay(order: Order) async {
        let fixture = DanceFixture()
        DanceRegistry.sweep()
        var handle: Dance<Node>?
        var node: Node? = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak let released = node
        node?.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        handle = node?.dance
        let animator = handle?.animator
        animator?.addCompletion(fixture.completion("animator"))
        let handleFinished = Task.immediate { await handle?.finished }
        let animatorFinished = Task.immediate { await animator?.finished }
        fixture.clock.advance(by: 1)
        node = nil
        #expect(released == nil)
        #expect(DanceFactory.instance.activeAnimationCount == 1)

        // The animator's own completion runs once, with where the animation ended: at the
        // end (2 s) when it got there first, where it was (1 s, `.current`) when swept first.
        let expected: String
        switch order {
        case .sweepThenEnd:
            DanceFactory.instance.sweepReleasedNodes()
            fixture.clock.advance(by: 2)
            expected = "1.000 animator current"
        case .endThenSweep:
            fixture.clock.advance(by: 2)
            DanceFactory.instance.sweepReleasedNodes()
            expected = "2.000 animator end"
        case .finishThenSweep:
            handle?.finish(at: .end)
            DanceFactory.instance.sweepReleasedNodes()
            expected = "1.000 animator end"
        }
        #expect(fixture.events == [expected])
        #expect(await handleFinished.value == .some(nil))
        let position: AnimatingPosition = order == .sweepThenEnd ? .current : .end
        #expect(await animatorFinished.value == .some(position))
        #expect(handle?.hasAnimation == false)
        fixture.expectClean()
    }

    @Test("a sweep ends a released node's uninterruptible or paused animation at .current")
    func sweepEndsAtCurrent() async {
        let fixture = DanceFixture()
        for paused in [false, true] {
            var node: Node? = Node()
            node?.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
                .addCompletion(fixture.completion())
            let animator = node?.dance.animator
            // Running and uninterruptible, or paused (an uninterruptible animator cannot be
            // paused while it runs). Set before it starts: an active animator's
            // interruptibility cannot change.
            animator?.isInterruptible = paused
            node?.dance.start()
            #expect(animator?.isInterruptible == paused)
            animator?.addCompletion(fixture.completion("animator \(paused)"))
            fixture.clock.advance(by: 1)
            if paused { animator?.pauseAnimation() }
            node = nil
            DanceFactory.instance.sweepReleasedNodes()
            fixture.clock.advance(by: 2)
        }
        #expect(fixture.events == ["1.000 animator false current", "4.000 animator true current"])
        fixture.expectClean()
    }

    @Test("a released node's animation never started ends without any completion, finished nil")
    func neverStartedEndsWithoutCompletions() async {
        let fixture = DanceFixture()
        var node: Node? = Node()
        node?.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion())
        let animator = node?.dance.animator
        animator?.addCompletion(fixture.completion("animator"))
        let animatorFinished = Task.immediate { await animator?.finished }
        node = nil
        DanceFactory.instance.sweepReleasedNodes()
        fixture.clock.advance(by: 2)
        #expect(fixture.events.isEmpty)
        #expect(await animatorFinished.value == .some(nil))
        fixture.expectClean()
    }

    @Test("an animator's completion run by the sweep may give a new node an animation")
    func sweepCompletionAnimatesAnotherNode() {
        let fixture = DanceFixture()
        let other = Node()
        var node: Node? = Node()
        node?.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }.start()
        node?.dance.animator?.addCompletion { _ in
            other.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
                .addCompletion(fixture.completion("other")).start()
        }
        fixture.clock.advance(by: 1)
        node = nil
        DanceFactory.instance.sweepReleasedNodes()
        #expect(other.dance.isRunning)
        fixture.clock.advance(by: 1)
        #expect(fixture.events == ["2.000 other end"])
        #expect(other.alpha == 0)
        fixture.expectClean()
    }

    @Test("a node kept alive by its completion is called back at the end")
    func keptAliveNodeCompletes() {
        let fixture = DanceFixture()
        var node: Node? = Node()
        var ended: [String] = []
        node?.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .addCompletion { [node] position in ended.append("\(position) \(node?.alpha ?? -1)") }
            .start()
        node = nil
        DanceFactory.instance.sweepReleasedNodes()
        fixture.clock.advance(by: 1)
        #expect(ended == ["end 0.0"])
        fixture.expectClean()
    }

    @Test("a sweep ends released nodes' animations in the order they were last animated")
    func sweepFollowsLastAnimate() {
        let fixture = DanceFixture()
        DanceRegistry.sweep()
        var first: Node? = makeNode()
        var second: Node? = makeNode()
        _ = first?.dance
        _ = second?.dance
        // The second node animates first: its animation has the smaller tag.
        second?.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
        second?.dance.animator?.addCompletion(fixture.completion("second"))
        first?.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
        first?.dance.animator?.addCompletion(fixture.completion("first"))
        #expect((second?.dance.tag ?? 0) < (first?.dance.tag ?? 0))
        first = nil
        second = nil
        DanceFactory.instance.sweepReleasedNodes()
        #expect(fixture.events == ["0.000 second current", "0.000 first current"])
        fixture.expectClean()
    }

    @Test("a completion that releases the node: finished agrees with the later completions")
    func completionReleasesNode() async {
        let fixture = DanceFixture()
        var node: Node? = makeNode()
        weak let released = node
        var later: AnimatingPosition?
        node?.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
            .addCompletion { _ in node = nil }
            .addCompletion { later = $0 }
        guard let handle = node?.dance else { return }
        let finished = Task.immediate { await handle.finished }
        handle.start()
        fixture.clock.advance(to: 1)
        #expect(released == nil)
        // The node went before the later completion: it did not run, and finished gives nil.
        #expect(later == nil)
        #expect(await finished.value == .some(nil))
        fixture.expectClean()
    }
}
