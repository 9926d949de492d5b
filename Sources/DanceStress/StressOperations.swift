import Dance
import Foundation

/// One kind of random operation, drawn by weight.
///
/// It has a name for failure reports, how often it is drawn, and what
/// it does. A new control is one more entry in ``all``.
@MainActor
struct StressOperation {
    let name: String
    let weight: Int
    let run: (StressRun) -> Void

    static let all: [StressOperation] =
        creating + controlling + danceHandles + world + motion + timeControls + keyframes

    // MARK: - Creating animators

    static let creating: [StressOperation] = [
        StressOperation(name: "animator with a curve", weight: 6) { run in
            guard let node = run.someNode() else { return }
            let duration = run.numbers.argument(0...3)
            let curve = run.numbers.pick(AnimationCurve.allCases)
            let target = run.numbers.point()
            let animator = PropertyAnimator(duration: duration, curve: curve) {
                node.center = target
            }
            run.track(animator)
            if run.numbers.chance(0.7) { animator.startAnimation() }
        },
        StressOperation(name: "animator with control points", weight: 3) { run in
            guard let node = run.someNode() else { return }
            let point1 = CGPoint(x: run.numbers.argument(0...1), y: run.numbers.argument(-2...2))
            let point2 = CGPoint(x: run.numbers.argument(0...1), y: run.numbers.argument(-2...2))
            let animator = PropertyAnimator(
                duration: run.numbers.argument(0...3), controlPoint1: point1,
                controlPoint2: point2
            ) { node.alpha = run.numbers.unit() }
            run.track(animator).held?.startAnimation()
        },
        StressOperation(name: "animator with a damping ratio", weight: 3) { run in
            guard let node = run.someNode() else { return }
            let animator = PropertyAnimator(
                duration: run.numbers.argument(0...3), dampingRatio: run.numbers.argument(0...2)
            ) { node.bounds.size.width = run.numbers.coordinate() }
            run.track(animator).held?.startAnimation()
        },
        StressOperation(name: "animator with a physical spring", weight: 3) { run in
            guard let node = run.someNode() else { return }
            let spring = SpringTimingParameters(
                mass: run.numbers.argument(0.1...5), stiffness: run.numbers.argument(10...500),
                damping: run.numbers.argument(0...50),
                initialVelocity: CGVector(dx: run.numbers.argument(-5...5), dy: 0))
            let animator = PropertyAnimator(
                duration: run.numbers.argument(0...3), timingParameters: spring)
            animator.addAnimations { node.cornerRadius = run.numbers.coordinate() }
            run.track(animator).held?.startAnimation()
        },
        StressOperation(name: "animator with a perceptual spring", weight: 2) { run in
            guard let node = run.someNode() else { return }
            let spring = SpringTimingParameters(
                duration: run.numbers.argument(0.1...2), bounce: run.numbers.argument(-1...1))
            let animator = PropertyAnimator(duration: 1, timingParameters: spring)
            animator.addAnimations {
                node.backgroundColor = Color(red: run.numbers.unit(), green: 0, blue: 1)
            }
            run.track(animator).held?.startAnimation()
        },
        StressOperation(name: "running animator", weight: 4) { run in
            guard let node = run.someNode() else { return }
            let tracked = run.track(
                PropertyAnimator.runningPropertyAnimator(
                    withDuration: run.numbers.argument(0...2), delay: run.numbers.argument(0...1),
                    options: run.numbers.pick([.curveLinear, .curveEaseIn, .curveEaseInOut]),
                    animations: { node.alpha = run.numbers.unit() }))
            _ = tracked
        },
        StressOperation(name: "steps on a node", weight: 2) { run in
            guard let node = run.someNode() else { return }
            let steps: [Animation] = [
                .fadeOut(duration: run.numbers.argument(0...1)),
                .move(to: run.numbers.point(), duration: run.numbers.argument(0...1)),
                .wait(run.numbers.argument(0...0.5)),
                .parallel(
                    [.fadeIn(duration: 0.2), .scale(to: 1.5, duration: 0.3)],
                    stagger: run.numbers.argument(0...0.2)),
            ]
            run.track(node.animate(run.numbers.chance(0.5) ? steps : [.sequence(steps)]))
        },
    ]

    // MARK: - Controlling animators

    static let controlling: [StressOperation] = [
        control("startAnimation") { run, animator in animator.startAnimation() },
        control("startAnimation(afterDelay:)") { run, animator in
            animator.startAnimation(afterDelay: run.numbers.argument(0...1))
        },
        control("pauseAnimation") { _, animator in animator.pauseAnimation() },
        control("stopAnimation(true)", weight: 2) { run, animator in
            let wasActive = animator.state == .active
            animator.stopAnimation(true)
            if wasActive && animator.state == .inactive && !run.misuseReported {
                run.animators.first { $0.animator === animator }?.abandoned = true
            }
        },
        control("stopAnimation(false)") { _, animator in animator.stopAnimation(false) },
        control("finishAnimation(at:)") { run, animator in
            animator.finishAnimation(at: run.numbers.pick(AnimatingPosition.allCases))
        },
        control("fractionComplete") { run, animator in
            animator.fractionComplete = run.numbers.argument(0...1)
        },
        control("isReversed") { run, animator in animator.isReversed.toggle() },
        control("continueAnimation") { run, animator in
            animator.continueAnimation(
                withTimingParameters: run.numbers.chance(0.5)
                    ? nil : SpringTimingParameters(dampingRatio: run.numbers.argument(0.1...1)),
                durationFactor: run.numbers.argument(0...2))
        },
        control("addAnimations", weight: 2) { run, animator in
            guard let node = run.someNode() else { return }
            let target = run.numbers.point()
            // Weakly, as an app would: the animator may be a Dance animation, which the factory
            // holds until its node is gone, so a strong capture would keep both alive.
            if run.numbers.chance(0.5) {
                animator.addAnimations { [weak node] in node?.center = target }
            } else {
                animator.addAnimations(
                    { [weak node] in node?.center = target },
                    delayFactor: run.numbers.argument(0...1))
            }
        },
        control("addCompletion", weight: 4) { run, animator in
            let tracked = run.animators.first { $0.animator === animator }
            let completion = run.completion(for: nil, reenter: run.numbers.chance(0.3))
            animator.addCompletion(completion.body)
            if !run.misuseReported { tracked?.pending.append(completion.id) }
        },
        control("release the animator") { run, animator in
            run.animators.first { $0.animator === animator }?.held = nil
        },
    ]

