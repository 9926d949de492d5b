import Dance
import Foundation

/// Scene 1: the Dance README's quick start — scale 1.5×, move to the centre, turn blue.
@MainActor
enum QuickStartScene {
    static let id = "quick-start"
    /// The stage's size: the circle moves to its centre, (280, 130).
    static let size = CGSize(width: 560, height: 260)
    /// Seconds recorded: the 1 s delay, the 2 s animation, and a little after.
    static let recorded = 3.25

    /// The code of ``play(on:)`` between its snippet markers, shown on the page (a test keeps
    /// the two identical).
    static let code = """
        let circle = Node(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        circle.cornerRadius = 30
        circle.backgroundColor = Color(red: 0.98, green: 0.45, blue: 0.09)
        circle.dance.animate(duration: 2.0, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: 280, y: 130)
            $0.backgroundColor = .blue
        }.addCompletion { position in
            print("completion(\\(position))")
        }.start(after: 1.0)  // Dance's quick start waits 5 s
        print("start(after: 1.0)")
        """

    /// Starts the quick-start animation on a new circle and returns the circle.
    ///
    /// The circle's Dance animation is registered under its tag in ``DanceFactory`` until it
    /// completes.
    @discardableResult
    static func play(on stage: Stage) -> Node {
        func print(_ line: String) { stage.log(line) }
        // snippet:begin
        let circle = Node(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        circle.cornerRadius = 30
        circle.backgroundColor = Color(red: 0.98, green: 0.45, blue: 0.09)
        circle.dance.animate(duration: 2.0, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: 280, y: 130)
            $0.backgroundColor = .blue
        }.addCompletion { position in
            print("completion(\(position))")
        }.start(after: 1.0)  // Dance's quick start waits 5 s
        print("start(after: 1.0)")
        // snippet:end
        return circle
    }

    static func make(fps: Int) -> Scene {
        let stage = Stage(size: size, fps: fps)
        let target = stage.center
        stage.decor = [
            "<circle class=\"ghost\" cx=\"\(SVG.number(target.x))\" "
                + "cy=\"\(SVG.number(target.y))\" r=\"45\"/>",
            SVG.text("centre", x: target.x, y: target.y + 64, anchor: "middle"),
        ]
        let circle = play(on: stage)
        stage.add(circle, name: "circle")
        stage.run(until: recorded)
        return Scene(
            id: id, title: "1 · The Dance quick start",
            caption: "Dance’s quick start, chained as in Dance: "
                + "<code>circle.dance.animate(duration:curve:)</code> scales the circle 1.5×, "
                + "moves it to the centre and turns it blue over 2 s <code>.easeInOut</code>; "
                + "<code>.addCompletion</code> and <code>.start(after:)</code> chain on the same "
                + "handle. Dance’s README waits 5 s; the page waits 1 s.",
            code: code,
            figures: [StageRenderer(stage: stage, sceneID: id).svg(), EventList.html(stage)],
            layout: .split)
    }
}
