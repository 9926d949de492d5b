import Dance
import Foundation

/// Scene 5: the declarative article's sequence — fade in, then resize — as one timeline.
@MainActor
enum SequenceScene {
    static let id = "sequence"
    /// The box's frame before it animates; `.resize` keeps its origin.
    static let start = CGRect(x: 180, y: 30, width: 100, height: 100)
    /// Seconds recorded: the two 0.5 s steps and a little after.
    static let recorded = 1.2

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let timeline = box.animate([
            .fadeIn(duration: 0.5),
            .resize(to: CGSize(width: 200, height: 200), duration: 0.5),
        ])
        print("animate([…]), \\(timeline.duration) s")
        timeline.addCompletion { position in
            print("completion(\\(position))")
        }
        """

    /// Starts the two steps as one timeline on `box`.
    static func play(_ box: Node, on stage: Stage) {
        func print(_ line: String) { stage.log(line) }
        // snippet:begin
        let timeline = box.animate([
            .fadeIn(duration: 0.5),
            .resize(to: CGSize(width: 200, height: 200), duration: 0.5),
        ])
        print("animate([…]), \(timeline.duration) s")
        timeline.addCompletion { position in
            print("completion(\(position))")
        }
        // snippet:end
    }

    static func make(fps: Int) -> Scene {
        let stage = Stage(size: CGSize(width: 560, height: 260), fps: fps)
        stage.decor = [
            "<rect class=\"ghost\" x=\"\(SVG.number(start.minX))\" "
                + "y=\"\(SVG.number(start.minY))\" width=\"200\" height=\"200\" rx=\"16\"/>",
            SVG.text("200 × 200", x: start.minX + 208, y: start.minY + 196),
        ]
        let box = Node(frame: start)
        box.alpha = 0
        box.cornerRadius = 16
        box.backgroundColor = Palette.color(1)
        stage.add(box, name: "box")
        stage.addProbe("alpha") { Double(box.presentation.alpha) }
        stage.addProbe("width") { Double((box.presentation.bounds.width - 100) / 100) }
        play(box, on: stage)
        stage.run(until: recorded)
        let plot = Plot(
            id: "\(id)-plot", height: 220, xRange: 0...recorded, yRange: 0...1,
            xTicks: [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2], yTicks: [0, 0.5, 1],
            xLabel: "clock time (s)", yLabel: "progress",
            series: [
                Plot.Series(
                    name: "alpha", color: Palette.color(1),
                    points: zip(stage.times, stage.values(of: "alpha")).map {
                        CGPoint(x: $0, y: $1)
                    }),
                Plot.Series(
                    name: "width, 100 → 200", color: Palette.color(0),
                    points: zip(stage.times, stage.values(of: "width")).map {
                        CGPoint(x: $0, y: $1)
                    }),
            ],
            cursor: Loop(duration: stage.duration))
        return Scene(
            id: id, title: "5a · A declarative sequence",
            caption: "The article’s <code>box.animate([.fadeIn(…), .resize(to:…)])</code>: fade "
                + "in, then resize to 200 × 200 from the same origin, on one 1 s timeline. "
                + "<code>animate</code> returns the running <code>PropertyAnimator</code>, so "
                + "there is one completion — no nested closures.",
            code: code,
            figures: [
                StageRenderer(stage: stage, sceneID: id).svg(), plot.html(),
                EventList.html(stage),
            ],
            layout: .wide)
    }
}
