import Foundation
import Testing

@testable import Dance

/// Weak references to what a batch created, to check that nothing keeps them alive.
@MainActor
private final class WeakBatch {
    private struct Box {
        weak var node: Node?
        weak var animator: PropertyAnimator?
    }
    private var boxes: [Box] = []

    func add(_ node: Node, _ animator: PropertyAnimator) {
        boxes.append(Box(node: node, animator: animator))
    }

    var count: Int { boxes.count }
    var liveNodes: Int { boxes.count { $0.node != nil } }
    var liveAnimators: Int { boxes.count { $0.animator != nil } }
}

@MainActor @Suite(.serialized) struct PropertyAnimatorLeakTests {
    static let batchSize = 10_000

    /// Creates `batchSize` nodes, each with a running animator, and ends them with `end`.
    private func run(
        _ clock: ManualClock, end: ([PropertyAnimator]) -> Void
    ) -> (batch: WeakBatch, completions: Int) {
        let batch = WeakBatch()
        var completions = 0
        do {
            var animators: [PropertyAnimator] = []
            animators.reserveCapacity(Self.batchSize)
            for index in 0..<Self.batchSize {
                let node = makeNode()
                let animator = PropertyAnimator(duration: 0.1, curve: .easeInOut) {
                    node.center = CGPoint(x: Double(index), y: 1)
                    node.alpha = 0
                }
                animator.addCompletion { _ in
                    completions += 1
                    _ = node.alpha  // a completion that captures the node
                }
                animator.startAnimation()
                batch.add(node, animator)
                animators.append(animator)
            }
            #expect(AnimationDriver.shared.activeCount == Self.batchSize)
            clock.advance(by: 0.05)
            end(animators)
        }
        return (batch, completions)
    }

    @Test("10 000 nodes animated to the end are all released, with their animators")
    func finishedBatchIsReleased() {
        withEngine { clock in
            let (batch, completions) = run(clock) { _ in clock.advance(by: 0.1) }
            #expect(completions == Self.batchSize)
            #expect(batch.count == Self.batchSize)
            #expect(batch.liveNodes == 0)
            #expect(batch.liveAnimators == 0)
        }
    }

    @Test("10 000 nodes whose animators are stopped without finishing are all released")
    func stoppedBatchIsReleased() {
        withEngine { clock in
            let (batch, completions) = run(clock) { animators in
                for animator in animators { animator.stopAnimation(true) }
            }
            #expect(completions == 0)
            #expect(batch.liveNodes == 0)
            #expect(batch.liveAnimators == 0)
        }
    }

    @Test("10 000 nodes stopped and then finished at .start are all released")
    func stoppedAndFinishedBatchIsReleased() {
        withEngine { clock in
            let (batch, completions) = run(clock) { animators in
                for animator in animators {
                    animator.stopAnimation(false)
                    animator.finishAnimation(at: .start)
                }
            }
            #expect(completions == Self.batchSize)
            #expect(batch.liveNodes == 0)
            #expect(batch.liveAnimators == 0)
        }
    }

    @Test("an animator that never started keeps its blocks, and releases them with itself")
    func neverStarted() {
        withEngine { _ in
            weak var weakNode: Node?
            weak var weakAnimator: PropertyAnimator?
            do {
                let node = makeNode()
                weakNode = node
                let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
                weakAnimator = animator
            }
            #expect(weakNode == nil)
            #expect(weakAnimator == nil)
        }
    }

    @Test("a running animator is kept alive by the driver until it ends")
    func runningAnimatorIsRetained() {
        withEngine { clock in
            weak var weakAnimator: PropertyAnimator?
            do {
                let animator = PropertyAnimator(duration: 1, curve: .linear)
                weakAnimator = animator
                animator.startAnimation()
            }
            #expect(weakAnimator != nil)
            clock.advance(to: 1)
            #expect(weakAnimator == nil)
        }
    }
}
