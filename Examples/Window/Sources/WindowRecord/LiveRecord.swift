/// What an interactive run did, written at exit: where the card went and what it went through.
public struct LiveRecord: Codable, Sendable {
    /// The card's presentation centre when the scene started and at exit, pixels.
    public var startCenter: [Double]
    public var endCenter: [Double]
    /// The rectangle the card's centre rests in: x, y, width, height.
    public var restingBounds: [Double]
    /// Whether anything was still moving the card at exit.
    public var cardIsAnimating: Bool
    /// The card's story in order: `grab`, `fling`, `spring-back`, `settle`.
    public var events: [String]
    /// The largest release speed seen, pixels per second.
    public var releaseSpeed: Double
    /// Frames presented.
    public var frames: Int

    public init(
        startCenter: [Double], endCenter: [Double], restingBounds: [Double],
        cardIsAnimating: Bool, events: [String], releaseSpeed: Double, frames: Int
    ) {
        self.startCenter = startCenter
        self.endCenter = endCenter
        self.restingBounds = restingBounds
        self.cardIsAnimating = cardIsAnimating
        self.events = events
        self.releaseSpeed = releaseSpeed
        self.frames = frames
    }
}
