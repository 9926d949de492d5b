import Foundation
import Testing

@testable import Dance

extension Animation {
    /// A user-defined step, as the DocC discussion of ``Animation`` suggests.
    static func dim(to alpha: Double = 0.4, duration: TimeInterval = 0.3) -> Animation {
        .custom(duration: duration, curve: .easeOut) { $0.alpha = alpha }
    }

    /// The article's part-two `move(byX:y:)`, built on ``custom(duration:curve:_:)``.
    static func move(byX x: CGFloat, y: CGFloat, duration: TimeInterval = 0.3) -> Animation {
        .custom(duration: duration) {
            $0.center = CGPoint(x: $0.center.x + x, y: $0.center.y + y)
        }
    }
}

extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct AnimationFactoryTests {
        /// The built-in factories, as a table (an `Animation` itself is not `Sendable`).
        enum Factory: String, CaseIterable, Sendable {
            case fadeIn, fadeOut, resize, move, scale, rotate, backgroundColor

            @MainActor func make(duration: TimeInterval) -> Animation {
                switch self {
                case .fadeIn: .fadeIn(duration: duration)
                case .fadeOut: .fadeOut(duration: duration)
                case .resize: .resize(to: CGSize(width: 200, height: 80), duration: duration)
                case .move: .move(to: CGPoint(x: 300, y: 400), duration: duration)
                case .scale: .scale(to: 2, duration: duration)
                case .rotate: .rotate(by: .pi / 2, duration: duration)
                case .backgroundColor: .backgroundColor(to: .red, duration: duration)
                }
            }

            @MainActor var makeDefault: Animation {
                switch self {
                case .fadeIn: .fadeIn()
                case .fadeOut: .fadeOut()
                case .resize: .resize(to: CGSize(width: 200, height: 80))
                case .move: .move(to: CGPoint(x: 300, y: 400))
                case .scale: .scale(to: 2)
                case .rotate: .rotate(by: .pi / 2)
                case .backgroundColor: .backgroundColor(to: .red)
                }
            }
        }

        private func makeNode() -> Node {
            let node = Node(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            node.alpha = 0.5
            node.backgroundColor = .blue
            return node
        }

        @Test("every factory defaults to the article's 0.3 s", arguments: Factory.allCases)
        func defaultDuration(factory: Factory) {
            let fixture = DeclarativeFixture()
            let animator = PropertyAnimator(steps: [factory.makeDefault], on: makeNode())
            #expect(animator.duration == 0.3)
            #expect(animator.state == .inactive)
            fixture.expectSettled()
        }

        @Test("fadeIn takes alpha to exactly 1, from where it was")
        func fadeIn() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([.fadeIn(duration: 0.5)])
            #expect(node.alpha == 1)
            #expect(node.$alpha.presentation == 0.5)
            #expect(node.$alpha.isAnimating)
            fixture.clock.advance(by: 0.25)
            #expect(abs(node.$alpha.presentation - 0.75) < 1e-9)
            fixture.clock.advance(by: 0.25)
            #expect(node.$alpha.presentation == 1)
            #expect(!node.$alpha.isAnimating)
            fixture.expectSettled()
        }

        @Test("fadeOut takes alpha to exactly 0")
        func fadeOut() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([.fadeOut(duration: 0.5)])
            #expect(node.alpha == 0)
            fixture.clock.advance(by: 0.25)
            #expect(abs(node.$alpha.presentation - 0.25) < 1e-9)
            fixture.clock.advance(by: 0.25)
            #expect(node.$alpha.presentation == 0)
            #expect(node.alpha == 0)
            fixture.expectSettled()
        }

        @Test("resize keeps the frame's origin: center and bounds animate together")
        func resizeKeepsOrigin() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.bounds.origin = CGPoint(x: 3, y: 4)
            node.animate([.resize(to: CGSize(width: 200, height: 80), duration: 0.5)])
            #expect(node.frame == CGRect(x: 10, y: 20, width: 200, height: 80))
            #expect(node.presentation.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect(node.$center.isAnimating && node.$bounds.isAnimating)
            fixture.clock.advance(by: 0.25)
            let middle = node.presentation.frame
            #expect(abs(middle.minX - 10) < 1e-9 && abs(middle.minY - 20) < 1e-9)
            #expect(abs(middle.width - 150) < 1e-9 && abs(middle.height - 65) < 1e-9)
            fixture.clock.advance(by: 0.25)
            #expect(node.presentation.frame == CGRect(x: 10, y: 20, width: 200, height: 80))
            #expect(node.center == CGPoint(x: 110, y: 60))
            #expect(node.bounds == CGRect(x: 3, y: 4, width: 200, height: 80))
            fixture.expectSettled()
        }

        @Test("move sets the center and nothing else")
        func move() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([.move(to: CGPoint(x: 300, y: 400), duration: 0.5)])
            #expect(!node.$bounds.isAnimating && !node.$alpha.isAnimating)
            fixture.clock.advance(by: 0.25)
            #expect(abs(node.$center.presentation.x - 180) < 1e-9)
            #expect(abs(node.$center.presentation.y - 222.5) < 1e-9)
            fixture.clock.advance(by: 0.25)
            #expect(node.presentation.center == CGPoint(x: 300, y: 400))
            #expect(node.bounds.size == CGSize(width: 100, height: 50))
            fixture.expectSettled()
        }

        @Test("scale sets a uniform scale transform")
        func scale() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([.scale(to: 2, duration: 0.5)])
            #expect(node.transform == CGAffineTransform(scaleX: 2, y: 2))
            #expect(node.$transform.presentation == .identity)
            fixture.clock.advance(by: 0.25)
            #expect(abs(node.$transform.presentation.a - 1.5) < 1e-9)
            #expect(abs(node.$transform.presentation.d - 1.5) < 1e-9)
            fixture.clock.advance(by: 0.25)
            #expect(node.presentation.transform == CGAffineTransform(scaleX: 2, y: 2))
            fixture.expectSettled()
        }

        @Test("rotate records a transform track (its values belong to the Values layer)")
        func rotateRecordsTransform() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = node.animate([.rotate(by: .pi / 2, duration: 0.5)])
            #expect(node.$transform.isAnimating)
            #expect(!node.$center.isAnimating && !node.$alpha.isAnimating)
            #expect(animator.duration == 0.5)
            fixture.clock.advance(by: 0.5)
            #expect(!node.$transform.isAnimating)
            #expect(animator.state == .inactive)
            fixture.expectSettled()
        }

        @Test("backgroundColor blends to the color")
        func backgroundColor() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([.backgroundColor(to: .red, duration: 0.5)])
            #expect(node.backgroundColor == .red)
            #expect(node.$backgroundColor.presentation == .blue)
            fixture.clock.advance(by: 0.25)
            let middle = node.$backgroundColor.presentation
            #expect(abs(middle.red - 0.5) < 1e-9 && abs(middle.blue - 0.5) < 1e-9)
            #expect(middle.green == 0 && middle.alpha == 1)
            fixture.clock.advance(by: 0.25)
            #expect(node.$backgroundColor.presentation == .red)
            fixture.expectSettled()
        }

        @Test("custom steps follow their own curve", arguments: AnimationCurve.allCases)
        func customCurve(curve: AnimationCurve) {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([.custom(duration: 1, curve: curve) { $0.cornerRadius = 100 }])
            let reference = CubicTimingParameters(animationCurve: curve)
            for quarter in 1...3 {
                fixture.clock.advance(by: 0.25)
                let expected = 100 * reference.value(at: Double(quarter) / 4)
                #expect(abs(node.$cornerRadius.presentation - expected) < 1e-9)
            }
            fixture.clock.advance(by: 0.25)
            #expect(node.$cornerRadius.presentation == 100)
            fixture.expectSettled()
        }

        @Test("custom steps default to easeInOut")
        func customDefaultCurve() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([.custom(duration: 1) { $0.cornerRadius = 100 }])
            fixture.clock.advance(by: 0.25)
            let expected = 100 * CubicTimingParameters(animationCurve: .easeInOut).value(at: 0.25)
            #expect(abs(node.$cornerRadius.presentation - expected) < 1e-9)
            fixture.clock.advance(by: 0.75)
            fixture.expectSettled()
        }

        @Test("custom steps take any cubic timing parameters")
        func customTimingParameters() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let curve = CubicTimingParameters(
                controlPoint1: CGPoint(x: 0.1, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1))
            let animator = node.animate([
                .custom(duration: 0.5, timingParameters: curve) { $0.cornerRadius = 10 }
            ])
            #expect(animator.duration == 0.5)
            fixture.clock.advance(by: 0.125)
            #expect(abs(node.$cornerRadius.presentation - 10 * curve.value(at: 0.25)) < 1e-9)
            fixture.clock.advance(by: 0.375)
            #expect(node.$cornerRadius.presentation == 10)
            fixture.expectSettled()
        }

        @Test("a custom step sets several properties, each with its own track")
        func customSeveralProperties() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([
                .custom(duration: 0.5, curve: .linear) {
                    $0.alpha = 0
                    $0.cornerRadius = 8
                    $0.center.x += 40
                }
            ])
            #expect(node.$alpha.isAnimating && node.$cornerRadius.isAnimating)
            #expect(node.$center.isAnimating && !node.$bounds.isAnimating)
            fixture.clock.advance(by: 0.25)
            #expect(abs(node.$alpha.presentation - 0.25) < 1e-12)
            #expect(abs(node.$cornerRadius.presentation - 4) < 1e-12)
            #expect(abs(node.$center.presentation.x - 80) < 1e-12)
            fixture.clock.advance(by: 0.25)
            #expect(node.presentation.center == CGPoint(x: 100, y: 45))
            #expect(node.presentation.alpha == 0 && node.presentation.cornerRadius == 8)
            fixture.expectSettled()
        }

        @Test("a second set of one property in the same step replaces its target")
        func customSetsTwice() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.animate([
                .custom(duration: 0.5, curve: .linear) {
                    $0.cornerRadius = 50
                    $0.cornerRadius = 20
                }
            ])
            #expect(node.cornerRadius == 20)
            fixture.clock.advance(by: 0.25)
            #expect(abs(node.$cornerRadius.presentation - 10) < 1e-12)
            fixture.clock.advance(by: 0.25)
            #expect(node.$cornerRadius.presentation == 20)
            fixture.expectSettled()
        }

        @Test("a user extension step runs like a built-in one")
        func userExtension() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.alpha = 1
            let animator = node.animate([.dim(), .dim(to: 0.1, duration: 0.2)])
            #expect(animator.duration == 0.5)
            #expect(node.alpha == 0.1)
            fixture.clock.advance(by: 0.15)
            let expected =
                1 + (0.4 - 1)
                * CubicTimingParameters(animationCurve: .easeOut).value(
                    at: 0.5)
            #expect(abs(node.$alpha.presentation - expected) < 1e-9)
            fixture.clock.advance(by: 0.15)
            #expect(node.$alpha.presentation == 0.4)
            fixture.clock.advance(by: 0.2)
            #expect(node.$alpha.presentation == 0.1)
            fixture.expectSettled()
        }

        @Test("a factory only makes a step: nothing runs until a timeline runs it")
        func factoryIsInert() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            var calls = 0
            let step = Animation.custom(duration: 1) {
                calls += 1
                $0.alpha = 0
            }
            let animator = PropertyAnimator(steps: [step, step], on: node)
            #expect(calls == 0)
            #expect(node.alpha == 0.5)
            animator.startAnimation()
            #expect(calls == 2)
            animator.stopAnimation(true)
            #expect(calls == 2)
            fixture.expectSettled()
        }
    }
}
