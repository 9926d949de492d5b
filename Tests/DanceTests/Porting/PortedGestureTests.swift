import Foundation
import Testing

@testable import Dance

/// Independent cubic Bézier evaluation (bisection on x), for expectations.
func referenceBezier(_ p1: CGPoint, _ p2: CGPoint, _ x: Double) -> Double {
    func comp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if comp(p1.x, p2.x, mid) < x { lo = mid } else { hi = mid }
    }
    return comp(p1.y, p2.y, (lo + hi) / 2)
}

@MainActor final class PortedBox: Dancing {
    @Animated var blur: Double = 0
    @Animated var offset: Double = 0
    init() {}
}

@MainActor @Suite(.serialized) struct PortedGestureTests {

    // jrasmusson/ios-starter-kit & Germtao/Animations: began → start+pause, changed →
    // fractionComplete = translation / 275, ended → continueAnimation(nil, 0).
    @Test func panScrubThenContinue() {
        withEngine { clock in
            let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 3, curve: .easeOut) {
                node.transform = CGAffineTransform(translationX: 275, y: 0)
                node.alpha = 0
            }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            animator.pauseAnimation()
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            clock.advance(to: 0.1)
            animator.fractionComplete = 55.0 / 275
            #expect(isClose(node.$alpha.presentation, 0.8))
            #expect(isClose(node.$transform.presentation.tx, 55))
            clock.advance(to: 0.2)
            animator.fractionComplete = 137.5 / 275
            #expect(isClose(node.$alpha.presentation, 0.5))
            #expect(isClose(node.$transform.presentation.tx, 137.5))
            clock.advance(to: 0.3)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            #expect(animator.isRunning)
            #expect(isClose(node.$alpha.presentation, 0.5))
            var last = node.$alpha.presentation
            var monotonic = true
            while clock.now < 1.77 {
                clock.advance(by: 1.0 / 60)
                monotonic = monotonic && node.$alpha.presentation <= last + 1e-12
                last = node.$alpha.presentation
            }
            #expect(monotonic)
            #expect(log.entries == [])
            clock.advance(to: 1.8)
            #expect(log.entries == ["1.800 completion end"])
            #expect(node.alpha == 0)
            #expect(node.$transform.presentation.tx == 275)
            #expect(animator.state == .inactive)
        }
    }

    // klaas/RadarSample_UIViewPropertyAnimatorBug: pauseAnimation() on an inactive animator
    // ("or start the animation as paused"), then continueAnimation(nil, 0.3): completion must run.
    @Test func pauseInactiveThenContinue() {
        withEngine { clock in
            let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let log = EventLog(clock)
            let pa = PropertyAnimator(duration: 5, dampingRatio: 1) {
                node.frame.origin.x = 200
            }
            pa.addCompletion(log.completion())
            pa.pauseAnimation()
            #expect(pa.state == .active)
            pa.continueAnimation(withTimingParameters: nil, durationFactor: 0.3)
            clock.advance(to: 1.4)
            #expect(log.entries == [])
            clock.advance(to: 1.5)
            #expect(log.entries == ["1.500 completion end"])
            #expect(node.frame.origin.x == 200)
            #expect(node.presentation.center.x == 250)
        }
    }

    // mattneub ContinueAnimationBug: running, pause, isReversed = true, continue(nil, 0).
    @Test func pauseReverseContinueFromRunning() {
        withEngine { clock in
            let node = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let log = EventLog(clock)
            let anim = PropertyAnimator(duration: 4, timingParameters: CubicTimingParameters())
            anim.addAnimations { node.center.x += 100 }
            anim.scrubsLinearly = false
            anim.startAnimation()
            anim.addCompletion(log.completion())
            clock.advance(to: 1)
            let p1 = CGPoint(x: 0.25, y: 0.1)
            let p2 = CGPoint(x: 0.25, y: 1)
            let shown = 50 + 100 * referenceBezier(p1, p2, 0.25)
            #expect(isClose(node.$center.presentation.x, shown, tolerance: 1e-5))
            anim.pauseAnimation()
            anim.isReversed = true
            anim.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            #expect(isClose(node.$center.presentation.x, shown, tolerance: 1e-5))
            clock.advance(to: 1.5)
            // Played backwards: the value shown at t = 0.5 of the forward run.
            #expect(
                isClose(
                    node.$center.presentation.x, 50 + 100 * referenceBezier(p1, p2, 0.125),
                    tolerance: 1e-5))
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion start"])
            #expect(node.center.x == 50)
        }
    }

    // UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:...) with a
    // completion that checks `.end` (onnerb's async `perform` wrapper).
    @Test func runningPropertyAnimatorWithDelay() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator.runningPropertyAnimator(
                withDuration: 0.3, delay: 0.1, options: [.curveEaseIn],
                animations: { node.alpha = 0 },
                completion: { position in log.record(position == .end ? "end" : "other") })
            #expect(animator.state == .active)
            #expect(animator.isRunning)
            #expect(animator.delay == 0.1)
            #expect(node.alpha == 0)
            clock.advance(to: 0.05)
            #expect(node.$alpha.presentation == 1)
            clock.advance(to: 0.25)
            let expected = 1 - referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1), 0.5)
            #expect(isClose(node.$alpha.presentation, expected, tolerance: 1e-6))
            clock.advance(to: 0.4)
            #expect(log.entries == ["0.400 end"])
        }
    }

    // extension UIViewPropertyAnimator { func finishRunningAnimation(completionThreshold:) }
    @Test func finishRunningWithThreshold() {
        withEngine { clock in
            for (time, position, x) in [(0.6, AnimatingPosition.end, 105.0), (0.3, .start, 5)] {
                let start = clock.now
                let node = makeNode()
                let log = EventLog(clock)
                let animator = PropertyAnimator(duration: 1, curve: .linear) {
                    node.center.x = 105
                }
                animator.addCompletion(log.completion())
                animator.startAnimation()
                clock.advance(to: start + time)
                guard animator.isRunning else {
                    Issue.record("not running")
                    return
                }
                animator.stopAnimation(false)
                #expect(animator.state == .stopped)
                #expect(!animator.isRunning)
                #expect(isClose(node.center.x, 5 + 100 * time))
                #expect(isClose(node.$center.presentation.x, 5 + 100 * time))
                animator.finishAnimation(at: animator.fractionComplete >= 0.5 ? .end : .start)
                #expect(log.entries.count == 1)
                #expect(log.entries.first?.hasSuffix("completion \(position)") == true)
                #expect(isClose(node.center.x, x, tolerance: 0))
                #expect(isClose(node.$center.presentation.x, x, tolerance: 0))
                #expect(animator.state == .inactive)
                clock.advance(by: 2)
                #expect(log.entries.count == 1)
            }
        }
    }

    // addAnimations on a running animator spans the remaining duration.
    @Test func addAnimationsWhileRunning() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.center.x = 105 }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1)
            animator.addAnimations { node.alpha = 0 }
            #expect(node.alpha == 0)
            #expect(node.$alpha.presentation == 1)
            clock.advance(to: 1.5)
            #expect(isClose(node.$alpha.presentation, 0.5))
            #expect(isClose(node.$center.presentation.x, 80))
            animator.addAnimations({ node.cornerRadius = 10 }, delayFactor: 0.5)
            clock.advance(to: 1.75)
            #expect(isClose(node.$cornerRadius.presentation, 0))
            clock.advance(to: 1.875)
            #expect(isClose(node.$cornerRadius.presentation, 5))
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion end"])
            #expect(node.$cornerRadius.presentation == 10)
        }
    }

    // pausesOnCompletion: stays active at the end, reversible, no completion.
    @Test func pausesOnCompletionReverseAndFinish() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 1.5)
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(animator.fractionComplete == 1)
            #expect(node.$alpha.presentation == 0)
            #expect(log.entries == [])
            animator.isReversed = true
            animator.startAnimation()
            #expect(animator.isRunning)
            clock.advance(to: 2)
            #expect(isClose(node.$alpha.presentation, 0.5))
            #expect(isClose(animator.fractionComplete, 0.5))
            clock.advance(to: 3)
            #expect(animator.state == .active)
            #expect(!animator.isRunning)
            #expect(animator.fractionComplete == 0)
            #expect(node.$alpha.presentation == 1)
            #expect(log.entries == [])
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            #expect(log.entries == ["3.000 completion current"])
            #expect(node.alpha == 1)
        }
    }

    // Dance README: pause().setProgress(to: 0.25), progress, start().reverse() → `.start`.
    @Test func danceReadmeChain() {
        withEngine { clock in
            let circle = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let log = EventLog(clock)
            circle.dance.animate(duration: 2.0, curve: .easeInOut) {
                $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                $0.center = CGPoint(x: 200, y: 200)
                $0.backgroundColor = .blue
            }.addCompletion { position in
                log.record("completion \(position)")
            }.start(after: 5.0)
            clock.advance(to: 6)
            circle.dance.pause().setProgress(to: 0.25)
            #expect(circle.dance.pause().progress == 0.25)
            // scrubsLinearly: center = 50 + 150 * 0.25
            #expect(isClose(circle.presentation.center.x, 87.5))
            circle.dance.start().reverse()
            #expect(circle.dance.isReversed)
            #expect(circle.dance.isRunning)
            clock.advance(to: 6.49)
            #expect(log.entries == [])
            clock.advance(to: 6.5)
            #expect(log.entries == ["6.500 completion start"])
            #expect(circle.center == CGPoint(x: 50, y: 50))
            #expect(!circle.dance.hasAnimation)
        }
    }

    // Gesture release with a spring carrying the finger's velocity (WWDC 2016 216 pattern).
    @Test func releaseWithSpringVelocity() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { node.alpha = 0 }
            animator.addCompletion(log.completion())
            animator.pauseAnimation()
            animator.fractionComplete = 0.4
            #expect(isClose(node.$alpha.presentation, 0.6))
            // finger velocity -1.2 alpha/s over a remaining distance of -0.6 → relative 2
            let spring = SpringTimingParameters(
                dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 0))
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
            #expect(isClose(node.$alpha.presentation, 0.6))
            #expect(isClose(node.$alpha.velocity, -1.2, tolerance: 1e-6))
            clock.advance(to: 0.6)
            #expect(log.entries == ["0.600 completion end"])
            #expect(node.alpha == 0)
        }
    }

    // Fluid-interfaces spring(damping:response:) as a physical spring: duration = settling.
    @Test func physicalSpringSettlingDuration() {
        withEngine { clock in
            let response = 0.4
            let dampingRatio = 0.8
            let stiffness = pow(2 * Double.pi / response, 2)
            let damping = 4 * Double.pi * dampingRatio / response
            let spring = SpringTimingParameters(
                mass: 1, stiffness: stiffness, damping: damping,
                initialVelocity: CGVector(dx: 0, dy: 0))
            // Closed form, underdamped, from 0 to 1 at rest.
            let w0 = sqrt(stiffness)
            let zeta = damping / (2 * w0)
            let wd = w0 * sqrt(1 - zeta * zeta)
            func x(_ t: Double) -> Double {
                1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            }
            var settle = 0.0
            var t = 0.0
            while t < 5 {
                if abs(1 - x(t)) >= 0.001 { settle = t }
                t += 1e-5
            }
            #expect(isClose(spring.settlingDuration, settle, tolerance: 1e-4))
            let node = makeNode()
            let animator = PropertyAnimator(duration: 0.3, timingParameters: spring)
            animator.addAnimations { node.center.x = 105 }
            #expect(isClose(animator.duration, settle, tolerance: 1e-4))
            animator.startAnimation()
            clock.advance(to: 0.1)
            #expect(isClose(node.$center.presentation.x, 5 + 100 * x(0.1), tolerance: 1e-6))
            clock.advance(to: 2)
            #expect(node.$center.presentation.x == 105)
        }
    }
}
