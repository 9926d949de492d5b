import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

@MainActor @Suite(.serialized) struct MotionSceneTests {
    /// Renders the motion scene's stage on a fresh clock and returns its probes by name.
    private func run() -> (times: [Double], values: (String) -> [Double]) {
        AnimationDriver.shared.clock = ManualClock()
        let stage = Stage(size: CGSize(width: 560, height: 200), fps: 60)
        let lanes = Lanes(on: stage, labels: MotionScene.labels, start: 170, finish: 430)
        for (index, dot) in lanes.dots.enumerated() {
            stage.addProbe("x\(index)") { Double(dot.$center.presentation.x) }
            stage.addProbe("v\(index)") { Double(dot.$center.velocity.x) }
        }
        MotionScene.play(lanes, on: stage)
        return (stage.times, stage.values(of:))
    }

    @Test("additive blending keeps the velocity through the retarget; replacing stops the dot")
    func retarget() throws {
        let (times, values) = run()
        let retarget = try #require(times.firstIndex { $0 >= 1 })
        let additive = values("v0")
        let replaced = values("v1")
        // The same easeInOut curve, so the same velocity at 1 s before the retarget.
        let before = additive[retarget - 1]
        #expect(before > 100)
        #expect(abs(additive[retarget + 1] - additive[retarget - 1]) < 0.05 * before)
        #expect(abs(replaced[retarget + 1]) < 0.05 * before)
        #expect(abs((values("x0").last ?? 0) - 250) <= 1e-9)
        #expect(abs((values("x1").last ?? 0) - 250) <= 1e-9)
    }

    @Test("the fling crosses the bound moving and the spring settles on it")
    func fling() throws {
        let (times, values) = run()
        let x = values("x2")
        let v = values("v2")
        let crossing = try #require(x.firstIndex { $0 >= 430 })
        #expect(v[crossing] > 100)
        // The spring starts with the fling's velocity: the dot keeps going past the bound.
        #expect(v[crossing + 1] > 0)
        #expect(x.max() ?? 0 > 440)
        #expect(x.last == 430)
        #expect(times.last == 3.5)
    }
}
