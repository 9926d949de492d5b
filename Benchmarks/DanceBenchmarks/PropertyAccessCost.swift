import Dance
import Foundation

/// What reading and setting an `@Animated` property costs from an app's module.
@MainActor
enum PropertyAccessBenchmark {
    /// What each access reads or writes.
    enum Access {
        /// `node.$position.velocity`.
        case velocity
        /// `node.$position.presentation`: what a renderer reads for every property each frame.
        case presentation
        /// `node.position`: the model value, as an app's own code reads it.
        case model
        /// `node.$position.isAnimating`.
        case isAnimating
        /// `node.position = …` outside an animation block, once the animations have ended (a
        /// write, as an app's own code sets a property nothing animates).
        case directSet
    }

    /// Nanoseconds per access (by default a read of `node.$position.velocity`): 1 000 nodes of
    /// this module (where the engine does not know the property's type, as in an app), each
    /// with a running easeInOut `PropertyAnimator` moving its `CGPoint` position, read one after
    /// another.
    ///
    /// Six rounds of `reads` reads; the fastest round counts, as for the solver (other
    /// processes only ever add time). The animators are finished afterwards.
    ///
    /// With `retargeted`, each node's animation is retargeted half-way into the first one by a
    /// 0.5-damped spring to another target (the `retarget` workload's second animator), so
    /// that each read sums two tracks: the property's newest and the older one it blends with.
    ///
    /// `access` says what each access does: read the velocity, the presentation value (from the
    /// batch's table, as the animators are batched), the model value or whether the property is
    /// animating, or set the property directly.
    static func measure(reads: Int, retargeted: Bool = false, access: Access = .velocity)
        -> Double
    {
        let clock = freshClock()
        let nodes = (0..<1000).map { index in
            BenchNode(Endpoints.four(index).from)
        }
        var animators = nodes.enumerated().map { index, node in
            let target = Endpoints.four(index).to
            let animator = PropertyAnimator(duration: 5, curve: .easeInOut) { node.set(target) }
            animator.startAnimation()
            return animator
        }
        clock.advance(to: 1)
        if retargeted {
            let spring = SpringTimingParameters(dampingRatio: 0.5)
            for (index, node) in nodes.enumerated() {
                let target = Endpoints.retarget(index)
                let animator = PropertyAnimator(duration: 5, timingParameters: spring)
                animator.addAnimations { node.set(target) }
                animator.startAnimation()
                animators.append(animator)
            }
            clock.advance(to: 1.5)
        }
        if access == .directSet {
            for animator in animators {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .end)
            }
            animators = []
        }
        let passes = max(1, reads / nodes.count)
        var fastest = Double.infinity
        for _ in 0..<6 {
            var sum = 0.0
            let started = ContinuousClock.now
            switch access {
            case .velocity:
                for _ in 0..<passes {
                    for node in nodes { sum += node.$position.velocity.x }
                }
            case .presentation:
                for _ in 0..<passes {
                    for node in nodes { sum += node.$position.presentation.x }
                }
            case .model:
                for _ in 0..<passes {
                    for node in nodes { sum += node.position.x }
                }
            case .isAnimating:
                for _ in 0..<passes {
                    for node in nodes where node.$position.isAnimating { sum += 1 }
                }
            case .directSet:
                for pass in 0..<passes {
                    let x = Double(pass)
                    for node in nodes { node.position = CGPoint(x: x, y: 1) }
                }
                sum += nodes[0].position.x
            }
            let elapsed = Harness.nanoseconds(ContinuousClock.now - started)
            Sink.consume(sum)
            fastest = min(fastest, elapsed / Double(passes * nodes.count))
        }
        for animator in animators {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
        return fastest
    }
}
