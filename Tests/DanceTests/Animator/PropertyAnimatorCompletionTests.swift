import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct PropertyAnimatorCompletionTests {
    /// A 2 s linear animator moving center.x 5 → 105 and alpha 1 → 0, at 0.5 s (a quarter).
    private func quarterWay(_ clock: ManualClock, _ node: Node) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 2, curve: .linear) {
            node.center.x = 105
            node.alpha = 0
        }
        animator.startAnimation()
        clock.advance(to: 0.5)
        return animator
    }

    // MARK: - Stopping

    @Test("stopAnimation(true) leaves it inactive, runs no completion, model = presentation")
    func stopWithoutFinishing() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = quarterWay(clock, node)
            animator.addCompletion(log.completion())
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
            #expect(node.center.x == 30)
            #expect(node.$center.presentation.x == 30)
            #expect(node.alpha == 0.75)
            #expect(!node.$center.isAnimating)
            clock.advance(to: 3)
            #expect(node.$center.presentation.x == 30)
            #expect(log.entries == [])
            #expect(animator.completions.isEmpty)
        }
    }

    @Test("stopAnimation(false) freezes the values, and the model reads the presentation")
    func stopForFinishing() {
        withEngine { clock in
            let node = makeNode()
            let animator = quarterWay(clock, node)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(node.center.x == 30)
            #expect(node.alpha == 0.75)
            clock.advance(to: 1)
            #expect(node.$center.presentation.x == 30)
            #expect(animator.fractionComplete == 0.25)
            animator.finishAnimation(at: .end)
        }
    }

    @Test(
        "stopAnimation(false) then finishAnimation(at:) leaves exact values and reports the position",
        arguments: [
            (AnimatingPosition.start, CGFloat(5), 1.0),
            (.end, 105, 0),
            (.current, 30, 0.75),
        ])
    func finishAt(position: AnimatingPosition, centerX: CGFloat, alpha: Double) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = quarterWay(clock, node)
            animator.addCompletion(log.completion())
            animator.stopAnimation(false)
            clock.advance(to: 1)
            animator.finishAnimation(at: position)
            #expect(log.entries == ["1.000 completion \(position)"])  // before returning
            #expect(animator.state == .inactive)
            #expect(node.center.x == centerX)
            #expect(node.$center.presentation.x == centerX)
            #expect(node.alpha == alpha)
            #expect(node.$alpha.presentation == alpha)
            #expect(!node.$alpha.isAnimating)
            clock.advance(to: 3)
            #expect(node.center.x == centerX)
            #expect(log.entries.count == 1)
        }
    }

    @Test("a paused animator can be stopped and finished too")
    func stopPaused() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = quarterWay(clock, node)
            animator.addCompletion(log.completion())
            animator.pauseAnimation()
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(log.entries == ["0.500 completion start"])
            #expect(node.center.x == 5)
        }
    }

    // MARK: - Completions

    @Test("completions run once each, in the order added, at the end, with the final values")
    func completionsInOrder() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .easeInOut) {
                node.alpha = 0
            }
            for name in ["a", "b", "c"] {
                animator.addCompletion { position in
                    log.record(
                        "\(name) \(position) \(animator.state) \(node.$alpha.presentation)")
                }
            }
            animator.startAnimation()
            clock.advance(to: 1)
            animator.addCompletion(log.completion("added while running"))
            clock.advance(to: 5)
            #expect(
                log.entries == [
                    "2.000 a end inactive 0.0", "2.000 b end inactive 0.0",
                    "2.000 c end inactive 0.0", "2.000 added while running end",
                ])
        }
    }

    @Test("a completion may start a new animation on the same node")
    func completionStartsNewAnimation() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let there = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 105 }
            there.addCompletion { position in
                log.record("there \(position)")
                let back = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 5 }
                back.addCompletion(log.completion("back"))
                back.startAnimation()
            }
            there.startAnimation()
            clock.advance(to: 1)
            #expect(node.center.x == 5)
            #expect(node.$center.presentation.x == 105)
            clock.advance(to: 1.5)
            #expect(node.$center.presentation.x == 55)
            clock.advance(to: 3)
            #expect(log.entries == ["1.000 there end", "2.000 back end"])
        }
    }

    @Test("a completion may restart its own animator")
    func completionRestartsItsAnimator() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion { [unowned animator] position in
                log.record("first \(position)")
                animator.addAnimations { node.alpha = 1 }
                animator.addCompletion(log.completion("second"))
                animator.startAnimation()
            }
            animator.startAnimation()
            clock.advance(to: 1.5)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 3)
            #expect(log.entries == ["1.000 first end", "2.000 second end"])
        }
    }

    @Test("finish or stop called from inside a completion reports an error and does not trap")
    func finishInsideCompletion() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.addCompletion { [unowned animator] position in
                log.record("completion \(position)")
                animator.finishAnimation(at: .start)
                animator.stopAnimation(false)
                animator.stopAnimation(true)
            }
            animator.startAnimation()
            let errors = captureErrors { clock.advance(to: 2) }
            #expect(
                errors == [
                    .wrongState(tag: nil, operation: .finishAnimation, reason: .notStopped),
                    .wrongState(tag: nil, operation: .stopAnimation, reason: .inactive),
                    .wrongState(tag: nil, operation: .stopAnimation, reason: .inactive),
                ])
            #expect(log.entries == ["1.000 completion end"])
            #expect(node.alpha == 0)
        }
    }

    @Test("finishAnimation(at:) inside a completion of a finished animator also only reports")
    func finishInsideFinishCompletion() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = quarterWay(clock, node)
            animator.addCompletion { [unowned animator] position in
                log.record("completion \(position)")
                animator.finishAnimation(at: .end)
            }
            animator.stopAnimation(false)
            let errors = captureErrors { animator.finishAnimation(at: .current) }
            #expect(
                errors == [.wrongState(tag: nil, operation: .finishAnimation, reason: .notStopped)])
            #expect(log.entries == ["0.500 completion current"])
            #expect(node.center.x == 30)
        }
    }

    @Test("completions added to a completed animator wait for its next run")
    func completionAfterCompletion() {
        withEngine { clock in
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.startAnimation()
            clock.advance(to: 1)
            animator.addCompletion(log.completion("late"))
            clock.advance(to: 2)
            #expect(log.entries == [])
            animator.startAnimation()
            clock.advance(to: 3)
            #expect(log.entries == ["3.000 late end"])
        }
    }

    @Test("animators ending in the same frame complete in that frame, each exactly once")
    func simultaneousEnds() {
        withEngine { clock in
            let log = EventLog(clock)
            let animators = (0..<3).map { _ in PropertyAnimator(duration: 1, curve: .linear) }
            for (index, animator) in animators.enumerated() {
                animator.addCompletion(log.completion("\(index)"))
                animator.startAnimation()
            }
            clock.advance(to: 2)
            #expect(log.entries.sorted() == ["1.000 0 end", "1.000 1 end", "1.000 2 end"])
        }
    }
}

@MainActor @Suite(.serialized) struct PropertyAnimatorSameFrameTests {
    @Test("an animator stopped by another's completion in the frame both end stays stopped")
    func stoppedByPeerCompletion() {
        withEngine { clock in
            let log = EventLog(clock)
            let first = PropertyAnimator(duration: 1, curve: .linear)
            let second = PropertyAnimator(duration: 1, curve: .linear)
            first.addCompletion { [unowned second] position in
                log.record("first \(position)")
                if second.state == .active { second.stopAnimation(false) }
            }
            second.addCompletion { [unowned first] position in
                log.record("second \(position)")
                if first.state == .active { first.stopAnimation(false) }
            }
            first.startAnimation()
            second.startAnimation()
            clock.advance(to: 1)
            // Whichever completes first stops the other, which then waits for finishAnimation.
            #expect(log.entries.count == 1)
            let stopped = [first, second].filter { $0.state == .stopped }
            #expect(stopped.count == 1)
            for animator in stopped { animator.finishAnimation(at: .end) }
            #expect(log.entries.count == 2)
            #expect(first.state == .inactive && second.state == .inactive)
        }
    }
}
