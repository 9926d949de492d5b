import Foundation
import Testing

@testable import Dance

/// Keyframe steps: a property follows its keyframe timeline on the step's timeline, composes
/// with other steps, and scrubs, pauses and reverses with it.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct AnimationKeyframesTests {
        static let bounce = SpringTimingParameters(dampingRatio: 0.3)
        static let path: [Keyframe<CGPoint>] = [
            .cubic(CGPoint(x: 100, y: 40), duration: 0.5),
            .cubic(CGPoint(x: 200, y: 120), duration: 0.5),
            .spring(CGPoint(x: 200, y: 80), duration: 0.6, spring: bounce),
            .linear(CGPoint(x: 260, y: 80), duration: 0.4),
            .move(CGPoint(x: 0, y: 0)),
        ]

        private func makeNode() -> Node {
            Node(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        }

        /// Within 1e-9: the animator maps clock time to a position and back to seconds.
        private func expectClose(
            _ actual: CGPoint, _ expected: CGPoint,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(abs(actual.x - expected.x) <= 1e-9, sourceLocation: sourceLocation)
            #expect(abs(actual.y - expected.y) <= 1e-9, sourceLocation: sourceLocation)
        }

        @Test("a running keyframe step shows its timeline's value at every frame")
        func running() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let reference = KeyframeTimeline(initialValue: node.center, keyframes: Self.path)
            let animator = node.animate([.keyframes(\.center, Self.path)])
            #expect(animator.duration == reference.duration)
            #expect(node.center == .zero)
            for frame in 1...120 {
                let time = Double(frame) / 60
                fixture.clock.advance(to: time)
                guard time < reference.duration else { break }
                expectClose(node.$center.presentation, reference.value(time: time))
            }
            #expect(animator.state == .inactive)
            #expect(node.presentation.center == .zero)
            fixture.expectSettled()
        }

        @Test(
            "scrubbing a keyframe step to any fraction shows value(progress:) of its timeline",
            arguments: [true, false])
        func scrubbing(linearly: Bool) {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let reference = KeyframeTimeline(initialValue: node.center, keyframes: Self.path)
            let animator = PropertyAnimator(steps: [.keyframes(\.center, Self.path)], on: node)
            animator.scrubsLinearly = linearly
            for index in [0, 7, 13, 31, 50, 64, 77, 99, 100, 42, 3] {
                let fraction = Double(index) / 100
                animator.fractionComplete = fraction
                let expected = fraction == 1 ? .zero : reference.value(progress: fraction)
                #expect(node.$center.presentation == expected, "at \(fraction)")
            }
            animator.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("a keyframe step starts from where the earlier steps leave the property")
        func afterOtherSteps() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let keyframes: [Keyframe<CGPoint>] = [
                .linear(CGPoint(x: 50, y: 10), duration: 1),
                .cubic(CGPoint(x: 0, y: 0), duration: 1),
            ]
            let reference = KeyframeTimeline(
                initialValue: CGPoint(x: 30, y: 30), keyframes: keyframes)
            let animator = node.animate([
                .move(to: CGPoint(x: 30, y: 30), duration: 0.5), .wait(0.25),
                .keyframes(\.center, keyframes),
            ])
            #expect(animator.duration == 2.75)
            for time in [0.6, 0.75, 1, 1.25, 2, 2.5] {
                fixture.clock.advance(to: time)
                expectClose(node.$center.presentation, reference.value(time: time - 0.75))
            }
            fixture.clock.advance(to: 3)
            #expect(node.center == .zero)
            fixture.expectSettled()
        }

        @Test("several properties of several nodes on one timeline, in parallel, staggered and on")
        func composition() {
            let fixture = DeclarativeFixture()
            let (first, second) = (makeNode(), makeNode())
            second.alpha = 0.5
            let fade: [Keyframe<Double>] = [.linear(0, duration: 0.4), .cubic(1, duration: 0.6)]
            let glow: [Keyframe<Color>] = [
                .linear(.red, duration: 0.5), .spring(.blue, duration: 0.5),
            ]
            let centers = KeyframeTimeline(initialValue: first.center, keyframes: Self.path)
            let animator = first.animate(
                inParallel: [
                    .keyframes(\.center, Self.path),
                    .keyframes(\.alpha, fade).on(second),
                    .sequence([.wait(0.2), .keyframes(\.backgroundColor, glow)]).on(second),
                ], stagger: 0.1)
            let alphas = KeyframeTimeline(initialValue: 0.5, keyframes: fade)
            let colors = KeyframeTimeline(initialValue: Color.clear, keyframes: glow)
            #expect(animator.duration == max(centers.duration, 1.1, 1.2))
            for time in [0.05, 0.15, 0.3, 0.45, 0.8, 1.0, 1.15, 1.5] {
                fixture.clock.advance(to: time)
                expectClose(first.$center.presentation, centers.value(time: time))
                #expect(abs(second.$alpha.presentation - alphas.value(time: time - 0.1)) <= 1e-9)
                let color = second.$backgroundColor.presentation
                let expected = colors.value(time: time - 0.4)
                #expect(color.subtracting(expected).magnitudeSquared <= 1e-18)
                #expect(first.$alpha.presentation == 1)
            }
            fixture.clock.advance(to: 3)
            #expect(second.presentation.alpha == 1 && second.backgroundColor == .blue)
            fixture.expectSettled()
        }

        @Test("each of Node's animatable properties takes its last keyframe as its model value")
        func everyNodeProperty() {
            // The step sets Node's own properties through their setters, others through the
            // key path: each must reach its own property, and only it.
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let bounds = CGRect(x: 0, y: 0, width: 50, height: 30)
            let color = Color(red: 0.2, green: 0.4, blue: 0.6)
            let animator = node.animate(inParallel: [
                .keyframes(\.center, [.cubic(CGPoint(x: 7, y: 9), duration: 1)]),
                .keyframes(\.bounds, [.cubic(bounds, duration: 1)]),
                .keyframes(\.alpha, [.cubic(0.25, duration: 1)]),
                .keyframes(\.cornerRadius, [.cubic(12, duration: 1)]),
                .keyframes(\.backgroundColor, [.cubic(color, duration: 1)]),
            ])
            #expect(node.center == CGPoint(x: 7, y: 9) && node.bounds == bounds)
            #expect(node.alpha == 0.25 && node.cornerRadius == 12 && node.backgroundColor == color)
            let alphas = KeyframeTimeline(initialValue: 1.0, keyframes: [.cubic(0.25, duration: 1)])
            fixture.clock.advance(to: 0.5)
            #expect(abs(node.$alpha.presentation - alphas.value(time: 0.5)) <= 1e-12)
            #expect(node.$alpha.presentation != 1 && node.$alpha.presentation != 0.25)
            fixture.clock.advance(to: 1)
            #expect(node.presentation.center == CGPoint(x: 7, y: 9))
            #expect(node.presentation.cornerRadius == 12 && animator.state == .inactive)
            fixture.expectSettled()
        }

        @Test("pausing, reversing and finishing at the start move keyframe steps with the timeline")
        func reversing() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let reference = KeyframeTimeline(initialValue: node.center, keyframes: Self.path)
            var ends: [AnimatingPosition] = []
            let animator = node.animate([.keyframes(\.center, Self.path)])
            animator.addCompletion { ends.append($0) }
            fixture.clock.advance(to: 1)
            animator.pauseAnimation()
            fixture.clock.advance(to: 1.5)
            expectClose(node.$center.presentation, reference.value(time: 1))
            animator.isReversed = true
            animator.startAnimation()
            for time in [1.6, 1.75, 2.25] {
                fixture.clock.advance(to: time)
                let expected = reference.value(time: 1 - (time - 1.5))
                #expect(abs(node.$center.presentation.x - expected.x) <= 1e-9)
                #expect(abs(node.$center.presentation.y - expected.y) <= 1e-9)
            }
            fixture.clock.advance(to: 3)
            #expect(ends == [.start])
            #expect(node.center == CGPoint(x: 10, y: 10))
            fixture.expectSettled()
        }

        @Test("a keyframe step on a computed property moves linearly to the last value")
        func computedProperty() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let target = CGRect(x: 0, y: 0, width: 40, height: 40)
            let animator = PropertyAnimator(
                steps: [
                    .keyframes(
                        \.frame,
                        [
                            .cubic(target.insetBy(dx: 5, dy: 5), duration: 1),
                            .cubic(target, duration: 1),
                        ])
                ], on: node)
            animator.fractionComplete = 0.5
            #expect(node.presentation.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
            // The stored properties under the frame move linearly: bounds keeps its origin.
            #expect(node.presentation.bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
            // center (10, 10) → (20, 20) and bounds (0, 0, 20, 20) → (0, 0, 40, 40).
            animator.fractionComplete = 0.25
            #expect(node.presentation.bounds == CGRect(x: 0, y: 0, width: 25, height: 25))
            #expect(node.presentation.center == CGPoint(x: 12.5, y: 12.5))
            animator.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test(
            "the stored properties under a computed key path move linearly, none along its keyframes"
        )
        func computedPropertiesUnderneath() {
            let fixture = DeclarativeFixture()
            // center (10, 10), bounds (0, 0, 20, 20).
            let framed = makeNode()
            let toFrame = PropertyAnimator(
                steps: [
                    .keyframes(
                        \.frame,
                        [.linear(CGRect(x: 100, y: 100, width: 50, height: 50), duration: 1)])
                ], on: framed)
            toFrame.fractionComplete = 0.5
            // center (10, 10) → (125, 125), bounds (0, 0, 20, 20) → (0, 0, 50, 50), halfway.
            #expect(framed.presentation.center == CGPoint(x: 67.5, y: 67.5))
            #expect(framed.presentation.bounds == CGRect(x: 0, y: 0, width: 35, height: 35))
            toFrame.stopAnimation(true)
            let moved = makeNode()
            let toOrigin = PropertyAnimator(
                steps: [.keyframes(\.frame.origin, [.linear(CGPoint(x: 100, y: 0), duration: 1)])],
                on: moved)
            toOrigin.fractionComplete = 0.5
            // center (10, 10) → (110, 10), halfway.
            #expect(moved.presentation.center == CGPoint(x: 60, y: 10))
            toOrigin.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("a move that starts a keyframe step shows its value from the step's start on")
        func leadingMove() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = PropertyAnimator(
                steps: [.wait(0.5), .keyframes(\.alpha, [.move(0.2), .linear(1, duration: 1.5)])],
                on: node)
            animator.fractionComplete = 0.2
            #expect(node.presentation.alpha == 1)
            animator.fractionComplete = 0.25
            #expect(node.presentation.alpha == 0.2)
            animator.fractionComplete = 0
            #expect(node.presentation.alpha == 1)
            animator.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("an empty keyframe step lasts 0 s and sets nothing")
        func empty() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = node.animate([.keyframes(\.alpha, [])])
            #expect(animator.duration == 0)
            fixture.clock.advance(by: 0.1)
            #expect(node.alpha == 1)
            fixture.expectSettled()
        }
    }
}
