import Foundation
import Testing

@testable import Dance

@MainActor
private final class Probe: Dancing {
    @Animated var value = 0.0
    @Animated var transform = CGAffineTransform.identity
}

/// An older animator (linear, 2 s, 0 → 100) and, from 1 s, a newer one (linear, 2 s, → 200):
/// the newer track runs 100 → 200 over 1…3 s; the older one's offset from 100 is 50·t − 100.
@MainActor
private struct Scenario {
    let clock: ManualClock
    let probe = Probe()
    let log: EventLog
    let older: PropertyAnimator
    let newer: PropertyAnimator

    init(_ clock: ManualClock) {
        self.clock = clock
        log = EventLog(clock)
        let probe = self.probe
        older = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 100 }
        newer = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 200 }
        older.addCompletion(log.completion("older"))
        newer.addCompletion(log.completion("newer"))
        older.startAnimation()
        clock.advance(to: 1)
        newer.startAnimation()
    }

    /// The newer track's value at `time`.
    func newerValue(_ time: Double) -> Double { 100 + 100 * (time - 1) / 2 }

    func expectPresentation(
        _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(probe.$value.presentation - expected) <= 1e-9,
            "presentation \(probe.$value.presentation), expected \(expected)",
            sourceLocation: sourceLocation)
    }
}

@MainActor @Suite(.serialized) struct PropertyAnimatorAdditiveTests {
    @Test(
        "retargeting half-way: easeInOut keeps the velocity, linear jumps by the new initial slope",
        arguments: [AnimationCurve.easeInOut, .linear])
    func retargetVelocity(curve: AnimationCurve) {
        withEngine { clock in
            let probe = Probe()
            PropertyAnimator(duration: 2, curve: curve) { probe.value = 100 }.startAnimation()
            clock.advance(to: 1)
            let position = probe.$value.presentation
            let velocity = probe.$value.velocity
            #expect(velocity > 0)
            PropertyAnimator(duration: 2, curve: curve) { probe.value = 300 }.startAnimation()
            #expect(abs(probe.$value.presentation - position) <= 1e-9)
            let jump = probe.$value.velocity - velocity
            // The new curve's initial slope (0 for easeInOut, 1 for linear) × 200 / 2 s.
            let slope = CubicTimingParameters(animationCurve: curve).slope(at: 0)
            #expect(abs(jump - slope * 200 / 2) <= 1e-9 * abs(velocity))
            clock.advance(by: 1e-6)
            #expect(abs(probe.$value.presentation - position - 1e-6 * (velocity + jump)) <= 1e-9)
            clock.advance(to: 3)
            #expect(probe.$value.presentation == 300)
        }
    }

    @Test("each animator completes once at its own end; the sum follows both")
    func completionsAtOwnEnds() {
        withEngine { clock in
            let scenario = Scenario(clock)
            scenario.expectPresentation(50)
            clock.advance(to: 1.5)
            scenario.expectPresentation(scenario.newerValue(1.5) - 25)
            #expect(abs(scenario.probe.$value.velocity - 100) <= 1e-9)
            clock.advance(to: 2)
            scenario.expectPresentation(scenario.newerValue(2))
            #expect(scenario.probe.$value.isAnimating)
            clock.advance(to: 3)
            scenario.expectPresentation(200)
            #expect(!scenario.probe.$value.isAnimating)
            #expect(scenario.log.entries == ["2.000 older end", "3.000 newer end"])
        }
    }

