import Foundation
import Testing

@testable import Dance

/// A manual clock on its own (not the driver's), with its frames recorded.
@MainActor
private func recordingClock(
    frameInterval: TimeInterval = 1.0 / 60
) -> (clock: ManualClock, frames: () -> [TimeInterval]) {
    let clock = ManualClock(frameInterval: frameInterval)
    clock.wantsFrames = true
    final class Box { var times: [TimeInterval] = [] }
    let box = Box()
    clock.frameHandler = { box.times.append($0) }
    return (clock, { box.times })
}

@MainActor @Suite(.serialized) struct ManualClockTests {
    @Test("a new clock starts at 0 with a 1/60 s frame interval")
    func defaults() {
        let clock = ManualClock()
        #expect(clock.now == 0)
        #expect(clock.frameInterval == 1.0 / 60)
    }

    @Test("advancing by 0.1 s at 20 Hz delivers a frame every interval, the last at the target")
    func framesEveryInterval() {
        let (clock, frames) = recordingClock(frameInterval: 0.05)
        clock.advance(by: 0.1)
        #expect(frames() == [0.05, 0.1])
        #expect(clock.now == 0.1)
    }

    @Test("advancing to a time between frames delivers the frames passed, then the exact target")
    func exactTargetAfterFrames() {
        let (clock, frames) = recordingClock(frameInterval: 0.25)
        clock.advance(to: 0.6)
        #expect(frames() == [0.25, 0.5, 0.6])
        clock.advance(to: 1.1)
        #expect(frames() == [0.25, 0.5, 0.6, 0.75, 1, 1.1])
        #expect(clock.now == 1.1)
    }

    @Test("advancing to 2 s at 60 Hz delivers 120 frames at exactly frame / 60, the last at 2.0")
    func integerFrameTimes() {
        let (clock, frames) = recordingClock()
        clock.advance(to: 2)
        #expect(frames().count == 120)
        #expect(frames() == (1...120).map { Double($0) / 60 })
        #expect(frames().last == 2.0)
        #expect(clock.now == 2.0)
    }

    @Test("120 single-frame advances at 60 Hz end at exactly 2.0, one frame each")
    func singleFrameAdvancesDoNotAccumulateError() {
        let (clock, frames) = recordingClock()
        for _ in 0..<120 {
            clock.advance(by: 1.0 / 60)
        }
        #expect(clock.now == 2.0)
        #expect(frames().count == 120)
        #expect(frames() == (1...120).map { Double($0) / 60 })
    }

    /// Jumps to `time` without delivering the frames on the way (no test wants 6e10 of them).
    private func jump(_ clock: ManualClock, to time: TimeInterval) {
        clock.wantsFrames = false
        clock.advance(to: time)
        clock.wantsFrames = true
    }

    @Test(
        "late in time, advance(by:) still moves by the step: a day, 11.6 days, 31.7 years",
        arguments: [(86_400.0, 1e-6), (1e6, 0.0005), (1e6, 0.01), (1e9, 0.01), (1e9, 0.001)])
    func lateSmallSteps(start: TimeInterval, step: TimeInterval) {
        let (clock, frames) = recordingClock()
        jump(clock, to: start)
        clock.advance(by: step)
        // The start is a frame time (60 × start is a whole number), the step shorter than a
        // frame: one frame, at the sum as a Double computes it, and no frame boundary crossed.
        #expect((start * 60).rounded() == start * 60 && step < 1.0 / 60)
        #expect(clock.now == start + step)
        #expect(abs((clock.now - start) - step) <= start.ulp)
        #expect(frames() == [start + step])
    }

