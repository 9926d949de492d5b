import Foundation

extension DampedOscillator {
    /// The last time the distance to the target is at least `threshold`: |d(t)| ≥ threshold.
    ///
    /// Found exactly rather than by a fixed-step scan: the extrema of d(t) have closed forms
    /// (every half period for an under-damped spring, at most one for the others), which
    /// bracket the last crossing; bisection then narrows it to adjacent doubles (≪ 1e-9 s).
    /// Returns the lower end, where |d| ≥ threshold still holds.
    ///
    /// - Parameter threshold: ε, a fraction of the total distance, > 0 (Dance uses 0.001).
    /// - Returns: Seconds, ≥ 0; `.infinity` for an undamped spring (damping 0) or one that
    ///   would take longer than about 2^100 time constants. Never loops unboundedly.
    func settlingDuration(threshold: Double) -> Double {
        switch regime {
        case .underdamped: oscillatingSettlingDuration(threshold: threshold)
        case .criticallyDamped, .overdamped: monotoneSettlingDuration(threshold: threshold)
        }
    }

    /// The first time d′ = 0 after t = 0 for a non-oscillating spring, if any.
    var extremumTime: Double? {
        let v0 = initialVelocity
        switch regime {
        case .underdamped:
            return extremumTime(index: 0)
        case .criticallyDamped:
            let time = -v0 / velocityCoefficient
            return time > 0 && time.isFinite ? time : nil
        case .overdamped:
            // d′ = 0 where expm1(−2γt) = 2·v0 / (P − v0), P = (ω0² − a·v0)/γ.
            let m = 2 * v0 / (2 * velocityCoefficient - v0)
            guard m > -1, m < 0 else { return nil }
            return -log1p(m) / frequency
        }
    }

    /// The time of the under-damped extremum number `index` (0, 1, 2…; a half period apart).
    func extremumTime(index: Double) -> Double {
        // d′ ∝ −v0·cos(ωd·t) − ((ω0² − a·v0)/ωd)·sin(ωd·t) vanishes at this phase, mod π.
        var phase = atan2(-initialVelocity, velocityCoefficient)
        if phase < 0 { phase += .pi }
        if phase >= .pi { phase -= .pi }
        return (phase + index * .pi) / frequency
    }

    // MARK: - Regimes

    private func oscillatingSettlingDuration(threshold: Double) -> Double {
        guard decay > 0 else { return .infinity }
        let firstTime = extremumTime(index: 0)
        let firstAmplitude = abs(displacement(at: firstTime))
        guard firstAmplitude >= threshold else {
            // d is monotone on 0…firstTime and ends within the threshold.
            return lastCrossing(from: 0, to: firstTime, threshold: threshold)
        }
        // |d| at the extrema shrinks by e^(−a·π/ωd) per half period.
        let perHalfPeriod = decay * .pi / frequency
        var index = (log(firstAmplitude / threshold) / perHalfPeriod).rounded(.down)
        guard index.isFinite, index < 1e15 else { return .infinity }
        for _ in 0..<4 where index > 0 {
            if abs(displacement(at: extremumTime(index: index))) >= threshold { break }
            index -= 1
        }
        for _ in 0..<4 {
            if abs(displacement(at: extremumTime(index: index + 1))) < threshold { break }
            index += 1
        }
        // Between two extrema |d| falls to 0 and rises to less than the threshold: one crossing.
        return lastCrossing(
            from: extremumTime(index: index), to: extremumTime(index: index + 1),
            threshold: threshold)
    }

    private func monotoneSettlingDuration(threshold: Double) -> Double {
        guard decay > 0, decay.isFinite else { return decay > 0 ? 0 : .infinity }
        var low = 0.0
        if let peak = extremumTime {
            guard abs(displacement(at: peak)) >= threshold else {
                return lastCrossing(from: 0, to: peak, threshold: threshold)
            }
            low = peak
        }
        // After the extremum (or from the start if none) |d| only decreases: search ahead.
        var step = 1 / decay
        for _ in 0..<100 {
            let high = low + step
            if abs(displacement(at: high)) < threshold {
                return lastCrossing(from: low, to: high, threshold: threshold)
            }
            low = high
            step *= 2
        }
        return .infinity
    }

    /// Bisection for the crossing in `low…high`, with |d(low)| ≥ threshold > |d(high)|.
    private func lastCrossing(from low: Double, to high: Double, threshold: Double) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { break }
            if abs(displacement(at: middle)) >= threshold { low = middle } else { high = middle }
        }
        return low
    }
}
