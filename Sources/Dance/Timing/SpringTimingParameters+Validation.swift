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

    /// `value` if finite and `valid`; otherwise reports it and returns `fallback`.
    static func validated(
        _ value: Double, _ argument: DanceError.Argument, valid: Bool, fallback: Double
    ) -> Double {
        guard !value.isFinite || !valid else { return value }
        report(argument, value, operation: .springTimingParameters)
        return fallback
    }

    /// The velocity with each non-finite component reported and replaced by 0.
    static func validated(_ velocity: CGVector) -> CGVector {
        let dx = validated(Double(velocity.dx), .initialVelocity, valid: true, fallback: 0)
        let dy = validated(Double(velocity.dy), .initialVelocity, valid: true, fallback: 0)
        guard dx != Double(velocity.dx) || dy != Double(velocity.dy) else { return velocity }
        return CGVector(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A duration-fitted damping ratio: ≥ 0.001 kept; lower clamped; NaN and +∞ become 1.
    static func validatedDampingRatio(_ ratio: Double) -> Double {
        if ratio >= minimumDampingRatio && ratio.isFinite { return ratio }
        report(.dampingRatio, ratio, operation: .springTimingParameters)
        return ratio < minimumDampingRatio ? minimumDampingRatio : 1
    }

    /// Reports an invalid argument not tied to a tagged animation.
    static func report(
        _ argument: DanceError.Argument, _ value: Double, operation: DanceError.Operation
    ) {
        Diagnostics.reportFromAnyThread(
            .invalidArgument(tag: nil, operation: operation, argument: argument, value: value))
    }
}
