import Dance
import Foundation

/// Scene: motion between animations — a retarget mid-flight with additive blending and with
/// the old animation replaced, and a fling that decays, crosses a bound and springs back —
/// with the positions and the analytic velocities plotted over time.
@MainActor
enum MotionScene {
    static let id = "motion"

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let (additive, replaced, fling) = (lanes.dots[0], lanes.dots[1], lanes.dots[2])
        PropertyAnimator(duration: 2, curve: .easeInOut) { additive.center.x = 520 }
            .startAnimation()
        replaced.dance.animate(duration: 2, curve: .easeInOut) { $0.center.x = 520 }.start()
        let decay = DecayTimingParameters(decelerationRate: 0.998)
        fling.dance.animate(duration: 0, timingParameters: decay) {
            $0.center = decay.projectedValue(
                from: $0.center, initialVelocity: CGPoint(x: 800, y: 0))
        }.start()
        while fling.$center.presentation.x < lanes.finish {  // the fling crosses the bound
            clock.advance(by: 1.0 / 60)  // one frame
        }
        print("bound crossed")
        fling.dance.animate(duration: 0.8, dampingRatio: 0.6) {
            $0.center.x = lanes.finish  // a spring back, starting at the fling's velocity
        }.start()
        clock.advance(to: 1)
        print("retarget")
        PropertyAnimator(duration: 2, curve: .easeInOut) { additive.center.x = 250 }
            .startAnimation()
        replaced.dance.animate(duration: 2, curve: .easeInOut) { $0.center.x = 250 }.start()
        clock.advance(to: 3.5)
        """

    /// Starts the animations and retargets them, recording as it goes.
    static func play(_ lanes: Lanes, on stage: Stage) {
        let clock = stage  // advance(to:) as ManualClock's, sampling every frame
        func print(_ line: String) { stage.log(line) }
        // snippet:begin
        let (additive, replaced, fling) = (lanes.dots[0], lanes.dots[1], lanes.dots[2])
        PropertyAnimator(duration: 2, curve: .easeInOut) { additive.center.x = 520 }
            .startAnimation()
        replaced.dance.animate(duration: 2, curve: .easeInOut) { $0.center.x = 520 }.start()
        let decay = DecayTimingParameters(decelerationRate: 0.998)
        fling.dance.animate(duration: 0, timingParameters: decay) {
            $0.center = decay.projectedValue(
                from: $0.center, initialVelocity: CGPoint(x: 800, y: 0))
        }.start()
        while fling.$center.presentation.x < lanes.finish {  // the fling crosses the bound
            clock.advance(by: 1.0 / 60)  // one frame
        }
        print("bound crossed")
        fling.dance.animate(duration: 0.8, dampingRatio: 0.6) {
            $0.center.x = lanes.finish  // a spring back, starting at the fling's velocity
        }.start()
        clock.advance(to: 1)
        print("retarget")
        PropertyAnimator(duration: 2, curve: .easeInOut) { additive.center.x = 250 }
            .startAnimation()
        replaced.dance.animate(duration: 2, curve: .easeInOut) { $0.center.x = 250 }.start()
        clock.advance(to: 3.5)
        // snippet:end
    }

    /// The lanes' labels, short enough to end before the dots' start line.
    static let labels = ["additive", "replaced", "fling"]
    /// The plots' names for the same lanes.
    static let legend = ["additive (PropertyAnimator)", "replaced (dance.animate)", "fling"]

    static func make(fps: Int) -> Scene {
        let stage = Stage(
            size: CGSize(width: 560, height: Lanes.height(lanes: labels.count)), fps: fps)
        let lanes = Lanes(on: stage, labels: labels, start: 170, finish: 430)
        for (index, dot) in lanes.dots.enumerated() {
            stage.addProbe("x\(index)") { Double(dot.$center.presentation.x) }
            stage.addProbe("v\(index)") { Double(dot.$center.velocity.x) }
        }
        play(lanes, on: stage)
        let markers = stage.events.map { Plot.Marker(x: $0.time, label: $0.label) }
        func series(_ prefix: String) -> [Plot.Series] {
            labels.indices.map { index in
                let values = stage.values(of: "\(prefix)\(index)")
                return Plot.Series(
                    name: legend[index], color: Palette.color(index),
                    points: zip(stage.times, values).map { CGPoint(x: $0, y: $1) })
            }
        }
        let ticks = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5]
        let positions = Plot(
            id: "\(id)-position", height: 280, xRange: 0...3.5, yRange: 150...600,
            xTicks: ticks, yTicks: [200, 300, 400, 500, 600], xLabel: "clock time (s)",
            yLabel: "$center.presentation.x (points)", series: series("x"), markers: markers,
            cursor: Loop(duration: stage.duration))
        let velocities = Plot(
            id: "\(id)-velocity", height: 280, xRange: 0...3.5, yRange: -600...900,
            xTicks: ticks, yTicks: [-600, -300, 0, 300, 600, 900], xLabel: "clock time (s)",
            yLabel: "$center.velocity.x (points/s)", series: series("v"), markers: markers,
            cursor: Loop(duration: stage.duration))
        return Scene(
            id: id, title: "8 · Motion between animations",
            caption: "At 1 s both top dots are re-aimed from 520 to 250 with another 2 s "
                + "<code>.easeInOut</code> animation. A second <code>PropertyAnimator</code> "
                + "blends additively with the first, as UIKit’s do: the velocity (computed "
                + "analytically, <code>$center.velocity</code>) carries on without a jump. "
                + "<code>dance.animate</code> replaces the old animation instead, so the "
                + "dot stops dead and starts again. The bottom dot is flung at 800 points/s "
                + "with <code>DecayTimingParameters</code>; where it crosses the bound a "
                + "spring takes over with the fling’s velocity and settles on the bound.",
            code: code,
            figures: [
                StageRenderer(stage: stage, sceneID: id).svg(), positions.html(),
                velocities.html(),
            ],
            layout: .split)
    }
}
