import Foundation
import Testing

@testable import Dance

@MainActor
@Suite(.serialized) struct SpringTimingParametersValidationTests {
    nonisolated static func invalid(
        _ argument: DanceError.Argument, _ value: Double,
        _ operation: DanceError.Operation = .springTimingParameters
    ) -> DanceError {
        .invalidArgument(tag: nil, operation: operation, argument: argument, value: value)
    }

    @Test(
        "a mass outside 1e-6…1e6 is reported and replaced by 3",
        arguments: [
            0.0, -0.0, -1, .leastNonzeroMagnitude, 1e-6.nextDown, 1e6.nextUp, 1e300, Double.nan,
            Double.infinity, -Double.infinity,
        ])
    func badMass(mass: Double) {
        var spring = SpringTimingParameters(dampingRatio: 1)
        let errors = captureErrors {
            spring = SpringTimingParameters(
                mass: mass, stiffness: 100, damping: 10, initialVelocity: .zero)
        }
        #expect(TimingReference.same(errors, [Self.invalid(.mass, mass)]), "\(errors)")
        #expect(spring.mass == 3)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
    }

    @Test(
        "a stiffness outside 1e-6…1e6 is reported and replaced by 1000",
        arguments: [
            0.0, -5, .leastNonzeroMagnitude, 1e-6.nextDown, 1e6.nextUp, Double.nan, Double.infinity,
        ])
    func badStiffness(stiffness: Double) {
        var spring = SpringTimingParameters(dampingRatio: 1)
        let errors = captureErrors {
            spring = SpringTimingParameters(
                mass: 1, stiffness: stiffness, damping: 10, initialVelocity: .zero)
        }
        #expect(TimingReference.same(errors, [Self.invalid(.stiffness, stiffness)]), "\(errors)")
        #expect(spring.stiffness == 1000)
    }

    @Test(
        "a damping outside 0…1e6 is reported and replaced by 500",
        arguments: [-0.001, -1, 1e6.nextUp, 1e300, Double.nan, Double.infinity, -Double.infinity])
    func badDamping(damping: Double) {
        var spring = SpringTimingParameters(dampingRatio: 1)
        let errors = captureErrors {
            spring = SpringTimingParameters(
                mass: 1, stiffness: 100, damping: damping, initialVelocity: .zero)
        }
        #expect(TimingReference.same(errors, [Self.invalid(.damping, damping)]), "\(errors)")
        #expect(spring.damping == 500)
    }

    @Test("damping 0 and −0 are valid: undamped, never settling")
    func zeroDamping() {
        for damping in [0.0, -0.0] {
            var spring = SpringTimingParameters()
            let errors = captureErrors {
                spring = SpringTimingParameters(
                    mass: 1, stiffness: 100, damping: damping, initialVelocity: .zero)
            }
            #expect(errors.isEmpty)
            #expect(spring.settlingDuration == .infinity)
        }
    }

    @Test("several bad parameters are reported in parameter order")
    func reportOrder() {
        let errors = captureErrors {
            _ = SpringTimingParameters(
                mass: -1, stiffness: 0, damping: -2,
                initialVelocity: CGVector(dx: Double.nan, dy: Double.infinity))
        }
        let expected = [
            Self.invalid(.mass, -1), Self.invalid(.stiffness, 0), Self.invalid(.damping, -2),
            Self.invalid(.initialVelocity, .nan), Self.invalid(.initialVelocity, .infinity),
        ]
        #expect(TimingReference.same(errors, expected), "\(errors)")
    }

