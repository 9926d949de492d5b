import Dance
import Foundation

/// Scene 7: keyframes — a path through points on a cubic spline, a drop, a spring bounce on
/// landing and a jump home.
@MainActor
enum KeyframesScene {
    static let id = "keyframes"
    /// Where the ball starts and where the jump brings it back.
    static let home = CGPoint(x: 60, y: 210)
    /// The points the spline passes through, then where the ball lands and bounces.
    static let points = [
        CGPoint(x: 150, y: 80), CGPoint(x: 270, y: 170), CGPoint(x: 390, y: 70),
    ]
    static let landing = CGPoint(x: 490, y: 230)
    /// Seconds recorded: the keyframes and a little after the jump.
    static let recorded = 3.0

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let path: [Keyframe<CGPoint>] = [
            .cubic(points[0], duration: 0.5),
            .cubic(points[1], duration: 0.5),
            .cubic(points[2], duration: 0.5),
            .linear(landing, duration: 0.4),
            .spring(landing, spring: SpringTimingParameters(duration: 0.4, bounce: 0.5)),
            .move(home),
        ]
        let timeline = ball.animate([.keyframes(\\.center, path)])
        print("animate([.keyframes(\\\\.center, path)])")
        timeline.addCompletion { _ in print("completion") }
        return KeyframeTimeline(initialValue: home, keyframes: path)
        """

    /// Runs the keyframes on `ball`; returns the same keyframes as a timeline, for the plots.
    static func play(_ ball: Node, on stage: Stage) -> KeyframeTimeline<CGPoint> {
        func print(_ line: String) { stage.log(line) }
        // snippet:begin
        let path: [Keyframe<CGPoint>] = [
            .cubic(points[0], duration: 0.5),
            .cubic(points[1], duration: 0.5),
            .cubic(points[2], duration: 0.5),
            .linear(landing, duration: 0.4),
            .spring(landing, spring: SpringTimingParameters(duration: 0.4, bounce: 0.5)),
            .move(home),
        ]
        let timeline = ball.animate([.keyframes(\.center, path)])
        print("animate([.keyframes(\\.center, path)])")
        timeline.addCompletion { _ in print("completion") }
        return KeyframeTimeline(initialValue: home, keyframes: path)
        // snippet:end
    }

    static func make(fps: Int) -> Scene {
        let stage = Stage(size: CGSize(width: 560, height: 300), fps: fps)
        let ball = Node(frame: CGRect(x: home.x - 12, y: home.y - 12, width: 24, height: 24))
        ball.cornerRadius = 12
        ball.backgroundColor = Palette.color(0)
        stage.add(ball, name: "ball")
        stage.addProbe("x") { Double(ball.presentation.center.x) }
        stage.addProbe("y") { Double(ball.presentation.center.y) }
        let timeline = play(ball, on: stage)
        stage.decor = decor(timeline)
        stage.run(until: recorded)
        let times = stage.times
        let velocities = times.map { timeline.velocity(time: $0) }
        let ends = [0.5, 1, 1.5, 1.9, timeline.duration]
        let markers = zip(ends, ["cubic", "cubic", "cubic", "linear", "spring, move"]).map {
            Plot.Marker(x: $0, label: $1)
        }
        let fastest = velocities.map { max(abs($0.x), abs($0.y)) }.max() ?? 0
        let limit = (Double(fastest) / 250).rounded(.up) * 250
        let xTicks = stride(from: 0.0, through: recorded, by: 0.5).map { $0 }
        let position = Plot(
            id: "\(id)-position", height: 240, xRange: 0...recorded, yRange: 0...560,
            xTicks: xTicks, yTicks: [0, 140, 280, 420, 560], xLabel: "clock time (s)",
            yLabel: "position (points)",
            series: [
                series("center.x", 0, times, stage.values(of: "x")),
                series("center.y", 3, times, stage.values(of: "y")),
            ],
            markers: markers, cursor: Loop(duration: stage.duration))
        let velocity = Plot(
            id: "\(id)-velocity", height: 240, xRange: 0...recorded, yRange: -limit...limit,
            xTicks: xTicks, yTicks: [-limit, -limit / 2, 0, limit / 2, limit],
            xLabel: "clock time (s)",
            yLabel: "velocity (points/s)",
            series: [
                series("velocity.dx", 0, times, velocities.map { Double($0.x) }),
                series("velocity.dy", 3, times, velocities.map { Double($0.y) }),
            ],
            markers: markers, cursor: Loop(duration: stage.duration))
        return Scene(
            id: id, title: "7 · Keyframes: a spline, a spring and a jump",
            caption: "<code>Animation.keyframes(\\.center, […])</code>: three "
                + "<code>.cubic</code> keyframes make a Catmull-Rom spline through the points "
                + "(velocity continuous at each, and into the <code>.linear</code> drop), a "
                + "<code>.spring</code> keyframe to the landing spot keeps the velocity of the "
                + "fall, so the ball dips and bounces back, and <code>.move</code> jumps home. "
                + "Velocities are <code>KeyframeTimeline.velocity(time:)</code>, analytic.",
            code: code,
            figures: [
                StageRenderer(stage: stage, sceneID: id).svg(), position.html(),
                velocity.html(), EventList.html(stage),
            ],
            layout: .wide)
    }

    private static func series(
        _ name: String, _ color: Int, _ times: [TimeInterval], _ values: [Double]
    ) -> Plot.Series {
        Plot.Series(
            name: name, color: Palette.color(color),
            points: zip(times, values).map { CGPoint(x: $0, y: $1) })
    }

    /// The path drawn faintly behind the ball, and a ring at every keyframe point.
    private static func decor(_ timeline: KeyframeTimeline<CGPoint>) -> [String] {
        let samples = (0...300).map { step in
            timeline.value(time: timeline.duration * Double(step) / 301)
        }
        let points = samples.map { SVG.pair($0.x, $0.y) }.joined(separator: " ")
        var decor = ["<polyline class=\"ghost\" points=\"\(points)\"/>"]
        decor.append(
            SVG.line(
                from: CGPoint(x: landing.x - 60, y: landing.y + 12),
                to: CGPoint(x: landing.x + 60, y: landing.y + 12), className: "finish"))
        for point in [home] + Self.points + [landing] {
            decor.append(
                "<circle class=\"ghost\" cx=\"\(SVG.number(point.x))\" "
                    + "cy=\"\(SVG.number(point.y))\" r=\"14\"/>")
        }
        decor.append(SVG.text("home", x: home.x - 16, y: home.y + 32))
        decor.append(SVG.text("lands, springs", x: landing.x - 40, y: landing.y + 50))
        return decor
    }
}
