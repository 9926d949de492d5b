import Dance
import Foundation

/// Scene 2: UIKit's four built-in curves racing over the same 2 s.
@MainActor
enum CurvesRaceScene {
    static let id = "curves-race"

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let curves: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        for (dot, curve) in zip(lanes.dots, curves) {
            PropertyAnimator(duration: 2, curve: curve) {
                dot.center.x = lanes.finish
            }.startAnimation()
        }
        """

    /// Starts one animator per dot.
    ///
    /// Dance API: `dot.dance.animate(duration: 2, curve: curve) { $0.center.x = lanes.finish }
    /// .start()`.
    static func play(_ lanes: Lanes, on stage: Stage) {
        // snippet:begin
        let curves: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        for (dot, curve) in zip(lanes.dots, curves) {
            PropertyAnimator(duration: 2, curve: curve) {
                dot.center.x = lanes.finish
            }.startAnimation()
        }
        // snippet:end
    }

    static func make(fps: Int) -> Scene {
        let labels = [".linear", ".easeIn", ".easeOut", ".easeInOut"]
        let stage = Stage(
            size: CGSize(width: 560, height: Lanes.height(lanes: labels.count)), fps: fps)
        let lanes = Lanes(on: stage, labels: labels)
        play(lanes, on: stage)
        stage.run(until: 2)
        return Scene(
            id: id, title: "2 · The four UIKit curves racing",
            caption: "Same distance, same 2 s, four <code>AnimationCurve</code>s with UIKit’s "
                + "control points. All four cross the finish line on the same frame.",
            code: code, figures: [StageRenderer(stage: stage, sceneID: id).svg()])
    }
}
