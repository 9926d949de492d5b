import Dance
import Foundation

/// Scene 5b: several nodes on one animator, staggered with `addAnimations(_:delayFactor:)`.
@MainActor
enum ChoreographyScene {
    static let id = "choreography"
    static let count = 7

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let wave = PropertyAnimator(duration: 2.4, curve: .easeInOut)
        let indigo = Color(red: 0.31, green: 0.27, blue: 0.9)
        for (index, tile) in tiles.enumerated() {
            let rise = {
                tile.center.y -= 90
                tile.transform = CGAffineTransform(scaleX: 1.25, y: 1.25)
                tile.backgroundColor = indigo
                tile.cornerRadius = 22
            }
            wave.addAnimations(rise, delayFactor: Double(index) * 0.08)
        }
        wave.addCompletion { _ in stage.log("wave done") }
        wave.startAnimation()
        """

    /// Staggers the tiles on one animator: tile `i` starts `0.08 i` of the way in.
    ///
    /// Declarative API: the tiles' steps coordinated into one timeline, e.g.
    /// `tile.animate(inParallel: [.move(to: …), .scale(to: 1.25), .backgroundColor(to: …)])`
    /// per tile, staggered, or one multi-node timeline once that API lands.
    static func play(_ tiles: [Node], on stage: Stage) {
        // snippet:begin
        let wave = PropertyAnimator(duration: 2.4, curve: .easeInOut)
        let indigo = Color(red: 0.31, green: 0.27, blue: 0.9)
        for (index, tile) in tiles.enumerated() {
            let rise = {
                tile.center.y -= 90
                tile.transform = CGAffineTransform(scaleX: 1.25, y: 1.25)
                tile.backgroundColor = indigo
                tile.cornerRadius = 22
            }
            wave.addAnimations(rise, delayFactor: Double(index) * 0.08)
        }
        wave.addCompletion { _ in stage.log("wave done") }
        wave.startAnimation()
        // snippet:end
    }

    static func make(fps: Int) -> Scene {
        let stage = Stage(size: CGSize(width: 560, height: 260), fps: fps)
        var tiles: [Node] = []
        for index in 0..<count {
            let x = 70 + CGFloat(index) * 70
            let tile = Node(frame: CGRect(x: x - 22, y: 170 - 22, width: 44, height: 44))
            tile.cornerRadius = 8
            tile.backgroundColor = Color(red: 0.05, green: 0.58, blue: 0.53)
            stage.add(tile, name: "tile\(index)")
            tiles.append(tile)
        }
        stage.decor = [
            SVG.line(from: CGPoint(x: 30, y: 200), to: CGPoint(x: 530, y: 200), className: "lane")
        ]
        play(tiles, on: stage)
        stage.run(until: 2.4)
        return Scene(
            id: id, title: "5b · Cross-node choreography",
            caption: "Seven tiles on one 2.4 s animator, each added with "
                + "<code>addAnimations(_:delayFactor:)</code>: tile <i>i</i> starts "
                + "0.08 <i>i</i> of the way in and, as in UIKit, still ends with the animator.",
            code: code,
            figures: [StageRenderer(stage: stage, sceneID: id).svg(), EventList.html(stage)])
    }
}
