import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

/// The time-controls scene, checked against numbers worked out by hand.
@MainActor @Suite(.serialized) struct TimeControlsSceneTests {
    @Test("the race ends at 5/3 s, the steps pause at 0.25, and nothing is left animating")
    func scene() {
        let stage = Stage(size: CGSize(width: 560, height: Lanes.height(lanes: 3)), fps: 60)
        let lanes = Lanes(on: stage, labels: ["a", "b", "c"])
        TimeControlsScene.play(lanes, on: stage)
        // 1 s of 3 s at speed 1 leaves 2 s, which speed 3 plays in 2/3 s.
        let completion = stage.events.first { $0.label == "race: completion(end)" }
        #expect(completion.map { abs($0.time - 5.0 / 3) <= 1e-9 } == true)
        // 0.25 of the 2 s timeline is half-way through the 1 s move (easeInOut: 0.5 there).
        let scrubbed = lanes.dots[2].presentation
        let halfway = lanes.start + (lanes.finish - lanes.start) / 2
        #expect(abs(scrubbed.center.x - halfway) <= 1e-6 * (lanes.finish - lanes.start))
        #expect(scrubbed.alpha == 1)
        #expect(
            lanes.dots[0].transform == .identity
                && lanes.dots[0].presentation.transform == .identity)
        #expect(AnimationDriver.shared.isIdle && DanceFactory.instance.activeAnimationCount == 0)
    }
}
