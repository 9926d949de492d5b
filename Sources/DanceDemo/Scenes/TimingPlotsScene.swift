import Dance
import Foundation

/// Scene 6: every timing curve and spring of the page, plotted from the real `value(at:)`.
@MainActor
enum TimingPlotsScene {
    static let id = "timing-plots"

    /// The code of the two samplers between their snippet markers (a test keeps them identical).
    static let code = """
        static func samples(of curve: CubicTimingParameters) -> [CGPoint] {
            (0...200).map { step in
                let progress = Double(step) / 200
                return CGPoint(x: progress, y: curve.value(at: progress))
            }
        }

        static func samples(ofSpringWithDampingRatio ratio: Double) -> [CGPoint] {
            let spring = SpringTimingParameters(dampingRatio: ratio).fitted(toDuration: 2)
            return (0...400).map { step in
                let time = 2 * Double(step) / 400
                return CGPoint(x: time, y: spring.value(at: time))
            }
        }
        """

    // snippet:begin
    static func samples(of curve: CubicTimingParameters) -> [CGPoint] {
        (0...200).map { step in
            let progress = Double(step) / 200
            return CGPoint(x: progress, y: curve.value(at: progress))
        }
    }

    static func samples(ofSpringWithDampingRatio ratio: Double) -> [CGPoint] {
        let spring = SpringTimingParameters(dampingRatio: ratio).fitted(toDuration: 2)
        return (0...400).map { step in
            let time = 2 * Double(step) / 400
            return CGPoint(x: time, y: spring.value(at: time))
        }
    }
    // snippet:end

    /// The cubic curves plotted, with their legend names.
    static let cubics: [(name: String, curve: CubicTimingParameters)] = [
        (".linear", CubicTimingParameters(animationCurve: .linear)),
        (".easeIn", CubicTimingParameters(animationCurve: .easeIn)),
        (".easeOut", CubicTimingParameters(animationCurve: .easeOut)),
        (".easeInOut", CubicTimingParameters(animationCurve: .easeInOut)),
        (
            "(0.45, 1)(0.55, 0)",
            CubicTimingParameters(
                controlPoint1: CGPoint(x: 0.45, y: 1.0), controlPoint2: CGPoint(x: 0.55, y: 0))
        ),
        (
            "(1, 0.45)(0, 0.55)",
            CubicTimingParameters(
                controlPoint1: CGPoint(x: 1.0, y: 0.45), controlPoint2: CGPoint(x: 0, y: 0.55))
        ),
        ("default (0.25, 0.1)(0.25, 1)", CubicTimingParameters()),
    ]

    static let dampingRatios = [0.2, 1.0, 2.0]

    /// Every cubic curve of the page, progress over the fraction of the duration.
    static func cubicPlot() -> Plot {
        Plot(
            id: "\(id)-cubic", xRange: 0...1, yRange: -0.1...1.1,
            xTicks: [0, 0.2, 0.4, 0.6, 0.8, 1], yTicks: [0, 0.25, 0.5, 0.75, 1],
            xLabel: "time (fraction of the duration)", yLabel: "progress",
            series: cubics.enumerated().map { index, entry in
                Plot.Series(
                    name: entry.name, color: Palette.color(index),
                    points: samples(of: entry.curve), dashed: index == 6)
            })
    }

    /// The three springs of the page over the 2 s they are fitted to; the bounciest (0.2)
    /// overshoots to about 1.53.
    static func springPlot() -> Plot {
        Plot(
            id: "\(id)-spring", xRange: 0...2, yRange: 0...1.6,
            xTicks: [0, 0.5, 1, 1.5, 2], yTicks: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5],
            xLabel: "time (s), fitted to 2 s", yLabel: "progress",
            series: dampingRatios.enumerated().map { index, ratio in
                Plot.Series(
                    name: "dampingRatio " + String(format: "%.1f", ratio),
                    color: Palette.color(index + 2),
                    points: samples(ofSpringWithDampingRatio: ratio))
            })
    }

    static func make() -> Scene {
        let cubicPlot = cubicPlot()
        let springPlot = springPlot()
        return Scene(
            id: id, title: "6 · Timing curves and springs",
            caption: "Progress over time from <code>CubicTimingParameters.value(at:)</code> and "
                + "<code>SpringTimingParameters.fitted(toDuration: 2).value(at:)</code> — the "
                + "functions the animators above evaluate every frame.",
            code: code, figures: [cubicPlot.html(), springPlot.html()], layout: .wide)
    }
}
