import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

/// The springs and the declarative scenes, checked against independent engine runs: plain
/// animators on a fresh manual clock, with delays in place of the timelines' step offsets.
@MainActor @Suite(.serialized) struct DeclarativeScenesTests {
    private let easeInOut = CubicTimingParameters(animationCurve: .easeInOut)

    private func id(_ scene: String, _ actor: String, _ attribute: String) -> String {
        StageRenderer.animationID(scene: scene, actor: actor, attribute: attribute)
    }

    @Test("each spring dot is where a plain spring animator puts it, overshoot included")
    func springDots() throws {
        let page = try RenderedPage(fps: 60)
        let clock = ManualClock(frameInterval: 1.0 / 60)
        AnimationDriver.shared.clock = clock
        let ratios = [0.2, 1.0, 2.0]
        let dots = ratios.map { _ in Node(frame: CGRect(x: 159, y: 0, width: 22, height: 22)) }
        for (dot, ratio) in zip(dots, ratios) {
            PropertyAnimator(duration: 2, dampingRatio: ratio) { dot.center.x = 380 }
                .startAnimation()
        }
        var overshoot = 0.0
        for frame in 1...120 {
            clock.advance(to: Double(frame) / 60)
            overshoot = max(overshoot, dots[0].$center.presentation.x)
            guard [15, 30, 60, 90].contains(frame) else { continue }
            for (index, dot) in dots.enumerated() {
                let move = try #require(
                    try page.animation(id: id("cubic-and-spring", "dot\(index + 2)", "move")))
                let y = 30 + Double(index + 2) * 46
                #expect(
                    move.values[frame + 1] == SVG.pair(dot.$center.presentation.x, y),
                    "ratio \(ratios[index]) at frame \(frame)")
            }
        }
        // ζ = 0.2 overshoots the 210-point run by about half of it, and every spring lands.
        #expect((170 + 210 * 1.45)...(170 + 210 * 1.6) ~= overshoot)
        for index in 2..<5 {
            let move = try #require(
                try page.animation(id: id("cubic-and-spring", "dot\(index)", "move")))
            #expect(move.values.last == SVG.pair(380, 30 + Double(index) * 46))
        }
    }

    @Test("every plotted curve fits its plot's y range; the bounciest spring peaks near 1.53")
    func plotRanges() {
        for plot in [TimingPlotsScene.cubicPlot(), TimingPlotsScene.springPlot()] {
            #expect(plot.series.count >= 3)
            for series in plot.series {
                #expect(series.points.allSatisfy { plot.yRange ~= $0.y }, "\(series.name)")
                #expect(series.points.allSatisfy { plot.xRange ~= $0.x }, "\(series.name)")
                #expect(abs((series.points.last?.y ?? 0) - 1) < 0.01, "\(series.name) lands")
            }
        }
        let bouncy = TimingPlotsScene.samples(ofSpringWithDampingRatio: 0.2)
        let peak = bouncy.map(\.y).max() ?? 0
        #expect(abs(peak - 1.53) < 0.03)
        #expect(TimingPlotsScene.springPlot().yRange.upperBound >= peak)
    }

    @Test("the sequence fades in, then resizes from its origin, as two plain animators would")
    func sequenceValues() throws {
        let page = try RenderedPage(fps: 60)
        let clock = ManualClock(frameInterval: 1.0 / 60)
        AnimationDriver.shared.clock = clock
        let box = Node(frame: SequenceScene.start)
        box.alpha = 0
        PropertyAnimator(duration: 0.5, curve: .easeInOut) { box.alpha = 1 }.startAnimation()
        PropertyAnimator(duration: 0.5, curve: .easeInOut) {
            box.frame.size = CGSize(width: 200, height: 200)
        }.startAnimation(afterDelay: 0.5)
        let move = try #require(try page.animation(id: id("sequence", "box", "move")))
        let width = try #require(try page.animation(id: id("sequence", "box", "width")))
        let opacity = try #require(try page.animation(id: id("sequence", "box", "opacity")))
        for frame in [15, 30, 45, 60, 72] {
            clock.advance(to: Double(frame) / 60)
            let shot = box.presentation
            #expect(move.values[frame + 1] == SVG.pair(shot.center.x, shot.center.y), "\(frame)")
            #expect(width.values[frame + 1] == SVG.number(shot.bounds.width), "\(frame)")
            #expect(opacity.values[frame + 1] == SVG.number(shot.alpha, digits: 3), "\(frame)")
        }
        // Half-way through each step: alpha at the curve's middle, then the box at 150 × 150
        // with its top-left corner still at (180, 30).
        #expect(opacity.values[15 + 1] == SVG.number(easeInOut.value(at: 0.5), digits: 3))
        #expect(width.values[30 + 1] == "100")
        #expect(width.values[45 + 1] == "150")
        #expect(move.values[45 + 1] == "255,105")
        #expect(move.values.last == "280,130")
    }

    /// The choreography built from plain animators: each step delayed to its timeline offset.
    private func choreographyReference() -> (Node, [Node], Node) {
        let (title, tiles, button) = ChoreographyScene.makeNodes()
        PropertyAnimator(duration: 0.4, curve: .easeInOut) { title.alpha = 1 }.startAnimation()
        for (index, tile) in tiles.enumerated() {
            let delay = 0.4 + 0.08 * Double(index)
            PropertyAnimator(duration: 0.6, curve: .easeInOut) { tile.center.y = 130 }
                .startAnimation(afterDelay: delay)
            PropertyAnimator(duration: 0.3, curve: .easeInOut) { tile.alpha = 1 }
                .startAnimation(afterDelay: delay)
        }
        PropertyAnimator(duration: 0.4, curve: .easeInOut) {
            button.backgroundColor = Color(red: 0.31, green: 0.27, blue: 0.9)
            button.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }.startAnimation(afterDelay: 1.48)
        return (title, tiles, button)
    }

    private func expectChoreography(
        _ page: RenderedPage, frame: Int, matches nodes: (Node, [Node], Node)
    ) throws {
        let (title, tiles, button) = nodes
        let scene = ChoreographyScene.id
        let titleOpacity = try #require(try page.animation(id: id(scene, "title", "opacity")))
        #expect(
            titleOpacity.values[frame + 1] == SVG.number(title.presentation.alpha, digits: 3),
            "title at frame \(frame)")
        for (index, tile) in tiles.enumerated() {
            let move = try #require(try page.animation(id: id(scene, "tile\(index)", "move")))
            let opacity = try #require(
                try page.animation(id: id(scene, "tile\(index)", "opacity")))
            let shot = tile.presentation
            #expect(
                move.values[frame + 1] == SVG.pair(shot.center.x, shot.center.y),
                "tile \(index) at frame \(frame)")
            #expect(
                opacity.values[frame + 1] == SVG.number(shot.alpha, digits: 3),
                "tile \(index) at frame \(frame)")
        }
        let fill = try #require(try page.animation(id: id(scene, "button", "fill")))
        #expect(
            fill.values[frame + 1] == SVG.color(button.presentation.backgroundColor),
            "button at frame \(frame)")
    }

    @Test("before the pause, every node is where its own delayed animator puts it")
    func choreographyForward() throws {
        let page = try RenderedPage(fps: 60)
        let clock = ManualClock(frameInterval: 1.0 / 60)
        AnimationDriver.shared.clock = clock
        let nodes = choreographyReference()
        for frame in [12, 30, 48, 66, 72] {  // up to the pause at 1.2 s
            clock.advance(to: Double(frame) / 60)
            try expectChoreography(page, frame: frame, matches: nodes)
        }
        clock.advance(to: 4)
    }

    @Test("scrubbed back to 25 %, every node shows the timeline at 0.47 s; then all land")
    func choreographyScrubbed() throws {
        let page = try RenderedPage(fps: 60)
        let clock = ManualClock(frameInterval: 1.0 / 60)
        AnimationDriver.shared.clock = clock
        let nodes = choreographyReference()
        clock.advance(to: 0.25 * 1.88)
        // Frames 102 (1.7 s, the end of the drag) to 120 (2 s, the resume) hold that moment.
        for frame in [102, 110, 120] {
            try expectChoreography(page, frame: frame, matches: nodes)
        }
        clock.advance(to: 4)
        let last = Int(ChoreographyScene.recorded * 60)
        try expectChoreography(page, frame: last, matches: nodes)
        let scene = ChoreographyScene.id
        let scale = try #require(try page.animation(id: id(scene, "button", "scale")))
        #expect(scale.values.last == "1.1,1.1")
        let tile = try #require(try page.animation(id: id(scene, "tile6", "move")))
        #expect(tile.values.last == SVG.pair(ChoreographyScene.tileX(6), 130))
        #expect(tile.values.first == SVG.pair(ChoreographyScene.tileX(6), 190))
    }
}
