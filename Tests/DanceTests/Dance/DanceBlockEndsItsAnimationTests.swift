import Foundation
import Testing

@testable import Dance

/// A Dance animation not started yet runs its block when `finish(at:)` or a replacing
/// `animate` makes it active; a block that ends the animation itself has the last word, and the
/// valid outer call reports nothing.
@MainActor @Suite(.serialized) struct DanceBlockEndsItsAnimationTests {
    /// How the block ends its own animation.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case stopWithoutFinishing, finishAtEnd, replaceIt
        var testDescription: String { rawValue }
    }

    /// Animates `node`'s alpha to 0 in a block that then ends the animation `ending`'s way; not
    /// started.
    private func animateEndingItself(
        _ node: Node, _ ending: Ending, _ fixture: DanceFixture
    ) {
        node.dance.animate(duration: 1, curve: .linear) { node in
            node.alpha = 0
            switch ending {
            case .stopWithoutFinishing: node.dance.animator?.stopAnimation(true)
            case .finishAtEnd: node.dance.finish(at: .end)
            case .replaceIt:
                node.dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 3 }
                    .addCompletion(fixture.completion("inner"))
            }
        }.addCompletion(fixture.completion("old"))
    }

    /// What the block's own ending leaves: the old animation's completions, the alpha shown.
    private func expectEnding(_ ending: Ending, _ node: Node, _ fixture: DanceFixture) {
        switch ending {
        case .stopWithoutFinishing:
            // Stopped where its first render left it, without completions.
            #expect(fixture.events == [])
            #expect(node.alpha == 1 && node.$alpha.presentation == 1)
        case .finishAtEnd:
            #expect(fixture.events == ["0.000 old end"])
            #expect(node.alpha == 0 && node.$alpha.presentation == 0)
        case .replaceIt:
            // Replaced where it was: at its start.
            #expect(fixture.events == ["0.000 old current"])
            #expect(node.alpha == 1 && node.$alpha.presentation == 1)
        }
    }

    @Test("finish(at:) on it reports nothing", arguments: Ending.allCases)
    func finish(ending: Ending) {
        let fixture = DanceFixture()
        let node = makeNode()
        animateEndingItself(node, ending, fixture)
        let errors = captureErrors { node.dance.finish(at: .end) }
        #expect(errors == [])
        expectEnding(ending, node, fixture)
        // The animation the block made in its place is the node's now, not started.
        #expect(node.dance.hasAnimation == (ending == .replaceIt))
        if ending == .replaceIt {
            #expect(node.dance.state == .inactive && node.cornerRadius == 0)
            node.dance.finish(at: .end)
            #expect(fixture.events.last == "0.000 inner end" && node.cornerRadius == 3)
        }
        fixture.expectClean()
    }

    @Test(
        "animate replacing it reports nothing, and the new animation runs",
        arguments: Ending.allCases)
    func replace(ending: Ending) {
        let fixture = DanceFixture()
        let node = makeNode()
        animateEndingItself(node, ending, fixture)
        let errors = captureErrors {
            node.dance.animate(duration: 1, curve: .linear) { $0.center.x = 40 }
                .addCompletion(fixture.completion("new")).start()
        }
        #expect(errors == [])
        fixture.clock.advance(to: 2)
        #expect(node.center.x == 40 && node.$center.presentation.x == 40)
        #expect(fixture.events.last == "1.000 new end")
        fixture.expectClean()
    }
}
