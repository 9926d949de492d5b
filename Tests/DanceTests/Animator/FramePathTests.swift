import Foundation
import Testing

@testable import Dance

/// The batched frame path: which animators join it, and that what they show is what the
/// single-animator path shows (closed forms of linear curves, and the timing functions' own
/// scalar evaluation).
@MainActor
@Suite(.serialized)
struct FramePathTests {
    /// `count` nodes, each with an inactive 1 s linear animator fading its alpha to 0.
    private func fadingNodes(_ count: Int) -> (nodes: [Node], animators: [PropertyAnimator]) {
        let nodes = (0..<count).map { _ in makeNode() }
        let animators = nodes.map { node in
            PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        }
        return (nodes, animators)
    }

    /// Whether `animator` and every track it has are batched.
    private func isBatched(_ animator: PropertyAnimator) -> Bool {
        var inTables = animator.trackCount > 0
        animator.tracks.visit { inTables = inTables && $0.frameSlot >= 0 }
        return animator.framePathRow >= 0 && animator.driverSlot < 0 && inTables
    }

    @Test("a started animator of plain-lane properties is batched and shows the closed form")
    func batchedShowsClosedForm() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let green = node.backgroundColor.green
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                node.center = CGPoint(x: 105, y: -15)
                node.alpha = 0
                node.bounds = CGRect(x: 0, y: 0, width: 30, height: 50)
                node.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
            }
            animator.startAnimation()
            #expect(isBatched(animator))
            #expect(AnimationDriver.shared.activeCount == 1)
            clock.advance(to: 0.5)
            // Linear: a quarter of the way at 0.5 s of 2 s, each lane from + (to − from)/4.
            #expect(node.$center.presentation == CGPoint(x: 5 + 100 * 0.25, y: 5 - 20 * 0.25))
            #expect(node.$alpha.presentation == 1 - 0.25)
            #expect(node.$bounds.presentation == CGRect(x: 0, y: 0, width: 15, height: 20))
            #expect(node.$backgroundColor.presentation.green == green + (0.5 - green) * 0.25)
            #expect(node.$center.velocity == CGPoint(x: 50, y: -10))
            clock.advance(to: 2)
            #expect(animator.state == .inactive && node.$alpha.presentation == 0)
            #expect(node.$center.presentation == CGPoint(x: 105, y: -15))
        }
    }

    @Test("rows with different timing functions, interleaved, ease with their own")
    func interleavedTimings() {
        withEngine(frameInterval: 0.125) { clock in
            let curves: [AnimationCurve] = [.easeIn, .linear, .easeInOut, .easeIn, .easeOut]
            let spring = SpringTimingParameters(dampingRatio: 0.4)
            var nodes: [Node] = []
            var animators: [PropertyAnimator] = []
            for index in 0..<10 {
                let node = makeNode()
                let animator =
                    index.isMultiple(of: 3)
                    ? PropertyAnimator(duration: 1.5, timingParameters: spring)
                    : PropertyAnimator(duration: 1.5, curve: curves[index % curves.count])
                animator.addAnimations { node.alpha = 0 }
                animator.startAnimation()
                nodes.append(node)
                animators.append(animator)
            }
            #expect(animators.allSatisfy(isBatched))
            clock.advance(to: 0.625)
            for (node, animator) in zip(nodes, animators) {
                // The scalar evaluation of each animator's own timing at its position.
                let position = 0.625 / animator.duration
                let eased = animator.timing.value(at: position)
                #expect(node.$alpha.presentation == 1 + (0 - 1) * eased)
            }
            clock.advance(to: 10)
        }
    }

    @Test("leaving rows move the last row into their place; every other value stays right")
    func swapRemoval() {
        withEngine(frameInterval: 0.125) { clock in
            let durations = [1.0, 2, 4, 8, 16]
            let nodes = durations.map { _ in makeNode() }
            let animators = zip(durations, nodes).map { duration, node in
                PropertyAnimator(duration: duration, curve: .linear) {
                    node.center = CGPoint(x: 5 + 64, y: 5)
                    node.alpha = 0
                }
            }
            for animator in animators { animator.startAnimation() }
            clock.advance(to: 0.5)
            animators[1].stopAnimation(true)  // a middle row leaves
            clock.advance(to: 1)  // the first ends
            #expect(animators[0].state == .inactive && animators[1].state == .inactive)
            #expect(isBatched(animators[2]) && isBatched(animators[3]) && isBatched(animators[4]))
            clock.advance(to: 2)
            for index in 2..<5 {
                let fraction = 2 / durations[index]
                let x = CGFloat(5 + 64 * fraction)
                #expect(nodes[index].$center.presentation.x == x)
                #expect(nodes[index].$alpha.presentation == 1 - fraction)
            }
            // The stopped animator left its values where they were at 0.5 s of 2 s.
            #expect(nodes[1].$alpha.presentation == 0.75 && nodes[1].alpha == 0.75)
            clock.advance(to: 16)
            #expect(AnimationDriver.shared.isIdle)
        }
    }

    @Test("reversing, repeating and autoreversing batched animators follow their timelines")
    func timeControlsWhileBatched() {
        withEngine(frameInterval: 0.125) { clock in
            let (first, second) = (makeNode(), makeNode())
            let reversing = PropertyAnimator(duration: 2, curve: .linear) { first.alpha = 0 }
            let repeating = PropertyAnimator(duration: 1, curve: .linear) { second.alpha = 0 }
            repeating.repeatCount = 2.5
            repeating.autoreverses = true
            reversing.startAnimation()
            repeating.startAnimation()
            #expect(isBatched(reversing) && isBatched(repeating))
            clock.advance(to: 1)
            reversing.isReversed = true
            #expect(isBatched(reversing))
            clock.advance(to: 1.5)
            // Back a quarter from the middle: 0.25 of the way; the repeat is backward in its
            // second traversal, at position 1 − 0.5.
            #expect(first.$alpha.presentation == 1 - 0.25)
            #expect(second.$alpha.presentation == 1 - 0.5)
            AnimationDriver.shared.durationScale = 2
            defer { AnimationDriver.shared.durationScale = 1 }
            clock.advance(to: 2.5)
            // One more second at half pace: the reversing one goes back 1/4 more.
            #expect(first.$alpha.presentation == 1 - 0)
            #expect(reversing.state == .inactive)
            clock.advance(to: 10)
            #expect(repeating.state == .inactive && second.$alpha.presentation == 0)
        }
    }

    @Test("a track added while running, a scheduled pause or declarative steps run unbatched")
    func unbatchedShapes() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            #expect(isBatched(animator))
            clock.advance(to: 0.5)
            animator.addAnimations { node.cornerRadius = 8 }
            #expect(animator.framePathRow < 0 && animator.driverSlot >= 0)
            clock.advance(to: 1)
            // The added track spans the remaining 1.5 s: a third of it by 1 s.
            #expect(node.$alpha.presentation == 0.5)
            let radius = CGFloat(8 * ((1 - 0.5) / 1.5))
            #expect(node.$cornerRadius.presentation == radius)
            animator.stopAnimation(true)

            let other = makeNode()
            let pausing = PropertyAnimator(duration: 2, curve: .linear) { other.alpha = 0 }
            pausing.pauseAnimation(atFraction: 0.5)
            #expect(pausing.framePathRow < 0 && pausing.driverSlot >= 0)
            clock.advance(to: 3)
            #expect(other.$alpha.presentation == 0.5 && pausing.state == .active)
            pausing.stopAnimation(true)

            let transformed = makeNode()
            let turning = PropertyAnimator(duration: 1, curve: .linear) {
                transformed.transform = CGAffineTransform(rotationAngle: 1)
            }
            turning.startAnimation()
            #expect(turning.framePathRow < 0 && turning.driverSlot >= 0)
            turning.stopAnimation(true)
        }
    }

    @Test("pausing leaves the batch with the values shown; continuing joins it again")
    func pauseAndContinue() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(duration: 4, curve: .linear) { node.alpha = 0 }
            animator.startAnimation()
            clock.advance(to: 1)
            animator.pauseAnimation()
            #expect(animator.framePathRow < 0 && animator.driverSlot < 0)
            #expect(node.$alpha.presentation == 0.75)
            clock.advance(to: 3)
            #expect(node.$alpha.presentation == 0.75)
            animator.startAnimation()
            #expect(isBatched(animator))
            clock.advance(to: 4)
            #expect(node.$alpha.presentation == 0.5)
            clock.advance(to: 10)
        }
    }

    @Test("the batch's buffers grow with a burst of animators and give the memory back after")
    func buffersShrink() {
        withEngine(frameInterval: 0.125) { clock in
            let (nodes, animators) = fadingNodes(300)
            for animator in animators { animator.startAnimation() }
            #expect(FramePath.shared.table(lanes: 1).capacity == 512)
            #expect(FrameTrackTable.withTable(lanes: 1) { $0.capacity } == 512)
            clock.advance(to: 0.5)
            for animator in animators.dropLast() { animator.stopAnimation(true) }
            // Halved each time the count fell under a quarter: 512, 256, 128, then 64.
            #expect(FramePath.shared.table(lanes: 1).capacity == 64)
            #expect(FrameTrackTable.withTable(lanes: 1) { $0.capacity } == 64)
            #expect(nodes.last?.$alpha.presentation == 0.5 && nodes.first?.alpha == 0.5)
            clock.advance(to: 1)
            #expect(nodes.last?.$alpha.presentation == 0)
        }
    }

    @Test("the repeat numbers' column grows only for a repeating row and follows it when rows move")
    func repeatsColumn() {
        withEngine(frameInterval: 0.125) { clock in
            let (nodes, animators) = fadingNodes(101)
            // 100 plain rows: the column stays at 64 rows though the batch holds 128.
            for animator in animators.dropLast() { animator.startAnimation() }
            let table = FramePath.shared.table(lanes: 1)
            #expect(table.capacity == 128 && table.repeatsCapacity == 64)
            // A repeating row at row 100: the column grows to the batch's capacity.
            let repeating = animators[100]
            repeating.repeatCount = 3
            repeating.autoreverses = true
            repeating.startAnimation()
            #expect(repeating.framePathRow == 100 && table.repeatsCapacity == 128)
            clock.advance(to: 0.25)
            // Rows 0…49 leave; the last row moves into each: the repeating row 100 into row 0.
            for animator in animators.prefix(50) { animator.stopAnimation(true) }
            #expect(repeating.framePathRow == 0 && isBatched(repeating))
            // Passes of 2 s, 1 s out and 1 s back: at 1.5 s on the way back in the first, at
            // position 0.5; at 2.75 s on the way out in the second, at 0.75.
            clock.advance(to: 1.5)
            #expect(nodes[100].$alpha.presentation == 1 - 0.5)
            #expect(nodes[60].$alpha.presentation == 0 && animators[60].state == .inactive)
            clock.advance(to: 2.75)
            #expect(nodes[100].$alpha.presentation == 1 - 0.75)
            clock.advance(to: 6)
            #expect(repeating.state == .inactive && nodes[100].$alpha.presentation == 1)
            // Empty: the column is back to 64 rows.
            #expect(FramePath.shared.animatorCount == 0 && table.repeatsCapacity == 64)
        }
    }
}
