import Foundation
import Testing

@testable import Dance

/// Draws numbers for property tests: the extremes on purpose, then any double at all.
struct ExtremeNumbers {
    var random: SplitMix64

    /// Values at the edges of every range: zeros, subnormals, the ends of the doubles, the
    /// documented range bounds and their neighbours, NaN and the infinities.
    static let extremes: [Double] = {
        let magnitudes: [Double] = [
            0, .leastNonzeroMagnitude, .leastNormalMagnitude / 1024, .leastNormalMagnitude, 1e-300,
            1e-12, 1e-6,
            0.0001, 0.001, 0.5, 1, 2, 60, 1000, 1e6, 1e9, 1e12, 1e300, .greatestFiniteMagnitude,
        ]
        let edges = magnitudes.flatMap { [$0, $0.nextUp, $0.nextDown] }
        return edges.flatMap { [$0, -$0] } + [.nan, .infinity, -.infinity]
    }()

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// An extreme half the time; otherwise a double from uniformly random bits, which spreads
    /// evenly over every exponent (and is NaN or infinite about once in 2000 draws).
    mutating func next() -> Double {
        if random.next() % 2 == 0 {
            return Self.extremes[Int(random.next() % UInt64(Self.extremes.count))]
        }
        return Double(bitPattern: random.next())
    }

    /// A finite draw from ``next()``.
    mutating func nextFinite() -> Double {
        while true {
            let value = next()
            if value.isFinite { return value }
        }
    }

    /// A time to evaluate at: an extreme, any finite double, or a moderate number of seconds.
    mutating func nextTime() -> Double {
        random.next() % 3 == 0 ? Double(random.next() % 10_000) / 100 : nextFinite()
    }
}

/// Finite in, finite out: for every input, the timing's value and velocity at every finite
/// time are finite (bad inputs are reported and replaced by safe values first).
@MainActor @Suite(.serialized) struct TimingFinitenessPropertyTests {
    nonisolated static let seeds: [UInt64] = [1, 0x5EED, 0xDA_2CE]
    static let draws = 300
    static let timesPerDraw = 12

    /// Checks value and velocity of `spring` at many times, recording the first failure.
    private func checkSpring(
        _ spring: SpringTimingParameters, _ numbers: inout ExtremeNumbers, _ inputs: String
    ) {
        let settling = spring.settlingDuration
        #expect(!settling.isNaN && settling >= 0, "settlingDuration \(settling) for \(inputs)")
        for _ in 0..<Self.timesPerDraw {
            let time = numbers.nextTime()
            let value = spring.value(at: time)
            let velocity = -spring.oscillator.displacementDerivative(at: max(time, 0))
            guard value.isFinite, velocity.isFinite else {
                Issue.record("value \(value), velocity \(velocity) at \(time) for \(inputs)")
                return
            }
        }
        for time in [0, Double.leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            #expect(spring.value(at: time).isFinite, "at \(time) for \(inputs)")
        }
    }

    @Test("physical springs from any mass, stiffness, damping and velocity", arguments: seeds)
    func physicalSprings(seed: UInt64) {
        var numbers = ExtremeNumbers(seed: seed)
        _ = captureErrors {
            for _ in 0..<Self.draws {
                let (m, k, c) = (numbers.next(), numbers.next(), numbers.next())
                let (dx, dy) = (numbers.next(), numbers.next())
                let spring = SpringTimingParameters(
                    mass: m, stiffness: k, damping: c, initialVelocity: CGVector(dx: dx, dy: dy))
                checkSpring(spring, &numbers, "mass \(m) stiffness \(k) damping \(c) v \(dx)")
            }
        }
    }

    @Test("perceptual springs from any duration, bounce and velocity", arguments: seeds)
    func perceptualSprings(seed: UInt64) {
        var numbers = ExtremeNumbers(seed: seed)
        _ = captureErrors {
            for _ in 0..<Self.draws {
                let (duration, bounce, dx) = (numbers.next(), numbers.next(), numbers.next())
                let spring = SpringTimingParameters(
                    duration: duration, bounce: bounce, initialVelocity: CGVector(dx: dx, dy: 0))
                checkSpring(spring, &numbers, "duration \(duration) bounce \(bounce) v \(dx)")
            }
        }
    }

