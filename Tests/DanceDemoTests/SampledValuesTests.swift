import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

@MainActor @Suite(.serialized) struct SampledValuesTests {
    /// Runs the quick start by hand on a fresh clock and returns the circle at `time`.
    private func quickStartReference(at time: TimeInterval, fps: Int) -> NodeSnapshot {
        let clock = ManualClock(frameInterval: 1 / Double(fps))
        AnimationDriver.shared.clock = clock
        let circle = Node(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        circle.cornerRadius = 30
        circle.backgroundColor = Color(red: 0.98, green: 0.45, blue: 0.09)
        let animator = PropertyAnimator(duration: 2, curve: .easeInOut) {
            circle.center = CGPoint(x: 280, y: 130)
            circle.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            circle.backgroundColor = .blue
        }
        animator.startAnimation(afterDelay: 1)
        clock.advance(to: time)
        let snapshot = circle.presentation
        clock.advance(to: 4)
        return snapshot
    }

    @Test(
        "the quick-start circle at mid-animation is where the engine puts it",
        arguments: [60, 24])
    func quickStartMidAnimation(fps: Int) throws {
        let page = try RenderedPage(fps: fps)
        let time = 2.0  // 1 s delay + half of the 2 s animation
        let frame = Int(time * Double(fps))
        let reference = quickStartReference(at: time, fps: fps)
        func id(_ attribute: String) -> String {
            StageRenderer.animationID(scene: "quick-start", actor: "circle", attribute: attribute)
        }

        let move = try #require(try page.animation(id: id("move")))
        #expect(move.values.count == move.keyTimes.count)
        #expect(move.values[frame + 1] == SVG.pair(reference.center.x, reference.center.y))
        // easeInOut is symmetric, so half-way in time is half-way in space: (170, 95).
        #expect(move.values[frame + 1] == "170,95")
        let loop = Loop(duration: QuickStartScene.recorded)
        #expect(move.keyTimes[frame + 1] == SVG.number(loop.keyTime(time), digits: 5))
        #expect(move.values.first == "60,60")
        #expect(move.values.last == "280,130")

        let scale = try #require(try page.animation(id: id("scale")))
        #expect(scale.values[frame + 1] == "1.25,1.25")
        let fill = try #require(try page.animation(id: id("fill")))
        #expect(fill.values[frame + 1] == SVG.color(reference.backgroundColor))
        #expect(fill.values.last == "#0000ff")
    }

    @Test("each racing dot is at its curve's value half-way through")
    func curvesRaceHalfWay() throws {
        let page = try RenderedPage(fps: 60)
        let curves: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        for (index, curve) in curves.enumerated() {
            let id = StageRenderer.animationID(
                scene: "curves-race", actor: "dot\(index)", attribute: "move")
            let move = try #require(try page.animation(id: id))
            let progress = CubicTimingParameters(animationCurve: curve).value(at: 0.5)
            let y = 30 + Double(index) * 46
            #expect(move.values[60 + 1] == SVG.pair(190 + 230 * progress, y), "\(curve)")
            #expect(move.values.last == SVG.pair(420, y))
        }
    }

    @Test("the paused dot holds the value it reached at 40 %")
    func interactionPause() throws {
        let page = try RenderedPage(fps: 60)
        let id = StageRenderer.animationID(scene: "interaction", actor: "dot", attribute: "move")
        let move = try #require(try page.animation(id: id))
        let progress = CubicTimingParameters(animationCurve: .easeInOut).value(at: 0.4)
        let paused = SVG.pair(50 + 460 * progress, 42)
        // Frames 48 (0.8 s, the pause) through 72 (1.2 s, before the drag) show the same value.
        for frame in 48...72 {
            #expect(move.values[frame + 1] == paused, "frame \(frame)")
        }
        // The drag is linear: its first step shows 38 % of the distance.
        #expect(move.values[75 + 1] == SVG.pair(50 + 460 * 0.38, 42))
        #expect(move.values.last == "50,42")
    }

    @Test("numbers are printed with at most the given decimals and no negative zero")
    func numberFormatting() {
        #expect(SVG.number(12.5) == "12.5")
        #expect(SVG.number(3) == "3")
        #expect(SVG.number(-0.001) == "0")
        #expect(SVG.number(1.23456, digits: 3) == "1.235")
        #expect(SVG.number(.nan) == "0")
        #expect(SVG.color(Color(red: 1, green: 0.5, blue: 0)) == "#ff8000")
        #expect(SVG.escape("a < b & \"c\"") == "a &lt; b &amp; &quot;c&quot;")
    }
}
