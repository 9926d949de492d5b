import Foundation

extension DampedOscillator {
    /// The mass-1 oscillator with damping ratio ζ that settles within `threshold` at `duration`.
    ///
    /// ω0 is solved to full double precision from the duration T and ε = `threshold`:
    /// - ζ < 1: (ζ/√(1 − ζ²))·e^(−ζ·ω0·T) = ε, in closed form (v0 does not enter);
    /// - ζ = 1: (1 + ω0·T)·e^(−ω0·T) = ε, by Newton's method on x = ω0·T;
    /// - ζ > 1: |d(T)| = ε for the real over-damped response with the initial velocity, by
    ///   bisection on ω0 to adjacent doubles (the bracket grows from ω0 = 1/T).
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, finite, ≥ 0.001 (validated by the caller).
    ///   - initialVelocity: v0, finite, in total distances per second.
    ///   - duration: T, seconds, finite, > 0 (validated by the caller).
    ///   - threshold: ε, > 0.
    static func fitted(
        dampingRatio zeta: Double, initialVelocity v0: Double, duration: Double,
        threshold: Double
    ) -> DampedOscillator {
        let omega: Double
        if zeta < 1 {
            omega = underdampedFrequency(zeta: zeta, duration: duration, threshold: threshold)
        } else if zeta == 1 {
            omega = criticalProduct(threshold: threshold) / duration
        } else {
            omega = overdampedFrequency(
                zeta: zeta, v0: v0, duration: duration, threshold: threshold)
        }
        return DampedOscillator(
            naturalFrequency: omega, dampingRatio: zeta, initialVelocity: v0)
    }

    /// ω0 = ln(ζ / (ε·√(1 − ζ²))) / (ζ·T).
    private static func underdampedFrequency(
        zeta: Double, duration: Double, threshold: Double
    ) -> Double {
        let logAmplitude = log(zeta) - 0.5 * log((1 - zeta) * (1 + zeta)) - log(threshold)
        return logAmplitude / (zeta * duration)
    }

    /// The x > 0 with (1 + x)·e^(−x) = ε: Newton on ln(1 + x) − x − ln ε, from x = 10.
    static func criticalProduct(threshold: Double) -> Double {
        let target = log(threshold)
        var x = max(1, -target + log1p(-target) + 1)
        for _ in 0..<60 {
            let residual = log1p(x) - x - target
            let step = residual / (-x / (1 + x))
            x -= step
            if abs(step) <= 1e-16 * x { break }
        }
        return x
    }

    /// The ω0 at which the over-damped response is exactly ε from the target at T.
    private static func overdampedFrequency(
        zeta: Double, v0: Double, duration: Double, threshold: Double
    ) -> Double {
        func excess(_ omega: Double) -> Double {
            let oscillator = DampedOscillator(
                naturalFrequency: omega, dampingRatio: zeta, initialVelocity: v0)
            return abs(oscillator.displacement(at: duration)) - threshold
        }
        // Bracket: excess(low) ≥ 0 (still far at T), excess(high) < 0 (settled at T).
        var high = 1 / duration
        var low = high
        if excess(high) >= 0 {
            for _ in 0..<2000 {
                if excess(high) < 0 { break }
                low = high
                high *= 2
            }
        } else {
            for _ in 0..<2000 {
                if excess(low) >= 0 { break }
                high = low
                low /= 2
            }
        }
        guard excess(low) >= 0, excess(high) < 0 else { return high }
        for _ in 0..<2000 {
            let middle = high / low > 4 ? (low * high).squareRoot() : low + (high - low) / 2
            if middle <= low || middle >= high { break }
            if excess(middle) >= 0 { low = middle } else { high = middle }
        }
        // |d(T)| is continuous in ω0: return the end nearer to ε.
        return abs(excess(low)) <= abs(excess(high)) ? low : high
    }
}
