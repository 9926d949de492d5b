import Foundation
import Testing

@testable import Dance

/// Core Animation's form: values, key times 0…1 and timing functions per segment.
@Suite struct KeyframeTimelineCoreAnimationTests {
    @Test("values and key times become linear segments over the duration")
    func keyTimes() {
        let timeline = KeyframeTimeline(
            values: [310.0, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1],
            timingFunctions: nil, duration: 2)
        #expect(timeline.duration == 2)
        for (time, value) in [(0.0, 310.0), (0.5, 60), (1, 120), (1.5, 60), (2, 310)] {
            #expect(abs(timeline.value(time: time) - value) <= 1e-12)
        }
        #expect(abs(timeline.value(time: 0.25) - 185) <= 1e-12)
    }

    @Test("without key times the values are spaced evenly")
    func evenlySpaced() {
        let timeline = KeyframeTimeline(values: [0.0, 10, 30], duration: 4)
        #expect(timeline.value(time: 2) == 10)
        #expect(abs(timeline.value(time: 3) - 20) <= 1e-12)
    }

    @Test("each segment follows its own timing function")
    func timingFunctions() {
        let easeOut = CubicTimingParameters(animationCurve: .easeOut)
        let timeline = KeyframeTimeline(
            values: [0.0, 10, 20], keyTimes: [0, 0.5, 1],
            timingFunctions: [CubicTimingParameters(animationCurve: .linear), easeOut],
            duration: 1)
        #expect(abs(timeline.value(time: 0.25) - 5) <= 1e-12)
        let eased = TimingReference.bezierY(x: 0.5, (0, 0), (0.58, 1))
        #expect(abs(timeline.value(time: 0.75) - (10 + 10 * eased)) <= 1e-5)
    }

    @Test("equal key times make a jump")
    func equalKeyTimes() {
        let timeline = KeyframeTimeline(
            values: [0.0, 10, 50, 60], keyTimes: [0, 0.5, 0.5, 1], duration: 2)
        #expect(timeline.value(time: 1) == 50)
        #expect(abs(timeline.value(time: 1.5) - 55) <= 1e-12)
    }
}
