import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct DanceQuickStartTests {
    @Test("the Dance quick start scales, moves and colours the circle after a 5 s delay")
    func quickStart() {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let circle = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var events: [String] = []
        circle.dance.animate(duration: 2.0, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: 250, y: 250)
            $0.backgroundColor = .blue
        }.addCompletion { position in
            events.append("\(clock.now) completion \(position)")
        }.start(after: 5.0)
        #expect(circle.center == CGPoint(x: 250, y: 250))
        #expect(circle.$center.presentation == CGPoint(x: 50, y: 50))
        clock.advance(by: 5)
        #expect(circle.$center.presentation == CGPoint(x: 50, y: 50))
        clock.advance(by: 1)
        #expect(circle.$center.presentation == CGPoint(x: 150, y: 150))
        #expect(circle.dance.progress == 0.5)
        clock.advance(by: 1)
        #expect(events == ["7.0 completion end"])
        #expect(circle.presentation.transform == CGAffineTransform(scaleX: 1.5, y: 1.5))
        #expect(!circle.dance.hasAnimation)
        #expect(DanceFactory.instance.activeAnimationCount == 0)
    }

    @Test("pause, setProgress, reverse chain as in the Dance README")
    func chains() {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let circle = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        circle.dance.animate(duration: 2.0, curve: .linear) { $0.alpha = 0 }.start()
        clock.advance(by: 0.5)
        circle.dance.pause().setProgress(to: 0.25)
        #expect(circle.$alpha.presentation == 0.75)
        #expect(circle.dance.pause().progress == 0.25)
        circle.dance.start().reverse()
        clock.advance(by: 0.5)
        #expect(!circle.dance.hasAnimation)
        #expect(circle.alpha == 1)
        let errors = captureErrors { circle.dance.pause() }
        #expect(errors == [.noAnimation(tag: circle.dance.tag)])
        #expect(
            errors.first?.description
                == "** Dance Error: node with dance.tag = \(circle.dance.tag) does not have an active animation! **"
        )
    }
}
