import Foundation
import Testing

@testable import Dance

/// y of the cubic Bézier (0,0) `p1` `p2` (1,1) at `x`, by 200 bisection steps on its parameter:
/// an independent reference for the curves the animator evaluates.
private func referenceBezier(_ p1: CGPoint, _ p2: CGPoint, x: Double) -> Double {
    func coordinate(_ c1: Double, _ c2: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if coordinate(Double(p1.x), Double(p2.x), middle) < x {
            low = middle
        } else {
            high = middle
        }
    }
    return coordinate(Double(p1.y), Double(p2.y), (low + high) / 2)
}

/// UIKit's control points for the built-in curves.
private let controlPoints: [AnimationCurve: (CGPoint, CGPoint)] = [
    .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
    .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
    .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
    .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
]

private let sampleTimes = [0.125, 0.25, 0.5, 0.75, 0.875]

@MainActor @Suite(.serialized) struct PropertyAnimatorCurveTests {
    @Test(
        "a built-in curve moves the property along UIKit's Bézier (|error| ≤ 1e-6 of the distance)",
        arguments: AnimationCurve.allCases)
    func builtinCurve(curve: AnimationCurve) {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: curve) { node.cornerRadius = 100 }
            animator.startAnimation()
            let (p1, p2) = controlPoints[curve] ?? (.zero, .zero)
            for time in sampleTimes {
                clock.advance(to: time)
                let expected = 100 * referenceBezier(p1, p2, x: time)
                #expect(abs(node.$cornerRadius.presentation - expected) <= 1e-4, "at \(time) s")
            }
            clock.advance(to: 1)
            #expect(node.$cornerRadius.presentation == 100)
        }
    }

    @Test("the linear curve gives exact values")
    func linearIsExact() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            for frame in 1...60 {
                clock.advance(to: Double(frame) / 60)
                #expect(node.$alpha.presentation == 1 - Double(frame) / 60, "frame \(frame)")
            }
        }
    }

    @Test(
        "control points with y outside 0…1 overshoot through the animator",
        arguments: zip(
            [CGPoint(x: 0.3, y: -0.4), CGPoint(x: 0.1, y: 0.2)],
            [CGPoint(x: 0.6, y: 1.5), CGPoint(x: 0.3, y: 0.9)]))
    func customCubic(p1: CGPoint, p2: CGPoint) {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, controlPoint1: p1, controlPoint2: p2) {
                node.cornerRadius = 100
            }
            animator.startAnimation()
            for time in sampleTimes {
                clock.advance(to: 2 * time)
                let expected = 100 * referenceBezier(p1, p2, x: time)
                #expect(abs(node.$cornerRadius.presentation - expected) <= 1e-4, "at \(time)")
            }
            clock.advance(to: 2)
            #expect(node.$cornerRadius.presentation == 100)
        }
    }

    @Test("CubicTimingParameters() is Core Animation's default curve through the animator")
    func defaultCubic() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, timingParameters: CubicTimingParameters())
            animator.addAnimations { node.cornerRadius = 100 }
            animator.startAnimation()
            clock.advance(to: 0.25)
            let expected =
                100 * referenceBezier(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1), x: 0.25)
            #expect(abs(node.$cornerRadius.presentation - expected) <= 1e-4)
            clock.advance(to: 1)
        }
    }

    @Test(
        "runningPropertyAnimator starts at once with the options' curve and runs its completion",
        arguments: zip(
            [
                PropertyAnimator.AnimationOptions.curveEaseInOut, .curveEaseIn, .curveEaseOut,
                .curveLinear, [.curveLinear, .allowUserInteraction, .beginFromCurrentState],
            ],
            [AnimationCurve.easeInOut, .easeIn, .easeOut, .linear, .linear]))
    func runningPropertyAnimator(options: PropertyAnimator.AnimationOptions, curve: AnimationCurve)
    {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: options,
                animations: { node.cornerRadius = 100 }, completion: log.completion())
            #expect(animator.state == .active)
            #expect(animator.isRunning)
            #expect(animator.delay == 0.5)
            #expect(node.cornerRadius == 100)
            #expect(
                animator.timingParameters?.cubicTimingParameters
                    == CubicTimingParameters(animationCurve: curve))
            clock.advance(to: 1)
            let (p1, p2) = controlPoints[curve] ?? (.zero, .zero)
            #expect(
                abs(node.$cornerRadius.presentation - 100 * referenceBezier(p1, p2, x: 0.5))
                    <= 1e-4)
            clock.advance(to: 2)
            #expect(log.entries == ["1.500 completion end"])
        }
    }

    @Test("runningPropertyAnimator with an invalid delay reports it and starts at once")
    func runningPropertyAnimatorInvalidDelay() {
        withEngine { clock in
            var animator: PropertyAnimator?
            let errors = captureErrors {
                animator = PropertyAnimator.runningPropertyAnimator(
                    withDuration: 1, delay: -2, animations: {})
            }
            #expect(
                errors == [
                    .invalidArgument(
                        tag: nil, operation: .runningPropertyAnimator, argument: .delay,
                        value: -2)
                ])
            // It starts at once (0 is used), and says so.
            #expect(
                errors.first?.description
                    == "** Dance Error: invalid delay -2.0 in "
                    + "PropertyAnimator.runningPropertyAnimator; use a number in 0…1e9. "
                    + "A safe value was used instead. **")
            #expect(animator?.delay == 0)
            #expect(animator?.isRunning == true)
            clock.advance(to: 1)
            #expect(animator?.state == .inactive)
        }
    }
}
