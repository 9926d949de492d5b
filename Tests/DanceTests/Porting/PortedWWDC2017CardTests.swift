import Foundation
import Testing

@testable import Dance

/// A port of cgoldsby/WWDC-2017-Session-230-Advance-Animations-with-UIKit's ViewController.
@MainActor final class WWDC2017Card {
    enum State { case expanded, collapsed }
    let control = Node(frame: CGRect(x: 0, y: 422.5, width: 300, height: 355))  // center.y 600
    let blurView = PortedBox()
    var state: State = .collapsed
    let duration: TimeInterval = 0.575
    var runningAnimators: [PropertyAnimator] = []
    var progressWhenInterrupted: [ObjectIdentifier: Double] = [:]
    var completions: [String] = []

    func updateFrame(_ s: State) { control.center.y = s == .collapsed ? 600 : 300 }
    func updateBlur(_ s: State) { blurView.blur = s == .collapsed ? 0 : 1 }
    func updateCorner(_ s: State) { control.cornerRadius = s == .collapsed ? 0 : 12 }

    func blurTiming(_ s: State) -> CubicTimingParameters {
        s == .collapsed
            ? CubicTimingParameters(
                controlPoint1: CGPoint(x: 0.1, y: 0.75), controlPoint2: CGPoint(x: 0.25, y: 0.9))
            : CubicTimingParameters(
                controlPoint1: CGPoint(x: 0.75, y: 0.1), controlPoint2: CGPoint(x: 0.9, y: 0.25))
    }

    func animateTransitionIfNeeded(state: State) {
        guard runningAnimators.isEmpty else { return }
        self.state = state
        let frameAnimator = PropertyAnimator(duration: duration, dampingRatio: 1)
        add(frameAnimator, "frame") { self.updateFrame(self.state) }
        let blurAnimator = PropertyAnimator(duration: duration, timingParameters: blurTiming(state))
        blurAnimator.scrubsLinearly = false
        add(blurAnimator, "blur") { self.updateBlur(self.state) }
        let cornerAnimator = PropertyAnimator(duration: duration, curve: .linear)
        add(cornerAnimator, "corner") { self.updateCorner(self.state) }
    }

    func animateOrReverse(state: State) {
        if runningAnimators.isEmpty { animateTransitionIfNeeded(state: state) } else { reverse() }
    }

    func startInteractive(state: State) {
        animateTransitionIfNeeded(state: state)
        progressWhenInterrupted = [:]
        for animator in runningAnimators {
            animator.pauseAnimation()
            progressWhenInterrupted[ObjectIdentifier(animator)] = animator.fractionComplete
        }
    }

    func updateInteractive(distanceTraveled: Double) {
        let total = -55.0 + control.bounds.height
        let fraction = distanceTraveled / total
        for animator in runningAnimators {
            guard let p = progressWhenInterrupted[ObjectIdentifier(animator)] else { continue }
            let relative = fraction + p
            if (state == .expanded && relative > 0) || (state == .collapsed && relative < 0) {
                animator.fractionComplete = 0
            } else if (state == .expanded && relative < -1) || (state == .collapsed && relative > 1)
            {
                animator.fractionComplete = 1
            } else {
                animator.fractionComplete = abs(fraction) + p
            }
        }
    }

    func continueInteractive(cancel: Bool) {
        if cancel { reverse() }
        let timing = CubicTimingParameters(animationCurve: .easeOut)
        for animator in runningAnimators {
            animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
        }
    }

    func add(_ animator: PropertyAnimator, _ name: String, _ animation: @escaping () -> Void) {
        animator.addAnimations { animation() }
        animator.addCompletion { [unowned self, unowned animator] position in
            self.runningAnimators = self.runningAnimators.filter { $0 !== animator }
            self.completions.append("\(name) \(position)")
            animation()
        }
        animator.startAnimation()
        runningAnimators.append(animator)
    }

    func reverse() {
        for animator in runningAnimators { animator.isReversed = !animator.isReversed }
        state = state == .expanded ? .collapsed : .expanded
    }
}

