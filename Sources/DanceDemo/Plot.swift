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

    /// The space around the plot area; markers get a band of label rows at the top.
    private var margin: (left: Double, right: Double, top: Double, bottom: Double) {
        (
            left: 60, right: 16, top: markers.isEmpty ? 16 : 18 + Double(labelRows) * labelRow,
            bottom: 44
        )
    }

    private let labelRow = 16.0
    /// The number of label rows the markers' layout uses (set by ``html()``).
    var labelRows = 3

    /// The plot as an `<svg>` element followed by its HTML legend.
    func html() -> String {
        let layout = MarkerLayout(plot: self)
        var plot = self
        plot.labelRows = layout.rowCount
        return plot.render(MarkerLayout(plot: plot))
    }

    private func render(_ layout: MarkerLayout) -> String {
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" id=\"\(id)\" "
                + "viewBox=\"0 0 \(SVG.number(width)) "
                + "\(SVG.number(height))\" role=\"img\" aria-label=\"\(SVG.escape(yLabel)) "
                + "over \(SVG.escape(xLabel))\">"
        ]
        parts += grid()
        parts += zip(markers, layout.places).map { marker($0, place: $1) }
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

    /// Where each marker's label goes: a row of the band above the plot, and a side of its
    /// line.
    ///
    /// A marker's dashed line runs down from its label, so a label must clear the labels of
    /// its row and every line that comes down through its row (of the markers in rows above),
    /// and its own line must clear the labels in the rows below. The layout is the one that
    /// uses the fewest rows, searched exhaustively (a plot has a handful of markers); with no
    /// clear layout in four rows, labels take the least crowded row.
    struct MarkerLayout {
        struct Place {
            var row: Int
            /// The label's horizontal extent in SVG units, and whether it hangs left of its line.
            var start: Double
            var end: Double
            var hangs: Bool
        }

        private(set) var places: [Place] = []
        var rowCount: Int { (places.map(\.row).max() ?? 0) + 1 }

        /// Space kept between two labels, and between a label and a line.
        private static let labelGap = 10.0
        private static let lineGap = 5.0

        init(plot: Plot) {
            let xs = plot.markers.map { plot.px($0.x) }
            let lengths = plot.markers.map { Double($0.label.count) * 6.5 }
            let left = plot.margin.left
            let right = plot.width - plot.margin.right
            func options(_ index: Int, rows: Int) -> [Place] {
                let x = xs[index]
                let length = lengths[index]
                var sides: [Place] = []
                if x + 4 + length <= right {
                    sides.append(Place(row: 0, start: x + 4, end: x + 4 + length, hangs: false))
                }
                if x - 4 - length >= left - 40 || sides.isEmpty {
                    sides.append(Place(row: 0, start: x - 4 - length, end: x - 4, hangs: true))
                }
                return (0..<rows).flatMap { row in
                    sides.map { Place(row: row, start: $0.start, end: $0.end, hangs: $0.hangs) }
                }
            }
            func fits(_ place: Place, at index: Int, with placed: [Place]) -> Bool {
                for (other, otherPlace) in placed.enumerated() {
                    if otherPlace.row == place.row,
                        place.start < otherPlace.end + Self.labelGap,
                        otherPlace.start < place.end + Self.labelGap
                    {
                        return false
                    }
                    let (upper, lower, upperX) =
                        otherPlace.row < place.row
                        ? (otherPlace, place, xs[other]) : (place, otherPlace, xs[index])
                    if upper.row < lower.row, upperX > lower.start - Self.lineGap,
                        upperX < lower.end + Self.lineGap
                    {
                        return false
                    }
                }
                return true
            }
            func search(_ placed: [Place], rows: Int) -> [Place]? {
                let index = placed.count
                guard index < xs.count else { return placed }
                for place in options(index, rows: rows) where fits(place, at: index, with: placed) {
                    if let found = search(placed + [place], rows: rows) { return found }
                }
                return nil
            }
            for rows in 1...4 {
                if let found = search([], rows: rows) {
                    places = found
                    return
                }
            }
            // No clear layout: each label takes the first row where it overlaps fewest labels.
            for index in xs.indices {
                let choices = options(index, rows: 4)
                let best = choices.min { a, b in
                    let clashesA = places.filter {
                        $0.row == a.row && a.start < $0.end && $0.start < a.end
                    }
                    let clashesB = places.filter {
                        $0.row == b.row && b.start < $0.end && $0.start < b.end
                    }
                    return clashesA.count < clashesB.count
                }
                if let best { places.append(best) }
            }
        }
    }

    private func marker(_ marker: Marker, place: MarkerLayout.Place) -> String {
        let x = px(marker.x)
        let labelY = 14 + Double(place.row) * labelRow
        return SVG.line(
            from: CGPoint(x: x, y: labelY + 4), to: CGPoint(x: x, y: height - margin.bottom),
            className: "marker")
            + SVG.text(
                marker.label, x: place.hangs ? x - 4 : x + 4, y: labelY,
                anchor: place.hangs ? "end" : "start", className: "marker-label")
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
