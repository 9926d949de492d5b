import Foundation
import Testing

@testable import Dance

/// Empty timelines, zero-duration steps and invalid arguments.
extension DeclarativeTests {
    @MainActor @Suite(.serialized) struct SequenceEdgeCaseTests {
        @Test("an empty sequence lasts 0 s and completes on the next frame with .end")
        func emptySequence() {
            let fixture = DeclarativeFixture()
            let node = Node()
            var events: [String] = []
            let timeline = node.animate([])
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            #expect(timeline.duration == 0 && timeline.state == .active)
            #expect(events.isEmpty)
            fixture.clock.advance(by: 0.5)
            #expect(events == ["0.017 completion end"])
            #expect(node.presentation.alpha == 1)
            fixture.expectSettled()
        }

        @Test("empty groups without a node complete on the next frame too", arguments: 0..<3)
        func emptyGroups(kind: Int) {
            let fixture = DeclarativeFixture()
            let timeline =
                switch kind {
                case 0: PropertyAnimator(steps: [])
                case 1: PropertyAnimator(inParallel: [])
                default: PropertyAnimator(inParallel: [], stagger: 1)
                }
            var events: [String] = []
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline.startAnimation()
            fixture.clock.advance(by: 0.1)
            #expect(events == ["0.017 completion end"])
            fixture.expectSettled()
        }

        @Test("a sequence of zero-duration steps ends on the next frame at the last values")
        func onlyZeroDurationSteps() {
            let fixture = DeclarativeFixture()
            let node = Node()
            var events: [String] = []
            let timeline = node.animate([
                .fadeOut(duration: 0), .custom(duration: 0) { $0.alpha = 0.5 },
            ])
            timeline.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            #expect(timeline.duration == 0)
            fixture.clock.advance(by: 0.1)
            #expect(events == ["0.017 completion end"])
            #expect(node.alpha == 0.5 && node.presentation.alpha == 0.5)
            fixture.expectSettled()
        }

        @Test("position 0 shows the start values even with a zero-duration step at time 0")
        func zeroDurationStepAtStart() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let timeline = PropertyAnimator(
                steps: [
                    .custom(duration: 0) { $0.alpha = 0.5 },
                    .custom(duration: 1, curve: .linear) { $0.cornerRadius = 8 },
                ], on: node)
            timeline.fractionComplete = 0
            #expect(node.presentation.alpha == 1)
            timeline.fractionComplete = 0.25
            #expect(node.presentation.alpha == 0.5)
            #expect(node.presentation.cornerRadius == 2)
            timeline.fractionComplete = 0
            #expect(node.presentation.alpha == 1)
            timeline.stopAnimation(false)
            timeline.finishAnimation(at: .start)
            #expect(node.alpha == 1)
            fixture.expectSettled()
        }

