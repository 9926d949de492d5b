import Foundation
import Testing

@testable import Dance

/// Where compositions place their steps: pure layout, no clock and no animator.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct StepLayoutTests {
        /// A step of `duration` seconds that sets nothing.
        private func step(_ duration: TimeInterval) -> Animation {
            .custom(duration: duration, curve: .linear) { _ in }
        }

        /// The start and duration of every placed step, in placement order, and the end time.
        private func layout(_ animation: Animation, at start: TimeInterval = 0) -> (
            steps: [[TimeInterval]], end: TimeInterval
        ) {
            var placed: [PlacedStep] = []
            let end = StepLayout.place(animation, at: start, target: nil, into: &placed)
            return (placed.map { [$0.start, $0.duration] }, end)
        }

        @Test("a sequence starts each step where the previous one ends")
        func sequenceOffsets() {
            let result = layout(.sequence([step(0.25), step(0.5), step(0.125)]))
            #expect(result.steps == [[0, 0.25], [0.25, 0.5], [0.75, 0.125]])
            #expect(result.end == 0.875)
        }

        @Test("a composition placed later shifts every step")
        func placedLater() {
            let result = layout(.sequence([step(0.25), step(0.5)]), at: 2)
            #expect(result.steps == [[2, 0.25], [2.25, 0.5]])
            #expect(result.end == 2.75)
        }

        @Test("a parallel group starts every step at once and ends with the longest")
        func parallelEndIsMax() {
            let result = layout(.parallel([step(0.25), step(1), step(0.5)]))
            #expect(result.steps == [[0, 0.25], [0, 1], [0, 0.5]])
            #expect(result.end == 1)
        }

        @Test("stagger s starts step k at k × s", arguments: [0.0, 0.125, 0.5, 2])
        func stagger(seconds: Double) {
            let result = layout(
                .parallel([step(0.25), step(0.25), step(0.25), step(0.25)], stagger: seconds))
            #expect(result.steps.map { $0[0] } == [0, seconds, 2 * seconds, 3 * seconds])
            #expect(result.end == 3 * seconds + 0.25)
        }

        @Test("with a stagger the group ends at the latest end, not the last start's")
        func staggerEndsAtLatestEnd() {
            let result = layout(.parallel([step(2), step(0.25), step(0.25)], stagger: 0.5))
            #expect(result.steps == [[0, 2], [0.5, 0.25], [1, 0.25]])
            #expect(result.end == 2)
        }

        @Test("wait leaves a gap and places nothing")
        func waitGap() {
            let result = layout(.sequence([step(0.25), .wait(0.5), step(0.25), .wait(1)]))
            #expect(result.steps == [[0, 0.25], [0.75, 0.25]])
            #expect(result.end == 2)
        }

        @Test("delayed(by:) starts a step later within its group")
        func delayed() {
            let result = layout(.parallel([step(0.5), step(0.25).delayed(by: 0.75)]))
            #expect(result.steps == [[0, 0.5], [0.75, 0.25]])
            #expect(result.end == 1)
            let inSequence = layout(.sequence([step(0.5), step(0.25).delayed(by: 0.25)]))
            #expect(inSequence.steps == [[0, 0.5], [0.75, 0.25]])
            #expect(inSequence.end == 1)
        }

        @Test("a sequence of parallel groups runs the groups one after another")
        func sequenceOfParallels() {
            let result = layout(
                .sequence([
                    .parallel([step(0.25), step(0.5)]),
                    .parallel([step(0.125), step(0.25)], stagger: 0.25),
                ]))
            #expect(result.steps == [[0, 0.25], [0, 0.5], [0.5, 0.125], [0.75, 0.25]])
            #expect(result.end == 1)
        }

        @Test("a parallel group of sequences runs the sequences side by side")
        func parallelOfSequences() {
            let result = layout(
                .parallel(
                    [
                        .sequence([step(0.25), step(0.25)]),
                        .sequence([step(0.5), .wait(0.25), step(0.5)]),
                    ], stagger: 0.125))
            #expect(result.steps == [[0, 0.25], [0.25, 0.25], [0.125, 0.5], [0.875, 0.5]])
            #expect(result.end == 1.375)
        }

        @Test("empty compositions and waits take no time", arguments: 0..<4)
        func emptyCompositions(kind: Int) {
            let animation: Animation =
                switch kind {
                case 0: .sequence([])
                case 1: .parallel([])
                case 2: .parallel([], stagger: 1)
                default: .sequence([.parallel([]), .sequence([])])
                }
            let result = layout(animation)
            #expect(result.steps.isEmpty)
            #expect(result.end == 0)
        }

        @Test("zero-duration steps take no time but keep their place")
        func zeroDurationSteps() {
            let result = layout(.sequence([step(0), step(0.5), step(0), step(0.25)]))
            #expect(result.steps == [[0, 0], [0, 0.5], [0.5, 0], [0.5, 0.25]])
            #expect(result.end == 0.75)
        }

        @Test("on(_:) targets every step inside it; an inner on(_:) wins")
        func targets() {
            let first = Node()
            let second = Node()
            var placed: [PlacedStep] = []
            let end = StepLayout.place(
                .sequence([
                    step(0.25),
                    .sequence([step(0.25), step(0.25).on(second)]).on(first),
                ]), at: 0, target: nil, into: &placed)
            #expect(end == 0.75)
            #expect(placed.count == 3)
            #expect(placed[0].target == nil)
            #expect(placed[1].target === first)
            #expect(placed[2].target === second)
        }

        @Test("the timeline sorts steps by start, keeping declaration order at equal starts")
        func timelineOrder() {
            var order: [String] = []
            func named(_ name: String, _ duration: TimeInterval) -> Animation {
                .custom(duration: duration) { _ in order.append(name) }
            }
            let node = Node()
            let timeline = StepTimeline(
                .parallel(
                    [
                        .sequence([named("a1", 0.5), named("a2", 0.5)]),
                        .sequence([named("b1", 0.25), named("b2", 0.25)]),
                        named("c", 0.5),
                    ]), node: node)
            #expect(timeline.steps.map(\.start) == [0, 0, 0, 0.25, 0.5])
            #expect(timeline.totalDuration == 1)
            let driver = PropertyAnimator(duration: 1, curve: .linear)
            timeline.record(driver: driver)
            #expect(order == ["a1", "b1", "c", "b2", "a2"])
            withExtendedLifetime((node, driver)) {}
        }

        @Test("an animator's duration is its timeline's total duration")
        func animatorDuration() {
            let node = Node()
            #expect(
                PropertyAnimator(steps: [step(0.25), .wait(0.5), step(0.25)], on: node).duration
                    == 1)
            #expect(
                PropertyAnimator(inParallel: [step(0.25), step(0.5)], on: node).duration == 0.5)
            #expect(
                PropertyAnimator(
                    inParallel: [step(0.25), step(0.5), step(0.25)], stagger: 0.5, on: node
                )
                .duration == 1.25)
            #expect(PropertyAnimator(steps: [], on: node).duration == 0)
            #expect(PropertyAnimator(steps: [step(0.5)]).duration == 0.5)
        }
    }
}
