import Foundation
import Testing

@testable import Dance

/// Continues `animator` with `curve`, reversed first if asked; `factor` as
/// `continueAnimation`'s `durationFactor` (0 keeps the remaining time).
@MainActor
private func continueWith(
    _ curve: AnimationCurve, _ animator: PropertyAnimator, reversed: Bool = false,
    factor: Double = 0
) {
    if reversed { animator.isReversed = true }
    animator.continueAnimation(
        withTimingParameters: CubicTimingParameters(animationCurve: curve), durationFactor: factor)
}

/// `continueAnimation(withTimingParameters:durationFactor:)` with new timing part-way through:
/// the new timing leads on from the value shown, and the other side of that point still
/// reaches the tracks' own start and target.
@MainActor @Suite(.serialized) struct PropertyAnimatorContinuePivotTests {
    nonisolated static let easeIn = (p1: (0.42, 0.0), p2: (1.0, 1.0))
    nonisolated static let easeOut = (p1: (0.0, 0.0), p2: (0.58, 1.0))

    /// easeIn at `x`, by bisection on the Bézier.
    private static func easeInAt(_ x: Double) -> Double {
        TimingReference.bezierY(x: x, easeIn.p1, easeIn.p2)
    }

    /// A 2 s animator moving center.x 5 → 105 with `curve`, started at 0 and paused at 1 s.
    private func pausedHalfway(
        _ node: Node, _ log: EventLog, curve: AnimationCurve = .linear,
        clock: ManualClock
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 2, curve: curve) { node.center.x = 105 }
        animator.addCompletion(log.completion())
        animator.startAnimation()
        clock.advance(to: 1)
        animator.pauseAnimation()
        return animator
    }

    @Test("continued reversed with a new curve, the value leads back from where it is: no jump")
    func reversedCurve() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pausedHalfway(node, log, clock: clock)
            continueWith(.easeOut, animator, reversed: true)
            #expect(node.$center.presentation.x == 55)
            // The remaining second runs easeOut from 55 back to 5.
            for elapsed in [0.25, 0.5, 0.75] {
                clock.advance(to: 1 + elapsed)
                let eased = TimingReference.bezierY(
                    x: elapsed, Self.easeOut.p1, Self.easeOut.p2)
                #expect(isClose(node.$center.presentation.x, 55 - 50 * eased, tolerance: 1e-6))
                #expect(isClose(animator.fractionComplete, 0.5 - elapsed / 2))
            }
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion start"])
            #expect(node.center.x == 5)
        }
    }

    @Test("the first frame after a reversed continue moves by the new curve's first step")
    func reversedFirstFrame() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pausedHalfway(node, log, curve: .easeIn, clock: clock)
            let shown = Double(node.$center.presentation.x)
            #expect(isClose(shown, 5 + 100 * Self.easeInAt(0.5), tolerance: 1e-4))
            continueWith(.linear, animator, reversed: true, factor: 0.25)
            #expect(Double(node.$center.presentation.x) == shown)
            // A quarter of the duration, half a second, from there to 5 linearly.
            let speed = (shown - 5) / 0.5
            clock.advance(by: 1.0 / 60)
            #expect(isClose(node.$center.presentation.x, shown - speed / 60))
            #expect(isClose(node.$center.velocity.x, -speed))
            clock.advance(to: 2)
            #expect(log.entries == ["1.500 completion start"])
        }
    }

    @Test(
        "a spring continued reversed from a scrub springs back from the value scrubbed to",
        arguments: [0.5, 1.0])
    func reversedSpringFromScrub(ratio: Double) {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .easeInOut) {
                node.center.x = 105
            }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            animator.pauseAnimation()
            animator.fractionComplete = 0.3
            // Scrubbed linearly (the default): 30 % of the way.
            #expect(isClose(node.$center.presentation.x, 35))
            animator.isReversed = true
            animator.continueAnimation(
                withTimingParameters: SpringTimingParameters(dampingRatio: ratio),
                durationFactor: 0)
            #expect(isClose(node.$center.presentation.x, 35))
            // The spring is fitted to the remaining 0.6 s and runs from 35 to 5 from rest.
            let spring = SpringTimingParameters(dampingRatio: ratio).fitted(toDuration: 0.6)
            let times = [0.05, 0.2, 0.4]
            let expected = TimingReference.springDisplacement(spring, d0: 30, v: 0, times: times)
            for (time, displacement) in zip(times, expected) {
                clock.advance(to: time)
                #expect(isClose(node.$center.presentation.x, 5 + displacement, tolerance: 1e-6))
            }
            clock.advance(to: 0.6)
            #expect(log.entries == ["0.600 completion start"])
            #expect(node.center.x == 5)
        }
    }

    @Test("the velocity after a reversed continue is the derivative of the presentation")
    func reversedVelocity() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pausedHalfway(node, log, clock: clock)
            continueWith(.easeInOut, animator, reversed: true)
            for time in [1.2, 1.5, 1.8] {
                let step = 1e-4
                clock.advance(to: time - step)
                let before = Double(node.$center.presentation.x)
                clock.advance(to: time)
                let velocity = Double(node.$center.velocity.x)
                clock.advance(to: time + step)
                let after = Double(node.$center.presentation.x)
                let numerical = (after - before) / (2 * step)
                #expect(velocity < 0)
                #expect(abs(velocity - numerical) <= 1e-4 * abs(numerical))
            }
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion start"])
        }
    }

    /// A 2 s linear animator moving center.x 5 → 105, paused at 1 s and scrubbed to
    /// `fraction`.
    private func paused(
        at fraction: Double, _ node: Node, _ log: EventLog, clock: ManualClock
    ) -> PropertyAnimator {
        let animator = pausedHalfway(node, log, clock: clock)
        animator.fractionComplete = fraction
        return animator
    }

    @Test(
        "a continue reversed 5e-324 from the start jumps the rest of the way: velocity 0, not NaN"
    )
    func reversedContinueAtTheStart() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = paused(at: .leastNonzeroMagnitude, node, log, clock: clock)
            animator.isReversed = true
            animator.continueAnimation(
                withTimingParameters: SpringTimingParameters(dampingRatio: 0.3),
                durationFactor: 0.35)
            // The 0.7 s asked for, spread over 5e-324 of the way, overflowed the pace: the
            // animator was held for ever, with velocities of NaN. Now the pace is held to
            // `DurationLimits.slowestPace`, so that part passes in under 1e-6 s: it is jumped,
            // as a span that short is, and ends on the next frame.
            #expect(animator.isRunning)
            #expect(node.$center.velocity == .zero)
            // Held by a speed of 0 (an infinite pace), it is still: 1 / 5e-324 overflows, and
            // ∞ × 0 gave NaN.
            animator.speed = 0
            #expect(node.$center.velocity == .zero)
            animator.speed = 1
            clock.advance(by: 1.0 / 60)
            #expect(node.$center.presentation.x == 5)
            #expect(log.entries == ["1.017 completion start"])
        }
    }

    @Test("at the slowest pace, with speed 1e-6 and duration scale 1e6, it still moves")
    func slowestPaceStaysFinite() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = paused(at: .leastNonzeroMagnitude, node, log, clock: clock)
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            AnimationDriver.shared.durationScale = 1e6
            defer { AnimationDriver.shared.durationScale = 1 }
            animator.speed = 1e-6
            // Clock seconds per unit: `DurationLimits.slowestPace` × 1e6 ÷ 1e-6, finite (the
            // largest double over 1e12 overflowed to ∞ here and held it still): 5e-324 of the way
            // passes in far less than a frame.
            #expect(animator.isRunning)
            clock.advance(by: 1.0 / 60)
            #expect(log.entries == ["1.017 completion start"])
        }
    }

    @Test("continued 1 ulp before the end, the rest takes the time asked: not jumped")
    func continueAtTheEnd() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let almostEnd = 1 - Double.ulpOfOne / 2
            let forward = paused(at: almostEnd, node, log, clock: clock)
            continueWith(.linear, forward, factor: 1)
            // The last 1.1e-16 of the way, 1.1e-14 points, in 2 s: a part that short of the
            // way is jumped only when it passes in less than the shortest motion (1e-6 s).
            let left = 100 * (1 - almostEnd)
            #expect(isClose(node.$center.velocity.x, left / 2, tolerance: 1e-12 * left))
            forward.stopAnimation(true)

            let other = makeNode()
            let back = paused(at: almostEnd, other, log, clock: clock)
            continueWith(.linear, back, reversed: true, factor: 1)
            // Back, the whole way is ahead: 100 points in 2 s.
            #expect(isClose(other.$center.velocity.x, -50))
            back.stopAnimation(true)
        }
    }

    @Test("continued with a rest that passes in less than 1e-6 s, it jumps there: velocity 0")
    func continueIntoAJump() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = paused(at: 0.999, node, log, clock: clock)
            // The last 0.001 of the way in 2e-7 s: 0.1 points at 5e5 points a second, beyond
            // the 1e6-per-second bound on rates, before. The timeline's pace, 2e-4 s per
            // unit, is long enough to run; the part the new timing leads is not.
            continueWith(.linear, animator, factor: 1e-7)
            #expect(animator.isRunning)
            #expect(node.$center.velocity == .zero)
            clock.advance(by: 1.0 / 60)
            #expect(node.$center.presentation.x == 105)
            #expect(log.entries == ["1.017 completion end"])
        }
    }

    @Test("after a forward continue, reversing runs linearly back to the original start")
    func forwardThenReverse() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pausedHalfway(node, log, clock: clock)
            continueWith(.easeIn, animator)
            clock.advance(to: 1.5)
            let eased = Self.easeInAt(0.5)
            #expect(isClose(node.$center.presentation.x, 55 + 50 * eased, tolerance: 1e-6))
            animator.isReversed = true
            // Back past where it continued (0.5): from 55 at 0.5 to 5 at 0, linearly. The
            // timeline moves half a unit a second.
            clock.advance(to: 2.5)
            #expect(isClose(animator.fractionComplete, 0.25))
            #expect(isClose(node.$center.presentation.x, 30))
            // 50 points over half a unit, at half a unit a second.
            #expect(isClose(node.$center.velocity.x, -50))
            clock.advance(to: 3)
            #expect(log.entries == ["3.000 completion start"])
            #expect(node.center.x == 5)
        }
    }

    @Test("finishing at the start after a continue leaves the original start")
    func finishAtStart() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pausedHalfway(node, log, clock: clock)
            continueWith(.easeIn, animator)
            clock.advance(to: 1.5)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(log.entries == ["1.500 completion start"])
            #expect(node.center.x == 5 && node.$center.presentation.x == 5)
        }
    }

    @Test("scrubbing with the timing: the old curve's value at the pivot, then linear or new")
    func scrubAroundPivot() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pausedHalfway(node, log, curve: .easeIn, clock: clock)
            animator.scrubsLinearly = false
            let atPivot = Self.easeInAt(0.5)
            continueWith(.linear, animator)
            // Within the solver's 1e-6 of the exact curve, times the distance.
            #expect(isClose(node.$center.presentation.x, 5 + 100 * atPivot, tolerance: 1e-4))
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            #expect(isClose(node.$center.presentation.x, 5 + 100 * atPivot / 2, tolerance: 1e-4))
            animator.fractionComplete = 0.75
            #expect(
                isClose(
                    node.$center.presentation.x, 5 + 100 * (atPivot + (1 - atPivot) / 2),
                    tolerance: 1e-4))
            animator.stopAnimation(true)
        }
    }

    @Test("a second continue pivots on what the first one shows there")
    func twoContinues() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = pausedHalfway(node, log, clock: clock)
            continueWith(.easeIn, animator)
            clock.advance(to: 1.5)
            let first = 0.5 + 0.5 * Self.easeInAt(0.5)
            continueWith(.linear, animator)
            #expect(isClose(node.$center.presentation.x, 5 + 100 * first, tolerance: 1e-6))
            clock.advance(to: 1.75)
            #expect(isClose(animator.fractionComplete, 0.875))
            #expect(
                isClose(
                    node.$center.presentation.x, 5 + 100 * (first + 0.5 * (1 - first)),
                    tolerance: 1e-6))
            animator.isReversed = true
            // From 0.875 back to 0.375 (a second), below the second pivot (0.75): linearly
            // from the start to what it showed there.
            clock.advance(to: 2.75)
            #expect(isClose(node.$center.presentation.x, 5 + 100 * first / 2, tolerance: 1e-6))
            clock.advance(to: 3.5)
            #expect(log.entries == ["3.500 completion start"])
            #expect(node.center.x == 5)
        }
    }

    @Test("a block added with a delay factor returns to its own start at its span's start")
    func delayedBlockReversed() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) { node.center.x = 105 }
            animator.addAnimations({ node.alpha = 0 }, delayFactor: 0.25)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.pauseAnimation()
            // The alpha's span is 0.25…1: a third of it has run at 0.5.
            let alphaShown = Self.easeInAt(1.0 / 3)
            let centerShown = Self.easeInAt(0.5)
            #expect(isClose(node.$alpha.presentation, 1 - alphaShown, tolerance: 1e-6))
            continueWith(.linear, animator, reversed: true)
            // Back at half a unit a second: at 0.375 the alpha is half way back to 1 (its span
            // starts at 0.25), the center a quarter of the way back to 5 (its span starts at 0).
            clock.advance(to: 1.25)
            #expect(isClose(node.$alpha.presentation, 1 - alphaShown / 2, tolerance: 1e-6))
            #expect(isClose(node.$center.presentation.x, 5 + 75 * centerShown, tolerance: 1e-4))
            clock.advance(to: 1.5)
            #expect(isClose(node.$alpha.presentation, 1))
            #expect(isClose(node.$center.presentation.x, 5 + 50 * centerShown, tolerance: 1e-4))
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion start"])
            #expect(node.alpha == 1 && node.center.x == 5)
        }
    }

    @Test(
        "a spring that took a hand-off velocity continues from its value, either way, to its end",
        arguments: [false, true])
    func handedVelocity(reversed: Bool) {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.center.x = 300 }.start()
        fixture.clock.advance(to: 1.3)
        guard let animator = node.dance.animator else {
            Issue.record("the animation ended early")
            return
        }
        animator.pauseAnimation()
        let before = Double(node.$center.presentation.x)
        animator.isReversed = reversed
        animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(animationCurve: .linear),
            durationFactor: 0)
        #expect(isClose(node.$center.presentation.x, before))
        // Linear from the value shown to the end it heads for: half way after half the time
        // (0.3 s left reversed, 0.7 s forwards).
        let end = reversed ? 105.0 : 300.0
        let remaining = reversed ? 0.3 : 0.7
        fixture.clock.advance(to: 1.3 + remaining / 2)
        #expect(isClose(node.$center.presentation.x, (before + end) / 2, tolerance: 1e-6))
        fixture.clock.advance(to: 1.3 + remaining)
        #expect(node.center.x == end && node.$center.presentation.x == end)
        fixture.expectClean()
    }
}

