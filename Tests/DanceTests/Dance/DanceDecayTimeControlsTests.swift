import Foundation
import Testing

@testable import Dance

@MainActor
private final class Probe: Dancing {
    @Animated var value = 0.0
}

/// Decay under the time controls, and a decay fling handed off to a spring.
///
/// A fling from 0 at v₀ = 1000 units/s with r = 0.998 at speed s follows
/// P·(1 − r^(1000·s·t)) with P = v₀ / (1000·ln(1/r)), at velocity s·v₀·r^(1000·s·t).
@MainActor @Suite(.serialized) struct DanceDecayTimeControlsTests {
    static let rate = 0.998
    static let decay = DecayTimingParameters(decelerationRate: rate)
    static let projected = 1000 / (1000 * log(1 / rate))

    private func value(_ time: Double, speed: Double) -> Double {
        Self.projected * (1 - pow(Self.rate, 1000 * speed * time))
    }

    private func velocity(_ time: Double, speed: Double) -> Double {
        speed * 1000 * pow(Self.rate, 1000 * speed * time)
    }

    @Test("decay at speed 2 moves twice as fast, at twice the velocity, and ends at half the time")
    func speedTwo() {
        withEngine { clock in
            let probe = Probe()
            let animator = PropertyAnimator(duration: 0, timingParameters: Self.decay)
            let target = Self.decay.projectedValue(from: 0.0, initialVelocity: 1000.0)
            #expect(abs(target - Self.projected) <= 1e-12 * Self.projected)
            animator.addAnimations { probe.value = target }
            animator.speed = 2
            animator.startAnimation()
            #expect(abs(probe.$value.velocity - 2000) <= 1e-9 * 2000)
            for time in [0.1, 0.25, 0.8] {
                clock.advance(to: time)
                #expect(abs(probe.$value.presentation - value(time, speed: 2)) <= 1e-9)
                let expected = velocity(time, speed: 2)
                #expect(abs(probe.$value.velocity - expected) <= 1e-9 * expected)
                let numerical = NumericalDerivative.of({ value($0, speed: 2) }, at: time)
                #expect(NumericalDerivative.isClose(probe.$value.velocity, numerical))
            }
            clock.advance(to: Self.decay.settlingDuration / 2)
            #expect(animator.state == .inactive)
            #expect(probe.$value.presentation == target && probe.$value.velocity == 0)
        }
    }

    @Test("a duration scale change mid-fling scales the velocity, moving nothing")
    func durationScale() {
        withEngine { clock in
            defer { AnimationDriver.shared.durationScale = 1 }
            let probe = Probe()
            let animator = PropertyAnimator(duration: 0, timingParameters: Self.decay)
            animator.addAnimations { probe.value = Self.projected }
            animator.startAnimation()
            clock.advance(to: 0.2)
            let position = probe.$value.presentation
            AnimationDriver.shared.durationScale = 2
            #expect(probe.$value.presentation == position)
            let expected = velocity(0.2, speed: 1) / 2
            #expect(abs(probe.$value.velocity - expected) <= 1e-9 * expected)
            // Decay time 0.2 + (t − 0.2) / 2.
            clock.advance(to: 0.6)
            #expect(abs(probe.$value.presentation - value(0.4, speed: 1)) <= 1e-9)
            AnimationDriver.shared.durationScale = 1
            clock.advance(to: 10)
            #expect(animator.state == .inactive)
        }
    }

    @Test(
        "a fling at speed 2 interrupted by animate with a spring hands over its velocity",
        arguments: [0.3, 1.0])
    func handOffAtSpeedTwo(dampingRatio: Double) {
        let fixture = DanceFixture()
        let node = makeNode()
        let start = node.center
        let target = Self.decay.projectedValue(
            from: start, initialVelocity: CGPoint(x: 1000, y: -500))
        node.dance.animate(duration: 0, timingParameters: Self.decay) { $0.center = target }
            .speed(2).start()
        fixture.clock.advance(to: 0.3)
        let position = node.$center.presentation
        let moving = node.$center.velocity
        let expected = velocity(0.3, speed: 2)
        #expect(abs(Double(moving.x) - expected) <= 1e-9 * expected)
        #expect(abs(Double(moving.y) + expected / 2) <= 1e-9 * expected)
        node.dance.animate(duration: 0.8, dampingRatio: dampingRatio) {
            $0.center = CGPoint(x: 300, y: 0)
        }.start()
        #expect(node.$center.presentation == position)
        let handed = node.$center.velocity
        let magnitude = (moving.x * moving.x + moving.y * moving.y).squareRoot()
        #expect(abs(handed.x - moving.x) <= 1e-9 * magnitude)
        #expect(abs(handed.y - moving.y) <= 1e-9 * magnitude)
        fixture.clock.advance(to: 1.1)
        #expect(node.$center.presentation == CGPoint(x: 300, y: 0))
        fixture.expectClean()
    }
}
