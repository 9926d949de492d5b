import Dance
import Foundation

extension StressOperation {
    /// Labels the keyframe operations place; "missing" is never placed.
    static let labels = ["intro", "middle", "outro", "missing"]

    // MARK: - Motion between animations

    static let motion: [StressOperation] = [
        StressOperation(name: "newer animator on an animated property", weight: 4) { run in
            // Additive: prefer a node whose center or alpha another animator is animating.
            let animated = run.nodes.compactMap { $0 }.filter {
                $0.$center.isAnimating || $0.$alpha.isAnimating
            }
            guard let node = animated.isEmpty ? run.someNode() : run.numbers.pick(animated)
            else { return }
            let timing: any TimingCurveProvider =
                switch run.numbers.index(3) {
                case 0: CubicTimingParameters(animationCurve: .easeInOut)
                case 1: SpringTimingParameters(dampingRatio: run.numbers.argument(0.1...1))
                default:
                    SpringTimingParameters(
                        duration: run.numbers.argument(0.1...1),
                        bounce: run.numbers.number(in: 0...0.5))
                }
            let target = run.numbers.point()
            let alpha = run.numbers.unit()
            let animatesCenter = run.numbers.chance(0.6)
            let animator = PropertyAnimator(
                duration: run.numbers.argument(0...2), timingParameters: timing)
            animator.addAnimations { [weak node] in
                if animatesCenter { node?.center = target } else { node?.alpha = alpha }
            }
            run.track(animator).held?.startAnimation()
        },
        StressOperation(name: "dance spring hand-off", weight: 3) { run in
            // Replacing a running Dance animation hands its velocity to the new spring.
            let running = run.nodes.compactMap { $0 }.filter {
                $0.dance.animator?.isRunning == true
            }
            guard let node = running.isEmpty ? run.someNode() : run.numbers.pick(running)
            else { return }
            run.note("node \(run.nodes.firstIndex { $0 === node } ?? -1)")
            let spring =
                switch run.numbers.index(3) {
                case 0: SpringTimingParameters(dampingRatio: run.numbers.argument(0.05...1))
                case 1:
                    SpringTimingParameters(
                        mass: run.numbers.argument(0.1...3),
                        stiffness: run.numbers.argument(10...400),
                        damping: run.numbers.argument(1...40),
                        initialVelocity: run.numbers.chance(0.5)
                            ? .zero : CGVector(dx: run.numbers.argument(-5...5), dy: 0))
                default:
                    SpringTimingParameters(
                        duration: run.numbers.argument(0.1...1),
                        bounce: run.numbers.argument(-0.5...0.9))
                }
            // Sometimes to where the value already is: the spring still moves and comes back.
            let target = run.numbers.chance(0.3) ? node.center : run.numbers.point()
            node.dance.animate(duration: run.numbers.argument(0...2), timingParameters: spring) {
                $0.center = target
            }.start()
            if let animator = node.dance.animator {
                run.track(animator, held: false, danceNode: node)
            }
        },
        StressOperation(name: "decay fling", weight: 3) { run in
            guard let node = run.someNode() else { return }
            let rate =
                run.numbers.chance(0.8)
                ? run.numbers.pick([
                    DecayTimingParameters.normalRate, DecayTimingParameters.fastRate,
                    run.numbers.number(in: 0.9...0.999),
                ])
                : run.numbers.argument(0...1, hostileOneIn: 1)
            let decay = DecayTimingParameters(decelerationRate: rate)
            let velocity = CGPoint(
                x: run.numbers.number(in: -5000...5000), y: run.numbers.number(in: -5000...5000))
            let start = node.presentation.center
            guard start.x.isFinite, start.y.isFinite else { return }  // reported already
            let target = decay.projectedValue(from: start, initialVelocity: velocity)
            guard target.x.isFinite, target.y.isFinite else {
                return run.fail("decay rate \(rate) projected \(start) at \(velocity) to \(target)")
            }
            if run.numbers.chance(0.5) {
                node.dance.animate(duration: 1, timingParameters: decay) { $0.center = target }
                    .start()
                if let animator = node.dance.animator {
                    run.track(animator, held: false, danceNode: node)
                }
            } else {
                let animator = PropertyAnimator(duration: 1, timingParameters: decay)
                animator.addAnimations { [weak node] in node?.center = target }
                run.track(animator).held?.startAnimation()
            }
        },
    ]

    // MARK: - Time controls

