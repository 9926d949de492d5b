import Foundation
import Testing

@testable import Dance

/// A value whose arithmetic runs a hook once: user code that a frame runs while it renders.
private struct Hooked: AnimatableVector, Equatable {
    var x: Double

    /// Run (and cleared) by the next interpolation or vector operation.
    @MainActor static var hook: (() -> Void)?

    static var zero: Hooked { Hooked(x: 0) }

    private static func runHook() {
        MainActor.assumeIsolated {
            guard let hook else { return }
            self.hook = nil
            hook()
        }
    }

    func interpolated(to other: Hooked, fraction: Double) -> Hooked {
        Self.runHook()
        return Hooked(x: x + (other.x - x) * fraction)
    }
    func adding(_ other: Hooked) -> Hooked {
        Self.runHook()
        return Hooked(x: x + other.x)
    }
    func subtracting(_ other: Hooked) -> Hooked {
        if MainActor.assumeIsolated({ Self.hooksAllArithmetic }) { Self.runHook() }
        return Hooked(x: x - other.x)
    }
    func scaled(by factor: Double) -> Hooked {
        if MainActor.assumeIsolated({ Self.hooksAllArithmetic }) { Self.runHook() }
        return Hooked(x: x * factor)
    }

    /// Whether subtracting and scaling run the hook too (a velocity is made of them).
    @MainActor static var hooksAllArithmetic = false
    var magnitudeSquared: Double { x * x }
}

@MainActor
private final class HookedNode: Node {
    @Animated var value = Hooked(x: 0)
    @Animated var other = Hooked(x: 0)
}

/// Code a frame runs cannot change animations.
///
/// A value type's `interpolated(to:fraction:)` or arithmetic runs while the frame reads the
/// tracks (changing them there freed what it read). Each such call reports
/// ``DanceError/StateReason/renderingFrame`` and changes nothing.
@MainActor @Suite(.serialized) struct FrameReentrancyTests {
    /// What the hook tries while a frame renders.
    enum Call: String, CaseIterable, CustomTestStringConvertible {
        case stop, pause, reverse, scrub, addAnimations, speed, continueAnimation, setProperty,
            setPlainProperty, advanceClock, danceAnimate, swapClock, durationScale,
            sweepReleasedNodes
        var testDescription: String { rawValue }
    }

