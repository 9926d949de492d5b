import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct DanceChainingTests {
    @Test("animate on a running animation finishes the old one at .current first, with a new tag")
    func animateReplacesRunning() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) {
            $0.alpha = 0
        }.addCompletion { position in
            fixture.record(
                "old \(position) alpha \(fixed(node.alpha)) shown \(fixed(node.presentation.alpha))"
            )
        }.start()
        let oldTag = node.dance.tag
        fixture.clock.advance(by: 1)
        node.dance.animate(duration: 2, curve: .linear) {
            $0.alpha = 1
        }.addCompletion(fixture.completion("new"))
        #expect(fixture.events == ["1.000 old current alpha 0.500000 shown 0.500000"])
        #expect(node.dance.tag > oldTag)
        #expect(DanceFactory.instance.animator(for: oldTag) == nil)
        #expect(DanceFactory.instance.activeAnimationCount == 1)
        node.dance.start()
        fixture.clock.advance(by: 1)
        #expect(isClose(node.presentation.alpha, 0.75))
        fixture.clock.advance(by: 1)
        #expect(
            fixture.events == ["1.000 old current alpha 0.500000 shown 0.500000", "3.000 new end"])
        #expect(node.alpha == 1)
        fixture.expectClean()
    }

    @Test("animate on an animation never started finishes it at .current: its start values")
    func animateReplacesUnstarted() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion("old"))
        node.dance.animate(duration: 2, curve: .linear) { $0.cornerRadius = 10 }
            .addCompletion(fixture.completion("new"))
        #expect(fixture.events == ["0.000 old current"])
        #expect(node.alpha == 1)
        node.dance.finish(at: .end)
        #expect(fixture.events == ["0.000 old current", "0.000 new end"])
        #expect(node.cornerRadius == 10)
        fixture.expectClean()
    }

    @Test("a completion may start a new animation on the same node")
    func completionStartsNewAnimation() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 1, curve: .linear) {
            $0.alpha = 0
        }.addCompletion { position in
            fixture.record("first \(position) hasAnimation \(node.dance.hasAnimation)")
            node.dance.animate(duration: 1, curve: .linear) {
                $0.alpha = 1
            }.addCompletion(fixture.completion("second")).start()
        }.start()
        let firstTag = node.dance.tag
        fixture.clock.advance(by: 1)
        #expect(node.dance.hasAnimation)
        #expect(node.dance.tag > firstTag)
        #expect(node.dance.isRunning)
        fixture.clock.advance(by: 0.5)
        #expect(isClose(node.presentation.alpha, 0.5))
        fixture.clock.advance(by: 0.5)
        #expect(fixture.events == ["1.000 first end hasAnimation false", "2.000 second end"])
        fixture.expectClean()
    }

    @Test(
        "finish or pause from inside a completion reports .noAnimation and never traps",
        arguments: [false, true])
    func controlFromCompletion(finishedByCall: Bool) {
        let fixture = DanceFixture()
        let node = Node()
        var errors: [DanceError] = []
        node.dance.animate(duration: 1, curve: .linear) {
            $0.alpha = 0
        }.addCompletion { position in
            fixture.record("completion \(position)")
            errors += captureErrors {
                node.dance.finish(at: .start)
                node.dance.pause()
                node.dance.pause(after: 1)
                node.dance.start()
            }
        }.start()
        if finishedByCall {
            node.dance.finish(at: .end)
        } else {
            fixture.clock.advance(by: 1)
        }
        let time = finishedByCall ? "0.000" : "1.000"
        #expect(fixture.events == ["\(time) completion end"])
        #expect(errors == Array(repeating: .noAnimation(tag: node.dance.tag), count: 4))
        #expect(node.alpha == 0)
        fixture.expectClean()
    }

    @Test(
        "an animation a replaced one's completion creates is superseded too: no orphan is left",
        arguments: [false, true])
    func completionAnimatesDuringReplacement(startedInCompletion: Bool) {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) {
            $0.alpha = 0
        }.addCompletion { position in
            fixture.record("old \(position)")
            node.dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 5 }
                .addCompletion(fixture.completion("from completion"))
            if startedInCompletion { node.dance.start() }
        }.start()
        fixture.clock.advance(by: 1)
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 1 }
            .addCompletion(fixture.completion("new"))
        #expect(DanceFactory.instance.activeAnimationCount == 1)
        #expect(node.dance.animator?.state == .inactive)
        #expect(isClose(node.cornerRadius, 0))
        #expect(node.presentation.cornerRadius == node.cornerRadius)
        #expect(DanceFactory.instance.invariantViolations().isEmpty)
        node.dance.finish(at: .end)
        fixture.clock.advance(by: 2)
        #expect(fixture.events == ["1.000 old current", "1.000 new end"])
        #expect(node.alpha == 1)
        fixture.expectClean()
    }

    @Test("animate over a running non-interruptible animation is reported and changes nothing")
    func animateOverNonInterruptible() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion("old"))
        node.dance.animator?.isInterruptible = false
        node.dance.start()
        let oldTag = node.dance.tag
        fixture.clock.advance(by: 1)
        let errors = captureErrors {
            node.dance.animate(duration: 2, curve: .linear) { $0.cornerRadius = 4 }
        }
        #expect(
            errors == [.wrongState(tag: oldTag, operation: .animate, reason: .notInterruptible)])
        #expect(node.dance.tag == oldTag)
        #expect(node.cornerRadius == 0)
        #expect(node.dance.progress == 0.5)
        fixture.clock.advance(by: 1)
        #expect(fixture.events == ["2.000 old end"])
        #expect(node.alpha == 0)
        fixture.expectClean()
    }

    @Test("a long chain of calls keeps one animation and ends clean")
    func longChain() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 4, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion())
            .start(after: 1)
            .pause()
            .setProgress(to: 0.5)
            .start()
            .reverse()
            .reverse()
        fixture.clock.advance(by: 1)
        #expect(node.dance.progress == 0.75)
        node.dance.pause().reverse().start()
        fixture.clock.advance(by: 3)
        #expect(fixture.events == ["4.000 completion start"])
        #expect(node.alpha == 1)
        fixture.expectClean()
    }
}
