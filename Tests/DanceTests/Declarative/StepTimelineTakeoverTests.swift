import Foundation
import Testing

@testable import Dance

/// A block that sets a property a steps timeline drives — added to the same animator, or a
/// newer animator's — takes the property over: from then on only the block's track moves it.
@MainActor
@Suite(.serialized)
struct StepTimelineTakeoverTests {
    @Test("a property a step drives, set by a block added to the same animator, follows the block")
    func addedBlockTakesOver() {
        withEngine(frameInterval: 0.125) { clock in
            let node = makeNode()
            let animator = PropertyAnimator(
                steps: [.custom(duration: 2, curve: .linear) { $0.alpha = 0 }], on: node)
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(node.$alpha.presentation == 0.75)
            animator.addAnimations { node.alpha = 0.2 }
            // The content no longer renders the property: only the block's track does.
            #expect(!node.$alpha.storage.isDrivenByContent)
            let content = animator.content
            content?.render(at: 0.5)
            #expect(node.$alpha.presentation == 0.75)
            clock.advance(to: 1.25)
            // The added track spans the rest of the timeline (position 0.25…1) from 0.75 to 0.2;
            // at position 0.625 it is halfway (the steps animator's own timing is linear).
            #expect(node.$alpha.presentation == 0.75 + (0.2 - 0.75) * 0.5)
            clock.advance(to: 2)
            #expect(animator.state == .inactive && node.alpha == 0.2)
            #expect(node.$alpha.presentation == 0.2)
        }
    }

    @Test("a newer animator on a property running steps drive takes it over from the value shown")
    func newerAnimatorTakesOver() {
        withEngine(frameInterval: 0.1) { clock in
            let node = makeNode()
            var ended: [AnimatingPosition] = []
            let steps = PropertyAnimator(
                steps: [
                    .custom(duration: 2, curve: .linear) {
                        $0.center.x = 305
                        $0.alpha = 0
                    }
                ], on: node)
            steps.addCompletion { ended.append($0) }
            steps.startAnimation()
            clock.advance(to: 1)
            // Linear from 5 to 305 over 2 s: halfway, at 150 per second.
            #expect(node.$center.presentation.x == 155 && node.$center.velocity.x == 150)
            let newer = PropertyAnimator(duration: 2, curve: .easeInOut) { node.center.x = 105 }
            newer.startAnimation()
            // Continuous in position; easeInOut starts at rest.
            #expect(node.$center.presentation.x == 155 && node.$center.velocity.x == 0)
            clock.advance(to: 2)
            // The newer animator alone moves x: easeInOut from 155 to 105, at half its time
            // (the curve's value at 0.5 is 0.5 by symmetry); the steps still fade alpha.
            let half = TimingFunction.curve(.easeInOut).value(at: 0.5)
            #expect(abs(node.$center.presentation.x - (155 + (105 - 155) * half)) < 1e-12)
            #expect(ended == [.end] && node.$alpha.presentation == 0)
            clock.advance(to: 3)
            #expect(newer.state == .inactive && node.$center.presentation.x == 105)
        }
    }
}
