import Dance
import Foundation

/// Scene 2: UIKit's four built-in curves racing over the same 2 s.
@MainActor
enum CurvesRaceScene {
    static let id = "curves-race"

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let curves: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        for (dot, curve) in zip(dots, curves) {
            dot.dance.animate(duration: 2, curve: curve) {
                $0.center.x = finish
            }.start()
        }
        """

    /// Starts one Dance animation per dot.
    static func play(_ lanes: Lanes, on stage: Stage) {
        let (dots, finish) = (lanes.dots, lanes.finish)
        // snippet:begin
        let curves: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        for (dot, curve) in zip(dots, curves) {
            dot.dance.animate(duration: 2, curve: curve) {
                $0.center.x = finish
            }.start()
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
        let series = stage.actors.enumerated().map { index, actor in
            Plot.Series(
                name: labels[index], color: Palette.color(index),
                points: zip(stage.times, actor.snapshots).map { time, snapshot in
                    let distance = lanes.finish - lanes.start
                    return CGPoint(x: time, y: (snapshot.center.x - lanes.start) / distance)
                })
        }
        let plot = Plot(
            id: "\(id)-plot", height: 240, xRange: 0...2, yRange: 0...1,
            xTicks: [0, 0.5, 1, 1.5, 2], yTicks: [0, 0.25, 0.5, 0.75, 1],
            xLabel: "clock time (s)", yLabel: "sampled progress", series: series,
            cursor: Loop(duration: stage.duration))
        return Scene(
            id: id, title: "2 · The four UIKit curves racing",
            caption: "Same distance, same 2 s, four <code>AnimationCurve</code>s with UIKit’s "
                + "control points, one <code>dot.dance.animate(duration:curve:)</code> each. "
                + "All four cross the finish line on the same frame; the plot is each dot’s "
                + "presentation, sampled every frame.",
            code: code, figures: [StageRenderer(stage: stage, sceneID: id).svg(), plot.html()])
    }
}
