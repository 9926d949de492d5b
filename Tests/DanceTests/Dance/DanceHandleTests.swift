import Foundation
import Testing

@testable import Dance

/// A `Dancing` class that is not a `Node`, with a property of its own.
@MainActor
private final class Sprite: Dancing {
    @Animated var position = CGPoint.zero
    @Animated var opacity = 1.0
}

/// A `Node` subclass: the `animate` closure receives it typed as itself.
@MainActor
private final class Ball: Node {
    @Animated var radius: CGFloat = 1
}

@MainActor @Suite(.serialized) struct DanceHandleTests {
    @Test("dance returns the same handle object every time, holding the node weakly")
    func sameHandle() {
        let fixture = DanceFixture()
        let node = Node()
        let handle = node.dance
        #expect(node.dance === handle)
        #expect(handle.base === node)
        handle.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
        #expect(node.dance === handle)
        #expect(handle.animate(duration: 1, curve: .linear) { _ in } === handle)
        handle.finish(at: .end)
        #expect(node.dance === handle)
        fixture.expectClean()
    }

    @Test("the handle takes a tag when created, so a node that never animated reaches nothing")
    func handleTagAtCreation() {
        let fixture = DanceFixture()
        let first = Node()
        first.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }.start()
        let tag = first.dance.tag
        let second = Node()
        #expect(second.dance.tag > tag)
        fixture.clock.advance(by: 1)
        let before = DanceObservation(first)
        let errors = captureErrors {
            second.dance.pause()
            second.dance.finish(at: .end)
            second.dance.setProgress(to: 0)
            second.dance.reverse()
        }
        #expect(errors == Array(repeating: .noAnimation(tag: second.dance.tag), count: 4))
        #expect(DanceObservation(first) == before)
        #expect(first.dance.isRunning)
        first.dance.finish(at: .end)
        fixture.expectClean()
    }

    @Test("tags are unique, increasing and never reused, across nodes and re-animations")
    func tagsIncrease() {
        let fixture = DanceFixture()
        let nodes = (0..<5).map { _ in Node() }
        var tags = nodes.map { $0.dance.tag }
        for round in 0..<3 {
            for node in nodes {
                node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0.5 }
                if round == 1 { node.dance.start() }
                tags.append(node.dance.tag)
            }
            fixture.clock.advance(by: 0.5)
        }
        #expect(tags == tags.sorted())
        #expect(Set(tags).count == tags.count)
        for tag in tags.dropLast(nodes.count) {
            #expect(DanceFactory.instance.animator(for: tag) == nil)
        }
        #expect(DanceFactory.instance.activeAnimationCount == nodes.count)
        for node in nodes { node.dance.finish(at: .end) }
        let next = Node()
        #expect(next.dance.tag > tags.max() ?? 0)
        fixture.expectClean()
    }

    @Test("the animate closure receives the node typed as its own class")
    func typedBase() {
        let fixture = DanceFixture()
        let ball = Ball()
        ball.dance.animate(duration: 1, curve: .linear) { $0.radius = 11 }.start()
        fixture.clock.advance(by: 0.5)
        #expect(isClose(ball.$radius.presentation, 6))
        let sprite = Sprite()
        sprite.dance.animate(duration: 1, curve: .linear) {
            $0.position = CGPoint(x: 10, y: 20)
            $0.opacity = 0
        }.start()
        fixture.clock.advance(by: 0.5)
        #expect(ball.$radius.presentation == 11)
        #expect(isClose(sprite.$position.presentation, CGPoint(x: 5, y: 10)))
        #expect(isClose(sprite.$opacity.presentation, 0.5))
        fixture.clock.advance(by: 0.5)
        #expect(!sprite.dance.hasAnimation)
        fixture.expectClean()
    }

    @Test("a node seen through its superclass shares the tag and the animation")
    func superclassView() {
        let fixture = DanceFixture()
        let ball = Ball()
        let node: Node = ball
        ball.dance.animate(duration: 1, curve: .linear) { $0.radius = 3 }
        #expect(node.dance.tag == ball.dance.tag)
        #expect(node.dance === node.dance)
        #expect(ball.dance === ball.dance)
        #expect(node.dance.hasAnimation)
        node.dance.start()
        #expect(ball.dance.isRunning)
        node.dance.finish(at: .end)
        #expect(!ball.dance.hasAnimation)
        #expect(ball.radius == 3)
        fixture.expectClean()
    }

    @Test("an animation's end lets it go: nothing keeps an ended animator, however it ended")
    func endedAnimationReleased() {
        let fixture = DanceFixture()
        let node = Node()
        let asNode: Node = node
        weak var completed: PropertyAnimator?
        weak var replaced: PropertyAnimator?
        weak var finished: PropertyAnimator?
        do {
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
            completed = node.dance.animator
            #expect(DanceFactory.instance.activeAnimationCount == 1)
        }
        fixture.clock.advance(by: 1)
        #expect(completed == nil)  // nothing but the handle held it: it is gone
        #expect(!node.dance.hasAnimation && DanceFactory.instance.activeAnimationCount == 0)
        do {
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 1 }
            replaced = node.dance.animator
            // A second static type's handle now shares the animation through a group.
            #expect(asNode.dance.animator === replaced)
            asNode.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0.5 }
            finished = node.dance.animator
            #expect(finished !== replaced && asNode.dance.animator === finished)
        }
        #expect(replaced == nil)  // finished at .current by the second animate
        node.dance.finish(at: .end)
        #expect(finished == nil)
        #expect(node.alpha == 0.5 && !asNode.dance.hasAnimation)
        fixture.expectClean()
    }

    @Test("every chainable method returns the same handle")
    func chainableReturnsSelf() {
        let fixture = DanceFixture()
        let node = Node()
        let handle = node.dance
        let returned = [
            handle.animate(duration: 1, curve: .linear) { $0.alpha = 0 },
            handle.animate(duration: 1, timingParameters: CubicTimingParameters()) { _ in },
            handle.animate(
                duration: 1, controlPoint1: CGPoint(x: 0.2, y: 0),
                controlPoint2: CGPoint(x: 0.8, y: 1)
            ) { _ in },
            handle.animate(duration: 1, dampingRatio: 0.7) { $0.alpha = 0 },
            handle.addCompletion { _ in },
            handle.start(),
            handle.pause(),
            handle.start(after: 0.5),
            handle.pause(after: 0.1),
            handle.setProgress(to: 0.5),
            handle.reverse(),
            handle.finish(at: .start),
        ]
        #expect(returned.allSatisfy { $0 === handle })
        fixture.expectClean()
    }

    @Test("animate on the handle of a released node reports it and creates nothing")
    func animateReleasedNode() {
        let fixture = DanceFixture()
        var node: Node? = Node()
        let handle = node?.dance
        let tag = handle?.tag
        node = nil
        var ran = false
        let errors = captureErrors {
            handle?.animate(duration: 1, curve: .linear) { _ in ran = true }.start()
        }
        #expect(handle?.base == nil)
        #expect(!ran)
        #expect(DanceFactory.instance.activeAnimationCount == 0)
        #expect(
            errors.first
                == .wrongState(tag: tag, operation: .animate, reason: .nodeReleased))
        #expect(
            errors.first?.description
                == "** Dance Error: dance.animate is not allowed on the animation with dance.tag = "
                + "\(tag ?? -1) because it is for a node that no longer exists; keep a strong "
                + "reference to the node while it animates. Nothing was changed. **")
        fixture.expectClean()
    }
}
