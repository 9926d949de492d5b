import Foundation
import Testing

@testable import Dance

/// The real clock, checked without waiting for real time: only whether its timer runs.
@MainActor
@Suite(.serialized)
struct DisplayLinkClockTests {
    @Test("the timer runs only while something animates")
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
        #expect(clock.isTicking)
        animator.pauseAnimation()
        #expect(!clock.wantsFrames)
        #expect(!clock.isTicking)
        animator.startAnimation()
        #expect(clock.isTicking)
        animator.stopAnimation(true)
        #expect(!clock.isTicking)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("its time is monotonic and its rate is what was asked")
    func monotonicTime() {
        let clock = DisplayLinkClock(framesPerSecond: 30)
        let first = clock.now
        let second = clock.now
        #expect(second >= first)
        #expect(clock.framesPerSecond == 30)
    }

    @Test("an invalid frame rate is reported and 60 is used", arguments: [0, -1, Double.nan])
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
    }
}
