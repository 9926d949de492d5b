import Foundation
import Testing

@testable import Dance

/// Sequences: one step after another on one timeline, each starting where the last left off.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct SequenceTimelineTests {
        @Test(
            "the article's sequence: alpha is 1 at 0.3 s, the size moves only after, 200×200 at 0.6 s"
        )
        func articleSequence() {
            let fixture = DeclarativeFixture()
            let view = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.alpha = 0
            var events: [String] = []
            let timeline = view.animate([
                .fadeIn(duration: 0.3),
                .resize(to: CGSize(width: 200, height: 200), duration: 0.3),
            ])
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            #expect(timeline.duration == 0.6)
            #expect(timeline.state == .active && timeline.isRunning)
            #expect(view.alpha == 1)
            #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
            let small = CGSize(width: 100, height: 100)
            for frame in 1..<18 {
                fixture.clock.advance(to: Double(frame) / 60)
                #expect(view.$alpha.presentation > 0 && view.$alpha.presentation < 1)
                #expect(view.$bounds.presentation.size == small)
                #expect(view.$center.presentation == CGPoint(x: 50, y: 50))
            }
            fixture.clock.advance(to: 0.3)
            #expect(view.$alpha.presentation == 1)
            #expect(view.presentation.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
            for frame in 19..<36 {
                fixture.clock.advance(to: Double(frame) / 60)
                #expect(view.$alpha.presentation == 1)
                let size = view.$bounds.presentation.size
                #expect(size.width > 100 && size.width < 200 && size.width == size.height)
                let frameNow = view.presentation.frame
                #expect(abs(frameNow.minX) < 1e-9 && abs(frameNow.minY) < 1e-9)
            }
            #expect(events.isEmpty)
            fixture.clock.advance(to: 0.6)
            #expect(events == ["0.600 completion end"])
            #expect(view.presentation.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
            #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
            #expect(view.alpha == 1 && view.$alpha.presentation == 1)
            #expect(!view.$alpha.isAnimating && !view.$bounds.isAnimating)
            #expect(timeline.state == .inactive)
            fixture.clock.advance(by: 1)
            #expect(events.count == 1)
            fixture.expectSettled()
        }

        @Test("mid-step values follow the step's own curve over the step's own time")
        func midStepValues() {
            let fixture = DeclarativeFixture()
            let view = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.alpha = 0
            view.animate([
                .fadeIn(duration: 0.3),
                .resize(to: CGSize(width: 200, height: 200), duration: 0.3),
            ])
            let curve = CubicTimingParameters(animationCurve: .easeInOut)
            fixture.clock.advance(to: 0.15)
            #expect(abs(view.$alpha.presentation - curve.value(at: 0.5)) < 1e-9)
            fixture.clock.advance(to: 0.4)
            let expected = 100 + 100 * curve.value(at: 0.1 / 0.3)
            #expect(abs(view.$bounds.presentation.width - expected) < 1e-9)
            fixture.clock.advance(to: 0.6)
            fixture.expectSettled()
        }

        @Test("all model values take their final values when the sequence starts")
        func modelValuesAtStart() {
            let fixture = DeclarativeFixture()
            let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            node.animate([
                .fadeOut(duration: 0.25), .move(to: CGPoint(x: 10, y: 20), duration: 0.25),
                .scale(to: 3, duration: 0.25), .backgroundColor(to: .red, duration: 0.25),
            ])
            #expect(node.alpha == 0)
            #expect(node.center == CGPoint(x: 10, y: 20))
            #expect(node.transform == CGAffineTransform(scaleX: 3, y: 3))
            #expect(node.backgroundColor == .red)
            #expect(node.presentation.alpha == 1 && node.presentation.backgroundColor == .clear)
            #expect(node.$alpha.isAnimating && node.$backgroundColor.isAnimating)
            fixture.clock.advance(by: 1)
            fixture.expectSettled()
        }

        @Test("a resize after a move sees the moved node: the frame origin after the move is kept")
        func resizeAfterMove() {
            let fixture = DeclarativeFixture()
            let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            node.animate([
                .custom(duration: 0.5, curve: .linear) { $0.center = CGPoint(x: 200, y: 200) },
                .resize(to: CGSize(width: 50, height: 50), duration: 0.5),
            ])
            #expect(node.frame == CGRect(x: 150, y: 150, width: 50, height: 50))
            fixture.clock.advance(to: 0.25)
            #expect(abs(node.$center.presentation.x - 125) < 1e-12)
            #expect(node.$bounds.presentation.size == CGSize(width: 100, height: 100))
            fixture.clock.advance(to: 0.5)
            #expect(node.presentation.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
            fixture.clock.advance(to: 0.75)
            let middle = node.presentation.frame
            #expect(abs(middle.minX - 150) < 1e-9 && abs(middle.minY - 150) < 1e-9)
            fixture.clock.advance(to: 1)
            #expect(node.presentation.frame == CGRect(x: 150, y: 150, width: 50, height: 50))
            #expect(node.center == CGPoint(x: 175, y: 175))
            fixture.expectSettled()
        }

        @Test("a relative step reads the value the earlier steps left")
        func relativeSteps() {
            let fixture = DeclarativeFixture()
            let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            node.animate([
                .move(byX: 100, y: 0, duration: 0.25), .move(byX: 0, y: 50, duration: 0.25),
                .move(byX: -20, y: -20, duration: 0.25),
            ])
            #expect(node.center == CGPoint(x: 85, y: 35))
            fixture.clock.advance(to: 0.25)
            #expect(node.$center.presentation == CGPoint(x: 105, y: 5))
            fixture.clock.advance(to: 0.5)
            #expect(node.$center.presentation == CGPoint(x: 105, y: 55))
            fixture.clock.advance(to: 0.75)
            #expect(node.$center.presentation == CGPoint(x: 85, y: 35))
            fixture.expectSettled()
        }

        @Test("one property animated by several steps goes through each value in turn")
        func samePropertyTwice() {
            let fixture = DeclarativeFixture()
            let node = Node()
            node.animate([
                .custom(duration: 0.5, curve: .linear) { $0.alpha = 0 },
                .wait(0.25),
                .custom(duration: 0.5, curve: .linear) { $0.alpha = 0.5 },
                .dim(to: 0.25, duration: 0.25),
            ])
            #expect(node.alpha == 0.25)
            fixture.clock.advance(to: 0.25)
            #expect(abs(node.$alpha.presentation - 0.5) < 1e-12)
            fixture.clock.advance(to: 0.5)
            #expect(node.$alpha.presentation == 0)
            fixture.clock.advance(to: 0.75)
            #expect(node.$alpha.presentation == 0)
            fixture.clock.advance(to: 1)
            #expect(abs(node.$alpha.presentation - 0.25) < 1e-12)
            fixture.clock.advance(to: 1.25)
            #expect(node.$alpha.presentation == 0.5)
            fixture.clock.advance(to: 1.5)
            #expect(node.$alpha.presentation == 0.25)
            fixture.expectSettled()
        }

        @Test("a wait holds every value, and a leading wait delays the first step")
        func waitHoldsValues() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let timeline = node.animate([
                .wait(0.5), .fadeOut(duration: 0.25), .wait(0.5),
                .custom(duration: 0.25) { $0.cornerRadius = 4 },
            ])
            #expect(timeline.duration == 1.5)
            for frame in 1...30 {
                fixture.clock.advance(to: Double(frame) / 60)
                #expect(node.presentation.alpha == 1)
            }
            fixture.clock.advance(to: 0.75)
            for frame in 46...75 {
                fixture.clock.advance(to: Double(frame) / 60)
                #expect(node.presentation.alpha == 0 && node.presentation.cornerRadius == 0)
            }
            fixture.clock.advance(to: 1.5)
            #expect(node.presentation.cornerRadius == 4)
            fixture.expectSettled()
        }

        @Test("a step that sets nothing takes its time and changes nothing")
        func emptyBodyStep() {
            let fixture = DeclarativeFixture()
            let node = Node()
            var events: [String] = []
            let timeline = node.animate([.custom(duration: 0.5) { _ in }, .fadeOut(duration: 0.5)])
            timeline.addCompletion { events.append("\(fixture.stamp) \($0)") }
            fixture.clock.advance(to: 0.5)
            #expect(node.presentation.alpha == 1)
            fixture.clock.advance(to: 1)
            #expect(events == ["1.000 end"])
            fixture.expectSettled()
        }
    }
}
