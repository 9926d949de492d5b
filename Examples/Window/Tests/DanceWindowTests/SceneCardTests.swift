import Dance
import Foundation
import Testing

@testable import DanceWindow

@MainActor
@Suite(.serialized) struct SceneCardTests {
    /// A scene on a fresh 60 Hz `ManualClock`, its card resting at `center`.
    static func scene(cardAt center: CGPoint) -> (Scene, ManualClock) {
        let clock = ManualClock(frameInterval: 1.0 / 60)
        AnimationDriver.shared.clock = clock
        let scene = Scene()
        scene.card.center = center
        return (scene, clock)
    }

    @Test("the resting bounds include their edges and corners, nothing beyond")
    func edges() {
        let (scene, _) = Self.scene(cardAt: CGPoint(x: 150, y: 150))
        let bounds = scene.restingBounds
        for x in [bounds.minX, bounds.midX, bounds.maxX] {
            for y in [bounds.minY, bounds.midY, bounds.maxY] {
                #expect(scene.canRest(at: CGPoint(x: x, y: y)))
            }
        }
        #expect(!scene.canRest(at: CGPoint(x: bounds.maxX.nextUp, y: bounds.midY)))
        #expect(!scene.canRest(at: CGPoint(x: bounds.midX, y: bounds.maxY.nextUp)))
        #expect(!scene.canRest(at: CGPoint(x: bounds.minX.nextDown, y: bounds.midY)))
    }

    @Test("let go at rest on the bottom right corner, the card settles")
    func releaseOnEdge() {
        let corner = CGPoint(x: 414, y: 412)
        let (scene, _) = Self.scene(cardAt: corner)
        scene.handle(.mouseDown(corner, time: 1))
        scene.handle(.mouseUp(corner, time: 1.2))
        #expect(scene.events == ["grab", "settle"])
    }

    @Test("flung down along the right edge, the card glides as it does along the left edge")
    func flingAlongEdge() {
        for x in [90.0, 414] {
            let (scene, clock) = Self.scene(cardAt: CGPoint(x: x, y: 190))
            scene.handle(.mouseDown(CGPoint(x: x, y: 190), time: 0))
            for step in 1...5 {
                let point = CGPoint(x: x, y: 190 + 6 * Double(step))
                scene.handle(.mouseMove(point, time: Double(step) / 60))
            }
            scene.handle(.mouseUp(CGPoint(x: x, y: 226), time: 6.0 / 60))
            for frame in 1...30 {
                clock.advance(to: Double(frame) / 60)
                scene.update()
            }
            #expect(scene.events == ["grab", "fling"], "x = \(x)")
            #expect(scene.cardState == .flinging, "x = \(x)")
        }
    }
}
