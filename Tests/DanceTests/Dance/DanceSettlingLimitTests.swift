import Foundation
import Testing

@testable import Dance

/// `dance.animate` holds a physical spring's or a decay's settling duration, which replaces its
/// `duration`, to the range of `duration`, 0…1e9 s: beyond it, it reports with its tag and
/// changes nothing, as for a bad duration.
@MainActor @Suite(.serialized) struct DanceSettlingLimitTests {
    @Test(
        "animate with a spring or decay settling beyond 1e9 s reports it; nothing changes",
        arguments: SettlingLimit.overlong)
    func overlong(reference: any OverlongSettling) {
        let fixture = DanceFixture()
        let node = Node()
        let provider = reference.provider
        let settling = reference.settlingDuration
        #expect(reference.settling.lowerBound > 1e9)
        #expect(reference.settling.contains(settling))
        let before = DanceObservation(node)
        let errors = captureErrors {
            node.dance.animate(duration: 1, timingParameters: provider) {
                $0.alpha = 0
                // A decay's own use besides: a fling of the centre to where it would coast.
                if let decay = provider as? DecayTimingParameters {
                    $0.center = decay.projectedValue(
                        from: $0.center, initialVelocity: CGPoint(x: 1, y: 0))
                }
            }
            .addCompletion(fixture.completion("rejected")).start()
        }
        let tag = node.dance.tag
        #expect(
            errors == [
                .invalidArgument(
                    tag: tag, operation: .animate, argument: .duration, value: settling)
            ])
        #expect(
            errors.first?.description
                == "** Dance Error: invalid duration \(settling) in dance.animate "
                + "(dance.tag = \(tag)); use a number in 0…1e9. Nothing was changed. **")
        #expect(DanceObservation(node) == before)
        fixture.clock.advance(by: 2)
        #expect(DanceObservation(node) == before)
        #expect(node.alpha == 1 && node.$alpha.presentation == 1)
        #expect(fixture.events.isEmpty)
        fixture.expectClean()
    }

    @Test(
        "animate with such a spring or decay leaves the node's running animation running",
        arguments: SettlingLimit.allCases)
    func runningAnimationLeftAlone(limit: SettlingLimit) throws {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(to: 1)
        let animator = try #require(node.dance.animator)
        let before = DanceObservation(node)
        let snapshot = AnimatorSnapshot(animator)
        let outside = limit.outside
        let errors = captureErrors {
            node.dance.animate(duration: 1, timingParameters: outside.provider) {
                $0.cornerRadius = 9
            }
            .addCompletion(fixture.completion("rejected")).pause()
        }
        #expect(errors.count == 1)
        #expect(errors.first?.operation == .animate)
        #expect(errors.first?.tag == before.tag)
        #expect(
            errors == [
                .invalidArgument(
                    tag: before.tag, operation: .animate, argument: .duration,
                    value: outside.settlingDuration)
            ])
        #expect(DanceObservation(node) == before)
        #expect(AnimatorSnapshot(animator) == snapshot)
        #expect(node.dance.animator === animator)
        fixture.clock.advance(to: 2)
        #expect(fixture.events == ["2.000 completion end"])
        #expect(node.cornerRadius == 0)
        fixture.expectClean()
    }

    @Test(
        "the limit is 1e9 s: animate with a settling just inside takes its time",
        arguments: SettlingLimit.allCases)
    func limitBetweenInsideAndOutside(limit: SettlingLimit) {
        let fixture = DanceFixture(frameInterval: 1e7)
        let node = Node()
        let outside = limit.outside
        let errors = captureErrors {
            node.dance.animate(duration: 1, timingParameters: outside.provider) { $0.alpha = 0 }
                .start()
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: node.dance.tag, operation: .animate, argument: .duration,
                    value: outside.settlingDuration)
            ])
        #expect(!node.dance.hasAnimation)
        let inside = limit.inside
        let settling = inside.settlingDuration
        node.dance.animate(duration: 1, timingParameters: inside.provider) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        #expect(node.dance.animator?.duration == settling)
        #expect(inside.settling.contains(settling))
        fixture.clock.advance(to: 5e8)
        #expect(isClose(node.$alpha.presentation, inside.displacement(at: 5e8)))
        fixture.clock.advance(to: settling)
        #expect(fixture.events.count == 1)
        #expect(fixture.events.first?.hasSuffix(" completion end") == true)
        #expect(!node.dance.hasAnimation)
        fixture.expectClean()
    }
}
