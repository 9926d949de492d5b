import Foundation
import Testing

@testable import Dance

/// Spring keyframes: the closed-form oscillator, started with the velocity reached so far.
@Suite struct KeyframeTimelineSpringTests {
    /// Critically damped, ω0 = 10: mass 1, stiffness 100, damping 20 (ζ = 1 exactly).
    static let critical = SpringTimingParameters(
        mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
    /// Under-damped, ω0 = 4, ζ = 0.5: mass 1, stiffness 16, damping 4.
    static let bouncy = SpringTimingParameters(
        mass: 1, stiffness: 16, damping: 4, initialVelocity: .zero)

    @Test(
        "a critically damped spring keyframe is g + (d₀ + (v₀ + ω·d₀)·t)·e^(−ωt)",
        arguments: [0.0, 0.05, 0.1, 0.3, 0.7, 1.5])
    func criticalClosedForm(elapsed: Double) {
        // 0 → 10 linearly in 1 s (10 per second), then a spring to 30 for 2 s.
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [.linear(10, duration: 1), .spring(30, duration: 2, spring: Self.critical)])
        let (d0, v0, omega) = (-20.0, 10.0, 10.0)
        let c = v0 + omega * d0
        let expected = 30 + (d0 + c * elapsed) * exp(-omega * elapsed)
        let velocity = (c - omega * (d0 + c * elapsed)) * exp(-omega * elapsed)
        #expect(abs(timeline.value(time: 1 + elapsed) - expected) <= 1e-12 * 30)
        #expect(abs(timeline.velocity(time: 1 + elapsed) - velocity) <= 1e-11 * 200)
    }

    @Test(
        "an under-damped spring keyframe is g + e^(−ζωt)(d₀ cos ωd·t + (v₀ + ζω·d₀)/ωd sin ωd·t)",
        arguments: [0.05, 0.2, 0.5, 0.9, 1.6])
    func underdampedClosedForm(elapsed: Double) {
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [.linear(10, duration: 1), .spring(30, duration: 2, spring: Self.bouncy)])
        let (d0, v0, a) = (-20.0, 10.0, 2.0)
        let omegaD = 2 * 3.0.squareRoot()
        let expected =
            30 + exp(-a * elapsed)
            * (d0 * cos(omegaD * elapsed) + (v0 + a * d0) / omegaD * sin(omegaD * elapsed))
        #expect(abs(timeline.value(time: 1 + elapsed) - expected) <= 1e-12 * 30)
    }

    @Test("a spring keyframe starts with the velocity reached at its start (≤ 1e-9 relative)")
    func startsWithVelocityReached() {
        let timeline = KeyframeTimeline(
            initialValue: CGPoint(x: 0, y: 0),
            keyframes: [
                .linear(CGPoint(x: 40, y: -20), duration: 0.5),
                .spring(CGPoint(x: 60, y: 0), spring: Self.bouncy),
            ])
        let reached = CGPoint(x: 80, y: -40)
        let leaving = timeline.velocity(time: 0.5)
        #expect(abs(leaving.x - reached.x) <= 1e-9 * 80)
        #expect(abs(leaving.y - reached.y) <= 1e-9 * 80)
        let step = 1e-7
        let ahead = timeline.value(time: 0.5 + step)
        #expect(abs((ahead.x - 40) / step - 80) <= 1e-4 * 80)
    }

    @Test("after cubic keyframes a spring starts with the Catmull-Rom velocity toward its value")
    func afterSpline() {
        // Knots 0 → 2 (1 s) → 5 (1 s, cubic), then a spring to 3 over 2 s.
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [
                .cubic(2, duration: 1), .cubic(5, duration: 1),
                .spring(3, duration: 2, spring: Self.critical),
            ])
        let expected = (3.0 - 2) / 3
        let arriving = timeline.segments[1].velocity(at: 1)
        #expect(abs(arriving - expected) <= 1e-9 * expected)
        #expect(abs(timeline.velocity(time: 2) - expected) <= 1e-9 * expected)
    }

    @Test("without a duration a spring keyframe lasts its settling duration and ends on its value")
    func settlingDuration() {
        let timeline = KeyframeTimeline(
            initialValue: 0.0, keyframes: [.spring(100, spring: Self.bouncy)])
        #expect(timeline.duration == Self.bouncy.settlingDuration)
        #expect(timeline.value(time: timeline.duration) == 100)
        let before = timeline.value(time: timeline.duration.nextDown)
        #expect(abs(before - 100) <= 0.001 * 100 + 1e-9)
    }

    @Test("a duration-fitted spring keyframe is fitted to its duration")
    func fitted() {
        let spring = SpringTimingParameters(dampingRatio: 0.6)
        let timeline = KeyframeTimeline(
            initialValue: 0.0, keyframes: [.spring(1, duration: 0.8, spring: spring)])
        let fitted = spring.fitted(toDuration: 0.8)
        for time in [0.1, 0.3, 0.55] {
            #expect(abs(timeline.value(time: time) - fitted.value(at: time)) <= 1e-12)
        }
    }

    @Test(
        "a spring cut short by its duration jumps to its value; the next keyframe goes on from it")
    func cutShort() {
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [
                .spring(10, duration: 0.1, spring: Self.critical), .linear(20, duration: 1),
            ])
        #expect(timeline.value(time: 0.1) == 10)
        #expect(abs(timeline.value(time: 0.6) - 15) <= 1e-12)
    }
}

extension KeyframeTimelineSpringTests {
    @Test("a spring after a spring starts with the velocity the first one ended with")
    func springAfterSpring() {
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [
                .spring(10, duration: 0.15, spring: Self.bouncy),
                .spring(-5, duration: 1, spring: Self.critical),
            ])
        let ended = timeline.segments[0].velocity(at: 0.15)
        #expect(ended != 0)
        #expect(abs(timeline.velocity(time: 0.15) - ended) <= 1e-9 * abs(ended))
        // After a jump a cubic keyframe starts at rest.
        let jumped = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [.spring(10, spring: Self.bouncy), .move(3), .cubic(9, duration: 1)])
        #expect(jumped.velocity(time: jumped.segments[2].start) == 0)
    }

    @Test("the end of a timeline shows the last keyframe's value, however its times round")
    func endShowsLastValue() {
        // The last segment starts at 0.3 + 1 = 1.3 and the timeline lasts 2.3: 2.3 − 1.3 is
        // 0.9999999999999998 in doubles, short of the segment's 1 s, so the spring cut off
        // there showed −49.925 instead of its target.
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [
                .linear(50, duration: 0.3), .spring(100, duration: 1, spring: Self.critical),
                .spring(-50, duration: 1, spring: Self.critical),
            ])
        #expect(timeline.duration == 2.3)
        #expect(timeline.value(time: timeline.duration) == -50)
        #expect(timeline.value(progress: 1) == -50)
        // Every such timeline of three keyframes ends on its last value.
        var misses: [Double] = []
        for a in stride(from: 0.05, through: 1, by: 0.05) {
            for b in stride(from: 0.05, through: 1, by: 0.05) {
                let timeline = KeyframeTimeline(
                    initialValue: 0.0,
                    keyframes: [
                        .linear(1, duration: a), .cubic(3, duration: b),
                        .spring(7, duration: 0.3, spring: Self.bouncy),
                    ])
                let end = timeline.value(time: timeline.duration)
                if end != 7 { misses.append(end) }
            }
        }
        #expect(misses.isEmpty, "\(misses.count) of 400 end elsewhere, e.g. \(misses.prefix(3))")
    }
}
