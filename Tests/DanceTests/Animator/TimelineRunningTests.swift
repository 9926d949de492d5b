import Foundation
import Testing

@testable import Dance

/// `Timeline.sample(_:_:_:at:)` over a timeline's running form, what the batched frame path
/// reads, gives bit for bit what `Timeline.progress(at:)`, `position(ofProgress:)` and
/// `isAtEnd(_:at:)` give.
@Suite
struct TimelineRunningTests {
    @Test("random running timelines: the same position and end, bit for bit", arguments: 1...4)
    func matchesTimeline(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let paces: [TimeInterval] = [0, 1e-6, 0.3, 1, 2.5, 1e6, .infinity]
        let passes: [Double] = [0, 1, 1.5, 2, 3.25, .infinity]
        for _ in 0..<2_000 {
            var timeline = Timeline(secondsPerUnit: paces.randomElement(using: &random) ?? 1)
            timeline.setRepeats(
                passes: passes.randomElement(using: &random) ?? 1,
                autoreverses: Bool.random(using: &random))
            let length = timeline.length.isFinite ? timeline.length : 5
            timeline.anchorProgress = Double.random(in: 0...length, using: &random)
            if Bool.random(using: &random) { timeline.isReversed = true }
            timeline.run(at: Double.random(in: -5...5, using: &random))
            var (running, shape, repeats) = timeline.runningForm
            for _ in 0..<8 {
                let now = Double.random(in: -10...20, using: &random)
                let progress = timeline.progress(at: now)
                let sample = Timeline.sample(running, shape, &repeats, 0, at: now)
                let position = timeline.position(ofProgress: progress)
                #expect(sample.position.bitPattern == position.bitPattern)
                #expect(sample.isAtEnd == timeline.isAtEnd(progress, at: now))
            }
        }
    }

    @Test("a paused timeline's running form shows the anchor, at every time")
    func pausedShowsAnchor() {
        var timeline = Timeline(secondsPerUnit: 2)
        timeline.anchorProgress = 0.25
        var (running, shape, repeats) = timeline.runningForm
        #expect(Timeline.sample(running, shape, &repeats, 0, at: 100).position == 0.25)
        #expect(Timeline.sample(running, shape, &repeats, 0, at: -100).isAtEnd == false)
    }
}
