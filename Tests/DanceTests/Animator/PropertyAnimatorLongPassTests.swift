import Foundation
import Testing

@testable import Dance

/// A long or slow pass ends when the clock reaches its end, not a rounding tolerance of the
/// playhead before: a frame half a second before the end of a 1e9 s pass shows the values of
/// that time and ends nothing.
@MainActor @Suite(.serialized) struct PropertyAnimatorLongPassTests {
    /// The old tolerance, 1e-9 of the playhead, was 0.5 s of a 1e9 s pass and 1 ms of a 1 s
    /// pass at speed 1e-6 (1e6 s).
    ///
    /// The clock stays below 1e9 s: the driver keeps clock swaps
    /// (each test's fresh clock) in a sum, whose rounding a later hand-off test reads.
    @Test(
        "a 1e9 s linear pass ends at its end, not 0.5 s before; a 1 s one at speed 1e-6 not 0.5 ms",
        arguments: [(1e9, 1, 0.5), (1, 1e-6, 5e-4)] as [(TimeInterval, Double, TimeInterval)])
    func longPassEndsAtItsEnd(duration: TimeInterval, speed: Double, short: TimeInterval) {
        let pass = duration / speed
        let early = pass - short
        // Frames at early / 2, early (`short` seconds before the end), then the end.
        withEngine(frameInterval: early / 2) { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: duration, curve: .linear) { node.alpha = 0 }
            animator.speed = speed
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: early)
            #expect(clock.now == early)
            #expect(log.entries == [] && animator.state == .active)
            // Linear: alpha = 1 − early / pass = short / pass (5e-10), within a few units in the
            // last place of the position (1 − 5e-10, whose unit is 1.1e-16).
            #expect(abs(node.$alpha.presentation - short / pass) <= 4e-16)
            clock.advance(to: pass)
            #expect(log.entries == [String(format: "%.3f completion end", pass)])
            #expect(node.$alpha.presentation == 0 && node.alpha == 0)
        }
    }

    @Test("the 1 s last step of a 1e9 s sequence shows its in-between values")
    func lastStepOfLongSequence() {
        // One frame halfway through the last step, at 1e9 − 0.5 s, then one at 1e9 s.
        withEngine(frameInterval: 1e9 - 0.5) { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let steps = PropertyAnimator(
                steps: [.wait(1e9 - 1), .custom(duration: 1, curve: .linear) { $0.alpha = 0 }],
                on: node)
            steps.addCompletion(log.completion())
            steps.startAnimation()
            clock.advance(to: 1e9 - 0.5)
            // Half of the 1 s step: the position (1 − 5e-10) is exact to 1.1e-16, which the
            // 1e9 s timeline turns into 1.1e-7 s of the step: alpha 0.5 within 2e-7.
            #expect(abs(node.$alpha.presentation - 0.5) <= 2e-7)
            #expect(log.entries == [])
            clock.advance(to: 1e9)
            #expect(log.entries == ["1000000000.000 completion end"])
            #expect(node.$alpha.presentation == 0)
        }
    }
}
