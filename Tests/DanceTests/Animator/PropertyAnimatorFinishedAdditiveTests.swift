import Foundation
import Testing

@testable import Dance

@MainActor
private final class Probe: Dancing {
    @Animated var value = 0.0
}

/// `await finished` on animators whose tracks blend additively: an older animator's awaiting
/// task resumes once, at the older animator's own end, while the newer one runs on.
///
/// As in ``PropertyAnimatorFinishedTests``, awaiting tasks start with `Task.immediate` and the
/// tests suspend only while nothing is scheduled on the driver (other suites swap the clock).
@MainActor @Suite(.serialized) struct PropertyAnimatorFinishedAdditiveTests {
    private func awaiter(_ animator: PropertyAnimator, _ log: EventLog, _ name: String)
        -> Task<AnimatingPosition?, Never>
    {
        Task.immediate {
            let position = await animator.finished
            log.record("\(name) \(position.map { "\($0)" } ?? "nil")")
            return position
        }
    }

    /// An older 2 s linear animator to 100 and, from 1 s, a newer one to 200 (ends at 3 s).
    private func scenario(_ clock: ManualClock, _ log: EventLog)
        -> (older: PropertyAnimator, newer: PropertyAnimator, probe: Probe)
    {
        let probe = Probe()
        let older = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 100 }
        let newer = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 200 }
        older.addCompletion(log.completion("older completion"))
        newer.addCompletion(log.completion("newer completion"))
        older.startAnimation()
        clock.advance(to: 1)
        newer.startAnimation()
        return (older, newer, probe)
    }

    @Test("the older animator's awaiting task resumes once, at its own end")
    func olderEndsFirst() async {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let log = EventLog(clock)
        let (older, newer, probe) = scenario(clock, log)
        let olderTask = awaiter(older, log, "older finished")
        let newerTask = awaiter(newer, log, "newer finished")
        clock.advance(to: 1.99)
        #expect(older.finishWaiters.count == 1 && newer.finishWaiters.count == 1)
        clock.advance(to: 2)
        // Resumed (handed its position) at 2 s; the task body runs once the test suspends.
        #expect(older.finishWaiters.isEmpty && newer.finishWaiters.count == 1)
        #expect(log.entries == ["2.000 older completion end"])
        clock.advance(to: 3)
        #expect(AnimationDriver.shared.isIdle)
        #expect(await olderTask.value == .end)
        #expect(await newerTask.value == .end)
        // Completions first, in order; Swift does not order the resumption of two tasks.
        #expect(log.entries.count == 4)
        #expect(
            Array(log.entries.prefix(2)) == [
                "2.000 older completion end", "3.000 newer completion end",
            ])
        #expect(
            Set(log.entries.dropFirst(2)) == [
                "3.000 older finished end", "3.000 newer finished end",
            ])
        #expect(probe.value == 200 && probe.$value.presentation == 200)
    }

    @Test("an older animator stopped under a newer one resumes its task once with nil")
    func olderStopped() async {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let log = EventLog(clock)
        let (older, newer, probe) = scenario(clock, log)
        let olderTask = awaiter(older, log, "older finished")
        let newerTask = awaiter(newer, log, "newer finished")
        clock.advance(to: 1.5)
        older.stopAnimation(true)
        #expect(older.finishWaiters.isEmpty && newer.finishWaiters.count == 1)
        // The older offset at 1.5 s (75 − 100) stays in the model value.
        #expect(abs(probe.value - 175) <= 1e-9)
        clock.advance(to: 3)
        #expect(AnimationDriver.shared.isIdle)
        #expect(await olderTask.value == nil)
        #expect(await newerTask.value == .end)
        // The completion first; Swift does not order the resumption of two tasks.
        #expect(log.entries.count == 3 && log.entries.first == "3.000 newer completion end")
        #expect(
            Set(log.entries.dropFirst()) == [
                "3.000 older finished nil", "3.000 newer finished end",
            ])
        #expect(abs(probe.$value.presentation - 175) <= 1e-9)
    }
}
