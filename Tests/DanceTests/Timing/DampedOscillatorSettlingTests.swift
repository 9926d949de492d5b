import Foundation
import Testing

@testable import Dance

@Suite struct DampedOscillatorSettlingTests {
    static let epsilon = 0.001

    static let oscillators: [DampedOscillatorTests.Spring] =
        DampedOscillatorTests.springs.filter { $0.damping > 0 } + [
            .init(mass: 1, stiffness: 100, damping: 0.2, velocity: 0),
            .init(mass: 1, stiffness: 400, damping: 1, velocity: 50),
            .init(mass: 1, stiffness: 100, damping: 19.999_999_98, velocity: -1),
            .init(mass: 1, stiffness: 100, damping: 2000, velocity: 0),
            .init(mass: 1, stiffness: 100, damping: 10, velocity: -200),
        ]

    @Test("settling is the last time |d| ≥ 0.001", arguments: oscillators)
    func lastCrossing(spring: DampedOscillatorTests.Spring) {
        let oscillator = spring.oscillator
        let settling = oscillator.settlingDuration(threshold: Self.epsilon)
        #expect(settling.isFinite && settling > 0)
        // At it: |d| is ε (to 1e-9 relative) and still ≥ ε; just after it, below ε.
        let atSettling = abs(oscillator.displacement(at: settling))
        #expect(atSettling >= Self.epsilon)
        #expect(abs(atSettling - Self.epsilon) <= 1e-9 * Self.epsilon)
        let after = settling + max(1e-9, settling * 1e-12)
        #expect(abs(oscillator.displacement(at: after)) < Self.epsilon)
        // A fine scan afterwards never reaches ε again.
        let step = min(1e-3, 0.01 / max(oscillator.naturalFrequency, 1))
        let end = settling + 20 / oscillator.decay
        var t = after
        var reached = false
        while t < end {
            if abs(oscillator.displacement(at: t)) >= Self.epsilon { reached = true }
            t += step
        }
        #expect(!reached)
    }

    @Test("an undamped spring never settles")
    func undampedNeverSettles() {
        let oscillator = DampedOscillator(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(oscillator.settlingDuration(threshold: Self.epsilon) == .infinity)
    }

    @Test("a critically damped spring at rest settles when (1 + ω0·t)·e^(−ω0·t) = ε")
    func criticalSettling() {
        let oscillator = DampedOscillator(naturalFrequency: 10, dampingRatio: 1, initialVelocity: 0)
        let settling = oscillator.settlingDuration(threshold: Self.epsilon)
        let x = 10 * settling
        #expect(abs((1 + x) * exp(-x) - Self.epsilon) <= 1e-12 * Self.epsilon)
    }

    @Test("a spring whose last peak is tiny still finds the crossing after that peak")
    func latePeak() {
        // ζ = 0.05: many peaks; the answer lies after the last one above ε.
        let oscillator = DampedOscillator(
            naturalFrequency: 20, dampingRatio: 0.05, initialVelocity: 0)
        let settling = oscillator.settlingDuration(threshold: Self.epsilon)
        let halfPeriod = Double.pi / oscillator.frequency
        let peak = (settling / halfPeriod).rounded(.down) * halfPeriod
        #expect(abs(oscillator.displacement(at: peak)) >= Self.epsilon)
        #expect(abs(oscillator.displacement(at: peak + halfPeriod)) < Self.epsilon)
    }
}
