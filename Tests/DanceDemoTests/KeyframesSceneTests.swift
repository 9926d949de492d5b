import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

/// The keyframes scene: the ball is where its keyframe timeline says at every frame.
@MainActor @Suite(.serialized) struct KeyframesSceneTests {
    @Test("the ball follows KeyframeTimeline.value(time:) frame by frame, then jumps home")
    func ballFollowsTheTimeline() {
        let stage = Stage(size: CGSize(width: 100, height: 100), fps: 60)
        let ball = Node(frame: CGRect(x: 48, y: 198, width: 24, height: 24))
        stage.add(ball, name: "ball")
        let timeline = KeyframesScene.play(ball, on: stage)
        stage.run(until: KeyframesScene.recorded)
        let shots = stage.actors[0].snapshots
        for (time, shot) in zip(stage.times, shots) where time < timeline.duration {
            // The animator maps clock time to a position and back: equal within rounding.
            let expected = timeline.value(time: time)
            #expect(abs(shot.center.x - expected.x) <= 1e-9, "at \(time)")
            #expect(abs(shot.center.y - expected.y) <= 1e-9, "at \(time)")
        }
        #expect(shots.last?.center == KeyframesScene.home)
        #expect(timeline.value(time: 1.5) == KeyframesScene.points[2])
        let log = stage.events.map { "\(SVG.number($0.time, digits: 3)) \($0.label)" }
        #expect(
            log == [
                "0 animate([.keyframes(\\.center, path)])",
                "\(SVG.number((timeline.duration * 60).rounded(.up) / 60, digits: 3)) completion",
            ])
        #expect(AnimationDriver.shared.isIdle)
    }
}
