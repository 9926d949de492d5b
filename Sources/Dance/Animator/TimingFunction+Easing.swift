import Foundation

// A timing function's evaluation as a small value of a concrete type, so that a loop that
// eases many animators sharing one function (the batched frame path) switches on its kind
// once and runs straight-line code for each animator.

/// One timing function's `value(at:)` for a fixed kind: the one place each kind's formula is
/// written (`TimingFunction.value(at:)` evaluates through it too).
protocol Easing {
    /// The eased value at position `u` (0…1).
    func value(at u: Double) -> Double
}

/// Code that runs with a timing function's ``Easing`` (see `TimingFunction.visit(_:)`).
protocol EasingVisitor {
    mutating func visit<Kernel: Easing>(_ easing: Kernel)
}

extension TimingFunction {
    /// Calls `visitor` with this function's evaluation, specialised for its kind.
    func visit<Visitor: EasingVisitor>(_ visitor: inout Visitor) {
        switch kind {
        case .cubic: visitor.visit(CubicEasing(solver: cubic.solver))
        case .linear: visitor.visit(LinearEasing())
        case .spring:
            guard let spring else { return visitor.visit(SettledEasing()) }
            visitor.visit(SpringEasing(oscillator: spring.oscillator, seconds: springSeconds))
        case .decay:
            guard let decay else { return visitor.visit(SettledEasing()) }
            visitor.visit(DecayEasing(decay: decay, seconds: springSeconds))
        }
    }
}

/// One evaluation at `u`, for `TimingFunction.value(at:)`.
struct EasingEvaluation: EasingVisitor {
    let u: Double
    private(set) var value = 0.0

    init(u: Double) { self.u = u }

    mutating func visit<Kernel: Easing>(_ easing: Kernel) {
        value = easing.value(at: u)
    }
}

private struct CubicEasing: Easing {
    let solver: CubicBezierSolver

    // Inlined into `TimingFunction.value(at:)` too, as the solver was before it came here.
    @inline(__always)
    func value(at u: Double) -> Double { solver.value(at: u) }
}

private struct LinearEasing: Easing {
    func value(at u: Double) -> Double { u }
}

/// A spring or decay without parameters (never made): at its end.
private struct SettledEasing: Easing {
    func value(at u: Double) -> Double { 1 }
}

private struct SpringEasing: Easing {
    let oscillator: DampedOscillator
    let seconds: TimeInterval

    func value(at u: Double) -> Double {
        u < 1 ? oscillator.value(at: u * seconds) : 1
    }
}

private struct DecayEasing: Easing {
    let decay: DecayTimingParameters
    let seconds: TimeInterval

    func value(at u: Double) -> Double {
        u < 1 ? decay.value(at: u * seconds) : 1
    }
}
