import Foundation
import Testing

@testable import Dance

/// `repeatCount` and `autoreverses`: the measured acceptance, and how the round-1 controls
/// behave on a repeating animator.
@MainActor @Suite(.serialized) struct PropertyAnimatorRepeatTests {
    /// A 1 s animator moving `node.cornerRadius` from 0 to 100, repeating as asked.
    private func pulse(
        _ node: Node, count: Double, autoreverses: Bool = false, curve: AnimationCurve = .linear
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 1, curve: curve) { node.cornerRadius = 100 }
        animator.repeatCount = count
        animator.autoreverses = autoreverses
        return animator
    }

    @Test("repeat count 2: 50 at 1.5 s, completion .end at 2 s, model 100")
    func twoPasses() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 2)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 1.25)
            #expect(node.$cornerRadius.presentation == 25)
            #expect(animator.fractionComplete == 0.25)
            clock.advance(to: 1.5)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion end"])
            #expect(node.cornerRadius == 100 && node.$cornerRadius.presentation == 100)
        }
    }

    @Test("autoreversing once: 50 at 1.5 s on the way back, completion .start at 2 s, model 0")
    func autoreverseOnce() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 1, autoreverses: true)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 1)
            #expect(node.$cornerRadius.presentation == 100)
            clock.advance(to: 1.25)
            #expect(node.$cornerRadius.presentation == 75)
            #expect(animator.fractionComplete == 0.75)
            clock.advance(to: 1.5)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion start"])
            #expect(node.cornerRadius == 0 && node.$cornerRadius.presentation == 0)
        }
    }

    @Test("repeat count 2.5 ends at 2.5 s half-way, with .current, the model showing 50")
    func fractionalCount() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 2.5)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 2.499)
            #expect(log.entries == [])
            clock.advance(to: 2.5)
            #expect(log.entries == ["2.500 completion current"])
            #expect(node.cornerRadius == 50 && node.$cornerRadius.presentation == 50)
        }
    }

    @Test("autoreversing 1.5 times ends on the end values: .end")
    func autoreverseHalfPass() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 1.5, autoreverses: true)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 3)
            #expect(log.entries == ["3.000 completion end"])
            #expect(node.cornerRadius == 100)
        }
    }

    @Test("the curve shapes every traversal, backwards ones mirrored", arguments: [false, true])
    func curvePerTraversal(autoreverses: Bool) {
        withEngine { clock in
            let node = makeNode()
            let animator = pulse(node, count: 3, autoreverses: autoreverses, curve: .easeIn)
            animator.startAnimation()
            let curve = CubicTimingParameters(animationCurve: .easeIn)
            for time in [0.3, 1.3, 2.7] {
                clock.advance(to: time)
                let traversal = time.rounded(.down)
                let local = time - traversal
                let backward = autoreverses && traversal == 1
                let expected = 100 * curve.value(at: backward ? 1 - local : local)
                #expect(abs(node.$cornerRadius.presentation - expected) <= 1e-6, "at \(time)")
            }
            animator.stopAnimation(true)
        }
    }

    @Test(
        "repeating forever never completes; a million passes later the values are those of pass 1",
        arguments: [false, true])
    func endlessNoDrift(autoreverses: Bool) {
        // Few frames: a frame every 1000 s, plus one at each exact target.
        withEngine(frameInterval: 1000) { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(
                node, count: .infinity, autoreverses: autoreverses, curve: .easeInOut)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            let pass: TimeInterval = autoreverses ? 2 : 1
            let offsets = [0.1, 0.25, 0.5, 0.9, 1.25, 1.3, 1.75].filter { $0 < pass }
            var first: [(fraction: Double, value: CGFloat)] = []
            for offset in offsets {
                clock.advance(to: offset)
                first.append((animator.fractionComplete, node.$cornerRadius.presentation))
            }
            let later = 1_000_000 * pass
            for (offset, shown) in zip(offsets, first) {
                clock.advance(to: later + offset)
                // Positions within 1e-9. Values: within 1e-9 where `later + offset` is exact
                // (offsets of quarters); otherwise the clock time itself is rounded by up to
                // 1.2e-10 s at 10⁶ s, which the 0…100 range and the curve's slope of up to 2
                // turn into up to 2.4e-8.
                let tolerance = (offset * 4).rounded() == offset * 4 ? 1e-9 : 2.4e-8
                #expect(abs(animator.fractionComplete - shown.fraction) <= 1e-9, "at +\(offset)")
                #expect(
                    abs(node.$cornerRadius.presentation - shown.value) <= tolerance,
                    "at +\(offset)")
            }
            #expect(log.entries == [] && animator.isRunning)
            animator.stopAnimation(true)
            #expect(log.entries == [])
        }
    }

    @Test("fractionComplete scrubs within the current pass; resuming plays the passes left")
    func scrubInPass() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 3)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1.5)
            animator.pauseAnimation()
            animator.fractionComplete = 0.2
            #expect(node.$cornerRadius.presentation == 20)
            animator.startAnimation()
            // 0.8 of pass 2 and all of pass 3 remain.
            clock.advance(to: 3.299)
            #expect(log.entries == [])
            clock.advance(to: 3.3)
            #expect(log.entries == ["3.300 completion end"])
        }
    }

    @Test("reversing plays back through the earlier passes to the start: .start")
    func reverseThroughPasses() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 2)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1.5)
            animator.isReversed = true
            clock.advance(to: 2)
            #expect(node.$cornerRadius.presentation == 100)
            clock.advance(to: 2.25)
            #expect(node.$cornerRadius.presentation == 75)
            clock.advance(to: 3)
            #expect(log.entries == ["3.000 completion start"])
            #expect(node.cornerRadius == 0 && !animator.isReversed)
        }
    }

    @Test("started reversed from inactive, it plays every pass backwards from the end")
    func startReversed() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 2)
            animator.addCompletion(log.completion())
            animator.isReversed = true
            animator.startAnimation()
            #expect(node.$cornerRadius.presentation == 100)
            clock.advance(to: 0.5)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 1.25)
            #expect(node.$cornerRadius.presentation == 75)
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion start"])
        }
    }

    @Test("pausesOnCompletion pauses after the last pass; reversing plays all passes back")
    func pausesOnCompletion() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 2, autoreverses: true)
            animator.pausesOnCompletion = true
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 5)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 0 && node.$cornerRadius.presentation == 0)
            animator.isReversed = true
            animator.startAnimation()
            clock.advance(to: 6)
            #expect(node.$cornerRadius.presentation == 100)
            clock.advance(to: 9.5)
            #expect(animator.state == .active && !animator.isRunning && log.entries == [])
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            #expect(log.entries == ["9.500 completion current"])
        }
    }

    @Test(
        "stopping then finishing at a position names values, wherever the pass is",
        arguments: [(AnimatingPosition.end, 100.0), (.start, 0), (.current, 75)])
    func stopAndFinish(position: AnimatingPosition, model: Double) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: .infinity, autoreverses: true)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 3.25)
            animator.stopAnimation(false)
            #expect(node.cornerRadius == 75)
            animator.finishAnimation(at: position)
            #expect(log.entries == ["3.250 completion \(position)"])
            #expect(node.cornerRadius == model && node.$cornerRadius.presentation == model)
        }
    }

    @Test("stopping without finishing keeps the value shown and runs no completion")
    func stopWithoutFinishing() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: .infinity)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 7.4)
            animator.stopAnimation(true)
            #expect(abs(node.cornerRadius - 40) <= 1e-9 && log.entries == [])
            #expect(animator.state == .inactive && animator.repeatCount == .infinity)
        }
    }

    @Test("continueAnimation's factor sets the time left for all the passes left")
    func continueFinite() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 2)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 3)
            clock.advance(to: 1.5)
            #expect(node.$cornerRadius.presentation == 100)
            clock.advance(to: 2.5)
            #expect(abs(node.$cornerRadius.presentation - 50) <= 1e-9)
            clock.advance(to: 3.5)
            #expect(log.entries == ["3.500 completion end"])
        }
    }

    @Test("repeating forever, continueAnimation's factor sets the time of every traversal")
    func continueEndless() {
        withEngine { clock in
            let node = makeNode()
            let animator = pulse(node, count: .infinity, autoreverses: true)
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.continueAnimation(
                withTimingParameters: CubicTimingParameters(animationCurve: .linear),
                durationFactor: 2)
            clock.advance(to: 1.5)
            #expect(node.$cornerRadius.presentation == 100)
            clock.advance(to: 2.5)
            #expect(node.$cornerRadius.presentation == 50)
            animator.stopAnimation(true)
        }
    }

    @Test("repeat settings survive completion: the animator repeats again when reused")
    func reuse() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pulse(node, count: 2, autoreverses: true)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 4)
            animator.addAnimations { node.cornerRadius = 50 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 5)
            #expect(node.$cornerRadius.presentation == 50)
            clock.advance(to: 8)
            #expect(log.entries == ["4.000 completion start", "8.000 completion start"])
        }
    }

    @Test("setting repeatCount or autoreverses while active or stopped is a wrong-state error")
    func wrongState() {
        withEngine { clock in
            let node = makeNode()
            let animator = pulse(node, count: 2)
            animator.startAnimation()
            var errors = captureErrors {
                animator.repeatCount = 3
                animator.autoreverses = true
            }
            #expect(
                errors == [
                    .wrongState(tag: nil, operation: .setRepeatCount, reason: .active),
                    .wrongState(tag: nil, operation: .setAutoreverses, reason: .active),
                ])
            animator.stopAnimation(false)
            errors = captureErrors { animator.autoreverses = true }
            #expect(
                errors == [.wrongState(tag: nil, operation: .setAutoreverses, reason: .stopped)])
            #expect(animator.repeatCount == 2 && !animator.autoreverses)
            animator.finishAnimation(at: .end)
            clock.advance(by: 0)
        }
    }

    @Test(
        "a negative or NaN repeat count is an invalid argument; 0, fractions and ∞ are fine",
        arguments: [-1, -Double.infinity, .nan])
    func invalidCount(value: Double) {
        withEngine { _ in
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            let errors = captureErrors { animator.repeatCount = value }
            #expect(
                sameErrors(
                    errors,
                    [
                        .invalidArgument(
                            tag: nil, operation: .setRepeatCount, argument: .repeatCount,
                            value: value)
                    ]))
            #expect(animator.repeatCount == 0)
            for valid: Double in [0, 0.5, 1, 7.25, .infinity] {
                animator.repeatCount = valid
                #expect(animator.repeatCount == valid)
            }
        }
    }

    @Test("with a repeat count below 1, scrubbing beyond the partial pass shows where it stops")
    func scrubBeyondPartialPass() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.cornerRadius = 100 }
            animator.repeatCount = 0.5
            animator.addCompletion(log.completion())
            animator.pauseAnimation()
            animator.fractionComplete = 0.8
            #expect(animator.fractionComplete == 0.5)
            #expect(node.$cornerRadius.presentation == 50)
            // Starting from there completes at once, where it shows: nothing jumps.
            animator.startAnimation()
            clock.advance(by: 0.1)
            #expect(log.entries.count == 1)
            #expect(node.cornerRadius == 50)
        }
    }
}
