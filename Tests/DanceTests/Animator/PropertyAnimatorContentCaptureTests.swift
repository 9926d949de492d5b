import Foundation
import Testing

@testable import Dance

/// Tracks that blocks added to a running steps animator capture end with the animator.
///
/// A block captures a property the steps' timeline drives; a newer animator keeps that track
/// as an older one, and Dance's `animate` ends the steps animator, which is then released.
@MainActor @Suite(.serialized) struct PropertyAnimatorContentCaptureTests {
    @Test("an ended steps animator leaves no track behind on a property a block captured")
    func capturedTrackReleased() {
        let fixture = DanceFixture()
        let clock = fixture.clock
        let node = makeNode()
        node.dance.animate([.keyframes(\.center, [.linear(CGPoint(x: 100, y: 0), duration: 1)])])
            .start()
        clock.advance(to: 0.1)
        weak let steps = node.dance.animator
        let stepsID = steps?.id ?? -1
        steps?.addAnimations { [weak node] in node?.center = CGPoint(x: 0, y: 100) }
        clock.advance(to: 0.2)
        let keep = PropertyAnimator(duration: 1, curve: .easeIn) {
            node.center = CGPoint(x: 30, y: 30)
        }
        keep.startAnimation()
        clock.advance(to: 0.3)
        let before = node.$center.presentation
        node.dance.animate(
            duration: 1, timingParameters: SpringTimingParameters(dampingRatio: 0.5)
        ) { $0.center = CGPoint(x: 50, y: 50) }.start()
        // The steps animator is gone, and no property refers to it any more.
        #expect(steps == nil)
        #expect(!node.$center.storage.hasTrack(owner: stepsID))
        // Where the property was, it still is (1e-9 points).
        let now = node.$center.presentation
        #expect(abs(now.x - before.x) <= 1e-9 && abs(now.y - before.y) <= 1e-9)
        let velocity = node.$center.velocity
        #expect(velocity.x.isFinite && velocity.y.isFinite)
        // The velocity is the derivative of what the remaining animators show: central
        // differences of the presentation 1 ms and 2 ms either side, combined by Richardson
        // (truncation error O(h⁴); agreement within 1e-6 relative).
        let h = 0.001
        var samples: [(presentation: CGPoint, velocity: CGPoint)] = []
        for k in 0...4 {
            clock.advance(to: 0.31 + Double(k) * h)
            samples.append((node.$center.presentation, node.$center.velocity))
        }
        func derivative(_ axis: KeyPath<CGPoint, CGFloat>) -> Double {
            let near =
                Double(
                    samples[3].presentation[keyPath: axis] - samples[1].presentation[keyPath: axis])
                / (2 * h)
            let far =
                Double(
                    samples[4].presentation[keyPath: axis] - samples[0].presentation[keyPath: axis])
                / (4 * h)
            return (4 * near - far) / 3
        }
        for axis in [\CGPoint.x, \CGPoint.y] {
            let analytic = Double(samples[2].velocity[keyPath: axis])
            #expect(analytic.isFinite)
            #expect(NumericalDerivative.isClose(analytic, derivative(axis)))
        }
        // When the spring and the older track have ended, the property rests at the model
        // value the newest animation set.
        clock.advance(to: 2)
        #expect(node.$center.presentation == CGPoint(x: 50, y: 50))
        #expect(node.center == CGPoint(x: 50, y: 50))
        #expect(node.$center.velocity == .zero)
        #expect(!keep.isRunning)
        fixture.expectClean()
    }
}
