import Foundation
import Testing

@testable import Dance

/// Labels: named positions on a declarative timeline, to seek to or run to.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct AnimationLabelsTests {
        /// 2 s: alpha 0 → 1 in 0.5 s, label "shown" at 0.5 s, a 1 s move, label "moved" at
        /// 1.5 s, 0.5 s of corner rounding, label "end" at 2 s.
        private func makeTimeline(on node: Node) -> PropertyAnimator {
            PropertyAnimator(
                steps: [
                    .label("start"),
                    .custom(duration: 0.5, curve: .linear) { $0.alpha = 1 },
                    .label("shown"),
                    .keyframes(\.center, [.linear(CGPoint(x: 110, y: 10), duration: 1)]),
                    .label("moved"),
                    .custom(duration: 0.5, curve: .linear) { $0.cornerRadius = 8 },
                    .label("end"),
                ], on: node)
        }

        private func makeNode() -> Node {
            let node = Node(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            node.alpha = 0
            return node
        }

        @Test(
            "labels sit at their times as fractions of the timeline",
            arguments: [("start", 0.0), ("shown", 0.25), ("moved", 0.75), ("end", 1)])
        func positions(name: String, fraction: Double) {
            let fixture = DeclarativeFixture()
            let animator = makeTimeline(on: makeNode())
            #expect(animator.fraction(ofLabel: name) == fraction)
            #expect(animator.fraction(ofLabel: "elsewhere") == nil)
            #expect(animator.duration == 2)
            fixture.expectSettled()
        }

        @Test("seeking to a label shows the timeline there, paused")
        func seek() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = makeTimeline(on: node)
            animator.seek(toLabel: "moved")
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 0.75)
            #expect(node.presentation.alpha == 1)
            #expect(node.presentation.center == CGPoint(x: 110, y: 10))
            #expect(node.presentation.cornerRadius == 0)
            animator.seek(toLabel: "shown")
            #expect(node.presentation.center == CGPoint(x: 10, y: 10))
            animator.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("running to a label runs at the normal rate and pauses exactly there")
        func runForward() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = makeTimeline(on: node)
            var ended = false
            animator.addCompletion { _ in ended = true }
            animator.run(toLabel: "moved")
            fixture.clock.advance(to: 1)
            #expect(animator.isRunning)
            #expect(abs(node.presentation.center.x - 60) <= 1e-9)
            fixture.clock.advance(to: 3)
            #expect(animator.state == .active && !animator.isRunning && !ended)
            #expect(abs(animator.fractionComplete - 0.75) <= 1e-12)
            #expect(node.presentation.center == CGPoint(x: 110, y: 10))
            #expect(node.presentation.cornerRadius == 0)
            animator.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("running to a label behind the position runs reversed and pauses there")
        func runBackward() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = makeTimeline(on: node)
            animator.fractionComplete = 0.9
            animator.run(toLabel: "shown")
            #expect(animator.isReversed && animator.isRunning)
            fixture.clock.advance(to: 0.5)
            #expect(abs(animator.fractionComplete - 0.65) <= 1e-12)
            fixture.clock.advance(to: 5)
            #expect(!animator.isRunning)
            #expect(abs(animator.fractionComplete - 0.25) <= 1e-12)
            #expect(node.presentation.center == CGPoint(x: 10, y: 10))
            #expect(node.presentation.alpha == 1)
            animator.run(toLabel: "moved")
            #expect(!animator.isReversed)
            fixture.clock.advance(to: 6)
            #expect(abs(animator.fractionComplete - 0.75) <= 1e-12)
            animator.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("running to a label while running redirects; at the label it just pauses")
        func runWhileRunning() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = makeTimeline(on: node)
            animator.startAnimation()
            fixture.clock.advance(to: 1.8)
            animator.run(toLabel: "moved")
            #expect(animator.isReversed)
            fixture.clock.advance(to: 3)
            #expect(abs(animator.fractionComplete - 0.75) <= 1e-12)
            animator.run(toLabel: "moved")
            #expect(!animator.isRunning)
            animator.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("a label at the end pauses there like any label: no completion runs")
        func runToTheEnd() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = makeTimeline(on: node)
            var ends: [AnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.run(toLabel: "end")
            fixture.clock.advance(to: 2.5)
            #expect(ends.isEmpty)
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(animator.fractionComplete == 1)
            #expect(node.$cornerRadius.presentation == 8)
            animator.startAnimation()
            fixture.clock.advance(to: 2.6)
            #expect(ends == [.end])
            #expect(animator.fraction(ofLabel: "end") == nil)
            fixture.expectSettled()
        }

        @Test("an unknown label or a running seek is reported and changes nothing")
        func errors() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let animator = makeTimeline(on: node)
            let errors = captureErrors {
                animator.seek(toLabel: "nowhere")
                animator.run(toLabel: "nowhere")
                animator.startAnimation()
                animator.seek(toLabel: "shown")
            }
            #expect(
                errors == [
                    .unknownLabel(tag: nil, operation: .seekToLabel, label: "nowhere"),
                    .unknownLabel(tag: nil, operation: .runToLabel, label: "nowhere"),
                    .wrongState(tag: nil, operation: .seekToLabel, reason: .running),
                ])
            #expect(animator.isRunning && animator.fractionComplete == 0)
            animator.stopAnimation(true)
            let stopped = makeTimeline(on: makeNode())
            stopped.startAnimation()
            stopped.stopAnimation(false)
            let stoppedErrors = captureErrors { stopped.run(toLabel: "end") }
            #expect(
                stoppedErrors == [.wrongState(tag: nil, operation: .runToLabel, reason: .stopped)])
            stopped.finishAnimation(at: .end)
            fixture.expectSettled()
        }

        @Test("the new error messages read as the others do")
        func messages() {
            #expect(
                DanceError.unknownLabel(tag: 4, operation: .runToLabel, label: "intro").description
                    == "** Dance Error: no label \"intro\" in run(toLabel:) (dance.tag = 4); place it "
                    + "with Animation.label(_:) first. Nothing was changed. **")
            #expect(
                DanceError.invalidArgument(
                    tag: nil, operation: .keyframeTimeline, argument: .keyTimes, value: 0.4
                ).description
                    == "** Dance Error: invalid keyTimes 0.4 in KeyframeTimeline; use key times "
                    + "that rise from 0 to 1. A safe value was used instead. **")
            #expect(
                DanceError.invalidArgument(
                    tag: nil, operation: .makeKeyframe, argument: .duration, value: -1
                ).description
                    == "** Dance Error: invalid duration -1.0 in Keyframe; use a number in 0…1e9. "
                    + "A safe value was used instead. **")
            #expect(
                DanceError.invalidArgument(
                    tag: nil, operation: .keyframeTimeline, argument: .count, value: 2
                ).description
                    == "** Dance Error: invalid count 2 in KeyframeTimeline; use one key time per "
                    + "value and one timing function per segment. A safe value was used instead. **"
            )
        }

        @Test("seeking or running to a label after keyframes shows where they end (jump or spring)")
        func labelAfterKeyframes() {
            let fixture = DeclarativeFixture()
            let spring = SpringTimingParameters(duration: 2, bounce: 0)
            var misses: [String] = []
            for a in stride(from: 0.1, through: 1, by: 0.1) {
                for b in stride(from: 0.1, through: 1, by: 0.1) {
                    for (keyframes, end) in [
                        ([Keyframe<CGFloat>.linear(50, duration: b), .move(5)], 5.0),
                        (
                            [.linear(20, duration: 0.3), .spring(80, duration: b, spring: spring)],
                            80
                        ),
                    ] {
                        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                        let steps: [Animation] = [
                            .custom(duration: a, curve: .linear) { $0.alpha = 0.5 },
                            .keyframes(\.cornerRadius, keyframes),
                            .label("landed"),
                            .custom(duration: 0.7, curve: .linear) { $0.alpha = 1 },
                        ]
                        let seeking = PropertyAnimator(steps: steps, on: node)
                        seeking.seek(toLabel: "landed")
                        let sought = node.presentation.cornerRadius
                        seeking.stopAnimation(true)
                        let running = PropertyAnimator(steps: steps, on: node)
                        running.run(toLabel: "landed")
                        fixture.clock.advance(by: 3)
                        let reached = node.presentation.cornerRadius
                        running.stopAnimation(true)
                        if sought != end || reached != end {
                            misses.append("a \(a), b \(b): \(sought), \(reached) for \(end)")
                        }
                    }
                }
            }
            #expect(misses.isEmpty, "\(misses.count) of 200: \(misses.prefix(3))")
            fixture.expectSettled()
        }
    }
}
