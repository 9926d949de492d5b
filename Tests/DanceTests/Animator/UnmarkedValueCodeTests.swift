import Foundation
import Testing

@testable import Dance

/// A value whose arithmetic runs a hook once, but only when the engine does not mark the
/// computation (`AnimationDriver.isComputingValues` false): what the new guard misses.
private struct Probe: AnimatableVector, Equatable {
    var x: Double
    @MainActor static var hook: (() -> Void)?
    @MainActor static var unguardedCalls: [String] = []
    static var zero: Probe { Probe(x: 0) }

    private static func run(_ what: String) {
        MainActor.assumeIsolated {
            guard !AnimationDriver.isComputingValues, let hook else { return }
            unguardedCalls.append(what)
            self.hook = nil
            hook()
        }
    }
    func interpolated(to other: Probe, fraction: Double) -> Probe {
        Self.run("interpolated")
        return Probe(x: x + (other.x - x) * fraction)
    }
    func adding(_ other: Probe) -> Probe {
        Self.run("adding")
        return Probe(x: x + other.x)
    }
    func subtracting(_ other: Probe) -> Probe {
        Self.run("subtracting")
        return Probe(x: x - other.x)
    }
    func scaled(by factor: Double) -> Probe {
        Self.run("scaled")
        return Probe(x: x * factor)
    }
    var magnitudeSquared: Double { x * x }
}

@MainActor
private final class ProbeNode: Node {
    @Animated var a = Probe(x: 0)
    @Animated var b = Probe(x: 0)
    @Animated var c = Probe(x: 0)
    @Animated var d = Probe(x: 0)
    func set(_ x: Double) {
        (a, b, c, d) = (Probe(x: x), Probe(x: x), Probe(x: x), Probe(x: x))
    }
}

/// The engine marks every place where it runs a value type's arithmetic.
///
/// Settling older tracks on a stop or a finish, recording a track over an older one, recording
/// a step's segment: each marks it (`AnimationDriver.isComputingValues`), so that a call from that code that would change
/// animations is refused: `Probe` runs its hook only where the mark is missing, and each test
/// expects the hook never to run (before the marks, each of these crashed or left a property
/// wrong). A bad clock time read by a stop is the error handler's: it has the last word.
@MainActor @Suite(.serialized) struct UnmarkedValueCodeTests {
    @Test(
        "stopAnimation(true) settling over newer tracks runs value code marked: a stop from it is refused"
    )
    func settleReentersStop() {
        let fixture = DanceFixture()
        let node = ProbeNode()
        let first = PropertyAnimator(duration: 1, curve: .linear) { node.set(100) }
        first.startAnimation()
        fixture.clock.advance(to: 0.25)
        let second = PropertyAnimator(duration: 1, curve: .linear) { node.set(200) }
        second.startAnimation()
        var errors: [DanceError] = []
        let saved = Diagnostics.errorHandler
        Diagnostics.errorHandler = { errors.append($0) }
        Probe.unguardedCalls = []
        Probe.hook = { first.stopAnimation(true) }
        first.stopAnimation(true)
        Diagnostics.errorHandler = saved
        #expect(Probe.hook != nil, "value code ran unguarded: \(Probe.unguardedCalls)")
        Probe.hook = nil
        second.stopAnimation(true)
        fixture.expectClean()
    }

    @Test(
        "finishAnimation settling over newer tracks runs value code marked: a finish from it is refused"
    )
    func settleReentersFinish() {
        let fixture = DanceFixture()
        let node = ProbeNode()
        var completions: [String] = []
        let first = PropertyAnimator(duration: 1, curve: .linear) { node.set(100) }
        first.addCompletion { completions.append("\($0)") }
        first.startAnimation()
        fixture.clock.advance(to: 0.25)
        let second = PropertyAnimator(duration: 1, curve: .linear) { node.set(200) }
        second.startAnimation()
        first.stopAnimation(false)
        var errors: [DanceError] = []
        let saved = Diagnostics.errorHandler
        Diagnostics.errorHandler = { errors.append($0) }
        Probe.unguardedCalls = []
        Probe.hook = { first.finishAnimation(at: .end) }
        first.finishAnimation(at: .current)
        Diagnostics.errorHandler = saved
        #expect(Probe.hook != nil, "value code ran unguarded: \(Probe.unguardedCalls)")
        #expect(completions == ["current"])
        Probe.hook = nil
        second.stopAnimation(true)
        fixture.expectClean()
    }

    @Test(
        "recording a track over an older one runs value code marked: the older animator is not stopped"
    )
    func recordStopsOlderAnimator() {
        let fixture = DanceFixture()
        let node = ProbeNode()
        var first: PropertyAnimator? = PropertyAnimator(duration: 1, curve: .linear) {
            node.a = Probe(x: 100)
        }
        first?.startAnimation()
        fixture.clock.advance(to: 0.25)
        let second = PropertyAnimator(duration: 1, curve: .linear) { node.a = Probe(x: 200) }
        Probe.unguardedCalls = []
        Probe.hook = { first?.stopAnimation(true) }
        second.startAnimation()
        Probe.hook = nil
        first = nil
        fixture.clock.advance(to: 0.5)
        _ = node.$a.velocity
        fixture.clock.advance(to: 3)
        #expect(node.$a.presentation.x == 200)
        #expect(!node.$a.isAnimating)
        fixture.expectClean()
    }

    @Test(
        "the error handler that finishes the animator while stopAnimation(false) reads the clock wins"
    )
    func handlerFinishesDuringStop() {
        let saved = Diagnostics.errorHandler
        let clock = PoisonableClock()
        AnimationDriver.shared.clock = clock
        let node = makeNode()
        var completions: [String] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        animator.addCompletion { completions.append("\($0)") }
        animator.startAnimation()
        clock.frame(at: 0.25)
        var reported: [DanceError] = []
        Diagnostics.errorHandler = { error in
            reported.append(error)
            if reported.count == 1 {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .end)
            }
        }
        clock.isPoisoned = true
        animator.stopAnimation(false)
        clock.isPoisoned = false
        Diagnostics.errorHandler = saved
        #expect(completions == ["end"])
        #expect(animator.state == .inactive, "the handler's finish has the last word")
        if animator.state == .stopped { animator.finishAnimation(at: .current) }
        AnimationDriver.shared.clock = ManualClock()
    }

    @Test("recording a step's segment runs value code marked: the timeline is not stopped")
    func stepRecordStopsTimeline() {
        let fixture = DanceFixture()
        let node = ProbeNode()
        weak var weakTimeline: PropertyAnimator?
        let steps: [Animation] = [
            .parallel([
                .custom(duration: 1, curve: .linear) { _ in node.a = Probe(x: 100) },
                .sequence([
                    .wait(0.5),
                    .custom(duration: 1, curve: .linear) { _ in node.a = Probe(x: 200) },
                ]),
            ])
        ]
        let timeline = PropertyAnimator(steps: steps, on: node)
        weakTimeline = timeline
        Probe.unguardedCalls = []
        Probe.hook = { weakTimeline?.stopAnimation(true) }
        timeline.startAnimation()
        Probe.hook = nil
        fixture.clock.advance(to: 3)
        #expect(
            node.a == node.$a.presentation, "model and presentation agree once nothing animates")
        fixture.expectClean()
    }
}
