import Foundation

/// SplitMix64: a tiny deterministic generator, so a failing run replays from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The numbers a stress run feeds the API: mostly sensible ones, often hostile ones.
struct StressNumbers {
    var random: SplitMix64

    /// Zeros, subnormals, the ends of the doubles, NaN and the infinities, both signs.
    static let hostile: [Double] = {
        let magnitudes: [Double] = [
            0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-9, 1e9, 1e300,
            .greatestFiniteMagnitude,
        ]
        return magnitudes.flatMap { [$0, -$0] } + [.nan, .infinity, -.infinity]
    }()

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A whole number in `0..<count`.
    mutating func index(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A uniform number in 0…1.
    mutating func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }

    /// A number in `range`, uniformly.
    mutating func number(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A hostile value one time in `oneIn`, otherwise a uniform value in `range`.
    mutating func argument(_ range: ClosedRange<Double>, hostileOneIn oneIn: Int = 8) -> Double {
        index(oneIn) == 0 ? Self.hostile[index(Self.hostile.count)] : number(in: range)
    }

    /// A finite property value of moderate size: finite in, finite out.
    mutating func coordinate() -> Double { number(in: -1000...1000) }

    /// A point with moderate coordinates.
    mutating func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }

    /// One of `options`.
    mutating func pick<T>(_ options: [T]) -> T { options[index(options.count)] }
}
