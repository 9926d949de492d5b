import Foundation
import Testing

@testable import Dance

/// A delayed block's span shorter than 1e-6 s of clock time jumps at its start, velocity 0.
///
/// A block added with a delay factor moves over the rest of the timeline after its delay. When
/// that rest lasts less than 1e-6 s of clock time (its share of a traversal's seconds ×
/// duration scale ÷ speed), the block's tracks jump to their targets at its start with
/// velocity 0, as a pass, step or keyframe that short does; a span of 1e-6 s or more moves at
/// a rate of at most 1e6 per second.
@MainActor @Suite(.serialized) struct PropertyAnimatorShortSpanTests {
    /// Runs `body` on a fresh engine and puts the duration scale back to 1 afterwards.
    private func withScaledEngine(_ body: (ManualClock) -> Void) {
        withEngine { clock in
            defer { AnimationDriver.shared.durationScale = 1 }
            body(clock)
        }
    }

    /// Clock seconds of the span (1 − delay factor of the pass): under 1e-6 in every row.
    @Test(
        "a delayed block whose span lasts under 1e-6 s jumps to its target there, velocity 0",
        arguments: [
            // (duration, delay factor, speed, duration scale): span seconds in the comment.
            (1, 1 - 1e-8, 1, 1),  // 1e-8
            (1e-6, 0.5, 1, 1),  // 5e-7
            (2e-6, Double(0.5).nextUp, 1, 1),  // just under 1e-6
            (1, 0.5, 1e6, 1),  // 5e-7
            (1, 0.75, 1, 1e-6),  // 2.5e-7
        ] as [(Double, Double, Double, Double)])
    func shortSpanJumps(duration: Double, delayFactor: Double, speed: Double, scale: Double) {
        withScaledEngine { clock in
            let node = makeNode()
            AnimationDriver.shared.durationScale = scale
            let animator = PropertyAnimator(duration: duration, curve: .linear)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: delayFactor)
            animator.speed = speed
            let pass = duration * scale / speed
            let spanStart = delayFactor * pass
            let span = pass - spanStart
            #expect(span < DurationLimits.shortest)
            animator.startAnimation()
            clock.advance(to: spanStart / 2)
            #expect(node.$alpha.presentation == 1 && node.$alpha.velocity == 0)
            clock.advance(to: spanStart + span / 2)
            #expect(node.$alpha.presentation == 0)
            #expect(node.$alpha.velocity == 0)
            clock.advance(to: 1)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
        }
    }

    @Test("a delayed block whose span lasts exactly 1e-6 s moves, at the limit rate of 1e6")
    func spanAtTheLimitMoves() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2e-6, curve: .linear)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            clock.advance(to: 1.5e-6)
            // Halfway through a 1e-6 s span: distance −1 over 1e-6 s.
            #expect(abs(node.$alpha.presentation - 0.5) <= 1e-9)
            #expect(abs(node.$alpha.velocity - -1 / 1e-6) <= 1e-9 * 1e6)
            clock.advance(to: 1)
        }
    }

    @Test("a huge distance over a span under 1e-6 s has velocity 0, not infinity")
    func hugeDistanceShortSpan() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1e-6, curve: .linear)
            animator.addAnimations({ node.cornerRadius = 1e300 }, delayFactor: 1 - 1e-8)
            animator.startAnimation()
            clock.advance(to: 1e-6 * (1 - 5e-9))
            #expect(node.$cornerRadius.presentation == 1e300)
            #expect(node.$cornerRadius.velocity == 0)
            clock.advance(to: 1)
            #expect(node.$cornerRadius.presentation == 1e300)
        }
    }

    @Test("added while running, a block with 5e-9 s left after its delay jumps at its start")
    func addedWhileRunning() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            // Its span starts at 0.5 + (1 − 1e-8) × 0.5 = 1 − 5e-9: 5e-9 s long.
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 1 - 1e-8)
            #expect(node.$alpha.presentation == 1 && node.$alpha.velocity == 0)
            clock.advance(to: 1 - 2.5e-9)
            #expect(node.$alpha.presentation == 0 && node.$alpha.velocity == 0)
            #expect(abs(node.$center.velocity.x - 100) <= 1e-6)
            clock.advance(to: 1)
            #expect(animator.state == .inactive && node.alpha == 0)
        }
    }

    @Test("raising the speed to 1e6 makes a 0.5 s span last 5e-7 s: it jumps, velocity 0")
    func speedMakesSpanShort() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            clock.advance(to: 0.25)
            animator.speed = 1e6
            // From position 0.25 at 1e6 per second: position 0.75, halfway through the span.
            clock.advance(to: 0.25 + 0.5e-6)
            #expect(node.$alpha.presentation == 0 && node.$alpha.velocity == 0)
            clock.advance(to: 1)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
        }
    }

    @Test("running reversed, the block shows its target until the playhead passes its start")
    func reversedPassesBack() {
        withEngine { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 1 - 1e-8)
            animator.isReversed = true
            animator.startAnimation()
            #expect(node.$alpha.presentation == 0)
            clock.advance(to: 5e-9)  // position 1 − 5e-9, inside the span
            #expect(node.$alpha.presentation == 0 && node.$alpha.velocity == 0)
            clock.advance(to: 0.5)
            #expect(node.$alpha.presentation == 1 && node.$alpha.velocity == 0)
            clock.advance(to: 1)
            #expect(animator.state == .inactive && node.alpha == 1)
        }
    }

    @Test("scrubbed into a span under 1e-6 s, the block shows its target; before it, its start")
    func scrubbedIntoShortSpan() {
        withEngine { _ in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 1 - 1e-8)
            animator.fractionComplete = 1 - 5e-9
            #expect(node.$alpha.presentation == 0 && node.$alpha.velocity == 0)
            animator.fractionComplete = 0.5
            #expect(node.$alpha.presentation == 1)
            animator.stopAnimation(true)
        }
    }
}
