import Foundation
import Testing

@testable import Dance

/// A step's physical spring, like a keyframe's, and a step's decay have their settling duration
/// held to a step's range, 0…1e9 s: beyond it, `Animation.custom` reports it and the step runs
/// for its own duration.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct StepSettlingLimitTests {
        @Test(
            "a step whose spring or decay settles beyond 1e9 s is reported and lasts its duration",
            arguments: SettlingLimit.overlong)
        func overlong(reference: any OverlongSettling) throws {
            let fixture = DeclarativeFixture(frameInterval: 0.25)
            let provider = reference.provider
            let settling = reference.settlingDuration
            #expect(reference.settling.lowerBound > 1e9)
            #expect(reference.settling.contains(settling))
            let node = Node()
            var made: PropertyAnimator?
            let errors = captureErrors {
                let step = Animation.custom(duration: 2, timingParameters: provider) {
                    $0.alpha = 0
                }
                made = PropertyAnimator(steps: [step, .fadeIn(duration: 1)], on: node)
            }
            #expect(
                errors == [
                    .invalidArgument(
                        tag: nil, operation: .makeStep, argument: .duration, value: settling)
                ])
            #expect(
                errors.first?.description
                    == "** Dance Error: invalid duration \(settling) in Animation; use a number "
                    + "in 0…1e9. A safe value was used instead. **")
            let animator = try #require(made)
            // The safe value: the step's own 2 s, then the fade's second.
            #expect(animator.duration == 3)
            var ends: [String] = []
            animator.addCompletion { ends.append("\(fixture.stamp) \($0)") }
            animator.startAnimation()
            fixture.clock.advance(to: 1)
            #expect(isClose(node.$alpha.presentation, reference.displacement(at: 1)))
            if let velocity = reference.closedFormVelocity(at: 1) {
                #expect(abs(node.$alpha.velocity - velocity) <= 1e-9 * abs(velocity))
            }
            fixture.clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0)
            fixture.clock.advance(to: 3)
            #expect(ends == ["3.000 end"])
            #expect(node.alpha == 1)
            fixture.expectSettled()
        }

        @Test(
            "a step with a settling just inside 1e9 s lasts its settling duration",
            arguments: SettlingLimit.allCases)
        func limitBetweenInsideAndOutside(limit: SettlingLimit) {
            let fixture = DeclarativeFixture(frameInterval: 1e7)
            let inside = limit.inside
            let outside = limit.outside
            // Just inside: the step lasts the settling duration, unreported.
            let node = Node()
            let step = Animation.custom(duration: 2, timingParameters: inside.provider) {
                $0.alpha = 0
            }
            let animator = PropertyAnimator(steps: [step], on: node)
            #expect(animator.duration == inside.settlingDuration)
            #expect(inside.settling.contains(animator.duration))
            animator.startAnimation()
            fixture.clock.advance(to: 5e8)
            #expect(isClose(node.$alpha.presentation, inside.displacement(at: 5e8)))
            fixture.clock.advance(to: animator.duration)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
            // Just outside: reported, and the step lasts its own 2 s.
            var duration: TimeInterval?
            let errors = captureErrors {
                let step = Animation.custom(duration: 2, timingParameters: outside.provider) {
                    $0.alpha = 1
                }
                duration = PropertyAnimator(steps: [step], on: Node()).duration
            }
            #expect(
                errors == [
                    .invalidArgument(
                        tag: nil, operation: .makeStep, argument: .duration,
                        value: outside.settlingDuration)
                ])
            #expect(duration == 2)
            fixture.expectSettled()
        }

        @Test("a step and a keyframe hold a spring's settling duration to the same 1e9 s")
        func oneLimitForStepsAndKeyframes() {
            let fixture = DeclarativeFixture()
            let inside = SpringReference.justInside.spring
            let outside = SpringReference.justOutside.spring
            // Just inside: both last the settling duration, unreported.
            let step = Animation.custom(duration: 2, timingParameters: inside) { $0.alpha = 0 }
            let keyframe = Keyframe<Double>.spring(0, spring: inside)
            #expect(PropertyAnimator(steps: [step], on: Node()).duration == inside.settlingDuration)
            #expect(keyframe.duration == inside.settlingDuration)
            // Just outside: both report the settling duration, each with its safe value.
            var keyframeDuration: TimeInterval?
            var stepsDuration: TimeInterval?
            let errors = captureErrors {
                let step = Animation.custom(duration: 2, timingParameters: outside) {
                    $0.alpha = 0
                }
                stepsDuration = PropertyAnimator(steps: [step], on: Node()).duration
                keyframeDuration = Keyframe<Double>.spring(0, spring: outside).duration
            }
            let settling = outside.settlingDuration
            #expect(
                errors == [
                    .invalidArgument(
                        tag: nil, operation: .makeStep, argument: .duration, value: settling),
                    .invalidArgument(
                        tag: nil, operation: .makeKeyframe, argument: .duration, value: settling),
                ])
            #expect(stepsDuration == 2)
            #expect(keyframeDuration == 1)
            fixture.expectSettled()
        }
    }
}
