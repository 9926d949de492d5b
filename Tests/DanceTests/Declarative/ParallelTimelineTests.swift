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

    @Test("twelve properties on two nodes, each set by two steps, keep one track each")
    func manyPropertiesTwoSteps() {
        // Above eight properties a timeline finds a property's track through a table rather
        // than a scan: a second step's set must find the track its first step made, or a new
        // track would show that step's start value from the timeline's start.
        let fixture = DeclarativeFixture()
        let nodes = [0, 1].map { _ in Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        func set(_ v: Double) -> (Node) -> Void {
            { node in
                node.alpha = v / 4
                node.cornerRadius = 10 * v
                node.center = CGPoint(x: 100 * v, y: 100 * v)
                node.bounds = CGRect(x: 0, y: 0, width: 100 * v, height: 100 * v)
                node.backgroundColor = Color(red: v / 4, green: 0, blue: 0)
                node.transform = CGAffineTransform(translationX: 10 * v, y: 0)
            }
        }
        func step(_ v: Double) -> Animation {
            .parallel(nodes.map { .custom(duration: 1, curve: .linear, set(v)).on($0) })
        }
        let timeline = PropertyAnimator(steps: [step(1), step(3)])
        timeline.startAnimation()
        // Half-way through the first step: half-way from the initial values to set(1)'s.
        fixture.clock.advance(to: 0.5)
        for node in nodes {
            #expect(node.$alpha.presentation == 0.625)
            #expect(node.$cornerRadius.presentation == 5)
            #expect(node.$center.presentation == CGPoint(x: 52.5, y: 52.5))
            #expect(node.$bounds.presentation.size == CGSize(width: 55, height: 55))
            let color = Color(red: 0.125, green: 0, blue: 0, alpha: 0.5)
            #expect(node.$backgroundColor.presentation == color)
            #expect(abs(node.$transform.presentation.tx - 5) < 1e-12)
        }
        // Half-way through the second: half-way from set(1)'s values to set(3)'s, moving at
        // (set(3) − set(1)) per second.
        fixture.clock.advance(to: 1.5)
        for node in nodes {
            #expect(node.$alpha.presentation == 0.5)
            #expect(node.$cornerRadius.presentation == 20)
            #expect(node.$center.presentation == CGPoint(x: 200, y: 200))
            #expect(node.$bounds.presentation.size == CGSize(width: 200, height: 200))
            #expect(node.$backgroundColor.presentation == Color(red: 0.5, green: 0, blue: 0))
            #expect(abs(node.$transform.presentation.tx - 20) < 1e-12)
            #expect(abs(node.$alpha.velocity - 0.5) < 1e-12)
            #expect(abs(node.$cornerRadius.velocity - 20) < 1e-12)
            #expect(abs(node.$center.velocity.x - 200) < 1e-12)
        }
        fixture.clock.advance(to: 2)
        for node in nodes {
            #expect(node.$alpha.presentation == 0.75 && node.alpha == 0.75)
            #expect(node.$center.presentation == CGPoint(x: 300, y: 300))
        }
        #expect(timeline.state == .inactive)
        fixture.expectSettled()
    }

    @Test("steps placed out of start order run in start order, ties in declaration order")
    func placedOutOfOrder() {
        // A sequence inside a parallel group places its second step (at 1 s) before the
        // group's next child (at 0 s): the timeline sorts them, and records the earlier first.
        let fixture = DeclarativeFixture()
        let node = Node()
        var order: [String] = []
        let timeline = PropertyAnimator(
            inParallel: [
                .sequence([
                    .custom(duration: 1, curve: .linear) { _ in order.append("a") },
                    .custom(duration: 1, curve: .linear) {
                        order.append("b")
                        $0.cornerRadius = 30
                    },
                ]),
                .custom(duration: 1, curve: .linear) {
                    order.append("c")
                    $0.cornerRadius = 10
                },
                .custom(duration: 0.5, curve: .linear) { _ in order.append("d") },
            ], on: node)
        timeline.startAnimation()
        #expect(order == ["a", "c", "d", "b"])
        fixture.clock.advance(to: 0.5)
        #expect(node.$cornerRadius.presentation == 5)
        fixture.clock.advance(to: 1.5)
        #expect(node.$cornerRadius.presentation == 20)
        fixture.clock.advance(to: 2)
        #expect(node.cornerRadius == 30 && node.$cornerRadius.presentation == 30)
        fixture.expectSettled()
    }
}