        @Test("position 0 shows the start value when a 0 s step precedes one on the same property")
        func zeroDurationStepAtStartSameProperty() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let timeline = PropertyAnimator(
                steps: [
                    .custom(duration: 0) { $0.alpha = 0.5 },
                    .custom(duration: 1, curve: .linear) { $0.alpha = 0 },
                    .custom(duration: 0) { $0.cornerRadius = 3 },
                    .keyframes(\.cornerRadius, [.linear(9, duration: 1)]),
                ], on: node)
            timeline.fractionComplete = 0
            #expect(node.presentation.alpha == 1 && node.presentation.cornerRadius == 0)
            // The second step runs from the zero-duration step's value, 0.5, to 0 over 0…1 s of
            // the 2 s timeline; the keyframe step from 3 to 9 over 1…2 s.
            timeline.fractionComplete = 0.25
            #expect(node.presentation.alpha == 0.25)
            timeline.fractionComplete = 0.75
            #expect(node.presentation.alpha == 0 && node.presentation.cornerRadius == 6)
            timeline.fractionComplete = 0
            #expect(node.presentation.alpha == 1 && node.presentation.cornerRadius == 0)
            timeline.stopAnimation(false)
            timeline.finishAnimation(at: .start)
            #expect(node.alpha == 1 && node.cornerRadius == 0)
            fixture.expectSettled()
        }

        @Test("a zero-duration step jumps at its start time, and scrubbing around it is exact")
        func zeroDurationStep() {
            let fixture = DeclarativeFixture()
            let node = Node()
            node.alpha = 0
            let timeline = PropertyAnimator(
                steps: [
                    .custom(duration: 0.5, curve: .linear) { $0.alpha = 0.5 },
                    .custom(duration: 0) { $0.cornerRadius = 10 },
                    .wait(-0.0),
                    .custom(duration: -0.0) { $0.backgroundColor = .red },
                    .custom(duration: 0.5, curve: .linear) { $0.alpha = 1 },
                ], on: node)
            #expect(timeline.duration == 1)
            let justBefore = 0.5.nextDown
            for position in [0.25, justBefore, 0.5, 0.75, 0.5, justBefore, 0, 0.5, 1, justBefore] {
                timeline.fractionComplete = position
                let jumped = position >= 0.5
                #expect(node.presentation.cornerRadius == (jumped ? 10 : 0), "at \(position)")
                #expect(node.presentation.backgroundColor == (jumped ? .red : .clear))
            }
            timeline.fractionComplete = 0.5
            #expect(node.presentation.alpha == 0.5)
            timeline.stopAnimation(true)
            let running = Node()
            running.alpha = 0
            running.animate([
                .custom(duration: 0.5, curve: .linear) { $0.alpha = 0.5 },
                .custom(duration: 0) { $0.cornerRadius = 10 },
            ])
            fixture.clock.advance(to: 29.0 / 60)
            #expect(running.presentation.cornerRadius == 0)
            fixture.clock.advance(to: 0.5)
            #expect(running.presentation.cornerRadius == 10)
            fixture.expectSettled()
        }

        @Test(
            "a step shorter than 1e-6 s jumps at its start with velocity 0, as a short pass does",
            arguments: [Double.leastNonzeroMagnitude, 1e-303, 5e-7, 1e-6.nextDown])
        func subMicrosecondStepJumps(duration: Double) {
            let fixture = DeclarativeFixture()
            let node = Node()
            let timeline = PropertyAnimator(
                steps: [
                    .custom(duration: duration, curve: .linear) { $0.cornerRadius = 1e6 },
                    .wait(1),
                ], on: node)
            timeline.startAnimation()
            // Half-way through the step (or just after its start, for the subnormal one).
            fixture.clock.advance(to: max(duration / 2, .leastNonzeroMagnitude))
            #expect(node.presentation.cornerRadius == 1e6)
            #expect(node.$cornerRadius.velocity == 0)
            fixture.clock.advance(to: 2)
            fixture.expectSettled()
        }

        @Test("a step of exactly 1e-6 s moves: half-way it shows half, at 1e6 × distance a second")
        func microsecondStepMoves() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let timeline = PropertyAnimator(
                steps: [
                    .custom(duration: 1e-6, curve: .linear) { $0.cornerRadius = 2 },
                    .wait(1),
                ], on: node)
            timeline.startAnimation()
            fixture.clock.advance(to: 5e-7)
            #expect(abs(node.presentation.cornerRadius - 1) <= 1e-9)
            // Linear: distance 2 over 1e-6 s.
            #expect(abs(node.$cornerRadius.velocity - 2e6) <= 1e-3)
            fixture.clock.advance(to: 2)
            fixture.expectSettled()
        }

        /// Invalid seconds: NaN, negative, infinite.
        nonisolated static let invalidSeconds: [Double] = [
            .nan, -1, -.leastNonzeroMagnitude, .infinity, -.infinity, 1e9.nextUp,
            .greatestFiniteMagnitude,
        ]

        @Test("with the longest valid stagger and steps, every label lies inside 0…1")
        func longestStaggerKeepsLabelsFinite() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let errors = captureErrors {
                let timeline = PropertyAnimator(
                    inParallel: [
                        .label("intro"), .wait(1e9), .label("middle"),
                        .sequence([.wait(1e9), .label("outro")]),
                    ],
                    stagger: 1e9, on: node)
                // Starts 0, 1e9, 2e9 and 3e9 s; the group ends at 3e9 + 1e9 s.
                #expect(timeline.fraction(ofLabel: "intro") == 0)
                #expect(timeline.fraction(ofLabel: "middle") == 2e9 / 4e9)
                #expect(timeline.fraction(ofLabel: "outro") == 4e9 / 4e9)
            }
            // The timeline lasts 4e9 s, longer than an animator may: that is reported, once.
            #expect(errors.count == 1)
            fixture.expectSettled()
        }

        @Test(
            "an invalid step duration is reported and the step runs with 0",
            arguments: invalidSeconds)
        func invalidDuration(value: Double) {
            let fixture = DeclarativeFixture()
            let node = Node()
            var timeline: PropertyAnimator?
            let errors = captureErrors {
                timeline = node.animate([
                    .fadeOut(duration: value), .custom(duration: 0.5) { $0.cornerRadius = 2 },
                ])
            }
            #expect(errors.count == 1)
            #expect(errors.allSatisfy { isInvalidStepArgument($0, .duration, value) })
            #expect(timeline?.duration == 0.5)
            #expect(node.presentation.alpha == 1 && node.alpha == 0)
            fixture.clock.advance(by: 1.0 / 60)
            #expect(node.presentation.alpha == 0)
            fixture.clock.advance(to: 0.5)
            #expect(node.presentation.cornerRadius == 2)
            fixture.expectSettled()
        }

        @Test(
            "every factory and custom step reports an invalid duration", arguments: invalidSeconds)
        func everyFactoryValidates(value: Double) {
            let errors = captureErrors {
                _ = Animation.fadeIn(duration: value)
                _ = Animation.fadeOut(duration: value)
                _ = Animation.resize(to: .zero, duration: value)
                _ = Animation.move(to: .zero, duration: value)
                _ = Animation.scale(to: 1, duration: value)
                _ = Animation.rotate(by: 1, duration: value)
                _ = Animation.backgroundColor(to: .red, duration: value)
                _ = Animation.custom(duration: value) { _ in }
                _ = Animation.custom(duration: value, timingParameters: CubicTimingParameters()) {
                    _ in
                }
                _ = Animation.dim(duration: value)
            }
            #expect(errors.count == 10)
            #expect(errors.allSatisfy { isInvalidStepArgument($0, .duration, value) })
        }

        @Test("the exact error for a negative duration")
        func exactError() {
            let errors = captureErrors { _ = Animation.fadeIn(duration: -2) }
            #expect(
                errors == [
                    .invalidArgument(tag: nil, operation: .makeStep, argument: .duration, value: -2)
                ])
        }

        @Test(
            "an invalid stagger is reported and the group runs unstaggered",
            arguments: invalidSeconds)
        func invalidStagger(value: Double) {
            let fixture = DeclarativeFixture()
            let node = Node()
            var timeline: PropertyAnimator?
            let errors = captureErrors {
                timeline = node.animate(
                    inParallel: [
                        .fadeOut(duration: 0.25), .custom(duration: 0.25) { $0.cornerRadius = 2 },
                    ],
                    stagger: value)
            }
            #expect(errors.count == 1)
            #expect(errors.allSatisfy { isInvalidStepArgument($0, .stagger, value) })
            #expect(timeline?.duration == 0.25)
            fixture.clock.advance(to: 0.25)
            #expect(node.presentation.alpha == 0 && node.presentation.cornerRadius == 2)
            fixture.expectSettled()
        }

        @Test("parallel(_:stagger:) and PropertyAnimator(inParallel:stagger:) validate the stagger")
        func staggerEverywhere() {
            let errors = captureErrors {
                _ = Animation.parallel([], stagger: -1)
                _ = PropertyAnimator(inParallel: [], stagger: .nan)
            }
            #expect(errors.count == 2)
            #expect(isInvalidStepArgument(errors[0], .stagger, -1))
            #expect(isInvalidStepArgument(errors[1], .stagger, .nan))
        }

        @Test(
            "an invalid wait or delay is reported as .delay and takes no time",
            arguments: invalidSeconds)
        func invalidWait(value: Double) {
            let fixture = DeclarativeFixture()
            let node = Node()
            var timeline: PropertyAnimator?
            let errors = captureErrors {
                timeline = node.animate([
                    .wait(value), .fadeOut(duration: 0.25).delayed(by: value),
                ])
            }
            #expect(errors.count == 2)
            #expect(errors.allSatisfy { isInvalidStepArgument($0, .delay, value) })
            #expect(timeline?.duration == 0.25)
            fixture.clock.advance(to: 0.25)
            #expect(node.presentation.alpha == 0)
            fixture.expectSettled()
        }

        @Test("valid edge values report nothing: 0, −0 and the longest, 1e9 seconds")
        func validEdges() {
            let errors = captureErrors {
                _ = Animation.fadeIn(duration: 0)
                _ = Animation.fadeIn(duration: -0.0)
                _ = Animation.fadeIn(duration: 1e9)
                _ = Animation.wait(1e9)
                _ = Animation.parallel([], stagger: 1e9)
                _ = Animation.parallel([], stagger: -0.0)
                _ = Animation.fadeIn().delayed(by: 0)
            }
            #expect(errors.isEmpty)
        }

        @Test("a default node released before the start leaves only targeted steps to run")
        func releasedDefaultNode() {
            let fixture = DeclarativeFixture()
            let other = Node()
            var timeline: PropertyAnimator?
            do {
                let transient = Node()
                timeline = PropertyAnimator(
                    steps: [.fadeOut(duration: 0.25), .fadeOut(duration: 0.25).on(other)],
                    on: transient)
            }
            var events: [String] = []
            timeline?.addCompletion { events.append("\(fixture.stamp) completion \($0)") }
            timeline?.startAnimation()
            fixture.clock.advance(to: 0.5)
            #expect(other.presentation.alpha == 0)
            #expect(events == ["0.500 completion end"])
            fixture.expectSettled()
        }

        @Test("finishing a sequence that never started at .end applies every step's values")
        func neverStarted() {
            let fixture = DeclarativeFixture()
            let node = Node()
            let timeline = PropertyAnimator(
                steps: [.fadeOut(duration: 0.25), .custom(duration: 0.25) { $0.cornerRadius = 3 }],
                on: node)
            timeline.pauseAnimation()
            #expect(node.alpha == 0 && node.presentation.alpha == 1)
            timeline.stopAnimation(false)
            timeline.finishAnimation(at: .end)
            #expect(node.presentation.alpha == 0 && node.presentation.cornerRadius == 3)
            fixture.expectSettled()
        }
    }
}