    static let timeControls: [StressOperation] = [
        control("speed") { run, animator in
            animator.speed = run.numbers.argument(0...3, hostileOneIn: 4)
        },
        control("repeatCount") { run, animator in
            animator.repeatCount =
                run.numbers.chance(0.7)
                ? run.numbers.pick([0, 1, 0.4, 2.5, 3, .infinity])
                : StressNumbers.hostile[
                    run.numbers.index(StressNumbers.hostile.count)]
        },
        control("autoreverses") { _, animator in animator.autoreverses.toggle() },
        control("pauseAnimation(atFraction:)") { run, animator in
            animator.pauseAnimation(atFraction: run.numbers.argument(0...1, hostileOneIn: 4))
        },
        control("await finished", weight: 4) { run, animator in run.awaitFinished(of: animator) },
        control("seek(toLabel:)") { run, animator in
            animator.seek(toLabel: run.numbers.pick(labels))
        },
        control("run(toLabel:)") { run, animator in
            animator.run(toLabel: run.numbers.pick(labels))
        },
        control("fraction(ofLabel:)", weight: 1) { run, animator in
            let name = run.numbers.pick(labels)
            if let fraction = animator.fraction(ofLabel: name), !(0...1).contains(fraction) {
                run.fail("label \(name) lies at \(fraction)")
            }
        },
        dance("dance.repeating") { run, dance in
            let count =
                run.numbers.chance(0.8)
                ? run.numbers.pick([0, 1, 0.4, 2.5, .infinity])
                : StressNumbers.hostile[
                    run.numbers.index(StressNumbers.hostile.count)]
            dance.repeating(count: count, autoreverses: run.numbers.chance(0.5))
        },
        dance("dance.speed") { run, dance in
            dance.speed(run.numbers.argument(0...3, hostileOneIn: 4))
        },
        dance("dance.pause(atProgress:)") { run, dance in
            dance.pause(atProgress: run.numbers.argument(0...1, hostileOneIn: 4))
        },
        dance("await dance.finished", weight: 3) { run, dance in
            if let node = dance.base { run.awaitDanceFinished(of: node) }
        },
        StressOperation(name: "cancel a task awaiting finished", weight: 2) { run in
            run.cancelWaiter()
        },
        StressOperation(name: "durationScale", weight: 2) { run in
            let driver = AnimationDriver.shared
            let before = driver.durationScale
            driver.durationScale =
                switch run.numbers.index(4) {
                case 0: 1
                case 1: 0
                default: run.numbers.argument(0.1...3, hostileOneIn: 4)
                }
            if run.misuseReported && driver.durationScale != before {
                run.fail("a rejected durationScale changed \(before) into \(driver.durationScale)")
            }
        },
    ]

    // MARK: - Keyframes and labels

    static let keyframes: [StressOperation] = [
        StressOperation(name: "keyframe steps", weight: 4) { run in
            guard let node = run.someNode() else { return }
            let centers = (0..<1 + run.numbers.index(4)).map { _ in
                run.keyframe(run.numbers.point())
            }
            let alphas = (0..<1 + run.numbers.index(3)).map { _ in run.keyframe(run.numbers.unit())
            }
            var steps: [Animation] = [
                .label(run.numbers.pick(labels)), .keyframes(\.center, centers),
                .label(run.numbers.pick(labels)), .keyframes(\.alpha, alphas),
            ]
            if run.numbers.chance(0.5) { steps.append(.label(run.numbers.pick(labels))) }
            let stagger = run.numbers.argument(0...0.3)
            let form = run.numbers.index(4)
            run.note("form \(form), stagger \(stagger), steps \(steps)")
            switch form {
            case 0: run.track(node.animate(steps))
            case 1:
                let animator = PropertyAnimator(inParallel: steps, stagger: stagger, on: node)
                run.track(animator)
                if run.numbers.chance(0.5) { animator.startAnimation() }
            case 2:
                node.dance.animate(steps).start()
                if let animator = node.dance.animator {
                    run.track(animator, held: false, danceNode: node)
                }
            default:
                let animator = PropertyAnimator(steps: steps, on: node)
                run.track(animator)
                if run.numbers.chance(0.5) { animator.startAnimation() }
            }
        }
    ]
}

extension StressRun {
    /// A random keyframe to `value`, sometimes with a hostile duration.
    func keyframe<Value: AnimatableVector>(_ value: Value) -> Keyframe<Value> {
        let duration = numbers.argument(0...0.5, hostileOneIn: 6)
        switch numbers.index(4) {
        case 0: return .linear(value, duration: duration)
        case 1: return .cubic(value, duration: duration)
        case 2:
            let spring =
                numbers.chance(0.5)
                ? SpringTimingParameters(dampingRatio: numbers.argument(0.1...1))
                : SpringTimingParameters(duration: numbers.argument(0.1...1), bounce: 0.3)
            return .spring(value, duration: numbers.chance(0.5) ? nil : duration, spring: spring)
        default: return .move(value)
        }
    }
}
