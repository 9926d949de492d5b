import Foundation
import Testing

@testable import Dance

/// One mistake, one error: the calls chained after a rejected `animate` do nothing.
@MainActor @Suite(.serialized) struct DanceRejectedAnimateTests {
    @Test(
        "a rejected animate reports its invalid duration once, and the chained call does nothing",
        arguments: DanceCall.all)
    func invalidDurationThenCall(call: DanceCall) {
        let fixture = DanceFixture()
        let node = Node()
        let before = DanceObservation(node)
        let errors = captureErrors {
            call.run(node.dance.animate(duration: -1, curve: .linear) { $0.alpha = 0 })
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: node.dance.tag, operation: .animate, argument: .duration, value: -1)
            ])
        #expect(DanceObservation(node) == before)
        fixture.clock.advance(by: 2)
        #expect(node.alpha == 1)
        fixture.expectClean()
    }

    @Test("a rejected animate followed by start() leaves the node's paused animation paused")
    func oldAnimationLeftAlone() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).pause()
        let tag = node.dance.tag
        let errors = captureErrors {
            node.dance.animate(duration: .nan, curve: .linear) { $0.alpha = 0.5 }
                .addCompletion(fixture.completion("rejected")).start().reverse()
        }
        #expect(errors.count == 1)
        #expect(node.dance.tag == tag)
        #expect(node.dance.animator?.state == .active)
        #expect(node.dance.isRunning == false)
        node.dance.start()
        fixture.clock.advance(by: 2)
        #expect(fixture.events == ["2.000 completion end"])
        fixture.expectClean()
    }

    @Test("animate over a running animation that is not interruptible reports once")
    func notInterruptible() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
        node.dance.animator?.isInterruptible = false
        node.dance.addCompletion(fixture.completion()).start()
        let tag = node.dance.tag
        let errors = captureErrors {
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0.5 }
                .addCompletion(fixture.completion("rejected")).pause()
        }
        #expect(errors == [.wrongState(tag: tag, operation: .animate, reason: .notInterruptible)])
        #expect(node.dance.isRunning)
        fixture.clock.advance(by: 2)
        #expect(fixture.events == ["2.000 completion end"])
        fixture.expectClean()
    }

    @Test("the node's own handle still reports a missing animation after a rejected animate")
    func laterCallsStillReport() {
        let fixture = DanceFixture()
        let node = Node()
        let errors = captureErrors {
            let rest = node.dance.animate(duration: -1, curve: .linear) { $0.alpha = 0 }
            #expect(!rest.hasAnimation)
            #expect(rest.animator == nil)
            #expect(rest.base === node)
            rest.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
            node.dance.start()
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: node.dance.tag, operation: .animate, argument: .duration, value: -1),
                .noAnimation(tag: node.dance.tag),
            ])
        fixture.expectClean()
    }
}
