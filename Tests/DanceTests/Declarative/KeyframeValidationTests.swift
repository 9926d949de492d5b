import Foundation
import Testing

@testable import Dance

/// Bad keyframe and timeline inputs: reported once each, and a safe value used.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct KeyframeValidationTests {
        nonisolated static func invalid(
            _ operation: DanceError.Operation, _ argument: DanceError.Argument, _ value: Double
        ) -> DanceError {
            .invalidArgument(tag: nil, operation: operation, argument: argument, value: value)
        }

        @Test(
            "a bad keyframe duration is reported and the keyframe jumps",
            arguments: [-1.0, .nan, .infinity, -.infinity])
        func badDuration(duration: Double) {
            var timeline: KeyframeTimeline<Double>?
            let errors = captureErrors {
                timeline = KeyframeTimeline(
                    initialValue: 0,
                    keyframes: [.linear(5, duration: duration), .cubic(7, duration: 1)])
            }
            #expect(
                TimingReference.same(errors, [Self.invalid(.makeKeyframe, .duration, duration)]))
            #expect(timeline?.duration == 1)
            #expect(timeline?.value(time: 0) == 5)
        }

        @Test("a spring that never settles, given no duration, is reported and lasts 1 s")
        func undampedSpring() {
            let undamped = SpringTimingParameters(
                mass: 1, stiffness: 100, damping: 0, initialVelocity: .zero)
            var keyframe: Keyframe<Double>?
            let errors = captureErrors { keyframe = .spring(1, spring: undamped) }
            #expect(errors == [Self.invalid(.makeKeyframe, .duration, .infinity)])
            #expect(keyframe?.duration == 1)
        }

        @Test("a spring that settles after more than 1e9 s, given no duration, is reported too")
        func slowSpring() {
            let slow = SpringTimingParameters(
                mass: 1e6, stiffness: 1e-6, damping: 1e-12, initialVelocity: .zero)
            // ω₀ = 1e-6 rad/s and ζ = 5e-10: the envelope takes about 1.4e19 s to reach 0.001.
            #expect(slow.settlingDuration > 1e18)
            #expect(slow.settlingDuration.isFinite)
            var keyframe: Keyframe<Double>?
            let errors = captureErrors { keyframe = .spring(1, spring: slow) }
            #expect(errors == [Self.invalid(.makeKeyframe, .duration, slow.settlingDuration)])
            #expect(keyframe?.duration == 1)
        }

        @Test("a NaN time is reported and 0 is used")
        func nanTime() {
            let timeline = KeyframeTimeline(initialValue: 1.0, keyframes: [.linear(2, duration: 1)])
            var value = 0.0
            let errors = captureErrors { value = timeline.value(time: .nan) }
            #expect(TimingReference.same(errors, [Self.invalid(.keyframeTimeline, .time, .nan)]))
            #expect(value == 1)
        }

        @Test("a NaN progress is reported as the progress it is, and 0 is used")
        func nanProgress() {
            let timeline = KeyframeTimeline(initialValue: 1.0, keyframes: [.linear(2, duration: 4)])
            var value = 0.0
            let errors = captureErrors { value = timeline.value(progress: .nan) }
            #expect(
                TimingReference.same(errors, [Self.invalid(.keyframeTimeline, .progress, .nan)]))
            #expect(
                errors.first?.description
                    == "** Dance Error: invalid progress nan in KeyframeTimeline; use a number "
                    + "(it is clamped to 0…1). A safe value was used instead. **")
            #expect(value == 1)
            // Outside 0…1 it clamps, silently: 1.5 is the end, 2.
            #expect(captureErrors { value = timeline.value(progress: 1.5) }.isEmpty)
            #expect(value == 2)
        }

        @Test(
            "Core Animation inputs: bad key times, counts and durations are reported",
            arguments: [
                ([0, 0.5, 0.4, 1], nil, 1, invalid(.keyframeTimeline, .keyTimes, 0.4)),
                ([0.1, 0.5, 0.7, 1], nil, 1, invalid(.keyframeTimeline, .keyTimes, 0.1)),
                ([0, 0.5, 0.7, 0.9], nil, 1, invalid(.keyframeTimeline, .keyTimes, 0.9)),
                ([0, 0.5, 1.5, 1], nil, 1, invalid(.keyframeTimeline, .keyTimes, 1.5)),
                ([0, 1], nil, 1, invalid(.keyframeTimeline, .count, 2)),
                (nil, 2, 1, invalid(.keyframeTimeline, .count, 2)),
                (nil, nil, -3, invalid(.keyframeTimeline, .duration, -3)),
            ] as [([Double]?, Int?, Double, DanceError)])
        func coreAnimationInputs(
            keyTimes: [Double]?, timingCount: Int?, duration: Double, expected: DanceError
        ) {
            let timings = timingCount.map {
                Array(repeating: CubicTimingParameters(animationCurve: .easeIn), count: $0)
            }
            var timeline: KeyframeTimeline<Double>?
            let errors = captureErrors {
                timeline = KeyframeTimeline(
                    values: [0, 10, 20, 30], keyTimes: keyTimes, timingFunctions: timings,
                    duration: duration)
            }
            #expect(errors == [expected])
            // The safe value: evenly spaced, linear, over the valid duration (or 0 s).
            let seconds = max(duration, 0)
            #expect(timeline?.duration == seconds)
            if seconds > 0 {
                #expect(abs((timeline?.value(time: 0.5) ?? 0) - 15) <= 1e-12)
            }
        }

        @Test("no values is reported and the timeline shows zero")
        func noValues() {
            var timeline: KeyframeTimeline<CGPoint>?
            let errors = captureErrors {
                timeline = KeyframeTimeline(values: [], duration: 1)
            }
            #expect(errors == [Self.invalid(.keyframeTimeline, .count, 0)])
            #expect(timeline?.duration == 0)
            #expect(timeline?.value(time: 0) == .zero)
        }
    }
}
