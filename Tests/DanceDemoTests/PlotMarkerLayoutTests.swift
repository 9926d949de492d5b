import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

/// The event markers' labels of a plot never sit on another label or on another marker's line.
@MainActor @Suite(.serialized) struct PlotMarkerLayoutTests {
    /// Marker times and labels of scene 4 (interaction) and scene 5b (choreography).
    static let scenes: [(name: String, markers: [(Double, String)], xRange: ClosedRange<Double>)] =
        [
            (
                "interaction",
                [
                    (0, "start()"), (0.8, "pause() at 0.4"), (1.6, "setProgress(to: 0.2)"),
                    (1.9, "start()"), (2.9, "reverse()"), (3.5, "finish(at: .start)"),
                ], 0...4
            ),
            (
                "choreography",
                [
                    (0, "startAnimation()"), (1.2, "pauseAnimation()"),
                    (1.7, "fractionComplete = 0.25"), (2, "startAnimation()"),
                    (3.4, "completion(end)"),
                ], 0...3.6
            ),
        ]

    @Test("labels clear each other and every line that runs down through their row")
    func labelsClearLabelsAndLines() {
        for scene in Self.scenes {
            let plot = Plot(
                id: scene.name, xRange: scene.xRange, yRange: 0...1, xTicks: [], yTicks: [],
                xLabel: "x", yLabel: "y",
                markers: scene.markers.map { Plot.Marker(x: $0.0, label: $0.1) })
            let places = Plot.MarkerLayout(plot: plot).places
            #expect(places.count == scene.markers.count)
            #expect(places.allSatisfy { $0.row < 4 }, "\(scene.name)")
            // A marker's line is 4 units from its label's near end.
            let lineXs = places.map { $0.hangs ? $0.end + 4 : $0.start - 4 }
            for (i, a) in places.enumerated() {
                #expect(abs((a.end - a.start) - 6.5 * Double(scene.markers[i].1.count)) < 1e-9)
                for (j, b) in places.enumerated() where i != j {
                    if a.row == b.row {
                        #expect(a.end <= b.start || b.end <= a.start, "\(scene.name) \(i) \(j)")
                    } else if a.row < b.row {
                        // a's line comes down through b's row.
                        let x = lineXs[i]
                        #expect(x < b.start || x > b.end, "\(scene.name): line \(i) crosses \(j)")
                    }
                }
            }
        }
    }
}
