import Dance
import Foundation

/// Scene 5: the declarative article's sequence — fade in, then resize — chained by hand.
@MainActor
enum SequenceScene {
    static let id = "sequence"

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let fadeIn = PropertyAnimator(duration: 0.5, curve: .easeInOut) {
            box.alpha = 1
        }
        let resize = PropertyAnimator(duration: 0.5, curve: .easeInOut) {
            box.bounds.size = CGSize(width: 200, height: 200)
        }
        fadeIn.addCompletion { _ in
            stage.log("fade in done")
            resize.startAnimation()
        }
        resize.addCompletion { _ in stage.log("resize done") }
        fadeIn.startAnimation()
        """

    /// Runs the two steps one after the other.
    ///
    /// Declarative API: `box.animate([.fadeIn(duration: 0.5), .resize(to: CGSize(width: 200,
    /// height: 200), duration: 0.5)])` — one timeline instead of two chained animators.
    static func play(_ box: Node, on stage: Stage) {
        // snippet:begin
        let fadeIn = PropertyAnimator(duration: 0.5, curve: .easeInOut) {
            box.alpha = 1
        }
        let resize = PropertyAnimator(duration: 0.5, curve: .easeInOut) {
            box.bounds.size = CGSize(width: 200, height: 200)
        }
        fadeIn.addCompletion { _ in
            stage.log("fade in done")
            resize.startAnimation()
        }
        resize.addCompletion { _ in stage.log("resize done") }
        fadeIn.startAnimation()
        // snippet:end
    }

    static func make(fps: Int) -> Scene {
        let stage = Stage(size: CGSize(width: 560, height: 260), fps: fps)
        let center = stage.center
        stage.decor = [
            "<rect class=\"ghost\" x=\"\(SVG.number(center.x - 100))\" "
                + "y=\"\(SVG.number(center.y - 100))\" width=\"200\" height=\"200\" rx=\"16\"/>"
        ]
        let box = Node(
            frame: CGRect(x: center.x - 50, y: center.y - 50, width: 100, height: 100))
        box.alpha = 0
        box.cornerRadius = 16
        box.backgroundColor = Palette.color(1)
        stage.add(box, name: "box")
        play(box, on: stage)
        stage.run(until: 1.2)
        return Scene(
            id: id, title: "5a · A declarative sequence",
            caption: "Fade in, then resize to 200 × 200 — the steps of "
                + "<code>box.animate([.fadeIn(…), .resize(to:…)])</code>, written for now as two "
                + "animators where the first one’s completion starts the second.",
            code: code,
            figures: [StageRenderer(stage: stage, sceneID: id).svg(), EventList.html(stage)])
    }
}
