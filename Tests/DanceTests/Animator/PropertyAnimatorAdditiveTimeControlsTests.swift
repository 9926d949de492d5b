import Foundation
import Testing

@testable import Dance

@MainActor
private final class Probe: Dancing {
    @Animated var value = 0.0
}

/// Additive tracks under the time controls.
///
/// An older animator repeats, changes speed, or is ended by a duration scale of 0 while newer
/// animators run on the same property. Linear curves, so every expected value is a closed form.
@MainActor @Suite(.serialized) struct PropertyAnimatorAdditiveTimeControlsTests {
    private func expectClose(
        _ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(actual - expected) <= 1e-9, "\(actual) vs \(expected)",
            sourceLocation: sourceLocation)
    }

    @Test("an endlessly repeating older animator keeps looping under a newer one, continuously")
    func repeatingOlder() {
        withEngine { clock in
            let log = EventLog(clock)
            let probe = Probe()
            // 0 → 100 in 1 s, forever: shows 100·frac(t).
            let older = PropertyAnimator(duration: 1, curve: .linear) { probe.value = 100 }
            older.repeatCount = .infinity
            older.addCompletion(log.completion("older"))
            older.startAnimation()
            clock.advance(to: 1.25)
            let before = probe.$value.presentation
            expectClose(before, 25)
            // The newer track runs 100 → 200 over 1.25…3.25 s; the older offset is
            // 100·frac(t) − 100, still looping.
            let newer = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 200 }
            newer.addCompletion(log.completion("newer"))
            newer.startAnimation()
            expectClose(probe.$value.presentation, before)
            expectClose(probe.$value.velocity, 100 + 50)
            // (Whole seconds show the end of a pass, 100, not frac(t) = 0.)
            for time in [1.5, 1.99, 2.01, 2.5, 2.99, 3.2] {
                clock.advance(to: time)
                let fraction = time - time.rounded(.down)
                expectClose(
                    probe.$value.presentation, 100 + 50 * (time - 1.25) + 100 * fraction - 100)
            }
            clock.advance(to: 3.5)
            // The newer one ended at 200; the older offset still loops around it.
            expectClose(probe.$value.presentation, 200 + 50 - 100)
            expectClose(probe.$value.velocity, 100)
            #expect(log.entries == ["3.250 newer end"])
            older.stopAnimation(true)
            expectClose(probe.value, 150)
            expectClose(probe.$value.presentation, 150)
            #expect(log.entries == ["3.250 newer end"])
        }
    }

    @Test("a speed change on the older animator changes only its offset")
    func olderSpeed() {
        withEngine { clock in
            let log = EventLog(clock)
            let probe = Probe()
            let older = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 100 }
            let newer = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 200 }
            older.addCompletion(log.completion("older"))
            newer.addCompletion(log.completion("newer"))
            older.startAnimation()
            clock.advance(to: 1)
            newer.startAnimation()
            clock.advance(to: 1.5)
            let before = probe.$value.presentation
            // Newer 100 + 50 (t − 1); older offset 50 t − 100 until 1.5 s.
            expectClose(before, 125 - 25)
            older.speed = 2
            expectClose(probe.$value.presentation, before)
            // The older position is 0.75 + (t − 1.5) from now on: offset 100 (t − 0.75) − 100.
            expectClose(probe.$value.velocity, 50 + 100)
            clock.advance(to: 1.6)
            expectClose(probe.$value.presentation, 130 + 100 * 0.85 - 100)
            clock.advance(to: 1.75)
            #expect(log.entries == ["1.750 older end"])
            expectClose(probe.$value.presentation, 137.5)
            expectClose(probe.$value.velocity, 50)
            newer.speed = 0.5
            clock.advance(to: 2.75)
            expectClose(probe.$value.presentation, 137.5 + 25)
            clock.advance(to: 5)
            #expect(log.entries == ["1.750 older end", "4.250 newer end"])
            #expect(probe.$value.presentation == 200 && probe.value == 200)
        }
    }

    @Test("a duration scale of 0 ends every additive track next frame, each completion once")
    func durationScaleZero() {
        withEngine { clock in
            defer { AnimationDriver.shared.durationScale = 1 }
            let log = EventLog(clock)
            let probe = Probe()
            var animators: [PropertyAnimator] = []
            for (index, target) in [100.0, 200.0, 300.0].enumerated() {
                let animator = PropertyAnimator(duration: 2, curve: .linear) {
                    probe.value = target
                }
                animator.addCompletion(log.completion("animator \(index)"))
                animator.startAnimation()
                animators.append(animator)
                clock.advance(by: 0.5)
            }
            #expect(log.entries.isEmpty)
            AnimationDriver.shared.durationScale = 0
            clock.advance(by: 1.0 / 60)
            #expect(
                log.entries == [
                    "1.517 animator 0 end", "1.517 animator 1 end", "1.517 animator 2 end",
                ])
            #expect(animators.allSatisfy { $0.state == .inactive })
            #expect(probe.$value.presentation == 300 && probe.value == 300)
            #expect(probe.$value.velocity == 0)
            clock.advance(by: 1)
            #expect(log.entries.count == 3)
        }
    }
}
