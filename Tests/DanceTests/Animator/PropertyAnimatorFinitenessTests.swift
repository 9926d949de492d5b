import Foundation
import Testing

@testable import Dance

/// The reported findings, end to end: animators built from extreme but finite inputs show a
/// finite presentation at every frame, report what they replaced, and end.
@MainActor @Suite(.serialized) struct PropertyAnimatorFinitenessTests {
    struct Finding: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @MainActor @Sendable (Node) -> PropertyAnimator
        let reported: DanceError.Argument
        var testDescription: String { name }
    }

    nonisolated static let findings: [Finding] = [
        Finding(
            name: "control point (0.5, 1e308)",
            make: { node in
                PropertyAnimator(
                    duration: 1, controlPoint1: CGPoint(x: 0.5, y: 0),
                    controlPoint2: CGPoint(x: 0.5, y: 1e308)
                ) { node.center = CGPoint(x: 100, y: 100) }
            }, reported: .controlPointY),
        Finding(
            name: "damping ratio 1e300",
            make: { node in
                PropertyAnimator(duration: 1, dampingRatio: 1e300) {
                    node.center = CGPoint(x: 100, y: 100)
                }
            }, reported: .dampingRatio),
        Finding(
            name: "perceptual spring of 1e300 s",
            make: { node in
                let animator = PropertyAnimator(
                    duration: 1,
                    timingParameters: SpringTimingParameters(duration: 1e300, bounce: 0.5))
                animator.addAnimations { node.center = CGPoint(x: 100, y: 100) }
                return animator
            }, reported: .duration),
        Finding(
            name: "mass 5e-324",
            make: { node in
                let spring = SpringTimingParameters(
                    mass: .leastNonzeroMagnitude, stiffness: 100, damping: 10,
                    initialVelocity: .zero)
                let animator = PropertyAnimator(duration: 1, timingParameters: spring)
                animator.addAnimations { node.center = CGPoint(x: 100, y: 100) }
                return animator
            }, reported: .mass),
    ]

    @Test("a finding's animator shows finite values every frame and ends", arguments: findings)
    func finiteEveryFrame(finding: Finding) {
        withEngine { clock in
            let node = Node()
            var ended = 0
            let errors = captureErrors {
                let animator = finding.make(node)
                animator.addCompletion { _ in ended += 1 }
                animator.startAnimation()
            }
            #expect(errors.map(\.operation).count == 1)
            if case .invalidArgument(_, _, let argument, _) = errors.first {
                #expect(argument == finding.reported)
            } else {
                Issue.record("unexpected \(errors)")
            }
            for _ in 0..<600 where ended == 0 {
                clock.advance(by: clock.frameInterval)
                let center = node.presentation.center
                #expect(center.x.isFinite && center.y.isFinite, "at \(clock.now)")
                if !(center.x.isFinite && center.y.isFinite) { break }
            }
            #expect(ended == 1)
            #expect(node.presentation.center == CGPoint(x: 100, y: 100))
        }
    }
}
