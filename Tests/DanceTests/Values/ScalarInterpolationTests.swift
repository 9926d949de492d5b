import Foundation
import Testing

@testable import Dance

@Suite struct ScalarInterpolationTests {
    /// (from, to, fraction, expected), all exactly representable so `==` is exact.
    static let linearCases: [(Double, Double, Double, Double)] = [
        (0, 10, 0, 0),
        (0, 10, 1, 10),
        (0, 10, 0.5, 5),
        (0, 10, -0.5, -5),
        (0, 10, 1.5, 15),
        (-3, 3, 0.25, -1.5),
        (4, 2, 0.75, 2.5),
        (5, 5, 7, 5),
        (1, 2, 3, 4),
    ]

    @Test("Double blends linearly and extrapolates outside 0…1", arguments: linearCases)
    func doubleBlendsLinearly(from: Double, to: Double, fraction: Double, expected: Double) {
        #expect(from.interpolated(to: to, fraction: fraction) == expected)
    }

    @Test("Float blends linearly and extrapolates outside 0…1", arguments: linearCases)
    func floatBlendsLinearly(from: Double, to: Double, fraction: Double, expected: Double) {
        let result = Float(from).interpolated(to: Float(to), fraction: fraction)
        #expect(result == Float(expected))
    }

    @Test("CGFloat blends linearly and extrapolates outside 0…1", arguments: linearCases)
    func cgFloatBlendsLinearly(from: Double, to: Double, fraction: Double, expected: Double) {
        let result = CGFloat(from).interpolated(to: CGFloat(to), fraction: fraction)
        #expect(result == CGFloat(expected))
    }

    @Test("Double blends a tenth of the way within one ulp")
    func doubleBlendsATenth() {
        let result = 1.0.interpolated(to: 2.0, fraction: 0.1)
        #expect(abs(result - 1.1) <= 1.1.ulp)
    }

    @Test(
        "NaN in an endpoint or the fraction gives NaN without trapping",
        arguments: [
            (Double.nan, 1.0, 0.5), (0.0, Double.nan, 0.5), (0.0, 1.0, Double.nan),
            (Double.nan, Double.nan, 0.0),
        ])
    func nanPropagates(from: Double, to: Double, fraction: Double) {
        #expect(from.interpolated(to: to, fraction: fraction).isNaN)
        #expect(Float(from).interpolated(to: Float(to), fraction: fraction).isNaN)
        #expect(CGFloat(from).interpolated(to: CGFloat(to), fraction: fraction).isNaN)
    }

    @Test("an infinite target gives an infinity of its sign at every fraction above 0")
    func infiniteTarget() {
        #expect(0.0.interpolated(to: .infinity, fraction: 0.5) == .infinity)
        #expect(0.0.interpolated(to: -.infinity, fraction: 1) == -.infinity)
        #expect(Float(0).interpolated(to: .infinity, fraction: 0.25) == .infinity)
    }

    @Test("an infinite start, or an infinite target at fraction 0, is NaN as IEEE 754 gives")
    func infiniteStart() {
        #expect((-Double.infinity).interpolated(to: 0, fraction: 0.5).isNaN)
        #expect(Double.infinity.interpolated(to: .infinity, fraction: 0.5).isNaN)
        #expect(0.0.interpolated(to: .infinity, fraction: 0).isNaN)
    }

    @Test("an infinite fraction extrapolates to an infinity of the difference's sign")
    func infiniteFraction() {
        #expect(0.0.interpolated(to: 1, fraction: .infinity) == .infinity)
        #expect(0.0.interpolated(to: 1, fraction: -.infinity) == -.infinity)
        #expect(1.0.interpolated(to: 0, fraction: .infinity) == -.infinity)
    }

    @Test("negative zero endpoints blend to zero")
    func negativeZero() {
        #expect((-0.0).interpolated(to: -0.0, fraction: 0.5) == 0)
        #expect((-0.0).interpolated(to: 1, fraction: 0.5) == 0.5)
        #expect(0.0.interpolated(to: -0.0, fraction: 2) == 0)
    }

    @Test("Float blending beyond Float's range gives infinity instead of trapping")
    func floatOverflow() {
        let result = Float.greatestFiniteMagnitude.interpolated(to: 0, fraction: -1)
        #expect(result == .infinity)
    }

    @Test("Float blends in Double precision, rounding once")
    func floatRoundsOnce() {
        let result = Float(0).interpolated(to: 1, fraction: 0.1)
        #expect(result == Float(0.1))
    }

    @Test("fraction 1 gives the target exactly, where the formula misses it by an ulp")
    func exactTargetAtOne() {
        // The formula alone: 100 + (0.3 − 100) × 1 = 0.29999999999999716.
        #expect(100.0 + (0.3 - 100.0) * 1 != 0.3)
        #expect(100.0.interpolated(to: 0.3, fraction: 1) == 0.3)
        #expect(1e16.interpolated(to: 1, fraction: 1) == 1)
        #expect(Double.infinity.interpolated(to: 2, fraction: 1) == 2)
        #expect(CGFloat(100).interpolated(to: 0.3, fraction: 1) == 0.3)
        #expect(
            CGPoint(x: 100, y: -7).interpolated(to: CGPoint(x: 0.3, y: 0.1), fraction: 1)
                == CGPoint(x: 0.3, y: 0.1))
        // Pairs from a fixed sequence: every one lands exactly.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) / Double(1 << 53) - 0.5) * 2e6
        }
        var misses = 0
        for _ in 0..<10_000 {
            let (start, end) = (next(), next())
            if start.interpolated(to: end, fraction: 1) != end { misses += 1 }
        }
        #expect(misses == 0)
    }
}
