import Dance
import Foundation

/// A line chart written as SVG: axes with tick labels, one polyline per series, optional event
/// markers and an optional time cursor that sweeps in step with a stage's loop.
struct Plot {
    /// One line of the chart.
    struct Series {
        var name: String
        var color: Color
        var points: [CGPoint]
        var dashed = false
    }

    /// A labelled vertical line at `x`.
    struct Marker {
        var x: Double
        var label: String
    }

    var id: String
    var width = 560.0
    var height = 300.0
    var xRange: ClosedRange<Double>
    var yRange: ClosedRange<Double>
    var xTicks: [Double]
    var yTicks: [Double]
    var xLabel: String
    var yLabel: String
    var series: [Series] = []
    var markers: [Marker] = []
    /// When set, a cursor line sweeps the x axis from `xRange` start to end with this loop.
    var cursor: Loop?

    /// The space around the plot area; markers get a band of three label rows at the top.
    private var margin: (left: Double, right: Double, top: Double, bottom: Double) {
        (left: 60, right: 16, top: markers.isEmpty ? 16 : 16 + 3 * labelRow, bottom: 44)
    }

    private let labelRow = 14.0

    /// The plot as an `<svg>` element followed by its HTML legend.
    func html() -> String {
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" id=\"\(id)\" "
                + "viewBox=\"0 0 \(SVG.number(width)) "
                + "\(SVG.number(height))\" role=\"img\" aria-label=\"\(SVG.escape(yLabel)) "
                + "over \(SVG.escape(xLabel))\">"
        ]
        parts += grid()
        parts += zip(markers, markerRows()).map { marker($0, row: $1) }
        parts += series.map(polyline)
        if let cursor { parts.append(sweep(cursor)) }
        parts.append("</svg>")
        parts.append(legend())
        return parts.joined(separator: "\n")
    }

    // MARK: - Coordinates

    private var plotWidth: Double { width - margin.left - margin.right }
    private var plotHeight: Double { height - margin.top - margin.bottom }

    private func px(_ x: Double) -> Double {
        margin.left + (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
            * plotWidth
    }

    private func py(_ y: Double) -> Double {
        margin.top + (yRange.upperBound - y) / (yRange.upperBound - yRange.lowerBound)
            * plotHeight
    }

    // MARK: - Parts

    private func grid() -> [String] {
        var parts: [String] = []
        let left = margin.left
        let right = width - margin.right
        let top = margin.top
        let bottom = height - margin.bottom
        for tick in yTicks {
            let y = py(tick)
            parts.append(
                SVG.line(
                    from: CGPoint(x: left, y: y), to: CGPoint(x: right, y: y),
                    className: tick == 0 ? "axis" : "grid"))
            parts.append(SVG.text(SVG.number(tick), x: left - 8, y: y + 4, anchor: "end"))
        }
        for tick in xTicks {
            let x = px(tick)
            parts.append(
                SVG.line(
                    from: CGPoint(x: x, y: top), to: CGPoint(x: x, y: bottom),
                    className: tick == xRange.lowerBound ? "axis" : "grid"))
            parts.append(SVG.text(SVG.number(tick), x: x, y: bottom + 17, anchor: "middle"))
        }
        parts.append(
            SVG.text(
                xLabel, x: left + plotWidth / 2, y: height - 6, anchor: "middle",
                className: "axis-title"))
        let middle = top + plotHeight / 2
        parts.append(
            "<text class=\"axis-title\" x=\"14\" y=\"\(SVG.number(middle))\" "
                + "text-anchor=\"middle\" transform=\"rotate(-90 14 \(SVG.number(middle)))\">"
                + "\(SVG.escape(yLabel))</text>")
        return parts
    }

    private func polyline(_ line: Series) -> String {
        let points = line.points.map { SVG.pair(px($0.x), py($0.y)) }.joined(separator: " ")
        let dash = line.dashed ? " stroke-dasharray=\"6 4\"" : ""
        return "<polyline class=\"series\" stroke=\"\(SVG.color(line.color))\"\(dash) "
            + "points=\"\(points)\"><title>\(SVG.escape(line.name))</title></polyline>"
    }

    /// The horizontal extent of `marker`'s label, estimated at 6.5 points a character.
    ///
    /// Labels near the right edge hang to the left of their line.
    private func labelExtent(_ marker: Marker) -> (start: Double, end: Double, hangs: Bool) {
        let x = px(marker.x)
        let length = Double(marker.label.count) * 6.5
        let hangs = x + 4 + length > width - margin.right
        return hangs ? (x - 4 - length, x - 4, true) : (x + 4, x + 4 + length, false)
    }

    /// The label row of each marker: the first of the three rows where its label clears every
    /// label already placed there (the least crowded row when none is clear).
    private func markerRows() -> [Int] {
        var placed: [[(start: Double, end: Double)]] = [[], [], []]
        return markers.map { marker in
            let extent = labelExtent(marker)
            func clashes(_ row: Int) -> Int {
                placed[row].filter { extent.start < $0.end + 6 && $0.start < extent.end + 6 }
                    .count
            }
            let row = (0..<3).min { clashes($0) < clashes($1) } ?? 0
            placed[row].append((extent.start, extent.end))
            return row
        }
    }

    private func marker(_ marker: Marker, row: Int) -> String {
        let x = px(marker.x)
        let labelY = 14 + Double(row % 3) * labelRow
        let nearRight = labelExtent(marker).hangs
        return SVG.line(
            from: CGPoint(x: x, y: labelY + 3), to: CGPoint(x: x, y: height - margin.bottom),
            className: "marker")
            + SVG.text(
                marker.label, x: nearRight ? x - 4 : x + 4, y: labelY,
                anchor: nearRight ? "end" : "start", className: "marker-label")
    }

    private func sweep(_ loop: Loop) -> String {
        let start = SVG.number(px(xRange.lowerBound))
        let end = SVG.number(px(min(xRange.upperBound, loop.duration)))
        let keys = [0, loop.keyTime(0), loop.keyTime(loop.duration), 1]
            .map { SVG.number($0, digits: 5) }.joined(separator: ";")
        let values = "\(start);\(start);\(end);\(end)"
        let top = SVG.number(margin.top)
        let bottom = SVG.number(height - margin.bottom)
        func animate(_ attribute: String) -> String {
            "<animate attributeName=\"\(attribute)\" dur=\"\(loop.dur)\" repeatCount=\"indefinite\" "
                + "keyTimes=\"\(keys)\" values=\"\(values)\"/>"
        }
        return "<line class=\"cursor\" x1=\"\(start)\" y1=\"\(top)\" x2=\"\(start)\" "
            + "y2=\"\(bottom)\">\(animate("x1"))\(animate("x2"))</line>"
    }

    private func legend() -> String {
        let items = series.map { line in
            let style = line.dashed ? "dashed" : "solid"
            return "<li><span class=\"swatch \(style)\" style=\"border-color: "
                + "\(SVG.color(line.color))\"></span>\(SVG.escape(line.name))</li>"
        }
        return "<ul class=\"legend\">" + items.joined() + "</ul>"
    }
}