@MainActor @Suite(.serialized) struct PortedWWDC2017CardTests {
    @Test func panFromRestThenCancel() {
        withEngine { clock in
            let vc = WWDC2017Card()
            vc.startInteractive(state: .expanded)
            #expect(vc.runningAnimators.count == 3)
            #expect(vc.runningAnimators.allSatisfy { $0.state == .active && !$0.isRunning })
            clock.advance(to: 0.1)
            vc.updateInteractive(distanceTraveled: -100)  // fraction 1/3
            #expect(vc.runningAnimators.allSatisfy { isClose($0.fractionComplete, 1.0 / 3) })
            #expect(isClose(vc.control.$cornerRadius.presentation, 4))
            #expect(isClose(vc.control.$center.presentation.y, 500))
            let blurShown = referenceBezier(
                CGPoint(x: 0.75, y: 0.1), CGPoint(x: 0.9, y: 0.25), 1.0 / 3)
            #expect(isClose(vc.blurView.$blur.presentation, blurShown, tolerance: 1e-6))
            clock.advance(to: 0.2)
            vc.continueInteractive(cancel: true)  // panning down while expanding
            #expect(vc.state == .collapsed)
            #expect(isClose(vc.control.$cornerRadius.presentation, 4))
            #expect(isClose(vc.control.$center.presentation.y, 500))
            #expect(isClose(vc.blurView.$blur.presentation, blurShown, tolerance: 1e-6))
            let end = 0.2 + 0.575 / 3
            clock.advance(to: end - 0.02)
            #expect(vc.completions == [])
            clock.advance(to: end + 1e-9)
            #expect(vc.completions.sorted() == ["blur start", "corner start", "frame start"])
            #expect(vc.runningAnimators.isEmpty)
            #expect(vc.control.center.y == 600)
            #expect(vc.control.$center.presentation.y == 600)
            #expect(vc.control.cornerRadius == 0)
            #expect(vc.blurView.blur == 0)
        }
    }

    @Test func tapThenTapReversesSpringSymmetrically() {
        withEngine { clock in
            let vc = WWDC2017Card()
            vc.animateOrReverse(state: .expanded)
            clock.advance(to: 0.1)
            let at01 = vc.control.$center.presentation.y
            let corner01 = vc.control.$cornerRadius.presentation
            clock.advance(to: 0.2)
            vc.animateOrReverse(state: .collapsed)  // reverses
            #expect(vc.runningAnimators.allSatisfy { $0.isReversed && $0.isRunning })
            clock.advance(to: 0.3)
            #expect(isClose(vc.control.$center.presentation.y, at01, tolerance: 1e-6))
            #expect(isClose(vc.control.$cornerRadius.presentation, corner01, tolerance: 1e-9))
            clock.advance(to: 0.4 + 1e-9)
            #expect(vc.completions.sorted() == ["blur start", "corner start", "frame start"])
            #expect(vc.control.$center.presentation.y == 600)
        }
    }

    @Test func tapThenPanMidFlightAndComplete() {
        withEngine { clock in
            let vc = WWDC2017Card()
            vc.animateOrReverse(state: .expanded)
            clock.advance(to: 0.2)
            vc.startInteractive(state: .collapsed)  // already running: only pauses
            #expect(vc.state == .expanded)
            let p = 0.2 / 0.575
            #expect(vc.runningAnimators.allSatisfy { isClose($0.fractionComplete, p) })
            clock.advance(to: 0.3)
            // The original's clamp: expanded and relative = -0.1 + p > 0 → fractionComplete = 0.
            vc.updateInteractive(distanceTraveled: -30)  // fraction -0.1
            #expect(vc.runningAnimators.allSatisfy { $0.fractionComplete == 0 })
            #expect(vc.control.$cornerRadius.presentation == 0)
            #expect(vc.control.$center.presentation.y == 600)
            clock.advance(to: 0.4)
            vc.continueInteractive(cancel: false)
            let end = 0.4 + 0.575
            clock.advance(to: end - 0.02)
            #expect(vc.completions == [])
            clock.advance(to: end + 1e-9)
            #expect(vc.completions.sorted() == ["blur end", "corner end", "frame end"])
            #expect(vc.control.$center.presentation.y == 300)
            #expect(vc.blurView.$blur.presentation == 1)
        }
    }
}
