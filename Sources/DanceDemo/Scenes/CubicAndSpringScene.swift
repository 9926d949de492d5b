import Dance
import Foundation

/// Scene 3: two custom cubic Bézier curves and three springs, racing over 2 s.
@MainActor
enum CubicAndSpringScene {
    static let id = "cubic-and-spring"

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let cubics = [
            (CGPoint(x: 0.45, y: 1.0), CGPoint(x: 0.55, y: 0)),
            (CGPoint(x: 1.0, y: 0.45), CGPoint(x: 0, y: 0.55)),
        ]
        for (dot, (c1, c2)) in zip(dots, cubics) {
            dot.dance.animate(duration: 2, controlPoint1: c1, controlPoint2: c2) {
                $0.center.x = finish
            }.start()
        }
        for (dot, ratio) in zip(dots.dropFirst(2), [0.2, 1.0, 2.0]) {
            dot.dance.animate(duration: 2, dampingRatio: ratio) {
                $0.center.x = finish
            }.start()
        }
        """

    /// Starts one Dance animation per dot.
    static func play(_ lanes: Lanes, on stage: Stage) {
        let (dots, finish) = (lanes.dots, lanes.finish)
        // snippet:begin
        let cubics = [
            (CGPoint(x: 0.45, y: 1.0), CGPoint(x: 0.55, y: 0)),
            (CGPoint(x: 1.0, y: 0.45), CGPoint(x: 0, y: 0.55)),
        ]
        for (dot, (c1, c2)) in zip(dots, cubics) {
            dot.dance.animate(duration: 2, controlPoint1: c1, controlPoint2: c2) {
                $0.center.x = finish
            }.start()
        }
        for (dot, ratio) in zip(dots.dropFirst(2), [0.2, 1.0, 2.0]) {
            dot.dance.animate(duration: 2, dampingRatio: ratio) {
                $0.center.x = finish
            }.start()
        }
        // snippet:end
    }

    static func make(fps: Int) -> Scene {
        let labels = [
            "(0.45, 1)(0.55, 0)", "(1, 0.45)(0, 0.55)", "spring ζ = 0.2", "spring ζ = 1.0",
            "spring ζ = 2.0",
        ]
        let stage = Stage(
            size: CGSize(width: 560, height: Lanes.height(lanes: labels.count)), fps: fps)
        let lanes = Lanes(on: stage, labels: labels, start: 170, finish: 380)
        play(lanes, on: stage)
        stage.run(until: 2)
        return Scene(
            id: id, title: "3 · Cubic Bézier curves and springs",
            caption: "Two custom curves — <code>(0.45, 1.0)(0.55, 0)</code> rushes, stalls and "
                + "rushes again; <code>(1.0, 0.45)(0, 0.55)</code> crawls, jumps and crawls — and "
                + "springs with damping ratio 0.2 (bouncy), 1.0 (critical) and 2.0 "
                + "(over-damped), each fitted to settle in 2 s — "
                + "<code>dot.dance.animate(duration:controlPoint1:controlPoint2:)</code> and "
                + "<code>dot.dance.animate(duration:dampingRatio:)</code>. The bouncy spring "
                + "overshoots the finish line by about half the distance.",
            code: code, figures: [StageRenderer(stage: stage, sceneID: id).svg()])
    }
}
