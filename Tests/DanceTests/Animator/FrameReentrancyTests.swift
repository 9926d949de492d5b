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
    func subtracting(_ other: Hooked) -> Hooked { Hooked(x: x - other.x) }
    func scaled(by factor: Double) -> Hooked { Hooked(x: x * factor) }
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
            advanceClock, danceAnimate, swapClock, durationScale, sweepReleasedNodes
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
        #expect(errors.first?.description.contains("while a frame renders values") == true)
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
