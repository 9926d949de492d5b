import Foundation
import Testing

@testable import Dance

/// Seeded random call sequences on one linear 0 → 100 animator, compared after every step with
/// ``AnimatorReferenceModel``, a model written from the documentation.
///
/// After each call or clock advance the test compares the reported error, `state`,
/// `isRunning`, `isReversed`, `fractionComplete`, the model value, the presentation, the
/// velocity, `speed`, `delay`, `isInterruptible`, the duration scale and the completions run
/// so far; a rejected call must change none of them. Any difference fails the test with the
/// seed and the shortest call sequence (shrunk greedily) that still disagrees. A sequence
/// stops at the animator's end, or, uncompared from there, at a spot the documentation leaves
/// open (``AnimatorReferenceModel/AmbiguousSpot``); those must stay under 5 % of sequences.
///
/// 1 500 single-pass and 1 500 repeating sequences of up to 10, 25 or 60 steps compare about
/// 25 600 and 27 200 steps; 6 and 11 of them stop at an ambiguous spot (mostly an end within
/// rounding of a frame time). The two take about 0.9 s together in a debug build.
@MainActor @Suite(.serialized) struct ReferenceModelTests {
    /// Sequences per test.
    private static let sequenceCount = 1500

    @Test("single-pass animators agree with the reference model over 1500 random sequences")
    func singlePass() {
        checkRandomSequences(repeating: false, firstSeed: 0x1000)
    }

    @Test("repeating animators agree with the reference model over 1500 random sequences")
    func repeating() {
        checkRandomSequences(repeating: true, firstSeed: 0x90_0000)
    }

    /// `continueAnimation` leaves 0.5 s for a million traversals: 5e-7 s each, a pass
    /// shorter than 1e-6 s, which completes with `.end` on the next frame.
    @Test("repeatCount 1e6, then continueAnimation(durationFactor: 0.5): the model agrees")
    func continueIntoShortPasses() {
        let setup = ReferenceModelSetup(
            duration: 1, frameInterval: 1.0 / 60, repeatCount: 1e6, autoreverses: false,
            pausesOnCompletion: false, isInterruptible: true)
        let operations: [ReferenceModelOperation] = [
            .start, .continueAnimation(0.5), .advance(1.0 / 60),
        ]
        let result = play(setup, operations)
        #expect(result.disagreement == nil, "\(result.disagreement ?? "")")
        #expect(result.ambiguity == nil && result.steps == operations.count)
        #expect(result.completions == [.end])
    }

    // MARK: - Sequences

