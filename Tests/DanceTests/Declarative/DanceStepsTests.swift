import Foundation
import Testing

@testable import Dance

/// `node.dance.animate([...])`: declarative steps as a tagged, chainable Dance animation.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct DanceStepsTests {
        private func makeNode() -> Node {
            let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            node.alpha = 0
            return node
        }

        private let article: [Animation] = [
            .fadeIn(duration: 0.3), .resize(to: CGSize(width: 200, height: 200), duration: 0.3),
        ]

        @Test(
            "dance.animate(steps) takes a new tag, waits for start(), and leaves the factory at the end"
        )
        func tagAndFactory() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let before = node.dance.tag
            var events: [String] = []
            node.dance.animate(article).addCompletion {
                events.append("\(fixture.stamp) completion \($0)")
            }
            let tag = node.dance.tag
            #expect(tag > before)
            #expect(node.dance.hasAnimation && node.dance.state == .inactive)
            #expect(DanceFactory.instance.activeAnimationCount == 1)
            #expect(DanceFactory.instance.animator(for: tag) === node.dance.animator)
            #expect(node.dance.animator?.duration == 0.6)
            #expect(!node.dance.isRunning && node.dance.animator?.state == .inactive)
            #expect(node.alpha == 0)
            fixture.clock.advance(by: 1)
            #expect(node.presentation.alpha == 0 && events.isEmpty)
            node.dance.start()
            #expect(node.dance.isRunning && node.alpha == 1)
            fixture.clock.advance(by: 0.3)
            #expect(node.presentation.alpha == 1)
            #expect(node.presentation.bounds.size == CGSize(width: 100, height: 100))
            fixture.clock.advance(by: 0.3)
            #expect(events == ["1.600 completion end"])
            #expect(!node.dance.hasAnimation && node.dance.tag == tag)
            #expect(node.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
            fixture.expectSettled()
        }

        @Test("dance.progress and setProgress scrub the whole sequence")
        func progressScrubs() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.dance.animate(article).start()
            fixture.clock.advance(by: 0.15)
            node.dance.setProgress(to: 0.5)
            #expect(!node.dance.isRunning && node.dance.progress == 0.5)
            #expect(node.presentation.alpha == 1)
            #expect(node.presentation.bounds.size == CGSize(width: 100, height: 100))
            node.dance.progress = 1
            #expect(node.presentation.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
            node.dance.setProgress(to: 0.25)
            #expect(node.presentation.bounds.size == CGSize(width: 100, height: 100))
            #expect(node.presentation.alpha > 0 && node.presentation.alpha < 1)
            node.dance.setProgress(to: 0)
            #expect(node.presentation.alpha == 0)
            var events: [String] = []
            node.dance.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
                .start()
            fixture.clock.advance(by: 0.6)
            #expect(events == ["0.750 completion end"])
            fixture.expectSettled()
        }

        @Test("setProgress on a sequence not yet started activates it paused")
        func setProgressBeforeStart() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.dance.animate(article).setProgress(to: 0.75)
            #expect(node.dance.animator?.state == .active && !node.dance.isRunning)
            #expect(node.presentation.alpha == 1)
            #expect(node.presentation.bounds.width > 100)
            node.dance.finish(at: .end)
            #expect(node.presentation.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
            fixture.expectSettled()
        }

        @Test(
            "dance.finish(at:) ends the sequence at once with exact values",
            arguments: AnimatingPosition.allCases)
        func finish(position: AnimatingPosition) {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            var events: [String] = []
            node.dance.animate(article).addCompletion {
                events.append("\(fixture.stamp) completion \($0)")
            }.start()
            fixture.clock.advance(by: 0.3)
            node.dance.finish(at: position)
            #expect(events == ["0.300 completion \(position)"])
            let expected: CGRect =
                position == .end
                ? CGRect(x: 0, y: 0, width: 200, height: 200)
                : CGRect(x: 0, y: 0, width: 100, height: 100)
            #expect(node.frame == expected && node.presentation.frame == expected)
            #expect(node.alpha == (position == .start ? 0 : 1))
            #expect(node.presentation.alpha == node.alpha)
            fixture.expectSettled()
        }

        @Test("dance.reverse() turns a running sequence around; it completes at the start")
        func reverse() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            var events: [String] = []
            node.dance.animate(article).addCompletion {
                events.append("\(fixture.stamp) completion \($0)")
            }.start()
            fixture.clock.advance(by: 0.45)
            node.dance.reverse()
            #expect(node.dance.isReversed)
            fixture.clock.advance(by: 0.15)
            #expect(node.presentation.alpha == 1)
            #expect(node.presentation.bounds.size == CGSize(width: 100, height: 100))
            fixture.clock.advance(by: 0.3)
            #expect(events == ["0.900 completion start"])
            #expect(node.alpha == 0 && node.frame.size == CGSize(width: 100, height: 100))
            fixture.expectSettled()
        }

        @Test("dance.animate(inParallel:stagger:) runs the steps at once as one animation")
        func inParallel() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.dance.animate(inParallel: article, stagger: 0.25).start()
            #expect(node.dance.animator?.duration == 0.55)
            fixture.clock.advance(by: 0.25)
            #expect(node.presentation.bounds.size == CGSize(width: 100, height: 100))
            fixture.clock.advance(by: 0.3)
            #expect(node.presentation.alpha == 1 && node.presentation.bounds.width == 200)
            #expect(!node.dance.hasAnimation)
            fixture.expectSettled()
        }

        @Test("animating again finishes the running sequence at .current first")
        func animateAgain() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            var events: [String] = []
            node.dance.animate(article).addCompletion {
                events.append("\(fixture.stamp) first \($0)")
            }.start()
            let firstTag = node.dance.tag
            fixture.clock.advance(by: 0.45)
            let shown = node.presentation
            node.dance.animate([.fadeOut(duration: 0.25)]).addCompletion {
                events.append("\(fixture.stamp) second \($0)")
            }
            #expect(events == ["0.450 first current"])
            #expect(node.dance.tag > firstTag)
            #expect(DanceFactory.instance.animator(for: firstTag) == nil)
            #expect(node.frame == shown.frame && node.presentation.frame == shown.frame)
            node.dance.start()
            fixture.clock.advance(by: 0.25)
            #expect(events == ["0.450 first current", "0.700 second end"])
            #expect(node.frame == shown.frame && node.alpha == 0)
            fixture.expectSettled()
        }

        @Test("a step error from dance.animate is reported without a tag; the animation still runs")
        func stepError() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let errors = captureErrors {
                node.dance.animate([.fadeIn(duration: -1), .scale(to: 2, duration: 0.25)]).start()
            }
            #expect(
                errors == [
                    .invalidArgument(tag: nil, operation: .makeStep, argument: .duration, value: -1)
                ])
            fixture.clock.advance(by: 1.0 / 60)
            #expect(node.presentation.alpha == 1)
            fixture.clock.advance(to: 0.25)
            #expect(node.presentation.transform == CGAffineTransform(scaleX: 2, y: 2))
            fixture.expectSettled()
        }

        @Test("calls after the sequence ended report noAnimation with the node's tag")
        func noAnimationAfterEnd() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            node.dance.animate([.fadeIn(duration: 0.25)]).start()
            fixture.clock.advance(by: 0.25)
            let tag = node.dance.tag
            let errors = captureErrors { node.dance.setProgress(to: 0.5) }
            #expect(errors == [.noAnimation(tag: tag)])
            fixture.expectSettled()
        }
    }
}