    /// How the animation of `value` is made.
    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        /// A block, on the single path (a type of your own is never batched).
        case block
        /// Declarative steps.
        case steps
        /// A block over an older animation of the property: the layered render.
        case layered
        var testDescription: String { rawValue }
    }

    @Test(
        "a call from a value type's code during a frame is reported and changes nothing",
        arguments: Call.allCases, Shape.allCases)
    func callDuringFrame(call: Call, shape: Shape) {
        let fixture = DanceFixture()
        let clock = fixture.clock
        let node = HookedNode()
        var older: PropertyAnimator?
        if shape == .layered {
            older = PropertyAnimator(duration: 2, curve: .linear) { node.value = Hooked(x: -50) }
            older?.startAnimation()
            clock.advance(to: 0.25)
        }
        let origin = clock.now
        let animator: PropertyAnimator
        if shape == .steps {
            animator = PropertyAnimator(
                steps: [
                    .custom(duration: 1, curve: .linear) {
                        ($0 as? HookedNode)?.value = Hooked(x: 100)
                    }
                ], on: node)
        } else {
            animator = PropertyAnimator(duration: 1, curve: .linear) { node.value = Hooked(x: 100) }
        }
        var completions: [AnimatingPosition] = []
        animator.addCompletion { completions.append($0) }
        animator.startAnimation()
        clock.advance(to: origin + 0.25)
        let before = (animator.state, animator.isRunning, animator.isReversed, animator.speed)
        var errors: [DanceError] = []
        let saved = Diagnostics.errorHandler
        Diagnostics.errorHandler = { errors.append($0) }
        Hooked.hook = {
            switch call {
            case .stop: animator.stopAnimation(true)
            case .pause: animator.pauseAnimation()
            case .reverse: animator.isReversed = true
            case .scrub: animator.fractionComplete = 0.9
            case .addAnimations: animator.addAnimations { node.other = Hooked(x: 5) }
            case .speed: animator.speed = 2
            case .continueAnimation:
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 3)
            case .setProperty: node.value = Hooked(x: 7)
            // A property nothing animates: its set takes no track, and is refused all the same.
            case .setPlainProperty: node.other = Hooked(x: 7)
            case .advanceClock: clock.advance(by: 0.5)
            case .danceAnimate:
                node.dance.animate(duration: 1, curve: .linear) { $0.value = Hooked(x: 1) }
            case .swapClock: AnimationDriver.shared.clock = ManualClock()
            case .durationScale: AnimationDriver.shared.durationScale = 2
            case .sweepReleasedNodes: DanceFactory.instance.sweepReleasedNodes()
            }
        }
        clock.advance(to: origin + 0.5)
        Diagnostics.errorHandler = saved
        #expect(Hooked.hook == nil, "the frame ran no value code")
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.description.contains("while the engine computes values") == true)
        // Nothing changed: it runs on and completes at its end as it would have.
        #expect((animator.state, animator.isRunning, animator.isReversed, animator.speed) == before)
        #expect(node.value == Hooked(x: 100))
        #expect(node.dance.animator == nil)
        clock.advance(to: origin + 1)
        #expect(completions == [.end])
        if let older {
            clock.advance(to: 2)
            #expect(older.state == .inactive)
        }
        #expect(node.$value.presentation == Hooked(x: 100))
        #expect(node.$other.presentation == Hooked(x: 0))
        #expect(AnimationDriver.shared.clock === clock)
        #expect(AnimationDriver.shared.durationScale == 1)
        fixture.expectClean()
    }

    /// What the hook tries on an animator not started, which no frame reads.
    enum InactiveCall: String, CaseIterable, CustomTestStringConvertible {
        case speed, repeating, reverse, addAnimations
        var testDescription: String { rawValue }
    }

    @Test(
        "configuring an animator not started is allowed during a frame",
        arguments: InactiveCall.allCases)
    func configureInactiveDuringFrame(call: InactiveCall) {
        let fixture = DanceFixture()
        let hooked = HookedNode()
        let node = makeNode()
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
        guard let waiting = node.dance.animator else { return }
        let mover = PropertyAnimator(duration: 1, curve: .linear) { hooked.value = Hooked(x: 1) }
        mover.startAnimation()
        var errors: [DanceError] = []
        let saved = Diagnostics.errorHandler
        Diagnostics.errorHandler = { errors.append($0) }
        Hooked.hook = {
            switch call {
            case .speed: node.dance.speed(2)
            case .repeating: node.dance.repeating(count: 2)
            case .reverse: node.dance.isReversed = true
            case .addAnimations: waiting.addAnimations { node.cornerRadius = 4 }
            }
        }
        fixture.clock.advance(to: 0.5)
        Diagnostics.errorHandler = saved
        #expect(Hooked.hook == nil, "the frame ran the hook")
        #expect(errors == [])
        #expect(waiting.state == .inactive)
        switch call {
        case .speed: #expect(waiting.speed == 2)
        case .repeating: #expect(waiting.repeatCount == 2)
        case .reverse: #expect(waiting.isReversed)
        case .addAnimations: break
        }
        node.dance.start()
        fixture.clock.advance(to: 4)
        #expect(waiting.state == .inactive && mover.state == .inactive)
        // The block added during the frame ran when the animation started.
        #expect(node.cornerRadius == (call == .addAnimations ? 4 : 0))
        fixture.expectClean()
    }
}

/// A node with four hooked properties: an animator of it keeps its tracks out of line (more
/// than the three it holds inline), in the list that a call freeing it freed under the walk.
@MainActor
private final class FourHookedNode: Node {
    @Animated var a = Hooked(x: 0)
    @Animated var b = Hooked(x: 0)
    @Animated var c = Hooked(x: 0)
    @Animated var d = Hooked(x: 0)
    /// Never animated.
    @Animated var plain = Hooked(x: 0)

    func set(_ x: Double) {
        (a, b, c, d) = (Hooked(x: x), Hooked(x: x), Hooked(x: x), Hooked(x: x))
    }

    var models: [Double] { [a.x, b.x, c.x, d.x, plain.x] }
    var presentations: [Double] {
        [
            $a.presentation.x, $b.presentation.x, $c.presentation.x, $d.presentation.x,
            $plain.presentation.x,
        ]
    }
}

/// Code the engine runs while it computes values outside a frame cannot change animations
/// either: a scrub, a start, a pause and a stop render the animator's tracks, a velocity read and
/// a Dance hand-off walk them (a call that stopped the animator there freed them: a crash).
@MainActor @Suite(.serialized) struct ValueComputationReentrancyTests {
    /// Where the value code runs.
    enum Entry: String, CaseIterable, CustomTestStringConvertible {
        case scrub, start, pause, stopWithoutFinishing, velocity, handoff
        var testDescription: String { rawValue }
    }