    @Test("a non-finite velocity component is reported and replaced by 0")
    func badVelocity() {
        var spring = SpringTimingParameters()
        let errors = captureErrors {
            spring = SpringTimingParameters(
                dampingRatio: 0.5, initialVelocity: CGVector(dx: -Double.infinity, dy: 2))
        }
        #expect(
            TimingReference.same(errors, [Self.invalid(.initialVelocity, -.infinity)]),
            "\(errors)")
        #expect(spring.initialVelocity == CGVector(dx: 0, dy: 2))
        #expect(spring.value(at: 0.5) == SpringTimingParameters(dampingRatio: 0.5).value(at: 0.5))
    }

    @Test(
        "a damping ratio outside 0.001…1000 is reported and clamped, or 1 for NaN and +∞",
        arguments: [
            (0.0, 0.001), (-0.0, 0.001), (-1, 0.001), (0.000_999, 0.001), (1000.5, 1000),
            (1e300, 1000),
            (-Double.infinity, 0.001), (Double.nan, 1), (Double.infinity, 1),
        ] as [(Double, Double)])
    func badDampingRatio(ratio: Double, used: Double) {
        var spring = SpringTimingParameters()
        let errors = captureErrors { spring = SpringTimingParameters(dampingRatio: ratio) }
        #expect(TimingReference.same(errors, [Self.invalid(.dampingRatio, ratio)]), "\(errors)")
        #expect(spring.dampingRatio == used)
        #expect(spring.isDurationFitted)
        #expect(spring.value(at: 0.5).isFinite)
    }

    @Test("damping ratios 0.001, exactly 1 and 1000 are valid")
    func boundaryRatios() {
        let errors = captureErrors {
            _ = SpringTimingParameters(dampingRatio: 0.001)
            _ = SpringTimingParameters(dampingRatio: 1)
            _ = SpringTimingParameters(dampingRatio: 1000)
        }
        #expect(errors.isEmpty)
    }

    @Test("the ends of every physical range are valid")
    func boundaryPhysicalValues() {
        let errors = captureErrors {
            for (mass, stiffness) in [(1e-6, 1e-6), (1e-6, 1e6), (1e6, 1e-6), (1e6, 1e6)] {
                for damping in [0, 1e6] {
                    for velocity in [-1e6, 1e6] {
                        let spring = SpringTimingParameters(
                            mass: mass, stiffness: stiffness, damping: damping,
                            initialVelocity: CGVector(dx: velocity, dy: velocity))
                        #expect(spring.mass == mass && spring.stiffness == stiffness)
                        #expect(spring.value(at: 1).isFinite)
                    }
                }
            }
            _ = SpringTimingParameters(duration: 0.001, bounce: 1)
            _ = SpringTimingParameters(duration: 1000, bounce: -1)
        }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "a duration/bounce duration outside 0.001…1000 s is reported and replaced by 0.5 s",
        arguments: [0.0, -0.0, -1, 1e-300, 0.000_999, 1000.5, 1e300, Double.nan, Double.infinity])
    func badPerceptualDuration(duration: Double) {
        var spring = SpringTimingParameters()
        let errors = captureErrors {
            spring = SpringTimingParameters(duration: duration, bounce: 0.2)
        }
        #expect(TimingReference.same(errors, [Self.invalid(.duration, duration)]), "\(errors)")
        #expect(spring == SpringTimingParameters(duration: 0.5, bounce: 0.2))
    }

    @Test(
        "a bad bounce is reported and clamped to −1…1 (NaN → 0); −1 acts as −0.999",
        arguments: [
            (1.5, 1.0, true), (-2, -0.999, true), (Double.infinity, 1, true),
            (-Double.infinity, -0.999, true), (Double.nan, 0, true), (-1, -0.999, false),
            (1, 1, false),
        ] as [(Double, Double, Bool)])
    func badBounce(bounce: Double, used: Double, reported: Bool) {
        var spring = SpringTimingParameters()
        let errors = captureErrors {
            spring = SpringTimingParameters(duration: 1, bounce: bounce)
        }
        let expected = reported ? [Self.invalid(.bounce, bounce)] : []
        #expect(TimingReference.same(errors, expected), "\(errors)")
        #expect(spring == SpringTimingParameters(duration: 1, bounce: used))
    }

    @Test(
        "fitting to a bad duration is reported and uses 1 s",
        arguments: [0.0, -0.0, -2, Double.nan, Double.infinity, -Double.infinity])
    func badFittingDuration(duration: Double) {
        let spring = SpringTimingParameters(dampingRatio: 0.7)
        var fitted = spring
        let errors = captureErrors { fitted = spring.fitted(toDuration: duration) }
        #expect(
            TimingReference.same(errors, [Self.invalid(.duration, duration, .fitSpring)]),
            "\(errors)")
        #expect(fitted == spring.fitted(toDuration: 1))
    }

    @Test("a physical spring ignores the duration it is fitted to; a bad one is still reported")
    func physicalIgnoresFittingDuration() {
        let spring = SpringTimingParameters()
        var errors = captureErrors { #expect(spring.fitted(toDuration: 2) == spring) }
        #expect(errors.isEmpty)
        errors = captureErrors { #expect(spring.fitted(toDuration: .nan) == spring) }
        #expect(
            TimingReference.same(errors, [Self.invalid(.duration, .nan, .fitSpring)]),
            "\(errors)")
    }

    @Test(
        "spring errors read word for word",
        arguments: [
            (
                invalid(.mass, 0),
                "** Dance Error: invalid mass 0.0 in SpringTimingParameters.init; "
                    + "use a number in 1e-6…1e6. A safe value was used instead. **"
            ),
            (
                invalid(.damping, -1),
                "** Dance Error: invalid damping -1.0 in SpringTimingParameters.init; "
                    + "use a number in 0…1e6. A safe value was used instead. **"
            ),
            (
                invalid(.dampingRatio, .nan),
                "** Dance Error: invalid dampingRatio nan in SpringTimingParameters.init; "
                    + "use a number in 0.001…1000. A safe value was used instead. **"
            ),
            (
                invalid(.bounce, 1.5),
                "** Dance Error: invalid bounce 1.5 in SpringTimingParameters.init; "
                    + "use a number in -1…1. A safe value was used instead. **"
            ),
            (
                invalid(.initialVelocity, .infinity),
                "** Dance Error: invalid initialVelocity inf in SpringTimingParameters.init; "
                    + "use a number in -1e6…1e6. A safe value was used instead. **"
            ),
            (
                invalid(.duration, -2, .fitSpring),
                "** Dance Error: invalid duration -2.0 in "
                    + "SpringTimingParameters.fitted(toDuration:); "
                    + "use a finite number > 0. A safe value was used instead. **"
            ),
        ])
    func descriptions(error: DanceError, expected: String) {
        #expect(error.description == expected)
    }

    @Test("reported errors carry those descriptions")
    func reportedDescriptions() {
        let errors = captureErrors {
            _ = SpringTimingParameters(
                mass: 0, stiffness: 1, damping: 1, initialVelocity: .zero)
            _ = SpringTimingParameters(dampingRatio: .nan)
        }
        #expect(
            errors.map(\.description) == [
                "** Dance Error: invalid mass 0.0 in SpringTimingParameters.init; "
                    + "use a number in 1e-6…1e6. A safe value was used instead. **",
                "** Dance Error: invalid dampingRatio nan in SpringTimingParameters.init; "
                    + "use a number in 0.001…1000. A safe value was used instead. **",
            ])
    }
}
