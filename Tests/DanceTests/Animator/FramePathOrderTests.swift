import Foundation
import Testing

@testable import Dance

/// Batched and single animators together: completions in one frame run in the order the
/// animators started, user code in a completion sees every running animator, and a frame
/// started inside a completion (a nested `advance`) finishes only its own ends.
@MainActor
@Suite(.serialized)
struct FramePathOrderTests {
    /// A 1 s linear animator of a transform (never batched) on a new node.
    private func single() -> PropertyAnimator {
        let node = makeNode()
        return PropertyAnimator(duration: 1, curve: .linear) {
            node.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
    }

    @Test("inside a completion, batched animators still run: counted, advanced, retimed")
    func batchStaysScheduled() {
        withEngine(frameInterval: 0.125) { clock in
            let (ending, long) = (makeNode(), makeNode())
            let first = single()
            let batched = PropertyAnimator(duration: 1, curve: .linear) { ending.alpha = 0 }
            let running = PropertyAnimator(duration: 10, curve: .linear) { long.alpha = 0 }
            var seen: (count: Int, idle: Bool, alpha: Double)?
            first.addCompletion { _ in
                let (count, idle) = (
                    AnimationDriver.shared.activeCount, AnimationDriver.shared.isIdle
                )
                clock.advance(to: 5)
                seen = (count, idle, long.$alpha.presentation)
            }
            for animator in [first, batched, running] { animator.startAnimation() }
            clock.advance(to: 1)
            // At the completion only the 10 s animator still runs; the nested frame moves it
            // to 5 s of 10.
            #expect(seen?.count == 1 && seen?.idle == false && seen?.alpha == 0.5)
            #expect(batched.state == .inactive)
            clock.advance(to: 20)
        }
    }

    @Test("a duration scale set in a completion reaches the batched animators")
    func durationScaleInCompletion() {
        withEngine(frameInterval: 0.125) { clock in
            let (ending, long) = (makeNode(), makeNode())
            let first = single()
            let batched = PropertyAnimator(duration: 1, curve: .linear) { ending.alpha = 0 }
            let running = PropertyAnimator(duration: 10, curve: .linear) { long.alpha = 0 }
            first.addCompletion { _ in AnimationDriver.shared.durationScale = 2 }
            defer { AnimationDriver.shared.durationScale = 1 }
            for animator in [first, batched, running] { animator.startAnimation() }
            clock.advance(to: 1)
            clock.advance(to: 3)
            // 1 s at pace 1, then 2 s at half pace: 2 s of 10.
            #expect(long.$alpha.presentation == 0.8)
            clock.advance(to: 30)
        }
    }

    @Test("a clock swapped in a completion shifts the batched animators' times")
    func clockSwapInCompletion() {
        withEngine(frameInterval: 0.125) { clock in
            let (ending, long) = (makeNode(), makeNode())
            let first = single()
            let batched = PropertyAnimator(duration: 1, curve: .linear) { ending.alpha = 0 }
            let running = PropertyAnimator(duration: 10, curve: .linear) { long.alpha = 0 }
            let other = ManualClock(frameInterval: 0.125)
            other.advance(to: 100)
            first.addCompletion { _ in AnimationDriver.shared.clock = other }
            for animator in [first, batched, running] { animator.startAnimation() }
            clock.advance(to: 1)
            other.advance(to: 101)
            // 1 s on the first clock, 1 s on the other: 2 s of 10.
            #expect(running.state == .active && long.$alpha.presentation == 0.8)
            other.advance(to: 120)
        }
    }

    @Test("completions in one frame run in start order, batched or not")
    func startOrder() {
        withEngine(frameInterval: 0.125) { clock in
            var order: [String] = []
            let (first, third) = (makeNode(), makeNode())
            let a = PropertyAnimator(duration: 1, curve: .linear) { first.alpha = 0 }
            let s = single()
            let c = PropertyAnimator(duration: 1, curve: .linear) { third.alpha = 0 }
            for (name, animator) in [("a", a), ("s", s), ("c", c)] {
                animator.addCompletion { _ in order.append(name) }
                animator.startAnimation()
            }
            clock.advance(to: 0.5)
            a.addAnimations { first.cornerRadius = 5 }  // a leaves the batch
            clock.advance(to: 1)
            #expect(order == ["a", "s", "c"])
        }
    }

    @Test("an animator restarted and advanced inside its own completion runs to its new end")
    func nestedFrameInCompletion() {
        withEngine(frameInterval: 0.125) { clock in
            for batched in [true, false] {
                let node = makeNode()
                let animator = PropertyAnimator(duration: 1, curve: .linear) {
                    if batched {
                        node.alpha = 0
                    } else {
                        node.transform = CGAffineTransform(scaleX: 2, y: 2)
                    }
                }
                var restarted = false
                animator.addCompletion { _ in
                    guard !restarted else { return }
                    restarted = true
                    animator.addAnimations {
                        node.cornerRadius = 4
                        if !batched { node.transform = .identity }
                    }
                    animator.startAnimation()
                    clock.advance(by: 0.125)
                }
                animator.startAnimation()
                clock.advance(by: 1)
                clock.advance(by: 3)
                // The nested frame must not finish the outer frame's end a second time (that
                // left the restarted animator running but out of the frame loop).
                #expect(animator.state == .inactive, "batched: \(batched)")
                #expect(node.cornerRadius == 4 && node.$cornerRadius.presentation == 4)
            }
        }
    }
}
