import Foundation
import Testing

@testable import Dance

@Suite struct SpringTimingParametersTests {
    @Test("init() is Apple's default spring: mass 3, stiffness 1000, damping 500")
    func defaultSpring() {
        let spring = SpringTimingParameters()
        #expect(spring.mass == 3)
        #expect(spring.stiffness == 1000)
        #expect(spring.damping == 500)
        #expect(spring.dampingRatio == 500 / (2 * 3000.0.squareRoot()))
        #expect(spring.initialVelocity == .zero)
        #expect(!spring.isDurationFitted)
        #expect(spring.timingCurveType == .spring)
        #expect(spring.springTimingParameters == spring)
        #expect(spring.cubicTimingParameters == nil)
    }

    @Test("a physical spring keeps its parameters and derives its damping ratio")
    func physicalSpring() {
        let spring = SpringTimingParameters(
            mass: 2, stiffness: 300, damping: 10, initialVelocity: CGVector(dx: 1.5, dy: -2))
        #expect(spring.mass == 2)
        #expect(spring.stiffness == 300)
        #expect(spring.damping == 10)
        #expect(spring.dampingRatio == 10 / (2 * 600.0.squareRoot()))
        #expect(spring.initialVelocity == CGVector(dx: 1.5, dy: -2))
        #expect(!spring.isDurationFitted)
        #expect(spring.fitted(toDuration: 3) == spring)
    }

    @Test(
        "duration and bounce map exactly to mass 1, (2π/d)² and 4π·ζ/d",
        arguments: [0.25, 0.5, 1, 2.5], [-0.9, -0.5, -0.0, 0, 0.3, 0.7, 1])
    func durationBounceMapping(duration: Double, bounce: Double) {
        let spring = SpringTimingParameters(duration: duration, bounce: bounce)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * Double.pi / duration
        #expect(spring.mass == 1)
        #expect(spring.stiffness == omega * omega)
        #expect(spring.damping == 4 * Double.pi * ratio / duration)
        #expect(abs(spring.dampingRatio - ratio) <= 1e-15 * max(ratio, 1))
        #expect(!spring.isDurationFitted)
        #expect(spring.initialVelocity == .zero)
    }

    @Test("bounce 0 is critically damped and settles like (1 + ω0·t)·e^(−ω0·t) = ε")
    func bounceZeroSettling() {
        let spring = SpringTimingParameters(duration: 0.5, bounce: 0)
        let x = 4 * Double.pi * spring.settlingDuration
        #expect(abs((1 + x) * exp(-x) - 0.001) <= 1e-9 * 0.001)
    }

    @Test("bounce 1 is undamped: it never settles, and value(at:) stays finite")
    func bounceOne() {
        let spring = SpringTimingParameters(duration: 1, bounce: 1)
        #expect(spring.damping == 0)
        #expect(spring.settlingDuration == .infinity)
        #expect(abs(spring.value(at: 0.5) - 2) <= 1e-12)
        #expect(spring.value(at: 1e9).isFinite)
    }

    @Test("value(at:) of a physical spring is its oscillator's, in real time")
    func physicalValue() {
        let spring = SpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 3, dy: 0))
        let oscillator = DampedOscillator(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: 3)
        for index in 0...100 {
            let t = Double(index) * 0.02
            #expect(spring.value(at: t) == oscillator.value(at: t))
        }
        // dy 0: a position's y axis starts at rest, and settles later than x here.
        let atRest = DampedOscillator(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(spring.settlingDuration == atRest.settlingDuration(threshold: 0.001))
        #expect(
            oscillator.settlingDuration(threshold: 0.001)
                < atRest.settlingDuration(threshold: 0.001))
    }

    @Test("an under-damped spring overshoots the target")
    func overshoot() {
        let spring = SpringTimingParameters(
            mass: 1, stiffness: 100, damping: 4, initialVelocity: .zero)
        let peak = (1...200).map { spring.value(at: Double($0) * 0.005) }.max() ?? 0
        #expect(peak > 1.5)
    }

    @Test("only dx of the initial velocity drives the motion")
    func onlyDxMatters() {
        let a = SpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        let b = SpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 9))
        #expect(a.value(at: 0.3) == b.value(at: 0.3))
        #expect(a != b)
    }

    @Test("time before the start, NaN and −∞ give 0; +∞ gives 1")
    func specialTimes() {
        let springs = [
            SpringTimingParameters(), SpringTimingParameters(dampingRatio: 0.3),
            SpringTimingParameters(duration: 0.4, bounce: 0.2),
        ]
        for spring in springs {
            #expect(spring.value(at: 0) == 0)
            #expect(spring.value(at: -0.0) == 0)
            #expect(spring.value(at: -5) == 0)
            #expect(spring.value(at: .nan) == 0)
            #expect(spring.value(at: -.infinity) == 0)
            #expect(spring.value(at: .infinity) == 1)
        }
    }

    @Test("equal parameters make equal, equally hashed springs")
    func equality() {
        let a = SpringTimingParameters(dampingRatio: 0.6)
        let b = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: .zero)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != a.fitted(toDuration: 1))
        #expect(SpringTimingParameters() == SpringTimingParameters())
    }
}
