import Foundation
import Testing

@testable import Dance

/// `$name.velocity` on a keyframe step: the keyframe timeline's analytic velocity times the rate
/// at which the step's timeline moves (speed, duration scale and direction included).
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct AnimationKeyframesVelocityTests {
        static let bounce = SpringTimingParameters(dampingRatio: 0.3)
        /// 0.5 + 0.5 + 0.6 + 0.4 = 2 s of cubic, spring and linear segments, then a jump.
        static let path: [Keyframe<CGFloat>] = [
            .cubic(100, duration: 0.5),
            .cubic(40, duration: 0.5),
            .spring(80, duration: 0.6, spring: bounce),
            .linear(20, duration: 0.4, timing: CubicTimingParameters(animationCurve: .easeInOut)),
            .move(0),
        ]

        /// Times strictly inside segments (so the numerical derivative sees one closed form).
        static let times = [0.1, 0.37, 0.62, 0.9, 1.13, 1.42, 1.7, 1.93]

        private func makeNode() -> Node {
            Node(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        }

        /// The step's trajectory in clock time: the reference timeline at `stepTime(t)`.
        private func derivative(
            _ reference: KeyframeTimeline<CGFloat>, at time: Double, stepTime: (Double) -> Double
        ) -> Double {
            NumericalDerivative.of(
                { Double(reference.value(time: stepTime($0))) }, at: time, step: 1e-4)
        }

        @Test("a keyframe step's velocity is its timeline's, at speed 1 and speed 2")
        func speeds() {
            for speed in [1.0, 2.0] {
                let fixture = DeclarativeFixture()
                let node = makeNode()
                node.cornerRadius = 10
                let reference = KeyframeTimeline(initialValue: CGFloat(10), keyframes: Self.path)
                let animator = PropertyAnimator(
                    steps: [.keyframes(\.cornerRadius, Self.path)], on: node)
                animator.speed = speed
                animator.startAnimation()
                for time in Self.times {
                    let clockTime = time / speed
                    fixture.clock.advance(to: clockTime)
                    let velocity = Double(node.$cornerRadius.velocity)
                    let expected = Double(reference.velocity(time: time)) * speed
                    #expect(abs(velocity - expected) <= 1e-9 * max(1, abs(expected)), "at \(time)")
                    let numerical = derivative(reference, at: clockTime) { $0 * speed }
                    #expect(NumericalDerivative.isClose(velocity, numerical), "at \(time)")
                }
                fixture.clock.advance(to: 2 / speed)
                #expect(node.$cornerRadius.velocity == 0)
                fixture.expectSettled()
            }
        }

        @Test("a reversed keyframe step has the negated velocity; paused, zero")
        func reversedAndPaused() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.cornerRadius = 10
            let reference = KeyframeTimeline(initialValue: CGFloat(10), keyframes: Self.path)
            let animator = PropertyAnimator(
                steps: [.keyframes(\.cornerRadius, Self.path)], on: node)
            animator.startAnimation()
            fixture.clock.advance(to: 1.5)
            animator.isReversed = true
            // Step time 1.5 − (t − 1.5).
            for clockTime in [1.6, 1.9, 2.3] {
                fixture.clock.advance(to: clockTime)
                let time = 3 - clockTime
                let velocity = Double(node.$cornerRadius.velocity)
                let expected = -Double(reference.velocity(time: time))
                #expect(abs(velocity - expected) <= 1e-9 * max(1, abs(expected)), "at \(time)")
                let numerical = derivative(reference, at: clockTime) { 3 - $0 }
                #expect(NumericalDerivative.isClose(velocity, numerical), "at \(time)")
            }
            animator.pauseAnimation()
            #expect(node.$cornerRadius.velocity == 0)
            animator.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("under a duration scale of 2 the keyframe velocity is halved")
        func durationScale() {
            let fixture = DeclarativeFixture()
            AnimationDriver.shared.durationScale = 2
            defer { AnimationDriver.shared.durationScale = 1 }
            let node = makeNode()
            node.cornerRadius = 10
            let reference = KeyframeTimeline(initialValue: CGFloat(10), keyframes: Self.path)
            node.animate([.keyframes(\.cornerRadius, Self.path)])
            for time in Self.times {
                fixture.clock.advance(to: time * 2)
                let expected = Double(reference.velocity(time: time)) / 2
                let velocity = Double(node.$cornerRadius.velocity)
                #expect(abs(velocity - expected) <= 1e-9 * max(1, abs(expected)), "at \(time)")
            }
            fixture.clock.advance(to: 4)
            fixture.expectSettled()
        }
    }
}
