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

    @Test(
        "a bad damping ratio through animate is reported with the node's tag, and replaced",
        arguments: [(-1.0, 0.001), (0, 0.001), (.nan, 1), (.infinity, 1), (2000, 1000)])
    func badDampingRatio(ratio: Double, replaced: Double) {
        let fixture = DanceFixture()
        let (node, reference) = (Node(), Node())
        let tag = node.dance.tag
        let errors = captureErrors {
            node.dance.animate(duration: 1, dampingRatio: ratio) { $0.alpha = 0 }.start()
        }
        #expect(errors.count == 1)
        guard
            case .invalidArgument(let reportedTag, let operation, let argument, let value)? =
                errors.first
        else { return }
        #expect(reportedTag == tag && operation == .springTimingParameters)
        #expect(argument == .dampingRatio && (value == ratio || (value.isNaN && ratio.isNaN)))
        // The animation runs with the ratio the spring's initializer would have used.
        let clean = captureErrors {
            reference.dance.animate(duration: 1, dampingRatio: replaced) { $0.alpha = 0 }.start()
        }
        #expect(clean.isEmpty)
        for time in [0.1, 0.3, 0.6] {
            fixture.clock.advance(to: time)
            #expect(node.$alpha.presentation == reference.$alpha.presentation)
        }
        #expect(node.$alpha.presentation != 1 && node.$alpha.presentation != 0)
        fixture.clock.advance(to: 2)
        #expect(node.alpha == 0 && node.$alpha.presentation == 0)
        fixture.expectClean()
    }
}
