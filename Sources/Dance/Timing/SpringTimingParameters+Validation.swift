import Foundation

extension SpringTimingParameters {
    /// Apple's documented default mass, the fallback for a bad mass.
    static let defaultMass = 3.0
    /// Apple's documented default stiffness, the fallback for a bad stiffness.
    static let defaultStiffness = 1000.0
    /// Apple's documented default damping, the fallback for a bad damping.
    static let defaultDamping = 500.0
    /// The fallback for a bad duration in ``init(duration:bounce:initialVelocity:)`` (SwiftUI's).
    static let defaultPerceptualDuration = 0.5
    /// The smallest damping ratio a duration-fitted spring accepts.
    static let minimumDampingRatio = 0.001
    /// The largest damping ratio a duration-fitted spring accepts.
    static let maximumDampingRatio = 1000.0

    // The valid ranges keep every quantity derived from them finite: ω0 = √(k/m) and
    // √(m·k) within 1e-6…1e6, ζ ≤ 5e11 and a·v0 ≤ 5e23 (a settling duration may be infinite:
    // the animator then runs for its own duration).

    /// Valid masses and stiffnesses.
    static let massRange = 1e-6...1e6
    /// Valid dampings.
    static let dampingRange = 0.0...1e6
    /// Valid initial velocity components, in total distances per second.
    static let velocityRange = -1e6...1e6
    /// Valid perceptual durations for ``init(duration:bounce:initialVelocity:)``, in seconds.
    static let perceptualDurationRange = 0.001...1000
    /// Durations a duration-fitted spring is fitted to, in seconds; the animator's duration is
    /// clamped into it (a spring shorter than 1 µs ends within its first frame either way).
    static let fittingDurationRange = 1e-6...1e12

    /// `value` if finite and `valid`; otherwise reports it and returns `fallback`.
    static func validated(
        _ value: Double, _ argument: DanceError.Argument, valid: Bool, fallback: Double
    ) -> Double {
        guard !value.isFinite || !valid else { return value }
        report(argument, value, operation: .springTimingParameters)
        return fallback
    }

    /// The velocity with each component outside −1e6…1e6 reported and replaced by 0.
    static func validated(_ velocity: CGVector) -> CGVector {
        let dx = Double(velocity.dx)
        let dy = Double(velocity.dy)
        let checkedDx = validated(
            dx, .initialVelocity, valid: velocityRange.contains(dx), fallback: 0)
        let checkedDy = validated(
            dy, .initialVelocity, valid: velocityRange.contains(dy), fallback: 0)
        guard checkedDx != dx || checkedDy != dy else { return velocity }
        return CGVector(dx: CGFloat(checkedDx), dy: CGFloat(checkedDy))
    }

    /// A duration-fitted damping ratio: 0.001…1000 kept; lower clamped to 0.001, finite higher
    /// clamped to 1000; NaN and +∞ become 1.
    static func validatedDampingRatio(_ ratio: Double) -> Double {
        if ratio >= minimumDampingRatio && ratio <= maximumDampingRatio { return ratio }
        report(.dampingRatio, ratio, operation: .springTimingParameters)
        return replacedDampingRatio(ratio)
    }

    /// `ratio` if it is valid, else the ratio ``validatedDampingRatio(_:)`` uses instead,
    /// without a report (for a caller that reports it with its tag).
    static func replacedDampingRatio(_ ratio: Double) -> Double {
        if ratio >= minimumDampingRatio && ratio <= maximumDampingRatio { return ratio }
        if ratio < minimumDampingRatio { return minimumDampingRatio }
        return ratio.isFinite ? maximumDampingRatio : 1
    }

    /// Reports an invalid argument not tied to a tagged animation.
    static func report(
        _ argument: DanceError.Argument, _ value: Double, operation: DanceError.Operation
    ) {
        Diagnostics.reportFromAnyThread(
            .invalidArgument(tag: nil, operation: operation, argument: argument, value: value))
    }
}