    /// What the value code tries.
    enum Call: String, CaseIterable, CustomTestStringConvertible {
        case stop, pause, scrub, setProperty, setPlainProperty, advanceClock, danceAnimate,
            swapClock, durationScale
        var testDescription: String { rawValue }
    }

    /// What can be seen of the node and its animator.
    private struct Snapshot: Equatable {
        var state: AnimatingState = .inactive
        var isRunning = false
        var fraction = 0.0
        var models: [Double] = []
        var presentations: [Double] = []
    }

    /// Runs `entry` with the value code calling `call` (or nothing), and returns what is seen
    /// right after, what is seen at the end, the completions and the errors reported.
    private func run(_ entry: Entry, calling call: Call?) -> (
        after: Snapshot, end: Snapshot, completions: [String], errors: [DanceError]
    ) {
        let fixture = DanceFixture()
        let clock = fixture.clock
        let node = FourHookedNode()
        var completions: [String] = []
        let animator: PropertyAnimator
        if entry == .handoff {
            node.dance.animate(duration: 2, curve: .linear) { $0.set(100) }
                .addCompletion { completions.append("first \($0)") }.start()
            clock.advance(to: 1)
            guard let first = node.dance.animator else { return (.init(), .init(), [], []) }
            animator = first
        } else {
            animator = PropertyAnimator(duration: 1, curve: .linear) { node.set(100) }
            animator.addCompletion { completions.append("\($0)") }
            if entry != .start { animator.startAnimation() }
            clock.advance(to: 0.25)
            if entry == .scrub { animator.pauseAnimation() }
        }
        var errors: [DanceError] = []
        let saved = Diagnostics.errorHandler
        Diagnostics.errorHandler = { errors.append($0) }
        Hooked.hook = {
            switch call {
            case .stop: animator.stopAnimation(true)
            case .pause: animator.pauseAnimation()
            case .scrub: animator.fractionComplete = 0.9
            case .setProperty: node.a = Hooked(x: 7)
            case .setPlainProperty: node.plain = Hooked(x: 7)
            case .advanceClock: clock.advance(by: 0.5)
            case .danceAnimate:
                node.dance.animate(duration: 1, curve: .linear) { $0.a = Hooked(x: 1) }
            case .swapClock: AnimationDriver.shared.clock = ManualClock()
            case .durationScale: AnimationDriver.shared.durationScale = 2
            case nil: break
            }
        }
        switch entry {
        case .scrub: animator.fractionComplete = 0.5
        case .start: animator.startAnimation()
        case .pause: animator.pauseAnimation()
        case .stopWithoutFinishing: animator.stopAnimation(false)
        case .velocity:
            Hooked.hooksAllArithmetic = true
            _ = node.$a.velocity
            Hooked.hooksAllArithmetic = false
        case .handoff:
            node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.set(200) }
                .addCompletion { completions.append("second \($0)") }.start()
        }
        Diagnostics.errorHandler = saved
        #expect(Hooked.hook == nil, "the value code ran")
        Hooked.hook = nil
        let current = node.dance.animator ?? animator
        func snapshot() -> Snapshot {
            Snapshot(
                state: current.state, isRunning: current.isRunning,
                fraction: current.fractionComplete, models: node.models,
                presentations: node.presentations)
        }
        let after = snapshot()
        switch current.state {
        case .stopped: current.finishAnimation(at: .current)
        case .active where !current.isRunning: current.startAnimation()
        default: break
        }
        clock.advance(to: 4)
        let end = snapshot()
        #expect(AnimationDriver.shared.clock === clock)
        #expect(AnimationDriver.shared.durationScale == 1)
        fixture.expectClean()
        return (after, end, completions, errors)
    }

    @Test(
        "a call from value code outside a frame is reported and changes nothing",
        arguments: Entry.allCases, Call.allCases)
    func callWhileComputingValues(entry: Entry, call: Call) {
        let control = run(entry, calling: nil)
        let probed = run(entry, calling: call)
        #expect(control.errors == [])
        #expect(probed.errors.count == 1, "\(probed.errors)")
        if case .wrongState(_, _, .renderingFrame) = probed.errors.first {
        } else {
            Issue.record("not reported as renderingFrame: \(probed.errors)")
        }
        #expect(probed.after == control.after)
        #expect(probed.end == control.end)
        #expect(probed.completions == control.completions)
    }
}
