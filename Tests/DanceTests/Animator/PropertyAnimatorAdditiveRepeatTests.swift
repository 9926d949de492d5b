import Foundation
import Testing

@testable import Dance

@MainActor
private final class Probe: Dancing {
    @Animated var value = 0.0
}

/// Additive tracks whose older animator autoreverses, repeats, or pauses at a fraction.
///
/// The older animator runs 0 → 100 linearly; a newer linear one runs to 200 over 2 s from
/// 0.5 s, so its track goes 100 → 200 and the older one shows as its offset from 100.
@MainActor @Suite(.serialized) struct PropertyAnimatorAdditiveRepeatTests {
    private func expectClose(
        _ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(actual - expected) <= 1e-9, "\(actual) vs \(expected)",
            sourceLocation: sourceLocation)
    }

    /// The newer track's value at `time` (100 → 200 over 0.5…2.5 s).
    private func newer(_ time: Double) -> Double { 100 + 50 * (min(time, 2.5) - 0.5) }

    private func start(
        _ clock: ManualClock, _ log: EventLog, _ probe: Probe,
        configure: (PropertyAnimator) -> Void
    ) -> (older: PropertyAnimator, newer: PropertyAnimator) {
        let older = PropertyAnimator(duration: 1, curve: .linear) { probe.value = 100 }
        configure(older)
        older.addCompletion(log.completion("older"))
        older.startAnimation()
        clock.advance(to: 0.5)
        let newer = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 200 }
        newer.addCompletion(log.completion("newer"))
        newer.startAnimation()
        return (older, newer)
    }

    @Test("an autoreversing older animator ends at .start; its offset stays, nothing jumps")
    func autoreversingOlder() {
        withEngine { clock in
            let log = EventLog(clock)
            let probe = Probe()
            _ = start(clock, log, probe) { $0.autoreverses = true }
            expectClose(probe.$value.presentation, 50)
            // Older: 100·t up to 1 s, 100·(2 − t) back to 0 at 2 s.
            for time in [0.75, 1.25, 1.9] {
                clock.advance(to: time)
                let older = time <= 1 ? 100 * time : 100 * (2 - time)
                expectClose(probe.$value.presentation, newer(time) + older - 100)
                let olderVelocity = time <= 1 ? 100.0 : -100
                expectClose(probe.$value.velocity, 50 + olderVelocity)
            }
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 older start"])
            expectClose(probe.$value.presentation, newer(2) - 100)
            clock.advance(to: 2.25)
            expectClose(probe.$value.presentation, newer(2.25) - 100)
            expectClose(probe.$value.velocity, 50)
            clock.advance(to: 3)
            #expect(log.entries == ["2.000 older start", "2.500 newer end"])
            #expect(probe.value == 100 && probe.$value.presentation == 100)
        }
    }

    @Test("a duration scale of 0 ends an endless older animator at its pass's end, once")
    func endlessOlderDurationScaleZero() {
        withEngine { clock in
            defer { AnimationDriver.shared.durationScale = 1 }
            let log = EventLog(clock)
            let probe = Probe()
            _ = start(clock, log, probe) { $0.repeatCount = .infinity }
            clock.advance(to: 1.25)
            AnimationDriver.shared.durationScale = 0
            clock.advance(by: 1.0 / 60)
            #expect(log.entries.sorted() == ["1.267 newer end", "1.267 older end"])
            #expect(probe.value == 200 && probe.$value.presentation == 200)
            #expect(probe.$value.velocity == 0)
            clock.advance(by: 1)
            #expect(log.entries.count == 2)
        }
    }

    @Test("an older animator paused at a fraction freezes its offset there")
    func olderPausedAtFraction() {
        withEngine { clock in
            let log = EventLog(clock)
            let probe = Probe()
            let (older, _) = start(clock, log, probe) { $0.repeatCount = 3 }
            // In its second pass at 1.25 s (position 0.25): run on to 0.75 of that pass.
            clock.advance(to: 1.25)
            older.pauseAnimation(atFraction: 0.75)
            clock.advance(to: 1.5)
            expectClose(probe.$value.presentation, newer(1.5) + 50 - 100)
            clock.advance(to: 1.9)
            #expect(!older.isRunning && older.fractionComplete == 0.75)
            expectClose(probe.$value.presentation, newer(1.9) + 75 - 100)
            expectClose(probe.$value.velocity, 50)
            clock.advance(to: 3)
            #expect(log.entries == ["2.500 newer end"])
            expectClose(probe.$value.presentation, 175)
            older.stopAnimation(true)
            #expect(log.entries == ["2.500 newer end"])
            expectClose(probe.value, 175)
        }
    }
}
