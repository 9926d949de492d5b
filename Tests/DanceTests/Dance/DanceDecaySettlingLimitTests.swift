import Foundation
import Testing

@testable import Dance

/// `dance.animate` holds a decay's settling duration, which replaces its `duration`, to the
/// range of `duration`, 0…1e9 s, as a physical spring's: beyond it, it reports with its tag and
/// changes nothing, as for a bad duration.
@MainActor @Suite(.serialized) struct DanceDecaySettlingLimitTests {
    @Test(
        "animate with a decay settling after more than 1e9 s reports it; nothing changes",
        arguments: DecayReference.overlong)
    func overlongDecay(reference: DecayReference) {
        let fixture = DanceFixture()
        let node = Node()
        let decay = reference.decay
        #expect(reference.settling.lowerBound > 1e9)
        #expect(reference.settling.contains(decay.settlingDuration))
        let before = DanceObservation(node)
        let errors = captureErrors {
            node.dance.animate(duration: 1, timingParameters: decay) {
                $0.center = decay.projectedValue(
                    from: $0.center, initialVelocity: CGPoint(x: 1, y: 0))
            }
            .addCompletion(fixture.completion("rejected")).start()
        }
        let tag = node.dance.tag
        #expect(
            errors == [
                .invalidArgument(
                    tag: tag, operation: .animate, argument: .duration,
                    value: decay.settlingDuration)
            ])
        #expect(
            errors.first?.description
                == "** Dance Error: invalid duration \(decay.settlingDuration) in dance.animate "
                + "(dance.tag = \(tag)); use a number in 0…1e9. Nothing was changed. **")
        #expect(DanceObservation(node) == before)
        fixture.clock.advance(by: 2)
        #expect(DanceObservation(node) == before)
        #expect(fixture.events.isEmpty)
        fixture.expectClean()
    }

    @Test("animate with such a decay leaves the node's running animation running")
    func runningAnimationLeftAlone() throws {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(to: 1)
        let animator = try #require(node.dance.animator)
        let before = DanceObservation(node)
        let snapshot = AnimatorSnapshot(animator)
        let decay = DecayReference.justOutside.decay
        let errors = captureErrors {
            node.dance.animate(duration: 1, timingParameters: decay) { $0.cornerRadius = 9 }
                .addCompletion(fixture.completion("rejected")).pause()
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: before.tag, operation: .animate, argument: .duration,
                    value: decay.settlingDuration)
            ])
        #expect(DanceObservation(node) == before)
        #expect(AnimatorSnapshot(animator) == snapshot)
        #expect(node.dance.animator === animator)
        fixture.clock.advance(to: 2)
        #expect(fixture.events == ["2.000 completion end"])
        #expect(node.cornerRadius == 0)
        fixture.expectClean()
    }

    @Test("the limit is 1e9 s: animate with a decay settling just inside takes its time")
    func limitBetweenInsideAndOutside() {
        let fixture = DanceFixture(frameInterval: 1e7)
        let node = Node()
        let outside = DecayReference.justOutside.decay
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
        let reference = DecayReference.justInside
        let decay = reference.decay
        node.dance.animate(duration: 1, timingParameters: decay) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        #expect(node.dance.animator?.duration == decay.settlingDuration)
        #expect(reference.settling.contains(decay.settlingDuration))
        fixture.clock.advance(to: 5e8)
        #expect(isClose(node.$alpha.presentation, reference.displacement(at: 5e8)))
        fixture.clock.advance(to: decay.settlingDuration)
        #expect(fixture.events.count == 1)
        #expect(fixture.events.first?.hasSuffix(" completion end") == true)
        #expect(!node.dance.hasAnimation)
        fixture.expectClean()
    }
}