    @Test(
        "duration-fitted springs from any ratio and velocity, fitted to any duration",
        arguments: seeds)
    func fittedSprings(seed: UInt64) {
        var numbers = ExtremeNumbers(seed: seed)
        _ = captureErrors {
            for _ in 0..<Self.draws {
                let (ratio, dx, duration) = (numbers.next(), numbers.next(), numbers.next())
                let spring = SpringTimingParameters(
                    dampingRatio: ratio, initialVelocity: CGVector(dx: dx, dy: 0))
                checkSpring(
                    spring.fitted(toDuration: duration), &numbers,
                    "ratio \(ratio) v \(dx) fitted to \(duration)")
            }
        }
    }

    @Test("cubic curves from any control points", arguments: seeds)
    func cubicCurves(seed: UInt64) {
        var numbers = ExtremeNumbers(seed: seed)
        _ = captureErrors {
            for _ in 0..<Self.draws {
                let point1 = CGPoint(x: numbers.next(), y: numbers.next())
                let point2 = CGPoint(x: numbers.next(), y: numbers.next())
                let curve = CubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
                for _ in 0..<Self.timesPerDraw {
                    let progress = numbers.nextTime()
                    let value = curve.value(at: progress)
                    guard value.isFinite, abs(value) <= 1000 else {
                        Issue.record("value \(value) at \(progress) for \(point1) \(point2)")
                        break
                    }
                }
            }
        }
    }

    @Test("the reported findings now give finite values and report what was replaced")
    func reportedFindings() {
        let errors = captureErrors {
            let springs = [
                SpringTimingParameters(duration: 1e300, bounce: 0.5),
                SpringTimingParameters(duration: 1e-300, bounce: 0.5),
                SpringTimingParameters(
                    mass: .leastNonzeroMagnitude, stiffness: 100, damping: 10,
                    initialVelocity: .zero),
                SpringTimingParameters(dampingRatio: 1e300).fitted(toDuration: 1),
            ]
            for spring in springs {
                for time in [0.25, 0.5, 1, 1e6, .greatestFiniteMagnitude] {
                    #expect(spring.value(at: time).isFinite)
                }
            }
            // An undamped spring evaluated at the largest time: the phase is reduced.
            let undamped = SpringTimingParameters(
                mass: 1, stiffness: 1e6, damping: 0, initialVelocity: .zero)
            #expect(undamped.value(at: .greatestFiniteMagnitude).isFinite)
            #expect(
                undamped.oscillator.displacementDerivative(at: .greatestFiniteMagnitude).isFinite)
        }
        #expect(
            errors == [
                .invalidArgument(
                    tag: nil, operation: .springTimingParameters, argument: .duration, value: 1e300),
                .invalidArgument(
                    tag: nil, operation: .springTimingParameters, argument: .duration,
                    value: 1e-300),
                .invalidArgument(
                    tag: nil, operation: .springTimingParameters, argument: .mass,
                    value: .leastNonzeroMagnitude),
                .invalidArgument(
                    tag: nil, operation: .springTimingParameters, argument: .dampingRatio,
                    value: 1e300),
            ])
    }

    @Test(
        "an undamped spring stays within its swing 0…2 even where ωd·t overflows",
        arguments: [1e300, 1e305, Double.greatestFiniteMagnitude])
    func undampedAtHugeTimes(time: Double) {
        // ω0 = 1000: ωd·t overflows for t above about 1.8e305, and the phase is then reduced
        // by whole periods. d(t) = cos(ω0·t), so the value 1 − d lies in 0…2.
        let spring = SpringTimingParameters(
            mass: 1, stiffness: 1e6, damping: 0, initialVelocity: .zero)
        let value = spring.value(at: time)
        #expect(value >= 0 && value <= 2, "\(value)")
        let velocity = spring.oscillator.displacementDerivative(at: time)
        #expect(abs(velocity) <= 1000 * (1 + 1e-12), "\(velocity)")
    }
}
