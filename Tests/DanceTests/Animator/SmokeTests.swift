import Foundation
import Testing

@testable import Dance

@MainActor @Suite(.serialized) struct SmokeTests {
    @Test func linearMoveAndComplete() {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let animator = PropertyAnimator(duration: 2, curve: .linear) {
            node.center = CGPoint(x: 105, y: 5)
        }
        animator.addCompletion { log.append("\(clock.now) \($0)") }
        animator.startAnimation()
        #expect(node.center.x == 105)
        #expect(node.$center.presentation.x == 5)
        clock.advance(by: 1)
        #expect(node.$center.presentation.x == 55)
        #expect(animator.fractionComplete == 0.5)
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(node.$center.presentation.x == 30)
        animator.startAnimation()
        clock.advance(by: 1.5)
        #expect(log == ["2.5 end"])
        #expect(node.$center.presentation.x == 105)
        #expect(animator.state == .inactive)
        #expect(AnimationDriver.shared.isIdle)
    }
}
