import Foundation
import Testing

@testable import Dance

/// References computed another way than the code under test, and helpers for comparing errors.
enum TimingReference {
    /// y at x on the Bézier (0,0) p1 p2 (1,1) by 200 bisection steps on the Bernstein form.
    ///
    /// Where x(s) is flat (dx/ds = 0, as at s = 0.5 for (1, 0.45)(0, 0.55)) a whole interval of s
    /// rounds to the same x; two bisections find its ends and y is taken at its middle.
    static func bezierY(x: Double, _ p1: (Double, Double), _ p2: (Double, Double)) -> Double {
        func bernstein(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        func firstParameter(reaching x: Double, inclusive: Bool) -> Double {
            var low = 0.0
            var high = 1.0
            for _ in 0..<200 {
                let middle = (low + high) / 2
                let sample = bernstein(middle, p1.0, p2.0)
                if sample < x || (inclusive && sample == x) { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }
        let s =
            (firstParameter(reaching: x, inclusive: false)
                + firstParameter(reaching: x, inclusive: true)) / 2
        return bernstein(s, p1.1, p2.1)
    }

    /// Displacement samples of m·x″ + c·x′ + k·x = 0, x(0) = 1, x′(0) = −v0, by classic RK4.
    ///
    /// Returns (t, x) every `every` steps of size `step` up to `end`.
    static func rk4(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
        step: Double, end: Double, every: Int
    ) -> [(time: Double, displacement: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            -(damping * v + stiffness * x) / mass
        }
        var x = 1.0
        var v = -initialVelocity
        var samples: [(time: Double, displacement: Double)] = []
        let count = Int((end / step).rounded())
        for index in 1...count {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v
            let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v
            let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v
            let k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if index % every == 0 { samples.append((Double(index) * step, x)) }
        }
        return samples
    }

    /// The displacement from its target of `spring` started `d0` away with velocity `v` (units
    /// per second), by RK4 (superposing a unit displacement and a unit velocity), at `times`.
    static func springDisplacement(
        _ spring: SpringTimingParameters, d0: Double, v: Double, times: [Double]
    ) -> [Double] {
        func samples(_ v0: Double) -> [Double] {
            let all = rk4(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: v0, step: 1e-4, end: times.max() ?? 0, every: 1)
            return times.map { time in all[Int((time / 1e-4).rounded()) - 1].displacement }
        }
        let still = samples(0)
        let pushed = samples(-1)
        return zip(still, pushed).map { d0 * $0 + v * ($1 - $0) }
    }

    /// Whether two error lists match, treating NaN values as equal (NaN ≠ NaN under `==`).
    static func same(_ lhs: [DanceError], _ rhs: [DanceError]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(same)
    }

    private static func same(_ lhs: DanceError, _ rhs: DanceError) -> Bool {
        guard case .invalidArgument(let tag1, let operation1, let argument1, let value1) = lhs,
            case .invalidArgument(let tag2, let operation2, let argument2, let value2) = rhs
        else { return lhs == rhs }
        let sameValue =
            (value1.isNaN && value2.isNaN) || (value1 == value2 && value1.sign == value2.sign)
        return tag1 == tag2 && operation1 == operation2 && argument1 == argument2 && sameValue
    }
}
