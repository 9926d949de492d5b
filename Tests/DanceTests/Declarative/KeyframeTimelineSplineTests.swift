import Foundation
import Testing

@testable import Dance

/// Cubic keyframes: a Catmull-Rom spline through every value, velocity continuous at knots.
@Suite struct KeyframeTimelineSplineTests {
    /// (0, 0) at 0 s, then cubic keyframes (1, 2), (2, 3), (3, 1) one second apart.
    static let path = KeyframeTimeline(
        initialValue: CGPoint(x: 0, y: 0),
        keyframes: [
            .cubic(CGPoint(x: 1, y: 2), duration: 1), .cubic(CGPoint(x: 2, y: 3), duration: 1),
            .cubic(CGPoint(x: 3, y: 1), duration: 1),
        ])

    /// The middle segment against the uniform Catmull-Rom polynomial through P0…P3, worked by
    /// hand: y(u) = ½[2P1 + (P2 − P0)u + (2P0 − 5P1 + 4P2 − P3)u² + (−P0 + 3P1 − 3P2 + P3)u³]
    /// with P = 0, 2, 3, 1: ½[4 + 3u + u² − 2u³]; x has tangents 1 at both ends, so x = 1 + u.
    @Test(
        "the middle segment is the Catmull-Rom curve through four points",
        arguments: [(0.0, 2.0), (0.25, 2.390625), (0.5, 2.75), (0.75, 2.984375), (1, 3)])
    func catmullRom(u: Double, y: Double) {
        let point = Self.path.value(time: 1 + u)
        #expect(abs(point.y - y) <= 1e-12)
        #expect(abs(point.x - (1 + u)) <= 1e-12)
    }

    @Test("the spline passes through every keyframe value at its time")
    func passesThroughValues() {
        #expect(Self.path.value(time: 0) == CGPoint(x: 0, y: 0))
        #expect(Self.path.value(time: 1) == CGPoint(x: 1, y: 2))
        #expect(Self.path.value(time: 2) == CGPoint(x: 2, y: 3))
        #expect(Self.path.value(time: 3) == CGPoint(x: 3, y: 1))
    }

    @Test("the first cubic keyframe starts at rest and the last one comes to rest")
    func ends() {
        #expect(Self.path.velocity(time: 0) == .zero)
        #expect(Self.path.velocity(time: 3) == .zero)
    }

    /// Non-uniform knots: 0, 0.5, 2, 2.25, 3.
    static let uneven = KeyframeTimeline(
        initialValue: 4.0,
        keyframes: [
            .cubic(-1, duration: 0.5), .cubic(6, duration: 1.5), .cubic(2, duration: 0.25),
            .cubic(9, duration: 0.75),
        ])

    @Test(
        "velocity is continuous at interior knots and equals (next − previous) / Δt (≤ 1e-9)",
        arguments: [(1, 4.0, 6.0, 2.0), (2, -1, 2, 1.75), (3, 6, 9, 1)])
    func continuousVelocity(knot: Int, previous: Double, next: Double, span: Double) {
        let segments = Self.uneven.segments
        let arriving = segments[knot - 1].velocity(at: segments[knot - 1].duration)
        let leaving = segments[knot].velocity(at: 0)
        let expected = (next - previous) / span
        #expect(abs(arriving - expected) <= 1e-9 * abs(expected))
        #expect(abs(leaving - expected) <= 1e-9 * abs(expected))
        #expect(Self.uneven.velocity(time: segments[knot].start) == leaving)
    }

    @Test(
        "the analytic velocity matches a central difference of the value",
        arguments: [0.1, 0.3, 0.7, 1.4, 2.1, 2.6, 2.9])
    func velocityMatchesValue(time: Double) {
        let step = 1e-6
        let numerical =
            (Self.uneven.value(time: time + step) - Self.uneven.value(time: time - step))
            / (2 * step)
        #expect(abs(Self.uneven.velocity(time: time) - numerical) <= 1e-5 * max(1, abs(numerical)))
    }

    @Test("a cubic keyframe after a linear one starts with the linear segment's end velocity")
    func afterLinear() {
        let easeOut = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.2, y: 0.4), controlPoint2: CGPoint(x: 0.6, y: 0.9))
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [.linear(10, duration: 2, timing: easeOut), .cubic(12, duration: 1)])
        // dy/dx at the curve's end is (1 − y2) / (1 − x2) = 0.25: 10 / 2 × 0.25 per second.
        let expected = 1.25
        let arriving = timeline.segments[0].velocity(at: 2)
        #expect(abs(arriving - expected) <= 1e-9 * expected)
        #expect(abs(timeline.velocity(time: 2) - expected) <= 1e-9 * expected)
    }

    @Test("a cubic keyframe before a linear one ends with the linear segment's start velocity")
    func beforeLinear() {
        let timing = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.25, y: 0.5), controlPoint2: CGPoint(x: 0.75, y: 1))
        let timeline = KeyframeTimeline(
            initialValue: 0.0,
            keyframes: [.cubic(4, duration: 1), .linear(8, duration: 0.5, timing: timing)])
        // dy/dx at the curve's start is y1 / x1 = 2: (8 − 4) / 0.5 × 2 per second.
        let arriving = timeline.segments[0].velocity(at: 1)
        #expect(abs(arriving - 16) <= 1e-9 * 16)
        #expect(abs(timeline.velocity(time: 1) - 16) <= 1e-9 * 16)
    }
}
