import Foundation
import WindowRecord

/// Compares every screenshot of a scripted run with what the engine presented in that frame.
///
/// For each node, thirteen points are looked up in the screenshot, placed by its transform:
/// five inside it (near its centre and halfway to each side), four 5 px inside its sides and
/// four 5 px outside them, so a node drawn a few pixels off, or the wrong size, fails. The expected colour is computed from the
/// records alone: the background, then every node covering the point, blended back to front
/// with its colour and alpha. A point within ``edgeMargin`` of any node's edge is skipped, as
/// edges are where rasterizers legitimately differ.
struct FramesCheck {
    let directory: String

    /// Pixels around an edge where a sample is not judged.
    static let edgeMargin = 2.5
    /// Largest difference allowed per channel, 0…255 (8-bit blending rounds).
    static let tolerance = 4.0

    /// Local sample points: fractions of the half width and half height, plus pixels.
    static let samples: [(x: Double, y: Double, dx: Double, dy: Double)] =
        [
            (0.05, 0.03, 0, 0), (0.55, 0.25, 0, 0), (-0.55, -0.25, 0, 0), (0.25, -0.55, 0, 0),
            (-0.25, 0.55, 0, 0),
        ]
        + [-5.0, 5].flatMap { offset in
            [
                (1, 0.1, offset, 0), (-1, -0.1, -offset, 0), (0.1, 1, 0, offset),
                (-0.1, -1, 0, -offset),
            ]
        }

    func run() throws {
        let run = try decode(RunRecord.self, from: "\(directory)/\(RunRecord.fileName)")
        guard !run.frames.isEmpty else { throw CheckFailure("no frames recorded") }
        var checked = 0
        var skipped = 0
        var failures: [String] = []
        for frame in run.frames {
            let screenshot = try Screenshot(path: "\(directory)/\(frame.screenshot)")
            guard screenshot.width == run.width, screenshot.height == run.height else {
                throw CheckFailure(
                    "\(frame.screenshot) is \(screenshot.width)×\(screenshot.height)")
            }
            let shapes = frame.shapes.map(Shape.init)
            for shape in shapes where shape.record.color[3] > 0 {
                for sample in Self.samples {
                    let point = shape.windowPoint(
                        x: sample.x * shape.record.size[0] / 2 + sample.dx,
                        y: sample.y * shape.record.size[1] / 2 + sample.dy)
                    let x = Int(point.x.rounded(.down))
                    let y = Int(point.y.rounded(.down))
                    let center = (x: Double(x) + 0.5, y: Double(y) + 0.5)
                    guard x >= 0, y >= 0, x < run.width, y < run.height,
                        let expected = Self.expectedColor(
                            at: center, shapes: shapes, background: run.background)
                    else {
                        skipped += 1
                        continue
                    }
                    checked += 1
                    let actual = screenshot.color(x: x, y: y)
                    let worst = zip(actual, expected).map { abs(Double($0) - $1) }.max() ?? 0
                    if worst > Self.tolerance {
                        failures.append(
                            "frame \(frame.frame) \(shape.record.name) at (\(x), \(y)): "
                                + "drawn \(actual), engine says \(expected.map { Int($0.rounded()) })"
                        )
                    }
                }
            }
        }
        print(
            "dance-window-check: \(run.frames.count) screenshots, \(checked) points checked, "
                + "\(skipped) on an edge or off screen, \(failures.count) wrong")
        for failure in failures.prefix(20) {
            print("  \(failure)")
        }
        guard failures.isEmpty else {
            throw CheckFailure("\(failures.count) points differ from the engine's values")
        }
        guard checked >= (checked + skipped) / 2 else {
            throw CheckFailure("only \(checked) of \(checked + skipped) points could be judged")
        }
    }

    /// The colour the frame should show at `point`: the background with every node that covers
    /// it blended on top, back to front; `nil` when the point lies on some node's edge.
    static func expectedColor(
        at point: (x: Double, y: Double), shapes: [Shape], background: [Int]
    ) -> [Double]? {
        var color = background.map(Double.init)
        for shape in shapes {
            let (rgb, alpha) = shape.fill
            guard alpha > 0 else { continue }
            guard let distance = shape.signedDistance(to: point), abs(distance) > edgeMargin
            else { return nil }
            guard distance < 0 else { continue }
            color = zip(rgb, color).map { source, destination in
                (source * alpha + destination * (255 - alpha)) / 255
            }
        }
        return color
    }
}
