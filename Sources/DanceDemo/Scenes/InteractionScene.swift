import Dance
import Foundation

/// Scene 4: an animator driven by hand — start, pause at 40 %, drag back to 20 %, resume,
/// reverse, finish at the start — with the values it actually produced plotted over time.
@MainActor
enum InteractionScene {
    static let id = "interaction"
    static let startX: CGFloat = 50
    static let endX: CGFloat = 510

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        dot.dance.animate(duration: 2, curve: .easeInOut) {
            $0.center.x = 510
        }
        dot.dance.start()
        print("start()")
        clock.advance(to: 0.8)
        dot.dance.pause()
        print("pause() at \\(dot.dance.progress)")
        clock.advance(to: 1.2)
        for step in 1...10 {  // a finger drags back to 20 % over 0.4 s
            dot.dance.setProgress(to: 0.4 - 0.02 * Double(step))
            clock.advance(to: 1.2 + 0.04 * Double(step))
        }
        print("setProgress(to: 0.2)")
        clock.advance(to: 1.9)
        dot.dance.start()
        print("start()")
        clock.advance(to: 2.9)
        dot.dance.reverse()
        print("reverse()")
        clock.advance(to: 3.5)
        dot.dance.finish(at: .start)
        print("finish(at: .start)")
        clock.advance(to: 4)
        """

    /// Drives the dot's Dance animation through every interaction, recording as it goes.
    static func play(_ dot: Node, on stage: Stage) {
        let clock = stage  // advance(to:) as ManualClock's, sampling every frame
        func print(_ line: String) { stage.log(line) }
        // snippet:begin
        dot.dance.animate(duration: 2, curve: .easeInOut) {
            $0.center.x = 510
        }
        dot.dance.start()
        print("start()")
        clock.advance(to: 0.8)
        dot.dance.pause()
        print("pause() at \(dot.dance.progress)")
        clock.advance(to: 1.2)
        for step in 1...10 {  // a finger drags back to 20 % over 0.4 s
            dot.dance.setProgress(to: 0.4 - 0.02 * Double(step))
            clock.advance(to: 1.2 + 0.04 * Double(step))
        }
        print("setProgress(to: 0.2)")
        clock.advance(to: 1.9)
        dot.dance.start()
        print("start()")
        clock.advance(to: 2.9)
        dot.dance.reverse()
        print("reverse()")
        clock.advance(to: 3.5)
        dot.dance.finish(at: .start)
        print("finish(at: .start)")
        clock.advance(to: 4)
        // snippet:end
    }

    static func make(fps: Int) -> Scene {
        let stage = Stage(size: CGSize(width: 560, height: 96), fps: fps)
        let y: CGFloat = 42
        stage.decor = [
            SVG.line(
                from: CGPoint(x: startX, y: y), to: CGPoint(x: endX, y: y), className: "lane"),
            SVG.text("0 %", x: startX, y: y + 34, anchor: "middle"),
            SVG.text("100 %", x: endX, y: y + 34, anchor: "middle"),
        ]
        let dot = Node(frame: CGRect(x: startX - 13, y: y - 13, width: 26, height: 26))
        dot.cornerRadius = 13
        dot.backgroundColor = Palette.color(0)
        stage.add(dot, name: "dot")
        stage.addProbe("progress") {
            Double((dot.$center.presentation.x - startX) / (endX - startX))
        }
        play(dot, on: stage)
        let progress = stage.values(of: "progress")
        let points = zip(stage.times, progress).map { CGPoint(x: $0, y: $1) }
        let plot = Plot(
            id: "\(id)-plot", height: 320, xRange: 0...4, yRange: -0.1...1,
            xTicks: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4], yTicks: [0, 0.2, 0.4, 0.6, 0.8, 1],
            xLabel: "clock time (s)", yLabel: "presentation progress",
            series: [
                Plot.Series(
                    name: "dot.$center.presentation.x, 0 → 1", color: Palette.color(0),
                    points: points)
            ],
            markers: stage.events.map { Plot.Marker(x: $0.time, label: $0.label) },
            cursor: Loop(duration: stage.duration))
        return Scene(
            id: id, title: "4 · Pause, scrub, reverse, finish",
            caption: "One 2 s <code>.easeInOut</code> Dance animation driven by hand through "
                + "<code>dot.dance</code>. <code>setProgress(to:)</code> scrubs linearly, so "
                + "the first drag moves the dot to the fraction asked for; running and "
                + "reversing follow the curve, and a resume continues from the value shown "
                + "without a step. <code>finish(at: .start)</code> "
                + "jumps home, running or not. The plot is the dot’s presentation value, "
                + "sampled every frame.",
            code: code,
            figures: [
                StageRenderer(stage: stage, sceneID: id).svg(), plot.html(),
                EventList.html(stage),
            ],
            layout: .split)
    }
}
