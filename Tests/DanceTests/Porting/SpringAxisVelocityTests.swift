import Foundation
import Testing

@testable import Dance

/// A spring's `initialVelocity.dy` drives the y axis of a `CGPoint` (a view's position, as
/// Apple documents for UIKit); `dx` drives its x axis and every other property.
@MainActor @Suite(.serialized) struct SpringAxisVelocityTests {
    /// The under-damped spring m = 1, k = 100, c = 10: ζ = 0.5, ω0 = 10.
    let spring = (mass: 1.0, stiffness: 100.0, damping: 10.0)

    /// Progress of that spring from 0 to 1 starting with `v` total distances per second, in
    /// closed form: 1 + e^(−a·t)·(−cos ωd·t + (v − a)/ωd · sin ωd·t), a = ζ·ω0.
    nonisolated func progress(_ t: Double, startingWith v: Double) -> Double {
        let a = 5.0
        let wd = 10 * sqrt(0.75)
        return 1 + exp(-a * t) * (-cos(wd * t) + (v - a) / wd * sin(wd * t))
    }

    /// Its derivative: e^(−a·t)·(v·cos ωd·t + (ωd − a·(v − a)/ωd)·sin ωd·t).
    nonisolated func rate(_ t: Double, startingWith v: Double) -> Double {
        let a = 5.0
        let wd = 10 * sqrt(0.75)
        return exp(-a * t) * (v * cos(wd * t) + (wd - a * (v - a) / wd) * sin(wd * t))
    }

    func parameters(dx: Double, dy: Double) -> SpringTimingParameters {
        SpringTimingParameters(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: CGVector(dx: dx, dy: dy))
    }

