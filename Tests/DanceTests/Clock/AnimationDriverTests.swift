import Foundation
import Testing

@testable import Dance

/// A frame-driven test double that records the frames it sees and ends at `endTime`.
@MainActor
private final class FrameProbe: FrameDriven {
    var driverSlot = -1
    let startOrder: UInt64
    var endTime: TimeInterval
    var frames: [TimeInterval] = []
    var finished: [TimeInterval] = []
    var shifts: [TimeInterval] = []
    var scaleChanges: [[Double]] = []

    init(endingAt endTime: TimeInterval = .infinity) {
        self.endTime = endTime
        startOrder = AnimatorStartOrder.next()
    }

    func advance(to now: TimeInterval) -> Bool {
        frames.append(now)
        return now >= endTime
    }

    func finishFrame() { finished.append(frames.last ?? -1) }

    func shiftTimes(by offset: TimeInterval) {
        shifts.append(offset)
        endTime += offset
    }

    func durationScaleDidChange(from oldScale: Double, to newScale: Double) {
        scaleChanges.append([oldScale, newScale])
    }
}

@MainActor @Suite(.serialized) struct AnimationDriverTests {
    let driver = AnimationDriver.shared

    @Test("the driver is idle and wants no frames when nothing runs")
    func idleWhenNothingRuns() {
        withEngine { clock in
            #expect(driver.isIdle)
            #expect(driver.activeCount == 0)
            #expect(!clock.wantsFrames)
            #expect(driver.clock === clock)
        }
    }

    @Test("scheduling asks for frames; unscheduling the last client stops asking")
    func scheduleAndUnschedule() {
        withEngine { clock in
            let first = FrameProbe()
            let second = FrameProbe()
            driver.schedule(first)
            #expect(clock.wantsFrames)
            driver.schedule(second)
            driver.schedule(second)  // already there: ignored
            #expect(driver.activeCount == 2)
            clock.advance(by: 1.0 / 30)
            #expect(first.frames == [1, 2].map { Double($0) / 60 })
            #expect(second.frames == first.frames)
            driver.unschedule(first)
            driver.unschedule(first)  // not there: ignored
            #expect(first.driverSlot == -1)
            #expect(second.driverSlot == 0)
            #expect(clock.wantsFrames)
            clock.advance(by: 1.0 / 60)
            #expect(first.frames.count == 2)
            #expect(second.frames.count == 3)
            driver.unschedule(second)
            #expect(driver.isIdle)
            #expect(!clock.wantsFrames)
        }
    }

    @Test("unscheduling from the middle swaps the last client into the freed slot")
    func swapRemove() {
        withEngine { _ in
            let probes = (0..<3).map { _ in FrameProbe() }
            for probe in probes { driver.schedule(probe) }
            #expect(probes.map(\.driverSlot) == [0, 1, 2])
            driver.unschedule(probes[0])
            #expect(probes.map(\.driverSlot) == [-1, 1, 0])
            driver.unschedule(probes[2])
            driver.unschedule(probes[1])
            #expect(driver.isIdle)
        }
    }

    @Test("a client that reaches its end is unscheduled, then finished once, in that frame")
    func endedClientsAreFinished() {
        withEngine { clock in
            let short = FrameProbe(endingAt: 0.05)
            let long = FrameProbe(endingAt: 0.1)
            driver.schedule(short)
            driver.schedule(long)
            clock.advance(by: 0.2)
            #expect(short.finished == [3.0 / 60])
            #expect(short.frames == [1, 2, 3].map { Double($0) / 60 })
            #expect(long.finished == [0.1])
            #expect(short.driverSlot == -1)
            #expect(driver.isIdle)
        }
    }

    @Test("swapping clocks moves stored times by the difference of the clocks' nows")
    func swappingClocksShiftsTimes() {
        withEngine { clock in
            let probe = FrameProbe(endingAt: 1)
            driver.schedule(probe)
            clock.advance(to: 0.5)
            let later = ManualClock()
            later.advance(to: 10)
            driver.clock = later
            #expect(probe.shifts == [9.5])
            #expect(clock.frameHandler == nil)
            #expect(!clock.wantsFrames)
            #expect(later.wantsFrames)
            clock.advance(by: 1)  // the old clock no longer drives anything
            #expect(probe.frames.count == 30)
            later.advance(by: 0.5)
            #expect(probe.finished == [10.5])
            #expect(driver.isIdle)
        }
    }