    /// An operation on a random live animator, checked to change nothing when it is rejected.
    static func control(
        _ name: String, weight: Int = 3, _ body: @escaping (StressRun, PropertyAnimator) -> Void
    ) -> StressOperation {
        StressOperation(name: name, weight: weight) { run in
            guard let animator = run.someAnimator()?.animator else { return }
            run.expectUnchangedOnMisuse(animator) { body(run, animator) }
        }
    }

    // MARK: - Dance handles

    static let danceHandles: [StressOperation] = [
        StressOperation(name: "dance.animate", weight: 5) { run in
            guard let node = run.someNode() else { return }
            let duration = run.numbers.argument(0...2)
            let target = run.numbers.point()
            switch run.numbers.index(3) {
            case 0: node.dance.animate(duration: duration, curve: .easeInOut) { $0.center = target }
            case 1:
                node.dance.animate(duration: duration, dampingRatio: run.numbers.argument(0...1)) {
                    $0.center = target
                }
            default:
                node.dance.animate([.move(to: target, duration: duration)])
            }
            if let animator = node.dance.animator {
                run.track(animator, held: false, danceNode: node)
            }
        },
        dance("dance.start") { run, dance in dance.start() },
        dance("dance.start(after:)") { run, dance in dance.start(after: run.numbers.argument(0...1))
        },
        dance("dance.pause") { _, dance in dance.pause() },
        dance("dance.pause(after:)") { run, dance in dance.pause(after: run.numbers.argument(0...1))
        },
        dance("dance.reverse") { _, dance in dance.reverse() },
        dance("dance.setProgress") { run, dance in
            dance.setProgress(to: run.numbers.argument(0...1))
        },
        dance("dance.finish(at:)") { run, dance in
            dance.finish(at: run.numbers.pick(AnimatingPosition.allCases))
        },
        dance("dance.addCompletion", weight: 3) { run, dance in
            guard let node = dance.base else { return }
            let tracked = dance.animator.map { run.track($0, held: false, danceNode: node) }
            let completion = run.danceCompletion(node: node, reenter: run.numbers.chance(0.3))
            dance.addCompletion(completion.body)
            if !run.misuseReported { tracked?.dancePending.append(completion.id) }
        },
    ]

    /// An operation on a random node's Dance handle.
    static func dance(
        _ name: String, weight: Int = 2, _ body: @escaping (StressRun, Dance<Node>) -> Void
    ) -> StressOperation {
        StressOperation(name: name, weight: weight) { run in
            guard let node = run.someNode() else { return }
            let animator = node.dance.animator
            let before = animator.map(run.observe)
            body(run, node.dance)
            if run.misuseReported, let animator, let before, run.observe(animator) != before {
                run.fail("a rejected Dance call changed \(before) into \(run.observe(animator))")
            }
        }
    }

    // MARK: - Time, clocks and lifetimes

    static let world: [StressOperation] = [
        StressOperation(name: "advance a frame", weight: 10) { run in
            run.clock.advance(by: run.clock.frameInterval)
        },
        StressOperation(name: "advance", weight: 6) { run in
            // Hostile durations here are the invalid ones: a valid huge advance while something
            // animates costs a frame per interval, by design.
            let duration =
                run.numbers.chance(0.05)
                ? run.numbers.pick([-1, -.leastNonzeroMagnitude, .nan, .infinity, -.infinity])
                : run.numbers.number(in: 0...1.5)
            run.clock.advance(by: duration)
        },
        StressOperation(name: "swap the clock", weight: 1) { run in
            let clock = ManualClock(frameInterval: run.numbers.argument(0.004...0.1))
            clock.advance(by: run.numbers.number(in: 0...100))
            run.clock = clock
            AnimationDriver.shared.clock = clock
        },
        StressOperation(name: "release a node", weight: 2) { run in
            // Half the time one whose Dance animation runs, which must then end without the
            // completions added through its handle, whether or not a sweep comes first.
            let running = run.nodes.indices.filter {
                run.nodes[$0]?.dance.animator?.isRunning == true
            }
            let index =
                run.numbers.chance(0.5) && !running.isEmpty
                ? run.numbers.pick(running) : run.numbers.index(run.nodes.count)
            guard let node = run.nodes[index] else {
                run.nodes[index] = Node()
                return
            }
            run.releasedNodes.append(StressRun.WeakNode(node: node))
            run.nodes[index] = nil
        },
        StressOperation(name: "sweep released nodes", weight: 1) { _ in
            DanceFactory.instance.sweepReleasedNodes()
        },
        StressOperation(name: "end and release everything", weight: 1) { run in
            if run.numbers.chance(0.05) { run.wantsEndEverything = true }
        },
    ]
}