    @Test("sixty single-frame advances after 11.6 days land on the frame times exactly")
    func lateSingleFrameAdvancesSnap() {
        let (clock, frames) = recordingClock()
        jump(clock, to: 1e6)  // frame 6e7
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
        }
        #expect(clock.now == 1e6 + 1)
        #expect(frames() == (1...60).map { (6e7 + Double($0)) / 60 })
    }

    @Test("a step of one unit in the last place moves the clock off a frame time, not back onto it")
    func oneULPStepMoves() {
        let (clock, frames) = recordingClock()
        clock.advance(by: 1)  // frame 60
        clock.advance(by: Double.ulpOfOne)
        #expect(clock.now == 1.nextUp)
        #expect(frames().count == 61 && frames().last == 1.nextUp)
    }

    @Test("a frame interval that is not 1/n counts frames as frame × interval")
    func nonReciprocalInterval() {
        let (clock, frames) = recordingClock(frameInterval: 0.3)
        clock.advance(to: 1)
        #expect(frames() == [0.3, 2 * 0.3, 3 * 0.3, 1])
    }

    @Test("advancing by 0 or to now delivers no frame")
    func zeroAdvance() {
        let (clock, frames) = recordingClock()
        clock.advance(by: 0)
        clock.advance(to: 0)
        #expect(frames() == [])
        #expect(clock.now == 0)
    }

    @Test(
        "an invalid frame interval is reported and 1/60 is used",
        arguments: [0, -1, 1e-12, 0.0000999, Double.nan, .infinity, -.infinity])
    func invalidFrameInterval(interval: Double) {
        var clock: ManualClock?
        let errors = captureErrors { clock = ManualClock(frameInterval: interval) }
        #expect(clock?.frameInterval == 1.0 / 60)
        #expect(errors.count == 1)
        guard case .invalidArgument(nil, .makeManualClock, .frameInterval, let value) = errors.first
        else {
            Issue.record("unexpected \(errors)")
            return
        }
        #expect(value.isNaN ? interval.isNaN : value == interval)
    }

    @Test(
        "advancing by a negative, NaN or infinite duration is reported and nothing moves",
        arguments: [-0.5, Double.nan, .infinity, -.infinity])
    func invalidAdvanceBy(duration: Double) {
        let (clock, frames) = recordingClock()
        clock.advance(by: 0.5)
        let errors = captureErrors { clock.advance(by: duration) }
        #expect(
            TimingReference.same(
                errors,
                [
                    .invalidArgument(
                        tag: nil, operation: .advanceClock, argument: .duration, value: duration)
                ]))
        #expect(clock.now == 0.5)
        #expect(frames().count == 30)
    }

    @Test(
        "advancing to the past, NaN or infinity is reported and nothing moves",
        arguments: [0.25, Double.nan, .infinity, -.infinity])
    func invalidAdvanceTo(time: Double) {
        let (clock, frames) = recordingClock()
        clock.advance(to: 0.5)
        let errors = captureErrors { clock.advance(to: time) }
        #expect(errors.count == 1)
        if case .invalidArgument(nil, .advanceClock, .time, _) = errors.first {
        } else {
            Issue.record("unexpected \(errors)")
        }
        #expect(clock.now == 0.5)
        #expect(frames().count == 30)
    }

    @Test("the invalid-advance error messages state the rule word for word")
    func invalidAdvanceMessage() {
        let clock = ManualClock()
        let errors = captureErrors {
            clock.advance(by: -1)
            clock.advance(to: .nan)
        }
        #expect(
            errors.map(\.description) == [
                "** Dance Error: invalid duration -1.0 in ManualClock.advance; use a finite "
                    + "number ≥ 0 that keeps the clock's time finite. Nothing was changed. **",
                "** Dance Error: invalid time nan in ManualClock.advance; use a finite number "
                    + "≥ the clock's current time. Nothing was changed. **",
            ])
    }

    @Test("advancing by a duration that would make the time infinite is reported")
    func overflowingAdvance() {
        let clock = ManualClock()
        clock.advance(to: 1e308)
        let errors = captureErrors { clock.advance(by: 1e308) }
        #expect(
            errors == [
                .invalidArgument(
                    tag: nil, operation: .advanceClock, argument: .duration, value: 1e308)
            ])
        #expect(clock.now == 1e308)
    }

    @Test("the frame-interval message states the rule word for word")
    func frameIntervalMessage() {
        let errors = captureErrors { _ = ManualClock(frameInterval: 1e-12) }
        #expect(
            errors.map(\.description) == [
                "** Dance Error: invalid frameInterval 1e-12 in ManualClock.init(frameInterval:); "
                    + "use a finite number ≥ 0.0001. A safe value was used instead. **"
            ])
    }

    @Test("the smallest frame interval, 0.0001 s, is accepted and counts 10 000 frames a second")
    func smallestFrameInterval() {
        let (clock, frames) = recordingClock(frameInterval: 0.0001)
        let errors = captureErrors { clock.advance(by: 1) }
        #expect(errors.isEmpty)
        #expect(frames().count == 10_000)
        #expect(clock.now == 1)
    }

    @Test("while no frames are wanted, advancing jumps to the target and delivers none")
    func idleAdvanceJumps() {
        let (clock, frames) = recordingClock()
        clock.wantsFrames = false
        clock.advance(by: 100_000)
        #expect(frames() == [])
        #expect(clock.now == 100_000)
        clock.advance(to: 1e15)
        #expect(clock.now == 1e15)
        #expect(frames() == [])
    }

    @Test("frames stop at the moment they are no longer wanted, and the clock jumps the rest")
    func stopsDeliveringWhenUnwanted() {
        let clock = ManualClock(frameInterval: 0.25)
        clock.wantsFrames = true
        final class Box { var times: [TimeInterval] = [] }
        let box = Box()
        clock.frameHandler = { [unowned clock] time in
            box.times.append(time)
            if time >= 0.5 { clock.wantsFrames = false }
        }
        clock.advance(by: 10)
        #expect(box.times == [0.25, 0.5])
        #expect(clock.now == 10)
    }

    @Test("advancing past 2^53 frames while frames are wanted still returns, at the target")
    func frameCountBeyondExactIntegers() {
        let (clock, frames) = recordingClock(frameInterval: 0.5)
        clock.wantsFrames = false
        clock.advance(to: 1e16)
        clock.wantsFrames = true
        clock.advance(to: 1e16 + 4)
        #expect(clock.now == 1e16 + 4)
        #expect(frames().count <= 8)
        #expect(frames().last == 1e16 + 4)
    }
}
