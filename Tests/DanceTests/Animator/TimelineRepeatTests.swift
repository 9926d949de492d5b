import Foundation
import Testing

@testable import Dance

/// The pure mapping from a playhead over repeated traversals to a position.
struct TimelineRepeatTests {
    /// A paused timeline with `passes` passes, autoreversing or not, at playhead `progress`.
    private func timeline(
        passes: Double, autoreverses: Bool = false, progress: Double = 0,
        secondsPerUnit: TimeInterval = 1
    ) -> Timeline {
        var timeline = Timeline(secondsPerUnit: secondsPerUnit)
        timeline.setRepeats(passes: passes, autoreverses: autoreverses)
        timeline.anchorProgress = progress
        return timeline
    }

    @Test(
        "repeat count 0 and 1 both play one traversal; fractions and autoreversing scale it",
        arguments: [
            (0.0, false, 1.0), (1, false, 1), (2, false, 2), (2.5, false, 2.5), (0.5, false, 0.5),
            (0, true, 2), (1, true, 2), (1.5, true, 3), (.infinity, true, .infinity),
        ])
    func length(passes: Double, autoreverses: Bool, length: Double) {
        #expect(timeline(passes: passes, autoreverses: autoreverses).length == length)
    }

    @Test(
        "without autoreversing each traversal plays 0 to 1 again; a whole number shows 1",
        arguments: zip(
            [0, 0.25, 1, 1.25, 1.5, 2, 2.75, 3],
            [0, 0.25, 1, 0.25, 0.5, 1, 0.75, 1]))
    func repeatingPositions(progress: Double, position: Double) {
        #expect(timeline(passes: 3).position(ofProgress: progress) == position)
    }

    @Test(
        "autoreversing, odd traversals play back from 1 to 0",
        arguments: zip(
            [0, 0.25, 1, 1.25, 1.5, 2, 2.5, 3, 3.75, 4],
            [0, 0.25, 1, 0.75, 0.5, 0, 0.5, 1, 0.25, 0]))
    func autoreversingPositions(progress: Double, position: Double) {
        #expect(timeline(passes: 2, autoreverses: true).position(ofProgress: progress) == position)
    }

    @Test(
        "the end position names the values shown at the end: .current inside a traversal",
        arguments: [
            (0.0, false, false, AnimatingPosition.end), (2, false, false, .end),
            (2.5, false, false, .current), (0.5, false, false, .current),
            (1, true, false, .start), (3, true, false, .start), (1.5, true, false, .end),
            (1.25, true, false, .current), (2.5, false, true, .start), (1, true, true, .start),
        ])
    func endPosition(passes: Double, autoreverses: Bool, reversed: Bool, end: AnimatingPosition) {
        var timeline = timeline(passes: passes, autoreverses: autoreverses)
        timeline.isReversed = reversed
        #expect(timeline.endPosition == end)
    }

    @Test(
        "an endless timeline never reaches its end, ten million traversals on included",
        arguments: [false, true])
    func endlessHasNoEnd(autoreverses: Bool) {
        var timeline = timeline(passes: .infinity, autoreverses: autoreverses)
        timeline.run(at: 0)
        for time in [0.5, 1, 2, 1e6, 1e7 + 0.25] {
            #expect(!timeline.isAtEnd(timeline.progress(at: time), at: time))
        }
    }

    @Test(
        "a million passes later an endless timeline shows what it showed in the first pass",
        arguments: [(false, 1.0), (true, 1.0), (false, 0.3), (true, 1.0 / 3)])
    func noDrift(autoreverses: Bool, secondsPerUnit: TimeInterval) {
        var timeline = timeline(
            passes: .infinity, autoreverses: autoreverses, secondsPerUnit: secondsPerUnit)
        timeline.run(at: 0)
        let passSeconds = timeline.period * secondsPerUnit
        // Inside the first pass: at a pass boundary the time's last bit decides which pass.
        for step in 0..<16 {
            let offset = (Double(step) + 0.5) / 16 * passSeconds
            let first = timeline.position(at: offset)
            let later = timeline.position(at: 1_000_000 * passSeconds + offset)
            // |error| ≤ 1e-9: the clock time itself carries ~1e-10 of rounding at 10⁶ s.
            #expect(abs(later - first) <= 1e-9, "offset \(offset): \(first) then \(later)")
        }
    }

    @Test("at exact pass boundaries a million passes later the pass ends as the first did")
    func noDriftAtBoundaries() {
        var plain = timeline(passes: .infinity)
        plain.run(at: 0)
        #expect(plain.position(at: 1) == 1)
        #expect(plain.position(at: 1_000_001) == 1)
        #expect(plain.position(at: 1_000_001.25) == 0.25)
        var pulse = timeline(passes: .infinity, autoreverses: true)
        pulse.run(at: 0)
        #expect(pulse.position(at: 2) == 0)
        #expect(pulse.position(at: 2_000_001) == 1)
        #expect(pulse.position(at: 2_000_002) == 0)
    }