    @Test("a fling's dy moves the y axis of a position; dx its x axis and the other properties")
    func flingMovesEachAxisWithItsOwnVelocity() {
        withEngine { clock in
            let node = makeNode()
            node.center = CGPoint(x: 0, y: 0)
            let animator = PropertyAnimator(
                duration: 1, timingParameters: parameters(dx: 2, dy: -3))
            animator.addAnimations {
                node.center = CGPoint(x: 100, y: 50)
                node.alpha = 0
                node.bounds.size = CGSize(width: 30, height: 70)
            }
            animator.startAnimation()
            // Just started: each axis moves at its relative velocity times its distance.
            #expect(isClose(node.$center.velocity.x, 200, tolerance: 1e-9))
            #expect(isClose(node.$center.velocity.y, -150, tolerance: 1e-9))
            #expect(isClose(node.$alpha.velocity, -2, tolerance: 1e-12))
            // Frames before the spring settles (its settling duration is about 1.25 s).
            for frame in [1, 7, 20, 45, 70] {
                let t = Double(frame) / 60
                clock.advance(to: t)
                let x = 100 * progress(t, startingWith: 2)
                let y = 50 * progress(t, startingWith: -3)
                #expect(isClose(node.$center.presentation.x, x, tolerance: 1e-9), "t = \(t)")
                #expect(isClose(node.$center.presentation.y, y, tolerance: 1e-9), "t = \(t)")
                #expect(
                    isClose(
                        node.$center.velocity.x, 100 * rate(t, startingWith: 2), tolerance: 1e-7))
                #expect(
                    isClose(
                        node.$center.velocity.y, 50 * rate(t, startingWith: -3), tolerance: 1e-7))
                // Every other property, a size's height included, follows dx.
                #expect(
                    isClose(
                        node.$alpha.presentation, 1 - progress(t, startingWith: 2), tolerance: 1e-12
                    ))
                let size = node.$bounds.presentation.size
                #expect(
                    isClose(size.width, 10 + 20 * progress(t, startingWith: 2), tolerance: 1e-9))
                #expect(
                    isClose(size.height, 10 + 60 * progress(t, startingWith: 2), tolerance: 1e-9))
            }
            clock.advance(to: animator.duration)
            #expect(animator.state == .inactive)
            #expect(node.$center.presentation == CGPoint(x: 100, y: 50))
            #expect(node.$center.velocity == .zero)
        }
    }

    @Test(
        "a duration-fitted spring's dy moves the y axis with the stiffness fitted to the duration")
    func fittedSpringUsesDyOnTheYAxis() {
        withEngine { clock in
            let node = makeNode()
            node.center = CGPoint(x: 0, y: 0)
            let velocity = CGVector(dx: 0, dy: 4)
            let animator = PropertyAnimator(
                duration: 0.8,
                timingParameters: SpringTimingParameters(
                    dampingRatio: 0.7, initialVelocity: velocity))
            animator.addAnimations { node.center = CGPoint(x: 40, y: -20) }
            animator.startAnimation()
            // The spring the animator runs: the one fitted to its duration, with dx and dy.
            let fitted = SpringTimingParameters(dampingRatio: 0.7, initialVelocity: velocity)
                .fitted(toDuration: 0.8)
            let w0 = sqrt(fitted.stiffness / fitted.mass)
            let a = fitted.damping / (2 * fitted.mass)
            let wd = sqrt(w0 * w0 - a * a)
            func progress(_ t: Double, _ v: Double) -> Double {
                1 + exp(-a * t) * (-cos(wd * t) + (v - a) / wd * sin(wd * t))
            }
            #expect(node.$center.velocity.x == 0)
            #expect(isClose(node.$center.velocity.y, -80, tolerance: 1e-9))
            for frame in [3, 12, 30] {
                let t = Double(frame) / 60
                clock.advance(to: t)
                #expect(isClose(node.$center.presentation.x, 40 * progress(t, 0), tolerance: 1e-9))
                #expect(isClose(node.$center.presentation.y, -20 * progress(t, 4), tolerance: 1e-9))
            }
            clock.advance(to: 0.8)
            #expect(node.$center.presentation == CGPoint(x: 40, y: -20))
        }
    }

    @Test("dy through Dance's animate, and a spring with equal dx and dy is unchanged")
    func danceAnimateAndEqualComponents() {
        withEngine { clock in
            let node = makeNode()
            node.center = CGPoint(x: 0, y: 0)
            node.dance.animate(duration: 1, timingParameters: parameters(dx: 1, dy: 1)) {
                $0.center = CGPoint(x: 10, y: 20)
            }.start()
            let other = makeNode()
            other.center = CGPoint(x: 0, y: 0)
            other.dance.animate(duration: 1, timingParameters: parameters(dx: -1, dy: 2.5)) {
                $0.center = CGPoint(x: 10, y: 20)
            }.start()
            clock.advance(to: 0.25)
            let t = 0.25
            #expect(isClose(node.$center.presentation.x, 10 * progress(t, startingWith: 1)))
            #expect(isClose(node.$center.presentation.y, 20 * progress(t, startingWith: 1)))
            #expect(isClose(other.$center.presentation.x, 10 * progress(t, startingWith: -1)))
            #expect(isClose(other.$center.presentation.y, 20 * progress(t, startingWith: 2.5)))
            // Equal components keep the common path: both animators' rows are batched…
            #expect((node.dance.animator?.framePathRow ?? -1) >= 0)
            // …and a y axis of its own is a track that renders on its own.
            #expect((other.dance.animator?.framePathRow ?? 0) < 0)
            clock.advance(to: 2)
            #expect(other.$center.presentation == CGPoint(x: 10, y: 20))
        }
    }

    @Test("a spring given only dy takes no velocity handed over: it was given one")
    func dyOnlySpringTakesNoHandoff() {
        withEngine { clock in
            let node = makeNode()
            node.alpha = 1
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
            clock.advance(to: 0.5)
            #expect(isClose(node.$alpha.velocity, -1))
            // Replacing it with a spring given a y velocity: alpha starts at rest (dx = 0).
            node.dance.animate(duration: 1, timingParameters: parameters(dx: 0, dy: 2)) {
                $0.alpha = 1
            }.start()
            #expect(node.$alpha.velocity == 0)
            clock.advance(to: 0.75)
            #expect(isClose(node.$alpha.presentation, 0.5 + 0.5 * progress(0.25, startingWith: 0)))
            clock.advance(to: 3)
            #expect(node.$alpha.presentation == 1)
        }
    }

    @Test("stopping and finishing a track with its own y velocity leaves the values UIKit names")
    func endsOfAYApartTrack() {
        withEngine { clock in
            let node = makeNode()
            node.center = CGPoint(x: 0, y: 0)
            let animator = PropertyAnimator(
                duration: 1, timingParameters: parameters(dx: 0, dy: 6))
            animator.addAnimations { node.center = CGPoint(x: 30, y: 30) }
            animator.startAnimation()
            clock.advance(to: 0.1)
            let shown = node.$center.presentation
            #expect(isClose(shown.y, 30 * progress(0.1, startingWith: 6)))
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            #expect(node.center == shown)
            #expect(node.$center.presentation == shown)
            #expect(node.$center.velocity == .zero)
            #expect(storages(of: node).allSatisfy { !$0.hasLayers })
        }
    }

    @Test(
        "a physical spring settles both axes: its settling duration is the later of dx's and dy's")
    func settlingDurationCoversTheYAxis() {
        withEngine { clock in
            let still = parameters(dx: 0, dy: 0).settlingDuration
            let fast = parameters(dx: 40, dy: 40).settlingDuration
            #expect(fast > still)
            #expect(parameters(dx: 0, dy: 40).settlingDuration == fast)
            // With dy 0 the y axis starts at rest: the later of the two settles last.
            #expect(parameters(dx: 40, dy: 0).settlingDuration == fast)
            #expect(parameters(dx: 3, dy: 0).settlingDuration == still)
            #expect(parameters(dx: 3, dy: 3).settlingDuration < still)
            // The duration is set before the blocks run: so for an animator of alpha alone too,
            // and dy equal to dx keeps dx's own.
            let alphaOnly = PropertyAnimator(
                duration: 1, timingParameters: parameters(dx: 3, dy: 0))
            #expect(alphaOnly.duration == still)
            let sameBoth = PropertyAnimator(duration: 1, timingParameters: parameters(dx: 3, dy: 3))
            #expect(sameBoth.duration < still)
            let node = makeNode()
            node.center = CGPoint(x: 0, y: 0)
            let animator = PropertyAnimator(
                duration: 1, timingParameters: parameters(dx: 0, dy: 40))
            animator.addAnimations { node.center = CGPoint(x: 100, y: 100) }
            #expect(animator.duration == fast)
            animator.startAnimation()
            // The y axis (closed form) stays within 0.001 of its distance from the settling
            // duration on, so the snap to the target there moves it by no more; from dx's own
            // settling duration it still strays further.
            func distance(_ t: Double) -> Double { abs(100 - 100 * progress(t, startingWith: 40)) }
            let samples = (0...3000).map { Double($0) / 1000 }
            #expect(samples.map { distance(fast + $0) }.max()! <= 0.1 + 1e-12)
            #expect(samples.map { distance(still + $0 * (fast - still) / 3) }.max()! > 0.1)
            clock.advance(to: fast - 1.0 / 600)
            #expect(
                isClose(
                    node.$center.presentation.y, 100 * progress(fast - 1.0 / 600, startingWith: 40))
            )
            clock.advance(to: fast)
            #expect(node.$center.presentation == CGPoint(x: 100, y: 100))
        }
    }

    @Test(
        "continuing with a spring: each axis starts with its velocity relative to the distance left",
        arguments: [false, true])
    func continueWithYApartSpring(reversed: Bool) {
        withEngine { clock in
            let node = makeNode()
            node.center = CGPoint(x: 0, y: 0)
            let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
                node.center = CGPoint(x: 100, y: 200)
                node.alpha = 0
            }
            animator.pauseAnimation()
            animator.fractionComplete = 0.4
            animator.isReversed = reversed
            let shown = node.$center.presentation
            #expect(shown == CGPoint(x: 40, y: 80))
            // A drag released: towards the end, 60 and 120 left; reversed, 40 and 80 back.
            let left = reversed ? CGPoint(x: -40, y: -80) : CGPoint(x: 60, y: 120)
            animator.continueAnimation(
                withTimingParameters: parameters(dx: 0.5, dy: 3), durationFactor: 0)
            #expect(node.$center.presentation == shown)
            #expect(isClose(node.$center.velocity.x, 0.5 * left.x, tolerance: 1e-9))
            #expect(isClose(node.$center.velocity.y, 3 * left.y, tolerance: 1e-9))
            #expect(isClose(node.$alpha.velocity, 0.5 * (reversed ? 0.4 : -0.6), tolerance: 1e-12))
            for frame in [1, 9, 30, 60] {
                let t = Double(frame) / 60
                clock.advance(to: t)
                let x = shown.x + left.x * progress(t, startingWith: 0.5)
                let y = shown.y + left.y * progress(t, startingWith: 3)
                #expect(isClose(node.$center.presentation.x, x, tolerance: 1e-9), "t = \(t)")
                #expect(isClose(node.$center.presentation.y, y, tolerance: 1e-9), "t = \(t)")
                #expect(
                    isClose(
                        node.$center.velocity.y, left.y * rate(t, startingWith: 3),
                        tolerance: 1e-7))
            }
            clock.advance(to: 5)
            #expect(animator.state == .inactive)
            #expect(node.center == (reversed ? CGPoint(x: 0, y: 0) : CGPoint(x: 100, y: 200)))
        }
    }

    @Test("after continuing, reversing back past where it continued still reaches the start")
    func reverseBackPastTheContinuePoint() {
        withEngine { clock in
            let node = makeNode()
            node.center = CGPoint(x: 0, y: 0)
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.center = CGPoint(x: 100, y: 200)
            }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.continueAnimation(
                withTimingParameters: parameters(dx: 0, dy: 2), durationFactor: 0)
            clock.advance(to: 0.1)
            let before = node.$center.presentation
            animator.isReversed = true
            #expect(node.$center.presentation == before)
            clock.advance(to: 10)
            #expect(animator.state == .inactive)
            #expect(node.center == CGPoint(x: 0, y: 0))
            #expect(storages(of: node).allSatisfy { !$0.hasLayers })
        }
    }

    @Test("a spring step's dy moves a position's y axis too, after a first step and backwards")
    func springStepUsesDy() {
        withEngine { clock in
            let node = makeNode()
            node.center = CGPoint(x: 0, y: 0)
            let settling = parameters(dx: 1, dy: -2).settlingDuration
            let animator = PropertyAnimator(
                steps: [
                    .custom(duration: 0.5, curve: .linear) { $0.center = CGPoint(x: 10, y: 10) },
                    .custom(duration: 1, timingParameters: parameters(dx: 1, dy: -2)) {
                        $0.center = CGPoint(x: 40, y: 70)
                        $0.alpha = 0
                    },
                ], on: node)
            animator.startAnimation()
            for t in [0.5 + 1.0 / 60, 0.6, 0.9, 1.3] {
                clock.advance(to: t)
                let s = t - 0.5
                #expect(
                    isClose(node.$center.presentation.x, 10 + 30 * progress(s, startingWith: 1)))
                #expect(
                    isClose(node.$center.presentation.y, 10 + 60 * progress(s, startingWith: -2)))
                #expect(isClose(node.$alpha.presentation, 1 - progress(s, startingWith: 1)))
                #expect(
                    isClose(
                        node.$center.velocity.y, 60 * rate(s, startingWith: -2), tolerance: 1e-7))
            }
            // Played back from 0.8 s into the spring step, each value is the one shown there
            // forwards (at clock 1.6 s, 0.5 s into it).
            animator.isReversed = true
            #expect(
                isClose(node.$center.velocity.y, -60 * rate(0.8, startingWith: -2), tolerance: 1e-7)
            )
            clock.advance(to: 1.6)
            #expect(isClose(node.$center.presentation.y, 10 + 60 * progress(0.5, startingWith: -2)))
            clock.advance(to: 10)
            #expect(animator.state == .inactive)
            #expect(node.center == CGPoint(x: 0, y: 0))
            #expect(settling > 0.8)  // every time above is inside the spring step
        }
    }

    @Test("a second release: continuing again starts the y axis with the new dy from where it is")
    func secondContinueUsesTheNewDy() {
        withEngine { clock in
            let node = makeNode()
            node.center = .zero
            // A vertical sheet: x does not move, so dx = 0 and dy carries the finger.
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                node.center = CGPoint(x: 0, y: 300)
            }
            animator.pauseAnimation()
            animator.fractionComplete = 0.2
            animator.continueAnimation(
                withTimingParameters: parameters(dx: 0, dy: 3), durationFactor: 0)
            clock.advance(to: 0.05)
            animator.pauseAnimation()  // grabbed again
            let shown = node.$center.presentation.y
            let left = 300 - shown
            animator.continueAnimation(  // flung back up
                withTimingParameters: parameters(dx: 0, dy: -2), durationFactor: 0)
            #expect(node.$center.presentation.y == shown)
            #expect(isClose(node.$center.velocity.y, -2 * left, tolerance: 1e-6))
            for t in [0.1, 0.15, 0.4] {
                clock.advance(to: t)
                let expected = shown + left * progress(t - 0.05, startingWith: -2)
                #expect(isClose(node.$center.presentation.y, expected, tolerance: 1e-6))
            }
            clock.advance(to: 10)
            #expect(node.center == CGPoint(x: 0, y: 300))
        }
    }

    @Test("an animator made with a dy spring, continued with another: the new dy from where it is")
    func continueOfADyAnimator() {
        withEngine { clock in
            let node = makeNode()
            node.center = .zero
            let animator = PropertyAnimator(
                duration: 1, timingParameters: parameters(dx: 0, dy: 4))
            animator.addAnimations { node.center = CGPoint(x: 50, y: 200) }
            animator.startAnimation()
            clock.advance(to: 0.1)
            animator.pauseAnimation()
            let shown = node.$center.presentation
            let left = CGPoint(x: 50 - shown.x, y: 200 - shown.y)
            animator.continueAnimation(
                withTimingParameters: parameters(dx: 1, dy: -2), durationFactor: 0)
            #expect(isClose(node.$center.velocity.x, left.x, tolerance: 1e-6))
            #expect(isClose(node.$center.velocity.y, -2 * left.y, tolerance: 1e-6))
            clock.advance(to: 0.3)
            #expect(
                isClose(
                    node.$center.presentation.x, shown.x + left.x * progress(0.2, startingWith: 1),
                    tolerance: 1e-6))
            #expect(
                isClose(
                    node.$center.presentation.y, shown.y + left.y * progress(0.2, startingWith: -2),
                    tolerance: 1e-6))
            clock.advance(to: 10)
            #expect(node.center == CGPoint(x: 50, y: 200))
        }
    }

    @Test("a repeating dy animator continued with a spring of equal dx and dy: both axes alike")
    func repeatingContinueReplacesTheDy() {
        withEngine { clock in
            let node = makeNode()
            node.center = .zero
            let animator = PropertyAnimator(
                duration: 1, timingParameters: parameters(dx: 0, dy: 5))
            animator.addAnimations { node.center = CGPoint(x: 100, y: 100) }
            animator.repeatCount = 3
            animator.startAnimation()
            clock.advance(to: 0.1)
            animator.continueAnimation(
                withTimingParameters: parameters(dx: 1, dy: 1), durationFactor: 0)
            clock.advance(to: 2.1)  // a later traversal
            animator.pauseAnimation()
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.05
            // Equal distances and dx = dy: the two axes show the same value.
            let shown = node.$center.presentation
            #expect(isClose(shown.x, shown.y, tolerance: 1e-9))
            animator.stopAnimation(true)
        }
    }

    @Test("dy 0 with dx ≠ 0: the y axis, at rest at first, has settled when the spring snaps it")
    func dyZeroSettlesBeforeTheSnap() {
        withEngine(frameInterval: 1e-3) { clock in
            let node = makeNode()
            node.center = .zero
            let animator = PropertyAnimator(
                duration: 1, timingParameters: parameters(dx: 6, dy: 0))
            animator.addAnimations { node.center = CGPoint(x: 1000, y: 1000) }
            let end = animator.duration
            #expect(end == parameters(dx: 0, dy: 0).settlingDuration)
            animator.startAnimation()
            clock.advance(to: end - 1e-3)
            let before = node.$center.presentation.y
            #expect(isClose(before, 1000 * progress(end - 1e-3, startingWith: 0), tolerance: 1e-6))
            clock.advance(to: end)
            #expect(node.$center.presentation.y == 1000)
            // The snap moves y by at most about 0.001 of its distance (a frame's motion more).
            #expect(abs(1000 - before) <= 1.05)
        }
    }

    @Test(
        "scrubbed linearly, a dy track shows the linear blend, and resumes from it without a jump")
    func linearScrubOfADyTrack() {
        withEngine { clock in
            let node = makeNode()
            node.center = .zero
            let animator = PropertyAnimator(
                duration: 1, timingParameters: parameters(dx: 0, dy: 20))
            animator.addAnimations { node.center = CGPoint(x: 100, y: 100) }
            animator.startAnimation()
            clock.advance(to: 0.05)
            animator.pauseAnimation()
            animator.fractionComplete = 0.1
            #expect(node.$center.presentation == CGPoint(x: 10, y: 10))
            #expect(node.$center.velocity == .zero)
            // Scrubbed along the curve, the y axis shows the spring started with dy.
            animator.scrubsLinearly = false
            let t = 0.1 * animator.duration
            #expect(isClose(node.$center.presentation.y, 100 * progress(t, startingWith: 20)))
            #expect(isClose(node.$center.presentation.x, 100 * progress(t, startingWith: 0)))
            animator.scrubsLinearly = true
            #expect(node.$center.presentation == CGPoint(x: 10, y: 10))
            animator.startAnimation()
            #expect(node.$center.presentation == CGPoint(x: 10, y: 10))
            clock.advance(to: 0.1)
            #expect(node.$center.presentation.y <= node.$center.presentation.x + 1e-9)
            clock.advance(to: 10)
            #expect(node.center == CGPoint(x: 100, y: 100))
        }
    }
}