@MainActor @Suite(.serialized) struct PropertyAnimatorContinuePivotRecordingTests {
    nonisolated static let easeOut = (p1: (0.0, 0.0), p2: (0.58, 1.0))
    nonisolated static let easeIn = (p1: (0.42, 0.0), p2: (1.0, 1.0))

    /// A 2 s easeIn animator moving center.x 5 → 105, continued with easeOut at 1 s, run to
    /// 1.2 s and scrubbed back to 0 with its timing; the timeline then moves half a unit a
    /// second.
    private func continuedAndRewound(_ node: Node, clock: ManualClock) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 2, curve: .easeIn) { node.center.x = 105 }
        animator.startAnimation()
        clock.advance(to: 1)
        animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(animationCurve: .easeOut),
            durationFactor: 0)
        clock.advance(to: 1.2)
        animator.pauseAnimation()
        animator.scrubsLinearly = false
        animator.fractionComplete = 0
        #expect(node.$center.presentation.x == 5)
        return animator
    }

    @Test("a block added after the continue follows the new timing over its own span")
    func blockAddedAfterContinue() {
        withEngine { clock in
            let node = makeNode()
            let animator = continuedAndRewound(node, clock: clock)
            // Recorded at position 0, like the center's track, but after the continue.
            animator.addAnimations { node.alpha = 0 }
            animator.startAnimation()
            clock.advance(to: 1.7)
            #expect(isClose(animator.fractionComplete, 0.25))
            let eased = TimingReference.bezierY(x: 0.25, Self.easeOut.p1, Self.easeOut.p2)
            #expect(isClose(node.$alpha.presentation, 1 - eased, tolerance: 1e-6))
            animator.stopAnimation(true)
        }
    }

    @Test("a property recorded again after the continue follows the new timing from there")
    func propertyRecordedAgain() {
        withEngine { clock in
            let node = makeNode()
            let animator = continuedAndRewound(node, clock: clock)
            animator.addAnimations { node.center.x = 205 }
            animator.startAnimation()
            clock.advance(to: 1.7)
            let eased = TimingReference.bezierY(x: 0.25, Self.easeOut.p1, Self.easeOut.p2)
            #expect(isClose(node.$center.presentation.x, 5 + 200 * eased, tolerance: 1e-4))
            animator.stopAnimation(true)
        }
    }

    @Test("after the run ends, the animator has its own timing again for the next run")
    func nextRunUsesOriginalTiming() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .easeIn) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            let easeOut = CubicTimingParameters(animationCurve: .easeOut)
            animator.continueAnimation(withTimingParameters: easeOut, durationFactor: 0)
            #expect(animator.timingParameters?.cubicTimingParameters == easeOut)
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion end"])
            #expect(
                animator.timingParameters?.cubicTimingParameters
                    == CubicTimingParameters(animationCurve: .easeIn))
            animator.addAnimations { node.center.x = 205 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 3)
            let eased = TimingReference.bezierY(x: 0.5, Self.easeIn.p1, Self.easeIn.p2)
            #expect(isClose(node.$center.presentation.x, 105 + 100 * eased, tolerance: 1e-4))
            clock.advance(to: 4)
            #expect(log.entries == ["2.000 completion end", "4.000 completion end"])
        }
    }

    @Test("declarative steps keep their own curves: new timing changes only the time left")
    func stepsKeepTheirCurves() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(
                steps: [.custom(duration: 2, curve: .easeIn) { $0.center.x = 105 }], on: node)
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            continueWith(.easeOut, animator, factor: 0.25)
            // Half a second left: at 1.25 the timeline is at 0.75, shown with the step's easeIn.
            clock.advance(to: 1.25)
            let eased = TimingReference.bezierY(x: 0.75, Self.easeIn.p1, Self.easeIn.p2)
            #expect(isClose(animator.fractionComplete, 0.75))
            #expect(isClose(node.$center.presentation.x, 5 + 100 * eased, tolerance: 1e-4))
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.500 completion end"])
            #expect(node.center.x == 105)
        }
    }
}
