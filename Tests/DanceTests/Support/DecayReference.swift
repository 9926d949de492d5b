import Foundation
import Testing

@testable import Dance

/// Decay timing in closed form from its deceleration rate r: the distance d(t) left to its
/// target (1 at the start), and when it settles (where d = 0.001), computed another way than
/// `DecayTimingParameters`, whose `log` this does not call.
///
/// The velocity keeps r of itself every millisecond, so d(t) = r^(1000·t) = e^(−λ·t) with
/// λ = 1000·ln(1/r), and it settles at ln(1000)/λ. The logarithms are summed by hand: x = m·2^e
/// with m in [0.5, 1), and ln x = e·ln 2 + 2·atanh(z), z = (m − 1)/(m + 1) in [−1/3, 0], by
/// its series z + z³/3 + z⁵/5 + … . For a rate just below 1, m − 1 is exact and z tiny, so
/// ln(1/r) keeps every digit (e·ln 2 would cancel them, were m taken in [1, 2)).
struct DecayReference: Sendable, CustomTestStringConvertible {
    let rate: Double
    /// How the rate is written, for the test's name.
    let name: String

    init(rate: Double, name: String? = nil) {
        self.rate = rate
        self.name = name ?? "\(rate)"
    }

    /// The decay under test.
    var decay: DecayTimingParameters { DecayTimingParameters(decelerationRate: rate) }

    var testDescription: String { "rate \(name)" }

    /// λ = 1000·ln(1/r), per second.
    var decayRate: Double { -1000 * Self.naturalLog(rate) }

    /// d(t): the distance left to the target, as a fraction of the whole move.
    func displacement(at t: Double) -> Double { exp(-decayRate * t) }

    /// d′(t) = −λ·e^(−λ·t): the velocity of a unit move towards its target, per second.
    func velocity(at t: Double) -> Double { -decayRate * exp(-decayRate * t) }

    /// Seconds within which the decay settles: ln(1000)/λ ± 1e-12 of it.
    var settling: ClosedRange<Double> {
        let time = Self.naturalLog(1000) / decayRate
        return time * (1 - 1e-12)...time * (1 + 1e-12)
    }

    /// ln 2 to the digits a double holds.
    private static let ln2 = 0.693_147_180_559_945_309_417_232_121_458

    /// ln x for a finite x > 0 (subnormal included), by the series of atanh.
    static func naturalLog(_ x: Double) -> Double {
        // x = m·2^e with m in [0.5, 1): scaling by a power of two is exact.
        let exponent = x.exponent + 1
        let m = Double(sign: .plus, exponent: -exponent, significand: x)
        let z = (m - 1) / (m + 1)
        let zz = z * z
        var (sum, power, k) = (0.0, z, 1.0)
        while true {
            let next = sum + power / k
            if next == sum { break }
            (sum, power, k) = (next, power * zz, k + 2)
        }
        return Double(exponent) * ln2 + 2 * sum
    }

    // MARK: - Rates

    /// r = 1 − n·2⁻⁵³, exactly: the doubles just below 1 are 2⁻⁵³ apart.
    static func belowOne(by n: Double) -> DecayReference {
        DecayReference(rate: 1 - n * 0x1p-53, name: "1 − \(Int(n))·2⁻⁵³")
    }

    /// Rates in range that settle after more than 1e9 s.
    static let overlong: [DecayReference] = [
        // The rate named in the bug: about 6.9e10 s.
        DecayReference(rate: 1 - 1e-13, name: "1 − 1e-13"),
        // The largest rate in range, the largest double below 1: about 6.2e13 s.
        DecayReference(rate: 1.0.nextDown, name: "1.0.nextDown"),
        // Ten times faster: about 6.9e9 s.
        DecayReference(rate: 1 - 1e-12, name: "1 − 1e-12"),
        // Just outside: about 1.000008e9 s.
        justOutside,
    ]

    /// About 0.999992e9 s: the largest rate that settles within the longest animator duration.
    static let justInside = belowOne(by: 62_220)

    /// About 1.000008e9 s: the next double up, which settles just outside it.
    static let justOutside = belowOne(by: 62_219)

    /// The smallest rate in range, the smallest subnormal: it settles after about 9.3e-6 s.
    static let smallest = DecayReference(
        rate: .leastNonzeroMagnitude, name: "Double.leastNonzeroMagnitude")
}
