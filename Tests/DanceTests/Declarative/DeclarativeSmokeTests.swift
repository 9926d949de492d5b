import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct DeclarativeSmokeTests {
    @Test("the article's sequence: fade in, then resize")
    func articleSequence() {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let view = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0
        var ended: [AnimatingPosition] = []
        let timeline = view.animate([
            .fadeIn(duration: 0.3),
            .resize(to: CGSize(width: 200, height: 200), duration: 0.3),
        ])
        timeline.addCompletion { ended.append($0) }
        #expect(timeline.duration == 0.6)
        clock.advance(by: 0.3)
        #expect(view.$alpha.presentation == 1)
        #expect(view.$bounds.presentation.size == CGSize(width: 100, height: 100))
        clock.advance(by: 0.15)
        #expect(abs(view.$bounds.presentation.size.width - 150) < 1e-9)
        timeline.pauseAnimation()
        timeline.fractionComplete = 0.25
        #expect(abs(view.$alpha.presentation - 0.5) < 1e-12)
        #expect(view.$bounds.presentation.size == CGSize(width: 100, height: 100))
        timeline.fractionComplete = 0
        #expect(view.$alpha.presentation == 0)
        timeline.startAnimation()
        clock.advance(by: 0.6)
        #expect(ended == [.end])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(view.alpha == 1)
    }
}
