import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorSpringTests {
    @Test(
        "a duration-fitted spring animator ends exactly at its duration, at the target",
        arguments: [0.2, 0.5, 1, 2])
    func fittedSpringEndsAtDuration(dampingRatio: Double) {
        withEngine { clock in
            let node = makeNode()
            var ends: [TimeInterval] = []
            let animator = PropertyAnimator(duration: 1.5, dampingRatio: dampingRatio) {
                node.center.x = 105
            }
            animator.addCompletion { _ in ends.append(clock.now) }
            #expect(animator.duration == 1.5)
            animator.startAnimation()
            clock.advance(to: 1.5 - 1.0 / 60)
            #expect(animator.state == .active)
            #expect(node.$center.presentation.x != 105)
            clock.advance(to: 1.5)
            #expect(ends == [1.5])
            #expect(node.$center.presentation.x == 105)
            #expect(node.center.x == 105)
        }
    }

    @Test("init(duration:timingParameters:) with a damping-ratio spring keeps the duration")
    func fittedSpringThroughTimingParameters() {
        withEngine { clock in
            let spring = SpringTimingParameters(
                dampingRatio: 0.6, initialVelocity: CGVector(dx: 2, dy: 0))
            let animator = PropertyAnimator(duration: 0.75, timingParameters: spring)
            #expect(animator.duration == 0.75)
            #expect(animator.timingParameters?.springTimingParameters == spring)
            animator.startAnimation()
            clock.advance(to: 0.75)
            #expect(animator.state == .inactive)
        }
    }

    @Test(
        "a physical spring animator's duration is its spring's settling duration",
        arguments: [
            SpringTimingParameters(),
            SpringTimingParameters(
                mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero),
            SpringTimingParameters(
                mass: 2, stiffness: 300, damping: 80, initialVelocity: CGVector(dx: -1, dy: 0)),
            SpringTimingParameters(duration: 0.5, bounce: 0.3),
        ])
    func physicalSpringDuration(spring: SpringTimingParameters) {
        withEngine { clock in
            let node = makeNode()
            var ends: [TimeInterval] = []
            let animator = PropertyAnimator(duration: 42, timingParameters: spring)
            animator.addAnimations { node.alpha = 0 }
            animator.addCompletion { _ in ends.append(clock.now) }
            #expect(animator.duration == spring.settlingDuration)
            animator.startAnimation()
            clock.advance(to: spring.settlingDuration / 2)
            #expect(animator.state == .active)
            clock.advance(to: spring.settlingDuration)
            #expect(ends == [spring.settlingDuration])
            #expect(node.$alpha.presentation == 0)
        }
    }

    @Test("a 0.2 damping-ratio spring overshoots in presentation values, exactly as its curve")
    func overshootIsVisible() {
        withEngine { clock in
            let node = makeNode()
            node.center.x = 0
            let fitted = SpringTimingParameters(dampingRatio: 0.2).fitted(toDuration: 2)
            PropertyAnimator(duration: 2, dampingRatio: 0.2) { node.center.x = 100 }
                .startAnimation()
            var highest = 0.0
            for frame in 1..<120 {
                clock.advance(to: Double(frame) / 60)
                let x = node.$center.presentation.x
                #expect(abs(x - 100 * fitted.value(at: Double(frame) / 60)) < 1e-9)
                highest = max(highest, x)
            }
            #expect(highest > 150)
            clock.advance(to: 2)
            #expect(node.$center.presentation.x == 100)
        }
    }
}
