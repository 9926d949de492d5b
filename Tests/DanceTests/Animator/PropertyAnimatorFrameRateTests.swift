import Foundation
import Testing

@testable import Dance

@MainActor
private final class Probe: Dancing {
    @Animated var value = 0.0
}

/// One scenario mixing round 2's features, played at 30, 60, 120 and 240 Hz: the values and
/// velocities at common times agree within 1e-9, so nothing depends on the frame rate.
@MainActor @Suite(.serialized) struct PropertyAnimatorFrameRateTests {
    /// Times shared by every rate (multiples of 1/30 s), from 0.1 s to 6 s.
    static let samples = (3...180).map { Double($0) / 30 }

    /// Value, velocity and point at every sample time, and the completions in order.
    private struct Run {
        var values: [Double] = []
        var velocities: [Double] = []
        var points: [CGPoint] = []
        var log: [String] = []
    }

    /// An autoreversing, repeating easeInOut (2.5 passes) retargeted additively by a spring at
    /// 0.5 s, sped up at 1 s; the spring slowed at 1.5 s; a keyframe step on another property
    /// with its speed changed at 2 s.
    ///
    /// Every time control is applied at a sample time, which is a frame time at every rate.
    private func play(rate: Double) -> Run {
        var run = Run()
        withEngine(frameInterval: 1 / rate) { clock in
            let log = EventLog(clock)
            let probe = Probe()
            let node = makeNode()
            let older = PropertyAnimator(duration: 0.8, curve: .easeInOut) { probe.value = 100 }
            older.repeatCount = 2.5
            older.autoreverses = true
            older.addCompletion(log.completion("older"))
            let newer = PropertyAnimator(duration: 1.2, dampingRatio: 0.4) { probe.value = -50 }
            newer.addCompletion(log.completion("newer"))
            let keyframes = PropertyAnimator(
                steps: [
                    .keyframes(
                        \.center,
                        [
                            .cubic(CGPoint(x: 40, y: 10), duration: 0.7),
                            .cubic(CGPoint(x: 10, y: 60), duration: 0.9),
                            .spring(CGPoint(x: 0, y: 0), spring: SpringTimingParameters()),
                        ])
                ], on: node)
            keyframes.addCompletion(log.completion("keyframes"))
            older.startAnimation()
            keyframes.startAnimation()
            let actions: [Double: () -> Void] = [
                0.5: { newer.startAnimation() },
                1.0: { older.speed = 1.7 },
                1.5: { newer.speed = 0.6 },
                2.0: { keyframes.speed = 1.3 },
            ]
            for time in Self.samples {
                clock.advance(to: time)
                actions[time]?()
                run.values.append(probe.$value.presentation)
                run.velocities.append(probe.$value.velocity)
                run.points.append(node.$center.presentation)
            }
            // Completions run on the first frame at or after an end: compare what ran, in order.
            run.log = log.entries.map { String($0.drop { $0 != " " }) }
        }
        return run
    }

    /// A decay fling at speed 1.5 on a node, the duration scale set to 1.25 at 0.4 s, Dance's
    /// `animate` handing its velocity to a spring at 0.8 s, the scale back to 1 at 1.2 s.
    private func playHandOff(rate: Double) -> Run {
        var run = Run()
        withEngine(frameInterval: 1 / rate) { clock in
            defer { AnimationDriver.shared.durationScale = 1 }
            let log = EventLog(clock)
            let node = makeNode()
            let decay = DecayTimingParameters(decelerationRate: 0.995)
            let target = decay.projectedValue(
                from: node.center, initialVelocity: CGPoint(x: 800, y: -300))
            node.dance.animate(duration: 0, timingParameters: decay) { $0.center = target }
                .speed(1.5).addCompletion(log.completion("decay")).start()
            let actions: [Double: () -> Void] = [
                0.4: { AnimationDriver.shared.durationScale = 1.25 },
                0.8: {
                    node.dance.animate(duration: 1, dampingRatio: 0.35) {
                        $0.center = CGPoint(x: 100, y: 0)
                    }.addCompletion(log.completion("spring")).start()
                },
                1.2: { AnimationDriver.shared.durationScale = 1 },
            ]
            for time in Self.samples {
                clock.advance(to: time)
                actions[time]?()
                run.points.append(node.$center.presentation)
                run.velocities.append(Double(node.$center.velocity.x))
            }
            run.log = log.entries.map { String($0.drop { $0 != " " }) }
        }
        return run
    }

    @Test("a fling handed to a spring under changing time controls is the same at every rate")
    func handOffAtEveryRate() {
        let reference = playHandOff(rate: 60)
        #expect(reference.log == [" decay current", " spring end"])
        #expect(reference.velocities.contains { abs($0) > 1 })
        for rate in [30.0, 120, 240] {
            let run = playHandOff(rate: rate)
            #expect(run.log == reference.log, "at \(rate) Hz")
            for index in Self.samples.indices {
                let scale = max(1, abs(reference.velocities[index]))
                #expect(
                    abs(run.velocities[index] - reference.velocities[index]) <= 1e-9 * scale,
                    "velocity at \(Self.samples[index]) s, \(rate) Hz")
                let point = run.points[index]
                let expected = reference.points[index]
                #expect(
                    abs(point.x - expected.x) <= 1e-9 && abs(point.y - expected.y) <= 1e-9,
                    "point at \(Self.samples[index]) s, \(rate) Hz")
            }
        }
    }

    @Test("30, 60, 120 and 240 Hz give the same values and velocities at common times")
    func sameAtEveryRate() {
        let reference = play(rate: 60)
        #expect(reference.log.count == 3)
        #expect(reference.velocities.contains { abs($0) > 1 })
        for rate in [30.0, 120, 240] {
            let run = play(rate: rate)
            #expect(run.log == reference.log, "at \(rate) Hz")
            for index in Self.samples.indices {
                let scale = max(1, abs(reference.velocities[index]))
                #expect(
                    abs(run.values[index] - reference.values[index]) <= 1e-9,
                    "value at \(Self.samples[index]) s, \(rate) Hz")
                #expect(
                    abs(run.velocities[index] - reference.velocities[index]) <= 1e-9 * scale,
                    "velocity at \(Self.samples[index]) s, \(rate) Hz")
                let point = run.points[index]
                let expected = reference.points[index]
                #expect(
                    abs(point.x - expected.x) <= 1e-9 && abs(point.y - expected.y) <= 1e-9,
                    "point at \(Self.samples[index]) s, \(rate) Hz")
            }
        }
    }
}