    @Test("pausing the older animator freezes its offset; resuming continues it")
    func pauseOlder() {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            scenario.older.pauseAnimation()
            #expect(abs(scenario.probe.$value.velocity - 50) <= 1e-9)
            clock.advance(to: 2.5)
            scenario.expectPresentation(scenario.newerValue(2.5) - 25)
            scenario.older.startAnimation()
            clock.advance(to: 3)
            scenario.expectPresentation(200)
            // Resumed, the older animator is scheduled after the newer one.
            #expect(scenario.log.entries == ["3.000 newer end", "3.000 older end"])
        }
    }

    @Test("scrubbing the paused older animator moves only its offset")
    func scrubOlder() {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            scenario.older.pauseAnimation()
            scenario.older.fractionComplete = 0.25
            scenario.expectPresentation(scenario.newerValue(1.5) - 75)
            #expect(scenario.probe.value == 200)
            scenario.older.stopAnimation(true)
            clock.advance(to: 3)
        }
    }

    @Test("reversing the older animator runs its change back; its end at .start stays")
    func reverseOlder() {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            scenario.older.isReversed = true
            // Back from 0.75 at 0.5 per second: 0 at 3 s; the offset is 100·position − 100.
            clock.advance(to: 2)
            scenario.expectPresentation(scenario.newerValue(2) - 50)
            #expect(abs(scenario.probe.$value.velocity - (50 - 50)) <= 1e-9)
            clock.advance(to: 2.9)
            scenario.expectPresentation(scenario.newerValue(2.9) - 95)
            clock.advance(to: 3)
            scenario.expectPresentation(100)
            #expect(scenario.probe.value == 100)
            #expect(scenario.log.entries == ["3.000 older start", "3.000 newer end"])
        }
    }

    @Test(
        "stopping the older animator freezes its offset; finishing it leaves that position's offset",
        arguments: [
            (AnimatingPosition.end, 125.0, 200.0),
            (.current, 100, 175),
            (.start, 25, 100),
        ])
    func finishOlder(position: AnimatingPosition, shown: Double, model: Double) {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            scenario.older.stopAnimation(false)
            clock.advance(to: 2)
            // Frozen at −25 while stopped.
            scenario.expectPresentation(scenario.newerValue(2) - 25)
            #expect(abs(scenario.probe.$value.velocity - 50) <= 1e-9)
            #expect(scenario.probe.value == 200)
            scenario.older.finishAnimation(at: position)
            scenario.expectPresentation(shown + 25)
            #expect(scenario.probe.value == model)
            clock.advance(to: 3)
            scenario.expectPresentation(model)
            #expect(scenario.log.entries == ["2.000 older \(position)", "3.000 newer end"])
        }
    }

    @Test("stopping the older animator without finishing keeps what it shows, as .current")
    func stopOlderWithoutFinishing() {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            scenario.older.stopAnimation(true)
            scenario.expectPresentation(100)
            #expect(scenario.probe.value == 175)
            clock.advance(to: 3)
            scenario.expectPresentation(175)
            #expect(scenario.log.entries == ["3.000 newer end"])
        }
    }

    @Test("stopping the newer animator: the model reads as its value; the older runs on")
    func stopNewer() {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            scenario.newer.stopAnimation(false)
            #expect(scenario.probe.value == 125)
            scenario.newer.finishAnimation(at: .current)
            #expect(scenario.probe.value == 125)
            scenario.expectPresentation(100)
            #expect(scenario.probe.$value.isAnimating)
            clock.advance(to: 2)
            scenario.expectPresentation(125)
            #expect(!scenario.probe.$value.isAnimating)
            #expect(scenario.log.entries == ["1.500 newer current", "2.000 older end"])
        }
    }

    @Test("a set outside a block ends every track on the property")
    func directSetEndsAll() {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            scenario.probe.value = 7
            #expect(!scenario.probe.$value.isAnimating)
            #expect(scenario.probe.$value.velocity == 0)
            clock.advance(to: 3)
            scenario.expectPresentation(7)
            #expect(scenario.log.entries == ["2.000 older end", "3.000 newer end"])
        }
    }

    @Test("the older animator animating the property again takes its offset along")
    func olderAnimatesAgain() {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            let probe = scenario.probe
            scenario.older.addAnimations { probe.value = 0 }
            scenario.expectPresentation(100)
            #expect(probe.value == 0)
            clock.advance(to: 2)
            // The older animator's new track: from 200 − 25 (model plus its offset) to 0 over
            // 1.5…2 s; the newer one's offset from 200 is x_N − 200.
            scenario.expectPresentation(0 + scenario.newerValue(2) - 200)
            clock.advance(to: 3)
            scenario.expectPresentation(0)
        }
    }

    @Test("a type that is only Interpolatable is taken over from its presentation")
    func interpolatableTakeover() {
        withEngine { clock in
            let probe = Probe()
            let older = PropertyAnimator(duration: 2, curve: .linear) {
                probe.transform = CGAffineTransform(translationX: 100, y: 0)
            }
            older.startAnimation()
            clock.advance(to: 1)
            PropertyAnimator(duration: 1, curve: .linear) {
                probe.transform = CGAffineTransform(translationX: 0, y: 0)
            }.startAnimation()
            #expect(abs(probe.$transform.presentation.tx - 50) <= 1e-9)
            clock.advance(to: 1.5)
            #expect(abs(probe.$transform.presentation.tx - 25) <= 1e-9)
            clock.advance(to: 2)
            #expect(abs(probe.$transform.presentation.tx) <= 1e-9)
        }
    }

    @Test("an animator released while paused leaves its properties where they are")
    func releasedWhilePaused() {
        withEngine { clock in
            let probe = Probe()
            do {
                let animator = PropertyAnimator(duration: 2, curve: .linear) { probe.value = 100 }
                animator.startAnimation()
                clock.advance(to: 1)
                animator.pauseAnimation()
            }
            #expect(!probe.$value.isAnimating)
            #expect(probe.value == 50)
            #expect(probe.$value.velocity == 0)
        }
    }

    @Test("an older track added mid-flight keeps its own span while it runs as an offset")
    func olderTrackWithItsOwnSpan() {
        withEngine { clock in
            let probe = Probe()
            let older = PropertyAnimator(duration: 2, curve: .linear)
            older.startAnimation()
            clock.advance(to: 0.5)
            // Spans the remaining 1.5 s (timeline 0.25…1): 0 → 150.
            older.addAnimations { probe.value = 150 }
            clock.advance(to: 1)
            #expect(abs(probe.$value.presentation - 50) <= 1e-9)
            PropertyAnimator(duration: 2, curve: .linear) { probe.value = 350 }.startAnimation()
            clock.advance(to: 1.5)
            // Newer: 150 → 350 over 1…3 s; older: 100·(t − 0.5) − 150.
            #expect(abs(probe.$value.presentation - (200 + 100 - 150)) <= 1e-9)
            #expect(abs(probe.$value.velocity - 200) <= 1e-9)
            clock.advance(to: 3)
            #expect(probe.$value.presentation == 350)
        }
    }

    @Test("a spring that started with a handed-off velocity keeps it as an older track")
    func springWithVelocityAsOlderTrack() {
        withEngine { clock in
            let node = makeNode()
            node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }.start()
            clock.advance(to: 1)
            // Zero distance: alpha is 0.5 and moving at −0.5 per second.
            node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.alpha = 0.5 }.start()
            clock.advance(to: 1.2)
            let shown = node.$alpha.presentation
            let velocity = node.$alpha.velocity
            PropertyAnimator(duration: 1, curve: .easeIn) { node.alpha = 1 }.startAnimation()
            #expect(abs(node.$alpha.presentation - shown) <= 1e-9)
            #expect(abs(node.$alpha.velocity - velocity) <= 1e-9 * abs(velocity))
            clock.advance(to: 1.3)
            // The spring's offset is −0.5·B(0.3 s), B by RK4 (a unit push minus none); the
            // newer track is 0.5 → 1 on easeIn.
            let spring = SpringTimingParameters(dampingRatio: 0.5).fitted(toDuration: 1)
            func displacement(_ v0: Double) -> Double {
                TimingReference.rk4(
                    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                    initialVelocity: v0, step: 1e-5, end: 0.3, every: 30_000)[0].displacement
            }
            let offset = -0.5 * (displacement(-1) - displacement(0))
            let newerValue =
                0.5 + 0.5 * CubicTimingParameters(animationCurve: .easeIn).value(at: 0.1)
            #expect(abs(node.$alpha.presentation - (newerValue + offset)) <= 1e-9)
            clock.advance(to: 2.2)
            #expect(node.$alpha.presentation == 1)
        }
    }

    @Test("a newer animator waiting out a delay leaves the older one moving the property")
    func delayedNewer() {
        withEngine { clock in
            let probe = Probe()
            PropertyAnimator(duration: 2, curve: .linear) { probe.value = 100 }.startAnimation()
            clock.advance(to: 1)
            PropertyAnimator(duration: 1, curve: .linear) { probe.value = 200 }
                .startAnimation(afterDelay: 0.5)
            #expect(probe.value == 200)
            clock.advance(to: 1.25)
            // Newer still at its start (100); older's offset 50·1.25 − 100.
            #expect(abs(probe.$value.presentation - 62.5) <= 1e-9)
            #expect(abs(probe.$value.velocity - 50) <= 1e-9)
            clock.advance(to: 1.75)
            #expect(abs(probe.$value.presentation - (125 + 87.5 - 100)) <= 1e-9)
            clock.advance(to: 2.5)
            #expect(probe.$value.presentation == 200)
        }
    }

    @Test("continuing the older animator with new timing restarts only its offset")
    func continueOlder() {
        withEngine { clock in
            let scenario = Scenario(clock)
            clock.advance(to: 1.5)
            scenario.older.pauseAnimation()
            // The rest of the older track (offset −25 → 0) now takes 1 s, linearly.
            scenario.older.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .linear),
                durationFactor: 0.5)
            scenario.expectPresentation(scenario.newerValue(1.5) - 25)
            clock.advance(to: 2)
            scenario.expectPresentation(scenario.newerValue(2) - 12.5)
            clock.advance(to: 3)
            scenario.expectPresentation(200)
            #expect(scenario.log.entries == ["2.500 older end", "3.000 newer end"])
        }
    }
}
