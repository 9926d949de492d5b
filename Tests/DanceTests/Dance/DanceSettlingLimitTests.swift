import Foundation
import Testing

@testable import Dance

/// `dance.animate` holds a physical spring's settling duration, which replaces its `duration`,
/// to the range of `duration`, 0…1e9 s: beyond it, it reports with its tag and changes nothing,
/// as for a bad duration.
@MainActor @Suite(.serialized) struct DanceSettlingLimitTests {
    @Test(
        "animate with a spring settling after more than 1e9 s reports it; nothing changes",
        arguments: SpringReference.overlong)
    func overlongSpring(reference: SpringReference) {
        let fixture = DanceFixture()
        let node = Node()
        let spring = reference.spring
        #expect(reference.settling.lowerBound > 1e9)
        let before = DanceObservation(node)
        let errors = captureErrors {
            node.dance.animate(duration: 1, timingParameters: spring) { $0.alpha = 0 }
                .addCompletion(fixture.completion("rejected")).start()
        }
        let tag = node.dance.tag
        #expect(
            errors == [
                .invalidArgument(
                    tag: tag, operation: .animate, argument: .duration,
                    value: spring.settlingDuration)
            ])
        #expect(
            errors.first?.description
                == "** Dance Error: invalid duration \(spring.settlingDuration) in dance.animate "
                + "(dance.tag = \(tag)); use a number in 0…1e9. Nothing was changed. **")
        #expect(DanceObservation(node) == before)
        fixture.clock.advance(by: 2)
        #expect(node.alpha == 1 && node.$alpha.presentation == 1)
        #expect(fixture.events.isEmpty)
        fixture.expectClean()
    }

    @Test("animate with such a spring leaves the node's running animation running")
    func runningAnimationLeftAlone() throws {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(to: 1)
        let animator = try #require(node.dance.animator)
        let before = DanceObservation(node)
        let snapshot = AnimatorSnapshot(animator)
        let spring = SpringReference.justOutside.spring
        let errors = captureErrors {
            node.dance.animate(duration: 1, timingParameters: spring) { $0.cornerRadius = 9 }
                .addCompletion(fixture.completion("rejected")).pause()
        }
        #expect(errors.count == 1)
        #expect(errors.first?.operation == .animate)
        #expect(errors.first?.tag == before.tag)
        #expect(DanceObservation(node) == before)
        #expect(AnimatorSnapshot(animator) == snapshot)
        #expect(node.dance.animator === animator)
        fixture.clock.advance(to: 2)
        #expect(fixture.events == ["2.000 completion end"])
        #expect(node.cornerRadius == 0)
        fixture.expectClean()
    }

    @Test("the limit is 1e9 s: animate with a spring settling just inside takes its time")
    func limitBetweenInsideAndOutside() {
        let fixture = DanceFixture(frameInterval: 1e7)
        let node = Node()
        let outside = SpringReference.justOutside.spring
        let errors = captureErrors {
            node.dance.animate(duration: 1, timingParameters: outside) { $0.alpha = 0 }.start()
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: node.dance.tag, operation: .animate, argument: .duration,
                    value: outside.settlingDuration)
            ])
        #expect(!node.dance.hasAnimation)
        let reference = SpringReference.justInside
        let spring = reference.spring
        node.dance.animate(duration: 1, timingParameters: spring) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        #expect(node.dance.animator?.duration == spring.settlingDuration)
        #expect(reference.settling.contains(spring.settlingDuration))
        fixture.clock.advance(to: 5e8)
        #expect(isClose(node.$alpha.presentation, reference.displacement(at: 5e8)))
        fixture.clock.advance(to: spring.settlingDuration)
        #expect(fixture.events.count == 1)
        #expect(fixture.events.first?.hasSuffix(" completion end") == true)
        #expect(!node.dance.hasAnimation)
        fixture.expectClean()
    }
}