    @Test(
        "scrubbing targets the traversal the playhead is in, or the one before a partial last",
        arguments: [
            (2.5, false, 1.4, 0.8, 1.8), (2.5, false, 2.2, 0.3, 2.3), (2.5, false, 2.2, 0.8, 1.8),
            (2.5, false, 0, 0.6, 0.6), (2.5, false, 2, 0.6, 1.6), (0.5, false, 0.2, 0.9, 0.5),
            (2, true, 1.5, 0.2, 1.8), (2, true, 2.5, 0.2, 2.2), (1.25, true, 2.1, 0.5, 2.5),
            (1.25, true, 2.1, 0.2, 2.2),
        ])
    func progressShowing(
        passes: Double, autoreverses: Bool, near: Double, position: Double, expected: Double
    ) {
        let timeline = timeline(passes: passes, autoreverses: autoreverses)
        let progress = timeline.progress(showing: position, near: near)
        #expect(abs(progress - expected) <= 1e-12)
        if expected < timeline.length || timeline.position(ofProgress: expected) == position {
            #expect(abs(timeline.position(ofProgress: progress) - position) <= 1e-12)
        }
    }

    @Test("an endless timeline that jumps ends at the end of the pass it is in")
    func endlessJumpEndsAtPassEnd() {
        var plain = timeline(passes: .infinity, progress: 0, secondsPerUnit: 0)
        #expect(plain.targetProgress == 1)
        plain.anchorProgress = 3.2
        #expect(plain.targetProgress == 4)
        #expect(plain.endPosition == .end)
        let pulse = timeline(
            passes: .infinity, autoreverses: true, progress: 4.5, secondsPerUnit: 0)
        #expect(pulse.targetProgress == 6)
        #expect(pulse.endPosition == .start)
        var running = pulse
        running.run(at: 1)
        #expect(running.progress(at: 1) == 4.5)
        #expect(running.progress(at: 1.001) == 6)
        #expect(running.isAtEnd(running.progress(at: 1.001), at: 1.001))
    }

    @Test(
        "retiming moves nothing at the time it happens, then moves at the new pace",
        arguments: [(1.0, 0.5), (1, 4), (0.25, 1), (1, .infinity), (2, 0)])
    func retimeKeepsPosition(oldSeconds: TimeInterval, newSeconds: TimeInterval) {
        var timeline = timeline(passes: 3, autoreverses: true, secondsPerUnit: oldSeconds)
        timeline.run(at: 0.5)
        let now = 1.7
        let before = timeline.position(at: now)
        timeline.retime(secondsPerUnit: newSeconds, at: now)
        #expect(abs(timeline.position(at: now) - before) <= 1e-12)
        let progress = timeline.anchorProgress
        let later = timeline.progress(at: now + 0.1)
        let expected = newSeconds == 0 ? timeline.length : min(progress + 0.1 / newSeconds, 6)
        #expect(abs(later - expected) <= 1e-12)
    }

    @Test("retiming during a delay scales the rest of the delay and keeps the playhead")
    func retimeDuringDelay() {
        var timeline = timeline(passes: 1)
        timeline.run(at: 1, delay: 2)
        timeline.retime(secondsPerUnit: 2, delayScale: 3, at: 2)
        #expect(timeline.anchorTime == 5)
        #expect(timeline.progress(at: 5) == 0)
        #expect(timeline.progress(at: 6) == 0.5)
    }

    @Test("the time a playhead ahead is reached follows the pace; a still one never reaches it")
    func timeReaching() {
        var timeline = timeline(passes: 2, secondsPerUnit: 2)
        #expect(timeline.time(reaching: 1) == nil)
        timeline.anchorProgress = 0.5
        timeline.run(at: 1, delay: 0.5)
        #expect(timeline.time(reaching: 1.75) == 1.5 + 1.25 * 2)
        timeline.secondsPerUnit = .infinity
        #expect(timeline.time(reaching: 1.75) == .infinity)
        timeline.secondsPerUnit = 0
        #expect(timeline.time(reaching: 1.75) == 1.5)
    }

    @Test("the timeline packs into 34 bytes, so an animator's per-frame fields fit two lines")
    func size() {
        #expect(MemoryLayout<Timeline>.size == 34)
    }

    @Test("an inactive timeline started reversed begins at its end, or an endless one's first")
    func reversedStart() {
        #expect(timeline(passes: 2.5).reversedStartProgress == 2.5)
        #expect(timeline(passes: 2, autoreverses: true).reversedStartProgress == 4)
        #expect(timeline(passes: .infinity).reversedStartProgress == 1)
        #expect(timeline(passes: .infinity, autoreverses: true).reversedStartProgress == 2)
    }
}