    /// Plays `sequenceCount` random sequences from `firstSeed` on, failing on every
    /// disagreement: the first few each in an issue with its shrunk call sequence, the rest
    /// counted in one.
    private func checkRandomSequences(repeating: Bool, firstSeed: UInt64) {
        var steps = 0
        var ambiguous: [AnimatorReferenceModel.AmbiguousSpot: Int] = [:]
        var disagreeing: [UInt64] = []
        for seed in firstSeed..<firstSeed + UInt64(Self.sequenceCount) {
            var random = SplitMix64(seed: seed)
            let setup = ReferenceModelSetup.random(repeating: repeating, using: &random)
            let result = play(setup) { model, step in
                step < setup.length
                    ? ReferenceModelOperation.random(for: model, setup: setup, using: &random) : nil
            }
            steps += result.steps
            if let spot = result.ambiguity { ambiguous[spot, default: 0] += 1 }
            guard let disagreement = result.disagreement else { continue }
            disagreeing.append(seed)
            guard disagreeing.count <= 5 else { continue }
            let shortest = shrinkDisagreement(result.operations) {
                let replay = play(setup, $0)
                return (replay.operations, replay.disagreement)
            }
            recordDisagreement(
                seed: seed, setup: setup, shortest: shortest, otherwise: disagreement)
        }
        if disagreeing.count > 5 {
            let seeds = disagreeing.dropFirst(5).prefix(20).map { "0x" + String($0, radix: 16) }
            Issue.record(
                "\(disagreeing.count - 5) more sequences disagree, seeds \(seeds.joined(separator: ", "))"
            )
        }
        let stopped = ambiguous.values.reduce(0, +)
        #expect(
            stopped * 20 < Self.sequenceCount,
            "sequences stopped at ambiguous spots: \(ambiguous.mapValues { $0 })")
        #expect(steps >= 15 * Self.sequenceCount, "only \(steps) steps compared")
    }

    // MARK: - Playing a sequence

    /// What playing a sequence found.
    private struct Result {
        var operations: [ReferenceModelOperation] = []
        var steps = 0
        var ambiguity: AnimatorReferenceModel.AmbiguousSpot?
        var disagreement: String?
        var completions: [AnimatingPosition] = []
    }

    /// Plays `operations` in order.
    private func play(_ setup: ReferenceModelSetup, _ operations: [ReferenceModelOperation])
        -> Result
    {
        play(setup) { _, step in step < operations.count ? operations[step] : nil }
    }

    /// Plays the operations `next` gives (given the model and the step number) until it
    /// returns nil, the animator's run ends, an ambiguous spot is reached, or the library
    /// disagrees with the model.
    private func play(
        _ setup: ReferenceModelSetup,
        next: (AnimatorReferenceModel, Int) -> ReferenceModelOperation?
    ) -> Result {
        var result = Result()
        withEngine(frameInterval: setup.frameInterval) { clock in
            let gauge = Gauge()
            let animator = PropertyAnimator(duration: setup.duration, curve: .linear) {
                gauge.value = 100
            }
            var model = setup.model()
            var completions: [AnimatingPosition] = []
            animator.addCompletion { completions.append($0) }
            animator.repeatCount = setup.repeatCount
            animator.autoreverses = setup.autoreverses
            animator.pausesOnCompletion = setup.pausesOnCompletion
            animator.isInterruptible = setup.isInterruptible
            while !model.ended, model.ambiguity == nil,
                let operation = next(model, result.steps)
            {
                result.steps += 1
                result.operations.append(operation)
                let before = Observation(animator, gauge, completions)
                let reported = captureErrors { operation.apply(to: animator, clock: clock) }
                let verdict = operation.apply(to: &model, clock: clock)
                let velocity = model.velocity()
                // Stop at an ambiguous spot before comparing.
                if model.ambiguity != nil { break }
                result.disagreement = check(
                    reported, verdict, before: before,
                    after: Observation(animator, gauge, completions), model: model,
                    velocity: velocity)
                if result.disagreement != nil { break }
            }
            // End whatever is left, so that the engine is clean for the next sequence: a
            // running non-interruptible animator refuses to stop, so end its pass first.
            if animator.isRunning, !animator.isInterruptible {
                AnimationDriver.shared.durationScale = 0
                clock.advance(by: clock.frameInterval)
            }
            if animator.state == .active { animator.stopAnimation(true) }
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
            AnimationDriver.shared.durationScale = 1
            result.ambiguity = model.ambiguity
            result.completions = completions
        }
        return result
    }

    /// The difference between what the library did and what the model expects, if any.
    private func check(
        _ reported: [DanceError], _ verdict: AnimatorReferenceModel.Verdict,
        before: Observation, after: Observation, model: AnimatorReferenceModel, velocity: Double?
    ) -> String? {
        switch (verdict, reported.first, reported.count) {
        case (.accepted, nil, _): break
        case (.wrongState, .wrongState?, 1), (.invalidArgument, .invalidArgument?, 1):
            if after != before { return "the rejected call changed \(before) to \(after)" }
        default: return "reported \(reported), expected \(verdict)"
        }
        var differences: [String] = []
        func compare<Value: Equatable>(_ name: String, _ actual: Value, _ expected: Value) {
            if actual != expected { differences.append("\(name) \(actual), expected \(expected)") }
        }
        /// Within 1e-7 relative. For a fraction shown at `ends` (0 and 1, or 0 and 100), both
        /// ends are right within 1e-9 traversals of a boundary between traversals that do not
        /// turn: which of the two traversals the playhead is in depends on rounding.
        func compare(_ name: String, _ actual: Double, _ expected: Double, ends: Double? = nil) {
            func close(_ value: Double) -> Bool {
                abs(actual - value) <= 1e-7 * max(1, abs(actual), abs(value))
            }
            let eitherEnd = !model.autoreverses && model.nearBoundary(model.playhead)
            if close(expected) { return }
            if let ends, eitherEnd, close(0) || close(ends) { return }
            differences.append("\(name) \(actual), expected \(expected)")
        }
        let expectedState = model.state
        compare("state", after.state, expectedState)
        compare("isRunning", after.isRunning, model.isRunning)
        compare("isReversed", after.isReversed, model.isReversed)
        compare("completions", after.completions, model.completions)
        compare("model value", after.modelValue, model.modelValue)
        if model.state != .inactive {
            compare("fractionComplete", after.fractionComplete, model.fraction, ends: 1)
        }
        if !model.presentationIsStale {
            compare("presentation", after.presentation, model.presentation, ends: 100)
        }
        if let velocity {
            compare("velocity", after.velocity, velocity)
        }
        compare("speed", after.speed, model.speed)
        compare("delay", after.delay, model.delay)
        compare("isInterruptible", after.isInterruptible, model.isInterruptible)
        compare("durationScale", after.durationScale, model.durationScale)
        if differences.isEmpty { return nil }
        return differences.joined(separator: "; ") + " (playhead \(model.playhead))"
    }
}

/// What the test reads from the animator and its property after each step.
private struct Observation: Equatable, CustomStringConvertible {
    var state: AnimatingState
    var isRunning: Bool
    var isReversed: Bool
    var fractionComplete: Double
    var modelValue: Double
    var presentation: Double
    var velocity: Double
    var speed: Double
    var delay: Double
    var isInterruptible: Bool
    var durationScale: Double
    var completions: [AnimatingPosition]

    @MainActor
    init(_ animator: PropertyAnimator, _ gauge: Gauge, _ completions: [AnimatingPosition]) {
        state = animator.state
        isRunning = animator.isRunning
        isReversed = animator.isReversed
        fractionComplete = animator.fractionComplete
        modelValue = gauge.value
        presentation = gauge.$value.presentation
        velocity = gauge.$value.velocity
        speed = animator.speed
        delay = animator.delay
        isInterruptible = animator.isInterruptible
        durationScale = AnimationDriver.shared.durationScale
        self.completions = completions
    }

    var description: String {
        "(\(state), running \(isRunning), reversed \(isReversed), fraction \(fractionComplete), "
            + "value \(modelValue), shown \(presentation), velocity \(velocity))"
    }
}

// MARK: - The property

/// The property the animator under test moves from 0 to 100.
@MainActor
private final class Gauge: Dancing {
    @Animated var value = 0.0
}
