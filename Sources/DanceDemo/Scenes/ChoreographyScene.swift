import Dance
import Foundation

/// Scene 5b: a title, seven tiles and a button choreographed on one declarative timeline.
@MainActor
enum ChoreographyScene {
    static let id = "choreography"
    static let count = 7
    /// The tiles' centres rise from this y to 130.
    static let tileStartY: CGFloat = 190
    /// The button's colour before the timeline turns it indigo.
    static let grey = Color(red: 0.8, green: 0.84, blue: 0.88)
    /// Seconds recorded: the run, the scrub, the resumed run, and a little after.
    static let recorded = 3.6

    /// The code of ``play(title:tiles:button:on:)`` between its snippet markers (a test keeps
    /// them identical).
    static let code = """
        let indigo = Color(red: 0.31, green: 0.27, blue: 0.9)
        let rises = tiles.map { tile in
            Animation.parallel([
                .move(to: CGPoint(x: tile.center.x, y: 130), duration: 0.6),
                .fadeIn(duration: 0.3),
            ]).on(tile)
        }
        let intro = PropertyAnimator(steps: [
            .fadeIn(duration: 0.4).on(title),
            .parallel(rises, stagger: 0.08),
            .parallel([
                .backgroundColor(to: indigo, duration: 0.4),
                .scale(to: 1.1, duration: 0.4),
            ]).on(button),
        ])
        intro.addCompletion { position in
            print("completion(\\(position))")
        }
        intro.startAnimation()
        print("startAnimation()")
        clock.advance(to: 1.2)
        intro.pauseAnimation()
        print("pauseAnimation()")
        let paused = intro.fractionComplete
        let drag = (paused - 0.25) / 10
        for step in 1...10 {  // drag the whole timeline back to 25 %
            intro.fractionComplete = paused - drag * Double(step)
            clock.advance(to: 1.2 + 0.05 * Double(step))
        }
        print("fractionComplete = 0.25")
        clock.advance(to: 2)
        intro.startAnimation()
        print("startAnimation()")
        clock.advance(to: 3.6)
        """

    /// Plays the whole choreography as one animator, pausing it half-way to drag it back.
    static func play(title: Node, tiles: [Node], button: Node, on stage: Stage) {
        let clock = stage  // advance(to:) as ManualClock's, sampling every frame
        func print(_ line: String) { stage.log(line) }
        // snippet:begin
        let indigo = Color(red: 0.31, green: 0.27, blue: 0.9)
        let rises = tiles.map { tile in
            Animation.parallel([
                .move(to: CGPoint(x: tile.center.x, y: 130), duration: 0.6),
                .fadeIn(duration: 0.3),
            ]).on(tile)
        }
        let intro = PropertyAnimator(steps: [
            .fadeIn(duration: 0.4).on(title),
            .parallel(rises, stagger: 0.08),
            .parallel([
                .backgroundColor(to: indigo, duration: 0.4),
                .scale(to: 1.1, duration: 0.4),
            ]).on(button),
        ])
        intro.addCompletion { position in
            print("completion(\(position))")
        }
        intro.startAnimation()
        print("startAnimation()")
        clock.advance(to: 1.2)
        intro.pauseAnimation()
        print("pauseAnimation()")
        let paused = intro.fractionComplete
        let drag = (paused - 0.25) / 10
        for step in 1...10 {  // drag the whole timeline back to 25 %
            intro.fractionComplete = paused - drag * Double(step)
            clock.advance(to: 1.2 + 0.05 * Double(step))
        }
        print("fractionComplete = 0.25")
        clock.advance(to: 2)
        intro.startAnimation()
        print("startAnimation()")
        clock.advance(to: 3.6)
        // snippet:end
    }

    /// The x of tile `index`'s centre.
    static func tileX(_ index: Int) -> CGFloat { 126 + CGFloat(index) * 58 }

    /// The scene's nodes in their starting state: hidden title, hidden low tiles, grey button.
    static func makeNodes() -> (title: Node, tiles: [Node], button: Node) {
        let title = Node(frame: CGRect(x: 120, y: 26, width: 360, height: 34))
        title.cornerRadius = 8
        title.alpha = 0
        title.backgroundColor = Palette.color(5)
        let tiles = (0..<count).map { index in
            let tile = Node(
                frame: CGRect(x: tileX(index) - 22, y: tileStartY - 22, width: 44, height: 44))
            tile.cornerRadius = 10
            tile.alpha = 0
            tile.backgroundColor = Palette.color(1)
            return tile
        }
        let button = Node(frame: CGRect(x: 230, y: 228, width: 140, height: 40))
        button.cornerRadius = 20
        button.backgroundColor = grey
        return (title, tiles, button)
    }

    static func make(fps: Int) -> Scene {
        let stage = Stage(size: CGSize(width: 560, height: 300), fps: fps)
        let (title, tiles, button) = makeNodes()
        stage.decor = [
            SVG.text("title", x: 16, y: 47),
            SVG.text("tiles", x: 16, y: 134),
            SVG.text("button", x: 16, y: 252),
        ]
        stage.add(title, name: "title")
        for (index, tile) in tiles.enumerated() { stage.add(tile, name: "tile\(index)") }
        stage.add(button, name: "button")
        stage.addProbe("title") { title.presentation.alpha }
        for index in [0, 3, 6] {
            stage.addProbe("tile\(index)") {
                Double((tileStartY - tiles[index].presentation.center.y) / (tileStartY - 130))
            }
        }
        stage.addProbe("button") { Double((button.presentation.transform.a - 1) / 0.1) }
        play(title: title, tiles: tiles, button: button, on: stage)
        let names = [
            ("title", "title alpha"), ("tile0", "tile 0 rise"), ("tile3", "tile 3 rise"),
            ("tile6", "tile 6 rise"), ("button", "button colour and scale"),
        ]
        let plot = Plot(
            id: "\(id)-plot", height: 300, xRange: 0...recorded, yRange: 0...1,
            xTicks: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5], yTicks: [0, 0.25, 0.5, 0.75, 1],
            xLabel: "clock time (s)", yLabel: "step progress",
            series: names.enumerated().map { index, entry in
                Plot.Series(
                    name: entry.1, color: Palette.color([5, 1, 4, 6, 0][index]),
                    points: zip(stage.times, stage.values(of: entry.0)).map {
                        CGPoint(x: $0, y: $1)
                    })
            },
            markers: stage.events.map { Plot.Marker(x: $0.time, label: $0.label) },
            cursor: Loop(duration: stage.duration))
        return Scene(
            id: id, title: "5b · Cross-node choreography",
            caption: "One <code>PropertyAnimator(steps:)</code> for three kinds of node: the "
                + "title fades in, then the seven tiles rise and fade in "
                + "<code>.parallel(_:stagger: 0.08)</code>, each tile a nested "
                + "<code>.parallel</code> group <code>.on(tile)</code>, then the button turns "
                + "indigo. It is one scrubbable 1.88 s timeline: paused at 1.2 s, "
                + "<code>fractionComplete</code> drags every node back together, and "
                + "<code>startAnimation()</code> resumes them all, with one completion.",
            code: code,
            figures: [
                StageRenderer(stage: stage, sceneID: id).svg(), plot.html(),
                EventList.html(stage),
            ],
            layout: .split)
    }
}
