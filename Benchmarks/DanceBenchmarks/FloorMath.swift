import Foundation

/// The floor's unit cubic Bézier solver: textbook Newton with a bisection fallback.
///
/// x(s) = ((ax·s + bx)·s + cx)·s, y(s) likewise; progress x is solved for s by Newton's
/// method from s = x on precomputed polynomial coefficients until |x(s) − x| < 1e-7, falling
/// back to bisection when the slope is tiny or Newton has not converged in 8 steps; y(s) is the
/// eased progress. For easeInOut, |dy/dx| ≤ 1.73, so the error in y is below 2e-7: the
/// engine's promise (1e-6 in y) with room. Converges in three or four steps for easeInOut.
/// Shares no code with the engine's `CubicBezierSolver`.
struct UnitBezier: Sendable {
    private let ax, bx, cx, ay, by, cy: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// easeInOut, (0.42, 0)(0.58, 1).
    static let easeInOut = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The eased progress at linear progress `x` (0…1): exactly 0 at 0 and 1 at 1.
    @inline(__always)
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let s = solve(x)
        return ((ay * s + by) * s + cy) * s
    }

    @inline(__always)
    private func solve(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-7 { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        return bisect(x)
    }

    @inline(never)
    private func bisect(_ x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var s = x
        for _ in 0..<60 {
            let value = ((ax * s + bx) * s + cx) * s
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}

/// The floor's spring: the closed-form under-damped oscillator, 1 − e^(−ζωt)·(cos ω_d t +
/// ζω/ω_d · sin ω_d t), at rest at t = 0 with no initial velocity.
///
/// Shares no code with the engine's `DampedOscillator`; the constants are the fitted spring's.
struct FloorSpring: Sendable {
    private let decay: Double
    private let frequency: Double
    private let sineCoefficient: Double

    /// The spring m·x″ + c·x′ + k·x = 0 (under-damped: c² < 4mk).
    init(mass: Double, stiffness: Double, damping: Double) {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (mass * stiffness).squareRoot())
        decay = zeta * omega
        frequency = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
        sineCoefficient = decay / frequency
    }

    /// The spring's progress toward its target at `time` seconds (0 at 0, → 1).
    @inline(__always)
    func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let phase = frequency * time
        return 1 - exp(-decay * time) * (cos(phase) + sineCoefficient * sin(phase))
    }
}
