import Foundation
import Testing

@testable import Dance

/// The fields most animators never set live in a side object allocated on first use: a plain
/// animator never allocates it, setting a field to its default does not either, and the
/// values read back are the defaults until something sets them.
@MainActor @Suite(.serialized) struct AnimatorRareStateTests {
    /// An animator moving `node.cornerRadius` to 100, whose completion `log` records.
    private func radiusAnimator(
        _ node: Node, _ log: EventLog, duration: TimeInterval = 1, curve: AnimationCurve = .linear
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: curve) {
            node.cornerRadius = 100
        }
        animator.addCompletion(log.completion())
        return animator
    }

    @Test("a plain animator runs, is batched and completes without allocating its rare fields")
    func plainAnimator() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node, log, duration: 2, curve: .easeInOut)
            // Defaults: what the stored fields held before they moved to the side object.
            animator.speed = 1
            animator.repeatCount = 0
            #expect(animator.speed == 1 && animator.repeatCount == 0)
            #expect(animator.naturalSecondsPerUnit == 2 && animator.pivot == nil)
            #expect(animator.pauseTarget.isNaN && animator.scheduledPauseTime == nil)
            animator.startAnimation(afterDelay: 0.5)
            clock.advance(to: 1.5)
            #expect(animator.framePathRow >= 0)  // batched: the common shape
            clock.advance(to: 2.5)
            #expect(log.entries == ["2.500 completion end"])
            #expect(node.cornerRadius == 100)
            #expect(animator.rareState == nil)
        }
    }

    @Test("speed and repeat count set allocate the side object and keep their values to the end")
    func speedAndRepeat() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node, log)
            animator.speed = 2
            #expect(animator.rareState != nil)
            animator.repeatCount = 1.5
            animator.startAnimation()
            // 1.5 passes of 1 s at speed 2: at 0.6 s the second pass is at 0.2; the end at 0.75 s.
            clock.advance(to: 0.6)
            #expect(isClose(node.$cornerRadius.presentation, 20))
            clock.advance(to: 0.75)
            // A fractional count ends inside a pass, with `.current`: half way, at 50.
            #expect(log.entries == ["0.750 completion current"])
            #expect(isClose(node.cornerRadius, 50))
            // Speed and repeat count stay for the next run, as in UIKit; the rest is reset.
            #expect(animator.speed == 2 && animator.repeatCount == 1.5)
            #expect(animator.naturalSecondsPerUnit == 1 && animator.pivot == nil)
        }
    }

    @Test("a pause at a fraction allocates the side object and ending clears it back")
    func pauseAtFraction() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node, log)
            animator.startAnimation()
            animator.pauseAnimation(atFraction: 0.25)
            #expect(animator.pauseTarget == 0.25 && animator.scheduledPauseTime != nil)
            #expect(animator.framePathRow < 0)  // a scheduled pause runs on the single path
            clock.advance(to: 0.5)
            #expect(!animator.isRunning && animator.fractionComplete == 0.25)
            #expect(node.$cornerRadius.presentation == 25)
            animator.startAnimation()
            #expect(animator.pauseTarget.isNaN && animator.scheduledPauseTime == nil)
            clock.advance(to: 1.25)
            #expect(log.entries == ["1.250 completion end"])
            #expect(animator.rareState != nil && animator.speed == 1 && animator.repeatCount == 0)
        }
    }

    @Test("a second waiting block, or one with a delay factor, waits in the side object, in order")
    func otherPendingAnimations() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = radiusAnimator(node, log)
            #expect(animator.rareState == nil && animator.pendingAnimations.count == 1)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 0.5)
            #expect(animator.rareState?.otherPendingAnimations.count == 1)
            #expect(animator.firstPendingAnimation != nil && animator.pendingAnimations.count == 2)
            animator.startAnimation()
            #expect(animator.pendingAnimations.isEmpty)
            #expect(animator.rareState?.otherPendingAnimations.isEmpty == true)
            // Linear over 1 s; the alpha track starts half way: at 0.75 s it is half done.
            clock.advance(to: 0.75)
            #expect(node.$cornerRadius.presentation == 75)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 1)
            #expect(log.entries == ["1.000 completion end"])

            // The first block has a delay factor: it does not take the inline slot.
            let delayed = PropertyAnimator(duration: 1, curve: .linear)
            delayed.addAnimations({ node.cornerRadius = 0 }, delayFactor: 0.5)
            delayed.addAnimations { node.alpha = 1 }
            #expect(delayed.firstPendingAnimation == nil)
            #expect(delayed.rareState?.otherPendingAnimations.map(\.delayFactor) == [0.5, 0])
            delayed.startAnimation()
            clock.advance(to: 1.75)
            #expect(node.$cornerRadius.presentation == 50)  // from 100, half of its half
            #expect(node.$alpha.presentation == 0.75)
            clock.advance(to: 2)
            #expect(node.cornerRadius == 0 && node.alpha == 1)
        }
    }

    @Test("declarative content lives in the side object and leaves it when the animator ends")
    func declarativeContent() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(
                steps: [.fadeOut(duration: 1), .fadeIn(duration: 1)], on: node)
            #expect(animator.rareState?.content != nil)
            animator.startAnimation()
            #expect(animator.framePathRow < 0)  // content runs on the single path
            clock.advance(to: 2)
            #expect(animator.state == .inactive && node.alpha == 1)
            #expect(animator.content == nil && animator.rareState?.content == nil)
        }
    }
}
