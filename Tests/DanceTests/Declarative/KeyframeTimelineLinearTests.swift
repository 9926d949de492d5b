import Foundation
import Testing

@testable import Dance

/// Linear and move keyframes: exact values at keyframe times, timing between, jumps that hold.
@Suite struct KeyframeTimelineLinearTests {
    static let easeIn = CubicTimingParameters(animationCurve: .easeIn)
    /// 3 → 10 in 1 s (linear), → −5 in 0.5 s (easeIn), → 7 in 2 s (linear).
    static let timeline = KeyframeTimeline(
        initialValue: 3.0,
        keyframes: [
            .linear(10, duration: 1), .linear(-5, duration: 0.5, timing: easeIn),
            .linear(7, duration: 2),
        ])

    @Test(
        "linear segments hit every keyframe value at its time (≤ 1e-12)",
        arguments: [(0.0, 3.0), (1, 10), (1.5, -5), (3.5, 7)])
    func keyframeValues(time: Double, expected: Double) {
        #expect(abs(Self.timeline.value(time: time) - expected) <= 1e-12)
    }

    @Test("the duration is the sum of the keyframes' durations")
    func duration() {
        #expect(Self.timeline.duration == 3.5)
    }

    @Test(
        "between keyframes a segment follows its timing (linear exactly, easeIn ≤ 1e-6)",
        arguments: [0.1, 0.25, 0.5, 0.9])
    func betweenKeyframes(fraction: Double) {
        let first = Self.timeline.value(time: fraction)
        #expect(abs(first - (3 + 7 * fraction)) <= 1e-12)
        let eased = TimingReference.bezierY(x: fraction, (0.42, 0), (1, 1))
        let second = Self.timeline.value(time: 1 + 0.5 * fraction)
        #expect(abs(second - (10 - 15 * eased)) <= 1e-6 * 15)
        let third = Self.timeline.value(time: 1.5 + 2 * fraction)
        #expect(abs(third - (-5 + 12 * fraction)) <= 1e-12)
    }

    @Test(
        "the velocity is the segment's slope: Δ / duration × the curve's dy/dx",
        arguments: [0.2, 0.5, 0.8, 1.2, 1.25, 1.4, 2, 3])
    func velocity(time: Double) {
        let step = 1e-6
        let numerical =
            (Self.timeline.value(time: time + step) - Self.timeline.value(time: time - step))
            / (2 * step)
        let analytic = Self.timeline.velocity(time: time)
        #expect(abs(analytic - numerical) <= 1e-5 * max(1, abs(numerical)))
    }

    @Test("a linear segment's velocity is exactly Δ / duration")
    func linearVelocity() {
        #expect(Self.timeline.velocity(time: 0.5) == 7)
        #expect(Self.timeline.velocity(time: 2) == 6)
    }

    @Test("times clamp to 0…duration, and progress maps onto time")
    func clamping() {
        #expect(Self.timeline.value(time: -1) == 3)
        #expect(Self.timeline.value(time: 100) == 7)
        for progress in [0.0, 0.2, 0.5, 0.75, 1] {
            #expect(
                Self.timeline.value(progress: progress)
                    == Self.timeline.value(time: progress * 3.5))
        }
        #expect(Self.timeline.value(progress: 2) == 7)
        #expect(Self.timeline.value(progress: -2) == 3)
    }

    // MARK: - Moves

    @Test("a move jumps at its time and holds until the next segment moves on")
    func move() {
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [.linear(10, duration: 1), .move(50), .linear(60, duration: 1)])
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1.0.nextDown) < 10)
        #expect(timeline.value(time: 1) == 50)
        #expect(timeline.velocity(time: 1) == 10)
        #expect(abs(timeline.value(time: 1.5) - 55) <= 1e-12)
        let held = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [.linear(10, duration: 1), .move(50), .linear(50, duration: 1)])
        for time in [1.0, 1.25, 1.5, 2] {
            #expect(held.value(time: time) == 50)
            #expect(held.velocity(time: time) == 0)
        }
    }

    @Test("a move at the very end shows its value from its time on; one at 0 from the start")
    func moveAtTheEnds() {
        let timeline = KeyframeTimeline(
            initialValue: 0.0, keyframes: [.move(5), .linear(10, duration: 1), .move(-1)])
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 5)
        #expect(timeline.value(time: 0.5) == 7.5)
        #expect(timeline.value(time: 1) == -1)
        #expect(timeline.value(progress: 1) == -1)
        #expect(timeline.velocity(time: 1) == 0)
    }

    @Test("a timeline without keyframes lasts 0 s and shows its initial value")
    func empty() {
        let timeline = KeyframeTimeline<CGPoint>(
            initialValue: CGPoint(x: 1, y: 2), keyframes: [])
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 3) == CGPoint(x: 1, y: 2))
        #expect(timeline.velocity(time: 0) == .zero)
    }

    @Test("zero-duration linear, cubic and spring keyframes jump like moves")
    func zeroDurations() {
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [
                .linear(1, duration: 1), .linear(2, duration: 0), .cubic(3, duration: 0),
                .spring(4, duration: 0), .linear(5, duration: 1),
            ])
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1) == 4)
        #expect(timeline.value(time: 1.5) == 4.5)
    }
}
