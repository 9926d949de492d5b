import Foundation
import Testing

@testable import Dance

/// A step's physical spring, like a keyframe's, has its settling duration held to a step's range,
/// 0…1e9 s: beyond it, `Animation.custom` reports it and the step runs for its own duration.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct StepSettlingLimitTests {
        @Test(
            "a step with a spring settling after more than 1e9 s is reported and lasts its duration",
            arguments: SpringReference.overlong)
        func overlongSpring(reference: SpringReference) throws {
            let fixture = DeclarativeFixture(frameInterval: 0.25)
            let spring = reference.spring
            let settling = spring.settlingDuration
            #expect(reference.settling.lowerBound > 1e9)
            let node = Node()
            var made: PropertyAnimator?
            let errors = captureErrors {
                let step = Animation.custom(duration: 2, timingParameters: spring) {
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
            fixture.clock.advance(to: 2)
            #expect(node.$alpha.presentation == 0)
            fixture.clock.advance(to: 3)
            #expect(ends == ["3.000 end"])
            #expect(node.alpha == 1)
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
