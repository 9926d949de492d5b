import Foundation
import Testing

@testable import Dance

/// The real clock, checked without waiting for real time: only whether its timer runs.
@MainActor
@Suite(.serialized)
struct DisplayLinkClockTests {
    @Test("frames are wanted only while something animates; a restart keeps the timer")
    func ticksOnlyWhileAnimating() {
        let saved = AnimationDriver.shared.clock
        defer { AnimationDriver.shared.clock = saved }
        let clock = DisplayLinkClock(framesPerSecond: 120)
        AnimationDriver.shared.clock = clock
        #expect(!clock.isTicking)
        let node = Node()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        animator.startAnimation()
        #expect(clock.wantsFrames)
        let timer = clock.timer.map { ObjectIdentifier($0 as AnyObject) }
        #expect(timer != nil)
        // Paused and started again in one turn of the main queue (as when the only animation
        // is replaced): the same timer ticks on, on its schedule.
        animator.pauseAnimation()
        #expect(!clock.wantsFrames)
        animator.startAnimation()
        #expect(clock.wantsFrames)
        #expect(clock.timer.map { ObjectIdentifier($0 as AnyObject) } == timer)
        // Replaced through Dance: the old animation ends before the new one starts.
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 1 }.start()
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0.5 }.start()
        #expect(clock.timer.map { ObjectIdentifier($0 as AnyObject) } == timer)
        animator.stopAnimation(true)
        node.dance.finish(at: .end)
        #expect(!clock.wantsFrames)
        #expect(AnimationDriver.shared.isIdle)
        // Its next tick cancels it, delivering no frame.
        clock.tick()
        #expect(!clock.isTicking)
    }

    @Test("its time is monotonic and its rate is what was asked")
    func monotonicTime() {
        let clock = DisplayLinkClock(framesPerSecond: 30)
        let first = clock.now
        let second = clock.now
        #expect(second >= first)
        #expect(clock.framesPerSecond == 30)
    }

    @Test(
        "a frame rate outside 1…1000 is reported and 60 is used",
        arguments: [0, -1, Double.nan, 1e-10, 0.5, 1000.5, 1e9, .infinity, -.infinity])
    func invalidRate(rate: Double) {
        var clock: DisplayLinkClock?
        let errors = captureErrors { clock = DisplayLinkClock(framesPerSecond: rate) }
        #expect(clock?.framesPerSecond == 60)
        #expect(
            errors == [
                .invalidArgument(
                    tag: nil, operation: .makeDisplayLinkClock, argument: .framesPerSecond,
                    value: rate)
            ])
        #expect(clock?.periodNanoseconds == 16_666_667)
    }

    @Test(
        "the timer period is a whole number of nanoseconds between 1 ms and 1 s",
        arguments: [(1.0, 1_000_000_000), (1000, 1_000_000), (60, 16_666_667), (120, 8_333_333)])
    func period(rate: Double, nanoseconds: Int) {
        let errors = captureErrors {
            #expect(DisplayLinkClock(framesPerSecond: rate).periodNanoseconds == nanoseconds)
        }
        #expect(errors.isEmpty)
    }

    @Test("the rate-error message states the range word for word")
    func rateMessage() {
        let errors = captureErrors { _ = DisplayLinkClock(framesPerSecond: 1e-10) }
        #expect(
            errors.map(\.description) == [
                "** Dance Error: invalid framesPerSecond 1e-10 in "
                    + "DisplayLinkClock.init(framesPerSecond:); use a number in 1…1000. "
                    + "A safe value was used instead. **"
            ])
    }

    @Test("a real tick is delivered on the main actor, with a time no earlier than the start")
    func realTick() async {
        // A clock of its own, not the shared driver's: other suites use the driver while this
        // test waits for the main queue.
        let clock = DisplayLinkClock(framesPerSecond: 1000)
        let start = clock.now
        let time: TimeInterval = await withCheckedContinuation { continuation in
            clock.frameHandler = { time in
                clock.frameHandler = nil
                clock.wantsFrames = false
                continuation.resume(returning: time)
            }
            clock.wantsFrames = true
        }
        #expect(time >= start)
        // Not wanted any more: the timer's next tick cancels it.
        for _ in 0..<1_000_000 where clock.isTicking {
            await Task.yield()
        }
        #expect(!clock.isTicking)
    }
}
