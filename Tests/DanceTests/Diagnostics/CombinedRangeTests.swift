import Foundation
import Testing

@testable import Dance

/// Inputs each within its own range whose combination passes an animator's longest duration
/// (1e9 s): the error names the call the user made and the rule for the combination.
@MainActor @Suite(.serialized) struct CombinedRangeTests {
    @Test(
        "continueAnimation with a factor whose product with the duration passes 1e9 s is rejected",
        arguments: [(1e9, 2.0), (1e9, 1e300), (2, 1e308), (2, 6e8)])
    func durationFactorTimesDuration(duration: Double, factor: Double) {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: duration, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            let before = (animator.fractionComplete, node.$alpha.presentation, animator.isRunning)
            let errors = captureErrors {
                animator.continueAnimation(
                    withTimingParameters: SpringTimingParameters(dampingRatio: 0.5),
                    durationFactor: factor)
            }
            #expect(
                errors.map(\.description) == [
                    "** Dance Error: invalid durationFactor \(factor) in "
                        + "continueAnimation(withTimingParameters:durationFactor:); use a number "
                        + "≥ 0 that, times the duration, is at most 1e9 s. Nothing was changed. **"
                ])
            #expect(
                (animator.fractionComplete, node.$alpha.presentation, animator.isRunning) == before)
            #expect(animator.timingParameters is CubicTimingParameters)
            clock.advance(to: 1)
            #expect(node.$alpha.velocity.isFinite)
            animator.stopAnimation(true)
        }
    }

    @Test("continueAnimation with the product at 1e9 s is accepted and every value stays finite")
    func durationFactorAtTheLimit() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            let errors = captureErrors {
                animator.continueAnimation(
                    withTimingParameters: SpringTimingParameters(dampingRatio: 0.5),
                    durationFactor: 5e8)
            }
            #expect(errors.isEmpty)
            for time in [1.0, 2, 5] {
                clock.advance(to: time)
                #expect(node.$alpha.presentation.isFinite)
                #expect(node.$alpha.velocity.isFinite)
            }
            animator.stopAnimation(true)
        }
    }

    @Test("steps each within range that last more than 1e9 s in all are reported as the steps'")
    func stepsLongerThanAnAnimator() {
        withEngine { clock in
            let node = makeNode()
            var animator: PropertyAnimator?
            let errors = captureErrors {
                animator = PropertyAnimator(
                    steps: [.wait(6e8), .fadeOut(duration: 6e8)], on: node)
            }
            #expect(
                errors.map(\.description) == [
                    "** Dance Error: invalid duration 1200000000.0 in the timeline of the steps; "
                        + "use steps that last 0…1e9 s in all. A safe value was used instead. **"
                ])
            // It lasts 0 s, as documented: it completes on the next frame, at the end values.
            #expect(animator?.duration == 0)
            animator?.startAnimation()
            clock.advance(by: 1.0 / 60)
            #expect(animator?.state == .inactive)
            #expect(node.$alpha.presentation == 0)
            // A total of exactly 1e9 s is an animator's longest: accepted.
            let longest = captureErrors {
                animator = PropertyAnimator(steps: [.wait(4e8), .fadeIn(duration: 6e8)], on: node)
            }
            #expect(longest.isEmpty)
            #expect(animator?.duration == 1e9)
        }
    }
}
