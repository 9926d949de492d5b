import Foundation
import Testing

@testable import Dance

/// A manual clock on its own (not the driver's), with its frames recorded.
@MainActor
private func recordingClock(
    frameInterval: TimeInterval = 1.0 / 60
) -> (clock: ManualClock, frames: () -> [TimeInterval]) {
    let clock = ManualClock(frameInterval: frameInterval)
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
        arguments: [0, -1, Double.nan, .infinity, -.infinity])
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
        #expect(errors.count == 1)
        #expect(errors.first?.operation == .advanceClock)
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

    @Test("the invalid-advance error message is pinned")
    func invalidAdvanceMessage() {
        let clock = ManualClock()
        let errors = captureErrors { clock.advance(by: -1) }
        #expect(
            errors.map(\.description) == [
                "** Dance Error: invalid time -1.0 in ManualClock.advance; use a finite number. "
                    + "Nothing was changed. **"
            ])
    }
}
