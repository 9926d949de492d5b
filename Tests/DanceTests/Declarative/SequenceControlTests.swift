import Foundation
import Testing

@testable import Dance

/// A sequence is one timeline: scrub it, reverse it, pause it, stop and finish it.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct SequenceControlTests {
        /// A 2 s sequence with boundaries at 0.5, 0.75 (after a wait), 1.5 and 2 s, so at
        /// positions 0.25, 0.375, 0.75 and 1: fade in, wait, move, round the corners.
        private func makeSequence(on node: Node) -> PropertyAnimator {
            PropertyAnimator(
                steps: [
                    .custom(duration: 0.5, curve: .linear) { $0.alpha = 1 },
                    .wait(0.25),
                    .custom(duration: 0.75, curve: .linear) { $0.center = CGPoint(x: 155, y: 80) },
                    .custom(duration: 0.5, curve: .easeIn) { $0.cornerRadius = 16 },
                ], on: node)
        }

        private func makeNode() -> Node {
            let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            node.alpha = 0
            return node
        }

        private let start = NodeSnapshot(
            center: CGPoint(x: 5, y: 5), bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
            transform: .identity, alpha: 0, backgroundColor: .clear, cornerRadius: 0)

        /// Positions k/32: every boundary and points in between.
        private let grid = (0...32).map { Double($0) / 32 }

        @Test("scrubbing lands exactly on each step's boundary values")
        func boundaries() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            timeline.fractionComplete = 0
            #expect(timeline.state == .active && !timeline.isRunning)
            #expect(node.presentation == start)
            var expected = start
            timeline.fractionComplete = 0.25
            expected.alpha = 1
            #expect(node.presentation == expected)
            timeline.fractionComplete = 0.375
            #expect(node.presentation == expected)
            timeline.fractionComplete = 0.75
            expected.center = CGPoint(x: 155, y: 80)
            #expect(node.presentation == expected)
            timeline.fractionComplete = 1
            expected.cornerRadius = 16
            #expect(node.presentation == expected)
            timeline.fractionComplete = 0.5625
            #expect(abs(node.presentation.center.x - 80) < 1e-12)
            #expect(node.presentation.alpha == 1 && node.presentation.cornerRadius == 0)
            timeline.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("scrubbing back and forth across boundaries restores earlier values exactly")
        func scrubBackAndForth() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            var forward: [NodeSnapshot] = []
            for position in grid {
                timeline.fractionComplete = position
                forward.append(node.presentation)
            }
            #expect(forward.first == start)
            for (position, snapshot) in zip(grid, forward).reversed() {
                timeline.fractionComplete = position
                #expect(node.presentation == snapshot, "at \(position)")
            }
            for (index, position) in grid.enumerated().shuffled() {
                timeline.fractionComplete = position
                #expect(node.presentation == forward[index], "at \(position)")
            }
            timeline.fractionComplete = 0.9
            timeline.fractionComplete = 0.1
            #expect(node.presentation.center == start.center)
            #expect(node.presentation.cornerRadius == 0)
            #expect(abs(node.presentation.alpha - 0.4) < 1e-12)
            timeline.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("running frames and scrubbing show the same values at the same positions")
        func runningMatchesScrubbing() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            timeline.startAnimation()
            var running: [NodeSnapshot] = []
            for position in grid.dropFirst() {
                fixture.clock.advance(to: position * 2)
                running.append(node.presentation)
            }
            let replay = makeNode()
            let scrubbed = makeSequence(on: replay)
            for (position, snapshot) in zip(grid.dropFirst(), running) {
                scrubbed.fractionComplete = position
                #expect(replay.presentation == snapshot, "at \(position)")
            }
            scrubbed.stopAnimation(true)
            fixture.expectSettled()
        }

        @Test("reversed mid-sequence, values retrace exactly and it completes at the start")
        func reverseMidSequence() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline.startAnimation()
            var forward: [Double: NodeSnapshot] = [:]
            for time in [0.25, 0.5, 0.75, 1.0] {
                fixture.clock.advance(to: time)
                forward[time] = node.presentation
            }
            timeline.isReversed = true
            #expect(timeline.isRunning && timeline.fractionComplete == 0.5)
            for time in [1.25, 1.5, 1.75] {
                fixture.clock.advance(to: time)
                #expect(node.presentation == forward[2 - time], "at \(time)")
                #expect(timeline.fractionComplete == (2 - time) / 2)
            }
            #expect(events.isEmpty)
            fixture.clock.advance(to: 2)
            #expect(events == ["2.000 completion start"])
            #expect(node.presentation == start)
            #expect(node.alpha == 0 && node.center == start.center && node.cornerRadius == 0)
            #expect(!timeline.isReversed && timeline.state == .inactive)
            fixture.expectSettled()
        }

        @Test("a sequence started reversed plays from its end values back to its start")
        func startedReversed() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline.isReversed = true
            timeline.startAnimation()
            #expect(node.presentation.cornerRadius == 16 && node.presentation.alpha == 1)
            fixture.clock.advance(to: 0.5)
            #expect(node.presentation.cornerRadius == 0)
            #expect(node.presentation.center == CGPoint(x: 155, y: 80))
            fixture.clock.advance(to: 2)
            #expect(events == ["2.000 completion start"])
            #expect(node.presentation == start && node.alpha == 0)
            fixture.expectSettled()
        }

        @Test("pausing holds every value; resuming continues from the same position")
        func pauseResume() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(to: 1)
            timeline.pauseAnimation()
            let held = node.presentation
            #expect(!timeline.isRunning && timeline.state == .active)
            #expect(AnimationDriver.shared.isIdle)
            fixture.clock.advance(by: 5)
            #expect(node.presentation == held && timeline.fractionComplete == 0.5)
            timeline.startAnimation()
            fixture.clock.advance(by: 0.5)
            #expect(node.presentation.center == CGPoint(x: 155, y: 80))
            #expect(node.presentation.cornerRadius == 0)
            fixture.clock.advance(by: 0.5)
            #expect(events == ["7.000 completion end"])
            #expect(node.presentation.cornerRadius == 16)
            fixture.expectSettled()
        }

        @Test("stopping makes model values the presentation values", arguments: [0.25, 1.0, 1.75])
        func stopKeepsPresentation(time: Double) {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            timeline.startAnimation()
            fixture.clock.advance(to: time)
            let shown = node.presentation
            timeline.stopAnimation(false)
            #expect(timeline.state == .stopped)
            #expect(node.alpha == shown.alpha && node.center == shown.center)
            #expect(node.cornerRadius == shown.cornerRadius)
            #expect(node.presentation == shown)
            timeline.finishAnimation(at: .current)
            fixture.expectSettled()
        }

        @Test(
            "finishing at a position leaves exact model values",
            arguments: AnimatingPosition.allCases)
        func finishAt(position: AnimatingPosition) {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(to: 1)
            let shown = node.presentation
            #expect(shown.alpha == 1 && shown.cornerRadius == 0)
            timeline.stopAnimation(false)
            fixture.clock.advance(by: 1)
            #expect(node.presentation == shown)
            timeline.finishAnimation(at: position)
            #expect(events == ["2.000 completion \(position)"])
            let expected: NodeSnapshot
            switch position {
            case .start:
                expected = start
            case .current:
                expected = shown
            case .end:
                var end = start
                end.alpha = 1
                end.center = CGPoint(x: 155, y: 80)
                end.cornerRadius = 16
                expected = end
            }
            #expect(node.presentation == expected)
            #expect(node.alpha == expected.alpha && node.center == expected.center)
            #expect(node.cornerRadius == expected.cornerRadius)
            #expect(!node.$alpha.isAnimating && !node.$center.isAnimating)
            #expect(!node.$cornerRadius.isAnimating)
            fixture.clock.advance(by: 1)
            #expect(node.presentation == expected && events.count == 1)
            fixture.expectSettled()
        }

        @Test("stopping without finishing keeps the values shown and runs no completion")
        func stopWithoutFinishing() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            var events: [String] = []
            timeline.addCompletion { events.append("completion \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(to: 1)
            let shown = node.presentation
            timeline.stopAnimation(true)
            #expect(timeline.state == .inactive && events.isEmpty)
            #expect(node.presentation == shown && node.center == shown.center)
            #expect(node.cornerRadius == 0)
            fixture.clock.advance(by: 2)
            #expect(node.presentation == shown && events.isEmpty)
            fixture.expectSettled()
        }

        @Test("completions run once each, in order, with the final position")
        func completionsOnce() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) first \($0)") }
            timeline.addCompletion { events.append("\(fixture.stamp) second \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(to: 1.5)
            timeline.pauseAnimation()
            events.append("\(fixture.stamp) paused")
            timeline.fractionComplete = 0.25
            timeline.startAnimation()
            fixture.clock.advance(by: 3)
            #expect(events == ["1.500 paused", "3.000 first end", "3.000 second end"])
            fixture.expectSettled()
        }

        @Test("pausesOnCompletion holds the end values; reversed, it plays back to the start")
        func pausesOnCompletion() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            timeline.pausesOnCompletion = true
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(to: 2.5)
            #expect(events.isEmpty && timeline.state == .active && !timeline.isRunning)
            #expect(node.presentation.cornerRadius == 16)
            timeline.isReversed = true
            timeline.pausesOnCompletion = false
            timeline.startAnimation()
            fixture.clock.advance(by: 2)
            #expect(events == ["4.500 completion start"])
            #expect(node.presentation == start)
            fixture.expectSettled()
        }

        @Test("a newer animator takes a property over; the sequence keeps the others")
        func takeover() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) sequence \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(to: 0.25)
            let newer = PropertyAnimator(duration: 0.5, curve: .linear) { node.alpha = 0.25 }
            newer.addCompletion { events.append("\(fixture.stamp) newer \($0)") }
            newer.startAnimation()
            #expect(node.alpha == 0.25)
            fixture.clock.advance(to: 0.5)
            #expect(abs(node.presentation.alpha - 0.375) < 1e-12)
            fixture.clock.advance(to: 0.75)
            #expect(node.presentation.alpha == 0.25)
            fixture.clock.advance(to: 1.5)
            #expect(node.presentation.center == CGPoint(x: 155, y: 80))
            timeline.stopAnimation(false)
            timeline.finishAnimation(at: .start)
            #expect(events == ["0.750 newer end", "1.500 sequence start"])
            #expect(node.alpha == 0.25 && node.presentation.alpha == 0.25)
            #expect(node.center == start.center && node.presentation.center == start.center)
            fixture.expectSettled()
        }

        @Test("a property set directly mid-way leaves the sequence; the others continue")
        func directSet() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = PropertyAnimator(
                steps: [
                    .custom(duration: 0.5, curve: .linear) { $0.alpha = 1 },
                    .move(to: CGPoint(x: 55, y: 5), duration: 0.5),
                    .custom(duration: 0.5, curve: .linear) { $0.alpha = 0.5 },
                ], on: node)
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(to: 0.25)
            node.alpha = 0.75
            #expect(!node.$alpha.isAnimating && node.$center.isAnimating)
            #expect(node.presentation.alpha == 0.75)
            for frame in 16...90 {
                fixture.clock.advance(to: Double(frame) / 60)
                #expect(node.presentation.alpha == 0.75 && node.alpha == 0.75)
            }
            #expect(node.presentation.center == CGPoint(x: 55, y: 5))
            #expect(events == ["1.500 completion end"])
            #expect(node.alpha == 0.75)
            fixture.expectSettled()
        }

        @Test(
            "a property set directly, then the sequence finished at the start, keeps the set value")
        func directSetThenFinishAtStart() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            timeline.startAnimation()
            fixture.clock.advance(to: 1)
            node.center = CGPoint(x: -1, y: -1)
            timeline.stopAnimation(false)
            timeline.finishAnimation(at: .start)
            #expect(node.center == CGPoint(x: -1, y: -1))
            #expect(node.presentation.center == CGPoint(x: -1, y: -1))
            #expect(node.alpha == 0 && node.presentation.alpha == 0)
            fixture.expectSettled()
        }

        @Test("wrong-state calls on a sequence are reported and change nothing")
        func wrongState() {
            let fixture = DeclarativeFixture()
            let node = makeNode()
            let timeline = makeSequence(on: node)
            let errors = captureErrors {
                timeline.stopAnimation(false)
                timeline.startAnimation()
                fixture.clock.advance(to: 0.25)
                timeline.fractionComplete = 0.75
                timeline.finishAnimation(at: .end)
            }
            #expect(
                errors == [
                    .wrongState(tag: nil, operation: .stopAnimation, reason: .inactive),
                    .wrongState(tag: nil, operation: .setFractionComplete, reason: .running),
                    .wrongState(tag: nil, operation: .finishAnimation, reason: .notStopped),
                ])
            #expect(abs(node.presentation.alpha - 0.5) < 1e-12 && timeline.isRunning)
            fixture.clock.advance(to: 2)
            fixture.expectSettled()
        }
    }
}
