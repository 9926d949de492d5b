import Foundation
import Testing

@testable import Dance

/// A physical spring started at rest, in closed form from its mass, stiffness and damping: the
/// distance d(t) left to its target (1 at the start), and when it settles (the last time
/// |d| ≥ 0.001), computed another way than `DampedOscillator`.
///
/// m·x″ + c·x′ + k·x = 0 with x(0) = 1, x′(0) = 0:
/// - under-damped (c² < 4mk): d = e^(−a·t)·(cos ωd·t + (a/ωd)·sin ωd·t), a = c/2m,
///   ωd = √(4mk − c²)/2m. Its extrema lie at t = nπ/ωd, where |d| = e^(−a·nπ/ωd) exactly, so it
///   settles between the last extremum at least 0.001 from the target and the next.
/// - over-damped (c² > 4mk): d = (r₂·e^(r₁·t) − r₁·e^(r₂·t)) / (r₂ − r₁) with the rates
///   r₁ = −2k/(c + √(c² − 4mk)) (slow) and r₂ = −(c + √(c² − 4mk))/2m (fast). Long after the
///   start the fast term is below the smallest double, so it settles where
///   r₂/(r₂ − r₁)·e^(r₁·t) = 0.001.
struct SpringReference: Sendable, CustomTestStringConvertible {
    let mass: Double
    let stiffness: Double
    let damping: Double
    /// Made as `SpringTimingParameters(duration:bounce:)` with these, rather than from mass,
    /// stiffness and damping (which are then the published mapping's).
    let perceptual: (duration: Double, bounce: Double)?

    init(mass: Double, stiffness: Double, damping: Double) {
        (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
        perceptual = nil
    }

    /// The published mapping: mass 1, stiffness (2π/duration)², damping 4π·ratio/duration with
    /// ratio 1 − bounce for bounce ≥ 0 (1/(1 + bounce) below).
    init(duration: Double, bounce: Double) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        mass = 1
        stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        damping = 4 * Double.pi * ratio / duration
        perceptual = (duration, bounce)
    }

    /// The spring under test.
    var spring: SpringTimingParameters {
        if let perceptual {
            return SpringTimingParameters(
                duration: perceptual.duration, bounce: perceptual.bounce)
        }
        return SpringTimingParameters(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: .zero)
    }

    var testDescription: String {
        if let perceptual { return "duration \(perceptual.duration) bounce \(perceptual.bounce)" }
        return "mass \(mass) stiffness \(stiffness) damping \(damping)"
    }

    private static let threshold = 0.001

    private var discriminant: Double { damping * damping - 4 * mass * stiffness }

    /// The over-damped rates (r₁ slow, r₂ fast), both negative.
    private var rates: (slow: Double, fast: Double) {
        let root = discriminant.squareRoot()
        return (-2 * stiffness / (damping + root), -(damping + root) / (2 * mass))
    }

    /// d(t): the distance left to the target, as a fraction of the whole move.
    func displacement(at t: Double) -> Double {
        guard discriminant > 0 else {
            let a = damping / (2 * mass)
            let omegaD = (-discriminant).squareRoot() / (2 * mass)
            return exp(-a * t) * (cos(omegaD * t) + a / omegaD * sin(omegaD * t))
        }
        let (slow, fast) = rates
        return (fast * exp(slow * t) - slow * exp(fast * t)) / (fast - slow)
    }

    /// Seconds within which the spring settles: for an under-damped spring the half period
    /// that holds it; for an over-damped one its closed form ± 1e-9 of it.
    var settling: ClosedRange<Double> {
        guard discriminant > 0 else {
            let a = damping / (2 * mass)
            let halfPeriod = Double.pi / ((-discriminant).squareRoot() / (2 * mass))
            let last = (log(1 / Self.threshold) / (a * halfPeriod)).rounded(.down)
            return last * halfPeriod...(last + 1) * halfPeriod
        }
        let (slow, fast) = rates
        let time = log(fast / ((fast - slow) * Self.threshold)) / -slow
        return time * (1 - 1e-9)...time * (1 + 1e-9)
    }

    // MARK: - Springs

    /// Springs whose every parameter is in range, that settle after more than 1e9 s.
    static let overlong: [SpringReference] = [
        // The corner named in the bug: ω₀ = 1e-6 rad/s, ζ = 5e-7; about 1.4e13 s.
        SpringReference(mass: 1e6, stiffness: 1e-6, damping: 1e-6),
        // The over-damped corner: ζ = 5e5, the slow rate 1e-12 per second; about 6.9e12 s.
        SpringReference(mass: 1e6, stiffness: 1e-6, damping: 1e6),
        // Visible motion (ω₀ = 1 rad/s) that settles only after about 1.4e10 s (ζ = 5e-10).
        SpringReference(mass: 1, stiffness: 1, damping: 1e-9),
        // Just outside: about 1.00004e9 s.
        justOutside,
        // A perceptual spring bouncing almost fully: ζ = 1e-6 at 1000 s, about 1.1e9 s.
        SpringReference(duration: 1000, bounce: 0.999999),
    ]

    /// About 0.99997e9 s: settles just inside the longest animator duration.
    static let justInside = SpringReference(mass: 1, stiffness: 1e-6, damping: 144.76)

    /// About 1.00004e9 s: settles just outside the longest animator duration.
    static let justOutside = SpringReference(mass: 1, stiffness: 1e-6, damping: 144.77)
}