    @Test("swapping clocks keeps a running animation's progress")
    func swappingClocksKeepsProgress() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                node.alpha = 0
            }
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(node.$alpha.presentation == 0.75)
            let later = ManualClock()
            later.advance(to: 100)
            driver.clock = later
            #expect(animator.fractionComplete == 0.25)
            later.advance(by: 0.5)
            #expect(node.$alpha.presentation == 0.5)
            #expect(animator.fractionComplete == 0.5)
            later.advance(by: 1)
            #expect(animator.state == .inactive)
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("setting the same clock again changes nothing")
    func sameClockAgain() {
        withEngine { clock in
            let probe = FrameProbe()
            driver.schedule(probe)
            driver.clock = clock
            #expect(probe.shifts == [])
            #expect(clock.wantsFrames)
            driver.unschedule(probe)
        }
    }

    /// Which clock of a swap reports a `now` that is not finite.
    enum UnreadableClock: String, CaseIterable, CustomTestStringConvertible {
        case replaced, requested
        var testDescription: String { rawValue }
    }

    @Test(
        "an error handler that swaps clocks during a swap has the last word; times move once",
        arguments: UnreadableClock.allCases)
    func handlerSwapsClockDuringSwap(unreadable: UnreadableClock) {
        withEngine { _ in
            let replaced = ScriptedClock(now: 0)
            driver.clock = replaced
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            let probe = FrameProbe(endingAt: 1)
            driver.schedule(probe)
            replaced.frame(at: 0.5)
            #expect(node.$alpha.presentation == 0.75)
            let requested = ScriptedClock(now: 3)
            let installed = ManualClock()
            installed.advance(to: 10)
            switch unreadable {
            case .replaced: replaced.now = .nan
            case .requested: requested.now = .nan
            }
            var reported: [DanceError] = []
            let saved = Diagnostics.errorHandler
            Diagnostics.errorHandler = { error in
                reported.append(error)
                if reported.count == 1 { AnimationDriver.shared.clock = installed }
            }
            driver.clock = requested
            Diagnostics.errorHandler = saved
            // The swap reported the NaN it read; the handler's own swap, from the replaced
            // clock, reads that clock's NaN again (and falls back to the frame's 0.5 s).
            let nanRead = DanceError.invalidArgument(
                tag: nil, operation: .readClock, argument: .time, value: .nan)
            #expect(reported == Array(repeating: nanRead, count: unreadable == .replaced ? 2 : 1))
            #expect(driver.clock === installed)
            #expect(installed.frameHandler != nil && installed.wantsFrames)
            #expect(replaced.frameHandler == nil && !replaced.wantsFrames)
            #expect(requested.frameHandler == nil && !requested.wantsFrames)
            // Moved once, from the replaced clock's 0.5 s onto the installed clock's 10 s.
            #expect(probe.shifts == [9.5])
            #expect(animator.fractionComplete == 0.25)
            // Frames of the clocks not installed move nothing.
            replaced.frame(at: 1.5)
            requested.frame(at: 4)
            #expect(probe.frames == [0.5])
            #expect(node.$alpha.presentation == 0.75)
            installed.advance(by: 0.5)
            #expect(probe.finished == [10.5])
            #expect(animator.fractionComplete == 0.5)
            #expect(node.$alpha.presentation == 0.5)
            installed.advance(by: 1)
            #expect(animator.state == .inactive)
            #expect(node.$alpha.presentation == 0)
            #expect(driver.isIdle)
        }
    }

    @Test("frames with nothing scheduled cost nothing and change nothing")
    func framesWhileIdle() {
        withEngine { clock in
            clock.advance(by: 1)
            #expect(driver.isIdle)
            #expect(clock.now == 1)
        }
    }
}
