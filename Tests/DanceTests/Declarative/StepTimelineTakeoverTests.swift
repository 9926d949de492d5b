import Foundation
import Testing

@testable import Dance

/// A block added to a steps animator that sets a property its timeline drives takes the
/// property over: from then on only the block's track moves it.
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
}
