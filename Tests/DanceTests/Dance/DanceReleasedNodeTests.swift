import Foundation
import Testing

@testable import Dance

/// A released node's animation ends without completions, whichever comes first: the sweep of
/// the table of handles, or the animation's own end.
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
        "a released node's animation ends without its completions, in every order",
        arguments: Order.allCases)
    func releasedNodeEndsTheSameWay(order: Order) {
        let fixture = DanceFixture()
        DanceRegistry.sweep()
        var handle: Dance<Node>?
        var node: Node? = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak let released = node
        node?.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        handle = node?.dance
        fixture.clock.advance(by: 1)
        node = nil
        #expect(released == nil)
        #expect(DanceFactory.instance.activeAnimationCount == 1)

        switch order {
        case .sweepThenEnd:
            DanceFactory.instance.sweepReleasedNodes()
            fixture.clock.advance(by: 2)
        case .endThenSweep:
            fixture.clock.advance(by: 2)
            DanceFactory.instance.sweepReleasedNodes()
        case .finishThenSweep:
            handle?.finish(at: .end)
            DanceFactory.instance.sweepReleasedNodes()
        }
        #expect(fixture.events.isEmpty)
        #expect(handle?.hasAnimation == false)
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
}
