import Foundation
import Testing

@testable import Dance

/// A node with one property the batch does not render (`Float`): an animator that sets it
/// runs on the single-animator path, the reference the batched path must match.
@MainActor
private final class SingleNode: Node {
    @Animated var pin: Float = 0
}

/// The batched frame path shows the exact target wherever the single path does: at an eased
/// progress of exactly 1 — a repeating animator's traversal boundary, a curve that rounds to 1
/// before its end, the end frame as completions see it — `interpolated(to:fraction:)` returns
/// the target itself, where `from + (to − from) · 1` can miss it by a unit in the last place or
/// overflow.
@MainActor
@Suite(.serialized)
struct FramePathExactnessTests {
    /// Runs a 1 s linear animator of `alpha` `from` → `to` repeating twice on a 60 Hz clock,
    /// on the batch (`single` false) or the single path, and returns alpha at t = 1 (position 1
    /// at the end of the first traversal) and whether it was batched.
    private func alphaAtTraversalEnd(from: Double, to: Double, single: Bool) -> (Double, Bool) {
        var result = (Double.nan, false)
        withEngine { clock in
            let node = SingleNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            node.alpha = from
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.alpha = to
                if single { node.pin = 1 }
            }
            animator.repeatCount = 2
            animator.startAnimation()
            let batched = animator.framePathRow >= 0
            clock.advance(to: 1)
            #expect(animator.state == .active)
            result = (node.$alpha.presentation, batched)
            clock.advance(to: 3)
        }
        return result
    }

    @Test("a repeating batched animator at a traversal's end shows its target, as the single path")
    func repeatBoundary() {
        // 100 + (0.3 − 100) · 1 is 0.29999999999999716 in binary floating point.
        #expect(100 + (0.3 - 100) * 1.0 != 0.3)
        let batched = alphaAtTraversalEnd(from: 100, to: 0.3, single: false)
        let single = alphaAtTraversalEnd(from: 100, to: 0.3, single: true)
        #expect(batched.1 && !single.1)
        #expect(single.0 == 0.3)
        #expect(batched.0 == 0.3)
    }

    @Test("far-apart finite values at a traversal's end: the target, not the formula's overflow")
    func repeatBoundaryOverflow() {
        // −1e308 + (1e308 − (−1e308)) · 1 overflows to +∞ on the way.
        #expect((1e308 - -1e308).isInfinite)
        let batched = alphaAtTraversalEnd(from: -1e308, to: 1e308, single: false)
        let single = alphaAtTraversalEnd(from: -1e308, to: 1e308, single: true)
        #expect(batched.1 && !single.1)
        #expect(single.0 == 1e308)
        #expect(batched.0 == 1e308)
    }

    @Test("an eased progress that rounds to 1 before the end shows the target on both paths")
    func easedOneBeforeEnd() {
        // easeOut's value 3e-9 s before the end of a 1 s curve rounds to exactly 1.0.
        #expect(TimingFunction.curve(.easeOut).value(at: 1 - 3e-9) == 1)
        var values: [Double] = []
        var batched: [Bool] = []
        for single in [false, true] {
            withEngine { clock in
                let node = SingleNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                node.alpha = 100
                clock.advance(by: 3e-9)
                let animator = PropertyAnimator(duration: 1, curve: .easeOut) {
                    node.alpha = 0.3
                    if single { node.pin = 1 }
                }
                animator.startAnimation()
                batched.append(animator.framePathRow >= 0)
                clock.advance(to: 1)  // the animator's timeline is at 1 − 3e-9: still running
                #expect(animator.state == .active)
                values.append(node.$alpha.presentation)
                clock.advance(to: 3)
            }
        }
        #expect(batched == [true, false])
        #expect(values == [0.3, 0.3])
    }

    @Test("a completion running in another animator's end frame reads its target on both paths")
    func lastFrameSeenByCompletion() {
        var seen: [Double] = []
        for single in [false, true] {
            withEngine { clock in
                let first = makeNode()
                let second = SingleNode(frame: .zero)
                second.alpha = 100
                let a = PropertyAnimator(duration: 1, curve: .linear) { first.alpha = 0 }
                let b = PropertyAnimator(duration: 1, curve: .linear) {
                    second.alpha = 0.3
                    if single { second.pin = 1 }
                }
                a.addCompletion { _ in seen.append(second.$alpha.presentation) }
                a.startAnimation()  // started first: its completion runs before b settles
                b.startAnimation()
                clock.advance(to: 1)
                #expect(second.$alpha.presentation == 0.3)
            }
        }
        #expect(seen == [0.3, 0.3])
    }

    @Test("every plain-lane type shows its exact target at a traversal's end")
    func everyLaneAtBoundary() {
        withEngine { clock in
            let node = makeNode()
            node.center = CGPoint(x: 100, y: -100)
            node.bounds = CGRect(x: 100, y: 100, width: 100, height: 100)
            node.backgroundColor = Color(red: 100, green: 100, blue: 100, alpha: 100)
            let target = CGRect(x: 0.3, y: 0.1, width: 0.7, height: 0.3)
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.center = CGPoint(x: 0.3, y: 0.7)
                node.bounds = target
                node.backgroundColor = Color(red: 0.3, green: 0.1, blue: 0.7, alpha: 0.3)
            }
            animator.repeatCount = 2
            animator.startAnimation()
            #expect(animator.framePathRow >= 0)
            clock.advance(to: 1)
            #expect(animator.state == .active)
            #expect(node.$center.presentation == CGPoint(x: 0.3, y: 0.7))
            #expect(node.$bounds.presentation == target)
            #expect(
                node.$backgroundColor.presentation
                    == Color(red: 0.3, green: 0.1, blue: 0.7, alpha: 0.3))
            clock.advance(to: 3)
        }
    }
}

/// An animator that a scheduled pause took out of the batch goes back when the pause is
/// cancelled, and shows what the single path shows.
@MainActor
@Suite(.serialized)
struct FramePathRejoinTests {
    @Test("a start that cancels pauseAnimation(atFraction:) puts the animator back in the batch")
    func rejoinAfterCancelledPause() {
        withEngine { clock in
            let node = makeNode()
            node.alpha = 1
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.pauseAnimation(atFraction: 0.75)
            #expect(animator.framePathRow < 0 && animator.driverSlot >= 0)
            clock.advance(to: 0.5)
            animator.startAnimation()  // plays on to the end instead: the pause is cancelled
            #expect(animator.framePathRow >= 0 && animator.driverSlot < 0)
            clock.advance(to: 1.75)
            // Linear over 2 s from 1 to 0, past the cancelled pause at 1.5 s: 1 − 1.75/2.
            #expect(animator.isRunning)
            #expect(node.$alpha.presentation == 1 - 1.75 / 2)
            clock.advance(to: 2)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
        }
    }

    @Test("continueAnimation that cancels a pause at a fraction puts it back in the batch")
    func continueRejoins() {
        withEngine(frameInterval: 0.25) { clock in
            let node = makeNode()
            node.alpha = 1
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.pauseAnimation(atFraction: 0.75)
            clock.advance(to: 0.5)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            #expect(animator.isRunning && animator.framePathRow >= 0 && animator.driverSlot < 0)
            clock.advance(to: 1.75)
            #expect(node.$alpha.presentation == 1 - 1.75 / 2)
            clock.advance(to: 2)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
        }
    }
}
