import Dance
import Foundation
import Testing

/// Runs the Time Controls article's code blocks, as written there, through the public API only.
@MainActor
@Suite(.serialized)
struct TimeControlsSnippetTests {
    @Test("Time Controls: speed, the duration scale as the reduced-motion switch")
    func speedAndScale() {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        defer { AnimationDriver.shared.durationScale = 1 }
        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let prefersReducedMotion = true
        var ended: [AnimatingPosition] = []

        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        animator.startAnimation()
        animator.speed = 2  // the rest plays twice as fast, from where it is
        AnimationDriver.shared.durationScale = prefersReducedMotion ? 0 : 1

        animator.addCompletion { ended.append($0) }
        clock.advance(by: 1.0 / 60)
        #expect(ended == [.end] && node.presentation.alpha == 0)
    }

    @Test("Time Controls: a pulse through Dance, and steps run to a fraction")
    func pulseAndSteps() {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        node.dance.animate(duration: 0.6, curve: .easeInOut) { $0.alpha = 0.3 }
            .repeating(autoreverses: true)
            .start()

        clock.advance(by: 0.6)
        #expect(abs(node.presentation.alpha - 0.3) < 1e-9)
        clock.advance(by: 0.6)
        #expect(abs(node.presentation.alpha - 1) < 1e-9 && node.dance.isRunning)
        node.dance.finish(at: .start)

        node.alpha = 0
        let steps = PropertyAnimator(
            steps: [.fadeIn(duration: 0.5), .move(to: CGPoint(x: 200, y: 0), duration: 0.5)],
            on: node)
        steps.pauseAnimation(atFraction: 0.5)  // plays the fade and pauses before the move

        clock.advance(by: 2)
        #expect(node.presentation.alpha == 1 && node.presentation.center == CGPoint(x: 5, y: 5))
        #expect(!steps.isRunning && steps.fractionComplete == 0.5)
        steps.stopAnimation(true)
    }

    @Test("README: a Dance pulse, an endless loader slowed and run to a fraction, reduced motion")
    func readme() {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        defer { AnimationDriver.shared.durationScale = 1 }

        let badge = Node(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.dance.animate(duration: 0.5, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        }.repeating(count: 3, autoreverses: true).start()  // pulses three times, ends at rest

        let loader = PropertyAnimator(duration: 2, curve: .linear) { badge.alpha = 0.2 }
        loader.repeatCount = .infinity
        loader.startAnimation()
        loader.speed = 0.5  // half as fast from here; nothing jumps
        loader.pauseAnimation(atFraction: 0.25)  // runs there and pauses exactly

        AnimationDriver.shared.durationScale = 0  // reduced motion: running ones end next frame
        // (the loader, bound for 0.25, lands there at once and stays paused)

        clock.advance(by: 1.0 / 60)
        #expect(!badge.dance.hasAnimation && badge.presentation.transform == .identity)
        #expect(loader.state == .active && !loader.isRunning && loader.fractionComplete == 0.25)
        #expect(abs(badge.presentation.alpha - 0.8) < 1e-9)
        loader.stopAnimation(true)
    }

    @Test("Time Controls: awaiting the end")
    func awaitingTheEnd() async {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let parent = Node()
        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addChild(node)
        // Runs at once up to the await, so the animation starts before the clock moves (and this
        // test never suspends while it runs: other suites share the driver).
        let task = Task.immediate {
            node.dance.animate(duration: 0.3, curve: .easeOut) { $0.alpha = 0 }.start()
            if await node.dance.finished == .end {
                node.removeFromParent()
            }
        }
        clock.advance(by: 0.3)
        await task.value
        #expect(node.parent == nil && parent.children.isEmpty)
    }
}
