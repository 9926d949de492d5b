import Testing

@testable import Dance

struct TimelineTests {
    @Test("a new timeline is paused at 0 and stays there whatever the time")
    func newTimeline() {
        let timeline = Timeline(secondsPerUnit: 2)
        #expect(!timeline.isRunning)
        #expect(timeline.position(at: 0) == 0)
        #expect(timeline.position(at: 100) == 0)
        #expect(timeline.targetProgress == 1)
    }

    @Test(
        "running from 0 at time 1, the position moves 1/secondsPerUnit per second, clamped",
        arguments: zip([0.5, 1, 1.5, 2, 3, 5, 100], [0, 0, 0.25, 0.5, 1, 1, 1]))
    func runningPosition(time: Double, position: Double) {
        var timeline = Timeline(secondsPerUnit: 2)
        timeline.run(at: 1)
        #expect(timeline.position(at: time) == position)
    }

    @Test("a delay is an anchor time in the future: the position waits at its anchor")
    func delay() {
        var timeline = Timeline(secondsPerUnit: 1)
        timeline.anchorProgress = 0.5
        timeline.run(at: 2, delay: 1)
        #expect(timeline.isRunning)
        #expect(timeline.anchorTime == 3)
        #expect(timeline.position(at: 2.5) == 0.5)
        #expect(timeline.position(at: 3) == 0.5)
        #expect(timeline.position(at: 3.25) == 0.75)
    }

    @Test("freezing keeps the position reached and stops moving")
    func freeze() {
        var timeline = Timeline(secondsPerUnit: 4)
        timeline.run(at: 0)
        timeline.freeze(at: 1)
        #expect(!timeline.isRunning)
        #expect(timeline.anchorProgress == 0.25)
        #expect(timeline.position(at: 10) == 0.25)
    }

    @Test("reversing turns around at the current position and moves towards 0")
    func reverse() {
        var timeline = Timeline(secondsPerUnit: 4)
        timeline.run(at: 0)
        timeline.reverse(at: 2)
        #expect(timeline.isReversed)
        #expect(timeline.targetProgress == 0)
        #expect(timeline.position(at: 2) == 0.5)
        #expect(timeline.position(at: 3) == 0.25)
        #expect(timeline.position(at: 9) == 0)
        #expect(timeline.isAtEnd(timeline.position(at: 4), at: 4))
    }

    @Test("reversing during a delay keeps the delay")
    func reverseDuringDelay() {
        var timeline = Timeline(secondsPerUnit: 1)
        timeline.anchorProgress = 1
        timeline.run(at: 0, delay: 2)
        timeline.reverse(at: 1)
        #expect(timeline.anchorTime == 2)
        #expect(timeline.position(at: 2.5) == 0.5)
    }

    @Test("reversing a paused timeline only flips the direction")
    func reversePaused() {
        var timeline = Timeline(secondsPerUnit: 1)
        timeline.anchorProgress = 0.4
        timeline.reverse(at: 7)
        #expect(timeline.isReversed)
        #expect(timeline.anchorTime == nil)
        #expect(timeline.anchorProgress == 0.4)
    }

    @Test("with 0 seconds per unit it jumps to its end on the first later time")
    func zeroDuration() {
        var timeline = Timeline(secondsPerUnit: 0)
        timeline.run(at: 1)
        #expect(timeline.position(at: 1) == 0)
        #expect(timeline.position(at: 1.001) == 1)
        timeline.isReversed = true
        #expect(timeline.position(at: 1.001) == 0)
    }

    /// A playhead short of its end by rounding: 4 units in the last place of the playhead plus
    /// 4 of the clock time (over the seconds per unit), at most 1e-6 s of clock time.
    @Test(
        "a playhead a rounding error short of its end counts as there, one a clock tick short not",
        arguments: [
            // progress, seconds per unit, now, whether at the end
            (1, 1, 1, true), (1 - 0x1p-52, 1, 1, true), (1 - 0x1p-48, 1, 1, false),
            (1 - 1e-10, 1, 1, false), (1 - 1e-9, 1, 1, false),
            // At clock time 1e6 (ulp 1.2e-10 s) a 0.3 s pass: up to 4 × 2^-33 / 0.3 + 4 × 2^-52.
            (1 - 1e-9, 0.3, 1e6, true), (1 - 2e-9, 0.3, 1e6, false),
            // A 1e9 s pass half a second short, and one 5e5 s short of a 1e15 s pass.
            (1 - 5e-10, 1e9, 1e9 - 0.5, false), (1 - 5e-10, 1e15, 1e15 - 5e5, false),
            // The clock's rounding (0.125 s at 1e15 s) counts only up to 1e-6 s.
            (1 - 0x1p-52, 1e15, 1e15, false), (1 - 0x1p-52, 1e9, 1e9, true),
            // Jumping (0 s per unit) and still (∞) playheads are at their end only exactly there.
            (1 - 0x1p-52, 0, 1, false), (1, 0, 1, true), (1 - 0x1p-52, .infinity, 1, false),
        ] as [(Double, TimeInterval, TimeInterval, Bool)])
    func endTolerance(
        progress: Double, secondsPerUnit: TimeInterval, now: TimeInterval, isEnd: Bool
    ) {
        let timeline = Timeline(secondsPerUnit: secondsPerUnit)
        #expect(timeline.isAtEnd(progress, at: now) == isEnd)
    }

    @Test("shifting times moves the anchor time and keeps a paused timeline as it is")
    func shiftTimes() {
        var running = Timeline(secondsPerUnit: 1)
        running.run(at: 1)
        running.shiftTimes(by: 9)
        #expect(running.anchorTime == 10)
        #expect(running.position(at: 10.5) == 0.5)
        var paused = Timeline(secondsPerUnit: 1)
        paused.anchorProgress = 0.3
        paused.shiftTimes(by: 9)
        #expect(
            paused
                == {
                    var expected = Timeline(secondsPerUnit: 1)
                    expected.anchorProgress = 0.3
                    return expected
                }())
    }
}
