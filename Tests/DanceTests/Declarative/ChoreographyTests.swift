import Foundation
import Testing

@testable import Dance

/// Steps on several nodes coordinated into one timeline (the article's part two).
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct ChoreographyTests {
        @Test("part two: the label fades in and moves up, then the button fades in")
        func labelThenButton() {
            let fixture = DeclarativeFixture()
            let label = Node(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
            let button = Node(frame: CGRect(x: 0, y: 200, width: 100, height: 40))
            label.alpha = 0
            button.alpha = 0
            var events: [String] = []
            let timeline = label.animate([
                .fadeIn(), .move(byX: 0, y: -50), .fadeIn().on(button),
            ])
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            #expect(timeline.duration == 0.3 + 0.3 + 0.3)
            #expect(button.alpha == 1 && button.$alpha.isAnimating)
            for frame in 1...36 {
                fixture.clock.advance(to: Double(frame) / 60)
                #expect(button.presentation.alpha == 0)
            }
            #expect(label.presentation.alpha == 1)
            #expect(label.presentation.center == CGPoint(x: 50, y: 60))
            fixture.clock.advance(to: 0.75)
            #expect(button.presentation.alpha > 0 && button.presentation.alpha < 1)
            #expect(label.presentation.center == CGPoint(x: 50, y: 60))
            fixture.clock.advance(to: 0.9)
            #expect(button.presentation.alpha == 1)
            #expect(events == ["0.900 completion end"])
            #expect(!button.$alpha.isAnimating && !label.$center.isAnimating)
            fixture.expectSettled()
        }

        @Test(
            "a timeline without a default node runs only targeted steps, keeping the others' time")
        func noDefaultNode() {
            let fixture = DeclarativeFixture()
            let first = Node()
            let second = Node()
            var untargetedRuns = 0
            let timeline = PropertyAnimator(steps: [
                .fadeOut(duration: 0.25).on(first),
                .custom(duration: 0.5) { _ in untargetedRuns += 1 },
                .fadeOut(duration: 0.25).on(second),
            ])
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            #expect(timeline.duration == 1)
            timeline.startAnimation()
            #expect(untargetedRuns == 0)
            fixture.clock.advance(to: 0.25)
            #expect(first.presentation.alpha == 0 && second.presentation.alpha == 1)
            fixture.clock.advance(to: 0.75)
            #expect(second.presentation.alpha == 1)
            fixture.clock.advance(to: 1)
            #expect(second.presentation.alpha == 0)
            #expect(events == ["1.000 completion end"])
            fixture.expectSettled()
        }

        @Test("staggered cards: one parallel group over three nodes")
        func staggeredCards() {
            let fixture = DeclarativeFixture()
            let cards = (0..<3).map { _ in Node() }
            for card in cards { card.alpha = 0 }
            let timeline = PropertyAnimator(
                inParallel: cards.map { Animation.fadeIn(duration: 0.5).on($0) }, stagger: 0.25)
            #expect(timeline.duration == 1)
            timeline.startAnimation()
            fixture.clock.advance(to: 0.25)
            #expect(cards.map(\.presentation.alpha)[1...] == [0, 0])
            fixture.clock.advance(to: 0.5)
            #expect(cards[0].presentation.alpha == 1 && cards[2].presentation.alpha == 0)
            fixture.clock.advance(to: 0.75)
            #expect(cards[1].presentation.alpha == 1 && cards[2].presentation.alpha > 0)
            fixture.clock.advance(to: 1)
            #expect(cards.map(\.presentation.alpha) == [1, 1, 1])
            fixture.expectSettled()
        }

        @Test("a parallel group of per-node sequences runs each node's steps in order")
        func parallelOfSequences() {
            let fixture = DeclarativeFixture()
            let left = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let right = Node(frame: CGRect(x: 100, y: 0, width: 10, height: 10))
            left.animate(inParallel: [
                .sequence([
                    .move(to: CGPoint(x: 5, y: 50), duration: 0.5), .fadeOut(duration: 0.5),
                ]),
                .sequence([
                    .fadeOut(duration: 0.25), .move(to: CGPoint(x: 105, y: 50), duration: 0.25),
                ]).on(right),
            ])
            fixture.clock.advance(to: 0.25)
            #expect(right.presentation.alpha == 0)
            #expect(right.presentation.center == CGPoint(x: 105, y: 5))
            #expect(left.presentation.alpha == 1)
            fixture.clock.advance(to: 0.5)
            #expect(right.presentation.center == CGPoint(x: 105, y: 50))
            #expect(left.presentation.center == CGPoint(x: 5, y: 50))
            #expect(left.presentation.alpha == 1)
            fixture.clock.advance(to: 1)
            #expect(left.presentation.alpha == 0)
            fixture.expectSettled()
        }

        @Test("a sequence of parallel groups hands over from one pair of nodes to the next")
        func sequenceOfParallels() {
            let fixture = DeclarativeFixture()
            let nodes = (0..<4).map { _ in Node() }
            let timeline = PropertyAnimator(steps: [
                .parallel([
                    .fadeOut(duration: 0.5).on(nodes[0]), .fadeOut(duration: 0.25).on(nodes[1]),
                ]),
                .wait(0.25),
                .parallel([
                    .fadeOut(duration: 0.25).on(nodes[2]), .fadeOut(duration: 0.5).on(nodes[3]),
                ]),
            ])
            #expect(timeline.duration == 1.25)
            timeline.startAnimation()
            fixture.clock.advance(to: 0.5)
            #expect(nodes.map(\.presentation.alpha) == [0, 0, 1, 1])
            fixture.clock.advance(to: 0.75)
            #expect(nodes.map(\.presentation.alpha) == [0, 0, 1, 1])
            fixture.clock.advance(to: 1)
            #expect(nodes.map(\.presentation.alpha)[..<3] == [0, 0, 0])
            #expect(nodes[3].presentation.alpha > 0)
            fixture.clock.advance(to: 1.25)
            #expect(nodes.map(\.presentation.alpha) == [0, 0, 0, 0])
            fixture.expectSettled()
        }

        @Test("a step on another node starts from what earlier steps left on that node")
        func crossNodeContinuity() {
            let fixture = DeclarativeFixture()
            let main = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let other = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            main.animate([
                .move(byX: 10, y: 0, duration: 0.25).on(other),
                .move(byX: 10, y: 0, duration: 0.25),
                .move(byX: 10, y: 0, duration: 0.25).on(other),
            ])
            #expect(main.center == CGPoint(x: 15, y: 5))
            #expect(other.center == CGPoint(x: 25, y: 5))
            fixture.clock.advance(to: 0.5)
            #expect(other.presentation.center == CGPoint(x: 15, y: 5))
            #expect(main.presentation.center == CGPoint(x: 15, y: 5))
            fixture.clock.advance(to: 0.75)
            #expect(other.presentation.center == CGPoint(x: 25, y: 5))
            fixture.expectSettled()
        }

        @Test("finishing a choreography at the start restores every node")
        func finishRestoresEveryNode() {
            let fixture = DeclarativeFixture()
            let first = Node()
            let second = Node()
            let timeline = PropertyAnimator(steps: [
                .fadeOut(duration: 0.5).on(first), .fadeOut(duration: 0.5).on(second),
            ])
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(to: 0.75)
            timeline.stopAnimation(false)
            #expect(first.alpha == 0 && second.alpha == second.presentation.alpha)
            timeline.finishAnimation(at: .start)
            #expect(events == ["0.750 completion start"])
            #expect(first.alpha == 1 && first.presentation.alpha == 1)
            #expect(second.alpha == 1 && second.presentation.alpha == 1)
            fixture.expectSettled()
        }
    }
}
