import Foundation
import Testing

@testable import Dance

/// A keyframe shorter than 1e-6 s is a jump, like `.move`: nothing after it inherits a
/// velocity divided by its duration.
@MainActor @Suite(.serialized) struct KeyframeTimelineShortKeyframeTests {
    static let start = CGPoint(x: 0, y: 0)
    static let p = CGPoint(x: 100, y: 50)
    static let q = CGPoint(x: 200, y: 150)

    /// Smoothstep: a cubic Hermite from rest to rest, 3s² − 2s³.
    static func smoothstep(_ s: Double) -> Double { s * s * (3 - 2 * s) }

    @Test(
        "a linear keyframe below 1e-6 s then a cubic: the cubic starts at rest (smoothstep)",
        arguments: [
            1e-9, 1e-6.nextDown, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude / 1024,
            0,
        ])
    func linearThenCubic(tiny: Double) {
        let timeline = KeyframeTimeline(
            initialValue: Self.start,
            keyframes: [.linear(Self.p, duration: tiny), .cubic(Self.q, duration: 0.3)])
        #expect(timeline.duration == tiny + 0.3)
        #expect(timeline.velocity(time: tiny) == .zero)
        for s in [0.0, 0.25, 0.5, 0.75, 1] {
            let time = tiny + 0.3 * s
            let value = timeline.value(time: time)
            let expected = Self.p.interpolated(to: Self.q, fraction: Self.smoothstep(s))
            #expect(abs(value.x - expected.x) <= 1e-9 && abs(value.y - expected.y) <= 1e-9)
            // Velocity of smoothstep over 0.3 s: distance × 6s(1 − s) / 0.3.
            let velocity = timeline.velocity(time: time)
            let rate = 6 * s * (1 - s) / 0.3
            #expect(abs(velocity.x - 100 * rate) <= 1e-6 && abs(velocity.y - 100 * rate) <= 1e-6)
        }
    }

    @Test(
        "a cubic or spring keyframe below 1e-6 s jumps, and every value and velocity is finite",
        arguments: [Double.leastNonzeroMagnitude, Double.leastNormalMagnitude * 1e8, 1e-7])
    func tinyCubicAndSpring(tiny: Double) {
        let timeline = KeyframeTimeline(
            initialValue: Self.start,
            keyframes: [
                .cubic(Self.p, duration: tiny), .spring(Self.q, duration: tiny),
                .cubic(Self.start, duration: 0.3),
            ])
        // Both tiny keyframes jump; the last cubic runs from q at rest to the start at rest.
        #expect(timeline.value(time: 2 * tiny) == Self.q)
        for time in [0, tiny / 2, tiny, 2 * tiny, 0.1, 0.2, 0.3, 1] {
            let value = timeline.value(time: time)
            let velocity = timeline.velocity(time: time)
            #expect(value.x.isFinite && value.y.isFinite && velocity.x.isFinite)
            #expect(abs(value.x) <= 200 && abs(velocity.x) <= 200 * 1.5 / 0.3 + 1e-9)
        }
    }

    @Test("a keyframe of exactly 1e-6 s still moves: linear velocity distance / 1e-6")
    func atTheLimit() {
        let timeline = KeyframeTimeline(
            initialValue: 0.0, keyframes: [.linear(1, duration: 1e-6)])
        #expect(abs(timeline.velocity(time: 0) - 1e6) <= 1e-3)
        #expect(timeline.value(time: 1e-6) == 1)
    }

    @Test(
        "a keyframe longer than 1e9 s is reported and jumps (0 is used)",
        arguments: [1e9.nextUp, 1e300, Double.greatestFiniteMagnitude])
    func tooLong(duration: Double) {
        var timeline: KeyframeTimeline<CGPoint>?
        let errors = captureErrors {
            timeline = KeyframeTimeline(
                initialValue: Self.start,
                keyframes: [.spring(Self.p, duration: 0.2), .cubic(Self.q, duration: duration)])
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: nil, operation: .makeKeyframe, argument: .duration, value: duration)
            ])
        #expect(timeline?.duration == 0.2)
        #expect(timeline?.value(time: 0.2) == Self.q)
        #expect(timeline?.velocity(time: 0.2) == .zero)
    }
}
