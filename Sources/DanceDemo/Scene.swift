/// One card of the page: what it shows, the Swift that produced it, and the rendered figures.
struct Scene: Sendable {
    /// The element id of the card (`quick-start`, `curves-race`…).
    var id: String
    var title: String
    /// Trusted XHTML written by this program (may contain `<code>`).
    var caption: String
    /// The Swift that ran, shown verbatim in a `<pre>` block.
    var code: String
    /// SVG and XHTML fragments, in order.
    var figures: [String]
    /// How the card is laid out in the page's grid.
    var layout = Layout.normal

    /// How a card is laid out in the page's grid.
    enum Layout: String, Sendable {
        /// One column of the grid; code under the figures.
        case normal
        /// The whole row; code under the figures.
        case wide
        /// The whole row; figures on the left, code on the right.
        case split
    }
}

/// Every scene of the demo, in page order; each builder runs the engine for its scene.
@MainActor
enum SceneCatalog {
    static func all(fps: Int) -> [Scene] {
        [
            QuickStartScene.make(fps: fps),
            CurvesRaceScene.make(fps: fps),
            CubicAndSpringScene.make(fps: fps),
            InteractionScene.make(fps: fps),
            SequenceScene.make(fps: fps),
            ChoreographyScene.make(fps: fps),
            TimingPlotsScene.make(),
            KeyframesScene.make(fps: fps),
            MotionScene.make(fps: fps),
            TimeControlsScene.make(fps: fps),
        ]
    }

    /// The scene ids in page order.
    static let ids = [
        "quick-start", "curves-race", "cubic-and-spring", "interaction", "sequence",
        "choreography", "timing-plots", "keyframes", "motion", "time-controls",
    ]
}
