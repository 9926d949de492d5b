import Foundation
import Testing

@testable import Dance

/// Parallel groups: steps at once, optionally staggered, on one timeline.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct ParallelTimelineTests {
        @Test("the article's parallel animation: fade and resize move together, both done at 0.3 s")
        func articleParallel() {
            let fixture = DeclarativeFixture()
            let view = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.alpha = 0
            var events: [String] = []
            let timeline = view.animate(inParallel: [
                .fadeIn(duration: 0.3),
                .resize(to: CGSize(width: 200, height: 200), duration: 0.3),
            ])
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            #expect(timeline.duration == 0.3)
            let curve = CubicTimingParameters(animationCurve: .easeInOut)
            for frame in 1..<18 {
                fixture.clock.advance(to: Double(frame) / 60)
                let eased = curve.value(at: fixture.clock.now / 0.3)
                #expect(abs(view.$alpha.presentation - eased) < 1e-9)
                #expect(abs(view.$bounds.presentation.width - (100 + 100 * eased)) < 1e-9)
            }
            fixture.clock.advance(to: 0.3)
            #expect(view.$alpha.presentation == 1)
            #expect(view.presentation.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
            #expect(events == ["0.300 completion end"])
            fixture.expectSettled()
        }

        @Test("a group lasts as long as its longest step; shorter ones hold their end value")
        func longestStep() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let timeline = node.animate(inParallel: [
                .fadeOut(duration: 0.25),
                .custom(duration: 1, curve: .linear) { $0.cornerRadius = 8 },
            ])
            #expect(timeline.duration == 1)
            fixture.clock.advance(to: 0.25)
            #expect(node.presentation.alpha == 0)
            #expect(abs(node.presentation.cornerRadius - 2) < 1e-12)
            fixture.clock.advance(to: 0.5)
            #expect(node.presentation.alpha == 0)
            #expect(abs(node.presentation.cornerRadius - 4) < 1e-12)
            fixture.clock.advance(to: 1)
            #expect(node.presentation.cornerRadius == 8)
            fixture.expectSettled()
        }

        @Test("a stagger starts step k at k × stagger; later steps hold their start values")
        func stagger() {
            let fixture = DeclarativeFixture()
            let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let timeline = node.animate(
                inParallel: [
                    .fadeOut(duration: 0.25),
                    .move(to: CGPoint(x: 100, y: 100), duration: 0.25),
                    .custom(duration: 0.25) { $0.cornerRadius = 5 },
                ], stagger: 0.25)
            #expect(timeline.duration == 0.75)
            #expect(node.$center.isAnimating && node.$cornerRadius.isAnimating)
            fixture.clock.advance(to: 0.125)
            #expect(node.presentation.alpha < 1)
            #expect(node.presentation.center == CGPoint(x: 5, y: 5))
            fixture.clock.advance(to: 0.25)
            #expect(node.presentation.alpha == 0)
            #expect(node.presentation.center == CGPoint(x: 5, y: 5))
            fixture.clock.advance(to: 0.375)
            #expect(node.presentation.center.x > 5 && node.presentation.cornerRadius == 0)
            fixture.clock.advance(to: 0.5)
            #expect(node.presentation.center == CGPoint(x: 100, y: 100))
            #expect(node.presentation.cornerRadius == 0)
            fixture.clock.advance(to: 0.75)
            #expect(node.presentation.cornerRadius == 5)
            fixture.expectSettled()
        }

        @Test("a staggered group overlaps its steps when the stagger is shorter than a step")
        func overlappingStagger() {
            let fixture = DeclarativeFixture()
            let node = Node()
            node.animate(
                inParallel: [
                    .custom(duration: 0.5, curve: .linear) { $0.alpha = 0 },
                    .custom(duration: 0.5, curve: .linear) { $0.cornerRadius = 10 },
                ], stagger: 0.25)
            fixture.clock.advance(to: 0.5)
            #expect(node.presentation.alpha == 0)
            #expect(abs(node.presentation.cornerRadius - 5) < 1e-12)
            fixture.clock.advance(to: 0.75)
            #expect(node.presentation.cornerRadius == 10)
            fixture.expectSettled()
        }

        @Test("parallel steps in a sequence: the group ends before the next step starts")
        func groupInSequence() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let timeline = node.animate([
                .parallel([.fadeOut(duration: 0.25), .scale(to: 2, duration: 0.5)]),
                .custom(duration: 0.5, curve: .linear) { $0.cornerRadius = 10 },
            ])
            #expect(timeline.duration == 1)
            fixture.clock.advance(to: 0.5)
            #expect(node.presentation.transform == CGAffineTransform(scaleX: 2, y: 2))
            #expect(node.presentation.cornerRadius == 0)
            fixture.clock.advance(to: 0.75)
            #expect(abs(node.presentation.cornerRadius - 5) < 1e-12)
            fixture.clock.advance(to: 1)
            fixture.expectSettled()
        }
    }
}

extension DeclarativeTests.ParallelTimelineTests {
    @Test("a step taking over a property mid-way in a group starts from the value shown then")
    func overlapTakesOverWithoutJump() {
        let fixture = DeclarativeFixture()
        let node = Node()
        let timeline = PropertyAnimator(
            inParallel: [
                .custom(duration: 1, curve: .linear) { $0.cornerRadius = 100 },
                .custom(duration: 0.5, curve: .linear) { $0.cornerRadius = 10 }.delayed(by: 0.25),
            ], on: node)
        timeline.fractionComplete = 0.25.nextDown
        let before = node.presentation.cornerRadius
        timeline.fractionComplete = 0.25
        #expect(abs(node.presentation.cornerRadius - 25) < 1e-12)
        #expect(abs(node.presentation.cornerRadius - before) < 1e-9)
        timeline.fractionComplete = 0.5
        #expect(abs(node.presentation.cornerRadius - 17.5) < 1e-12)
        timeline.fractionComplete = 0.75
        #expect(node.presentation.cornerRadius == 10)
        timeline.fractionComplete = 1
        #expect(node.presentation.cornerRadius == 10 && node.cornerRadius == 10)
        timeline.stopAnimation(true)
        fixture.expectSettled()
    }

    @Test("two steps on one property starting together: the later one wins from the shared start")
    func sameStartSameProperty() {
        let fixture = DeclarativeFixture()
        let node = Node()
        node.animate(inParallel: [
            .custom(duration: 0.5, curve: .linear) { $0.cornerRadius = 100 },
            .custom(duration: 0.5, curve: .linear) { $0.cornerRadius = 10 },
        ])
        fixture.clock.advance(to: 0.25)
        #expect(abs(node.presentation.cornerRadius - 5) < 1e-12)
        fixture.clock.advance(to: 0.5)
        #expect(node.presentation.cornerRadius == 10 && node.cornerRadius == 10)
        fixture.expectSettled()
    }
}
