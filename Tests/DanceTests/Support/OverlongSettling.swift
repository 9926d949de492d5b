import Foundation
import Testing

@testable import Dance

/// A physical spring or a decay in closed form, as the settling-limit suites use it: the timing
/// parameters given to the engine, when they settle in closed form, and the distance left on
/// the way.
///
/// `SpringReference` and `DecayReference` compute different closed forms; the requirements
/// name what they share and where they differ for a real reason (a decay has no accessor of its
/// own on `TimingCurveProvider`, and only the decay's velocity is in closed form here).
protocol OverlongSettling: Sendable, CustomTestStringConvertible {
    /// The timing parameters under test.
    var provider: any TimingCurveProvider { get }

    /// The engine's settling duration of ``provider``, in seconds: the value reported.
    var settlingDuration: TimeInterval { get }

    /// Seconds within which the closed form settles.
    var settling: ClosedRange<Double> { get }

    /// d(t): the distance left to the target, as a fraction of the whole move.
    func displacement(at t: Double) -> Double

    /// d′(t) in closed form, per second; `nil` where the reference has none (a spring).
    func closedFormVelocity(at t: Double) -> Double?

    /// The kind of timing function an animator runs ``provider`` as.
    var timingKind: TimingFunction.Kind { get }

    /// Whether `parameters`, read back from an animator's `timingParameters`, are ``provider``:
    /// a spring's through `springTimingParameters`, a decay's by its type.
    func isProvider(_ parameters: (any TimingCurveProvider)?) -> Bool
}

extension SpringReference: OverlongSettling {
    var provider: any TimingCurveProvider { spring }
    var settlingDuration: TimeInterval { spring.settlingDuration }
    func closedFormVelocity(at t: Double) -> Double? { nil }
    var timingKind: TimingFunction.Kind { .spring }

    func isProvider(_ parameters: (any TimingCurveProvider)?) -> Bool {
        parameters?.springTimingParameters == spring
    }
}

extension DecayReference: OverlongSettling {
    var provider: any TimingCurveProvider { decay }
    var settlingDuration: TimeInterval { decay.settlingDuration }
    func closedFormVelocity(at t: Double) -> Double? { velocity(at: t) }
    var timingKind: TimingFunction.Kind { .decay }

    func isProvider(_ parameters: (any TimingCurveProvider)?) -> Bool {
        parameters as? DecayTimingParameters == decay
    }
}

/// The longest settling duration that replaces a duration, 1e9 s, for a physical spring and
/// for a decay: the reference either side of it, and the cases beyond it.
enum SettlingLimit: CaseIterable, Sendable, CustomTestStringConvertible {
    case spring
    case decay

    /// Every spring and decay in range that settles after more than 1e9 s.
    static let overlong: [any OverlongSettling] = SpringReference.overlong + DecayReference.overlong

    /// Settles just inside 1e9 s.
    var inside: any OverlongSettling {
        switch self {
        case .spring: SpringReference.justInside
        case .decay: DecayReference.justInside
        }
    }

    /// Settles just outside 1e9 s.
    var outside: any OverlongSettling {
        switch self {
        case .spring: SpringReference.justOutside
        case .decay: DecayReference.justOutside
        }
    }

    /// Seconds within which both settle, around 1e9 s: ± 1e-4 of it for the spring, ± 1e-5 for
    /// the decay (whose rates are a double apart).
    var near: ClosedRange<Double> {
        switch self {
        case .spring: 0.9999e9...1.0001e9
        case .decay: 0.99999e9...1.00001e9
        }
    }

    var testDescription: String {
        switch self {
        case .spring: "physical spring"
        case .decay: "decay"
        }
    }
}
