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
    /// The card's velocity just before and just after its last spring-back started, pixels
    /// per second: dx, dy before, then dx, dy after; empty if it never sprang back.
    public var handOff: [Double]
    /// Frames presented.
    public var frames: Int
    /// Every showcase key, in order, with the state it left.
    public var controls: [ControlRecord]

    public init(
        startCenter: [Double], endCenter: [Double], restingBounds: [Double],
        cardIsAnimating: Bool, events: [String], releaseSpeed: Double, handOff: [Double],
        frames: Int, controls: [ControlRecord]
    ) {
        self.startCenter = startCenter
        self.endCenter = endCenter
        self.restingBounds = restingBounds
        self.cardIsAnimating = cardIsAnimating
        self.events = events
        self.releaseSpeed = releaseSpeed
        self.handOff = handOff
        self.frames = frames
        self.controls = controls
    }
}

/// The showcase's state right after a key was applied.
public struct ControlRecord: Codable, Sendable, Equatable {
    /// The key: `space`, `r`, `left`, `right`, `plus`, `minus`.
    public var key: String
    public var isRunning: Bool
    public var isReversed: Bool
    /// The showcase animator's `fractionComplete`.
    public var fraction: Double
    /// The showcase's speed (1 = one leg in 2.4 s).
    public var speed: Double

    public init(key: String, isRunning: Bool, isReversed: Bool, fraction: Double, speed: Double) {
        self.key = key
        self.isRunning = isRunning
        self.isReversed = isReversed
        self.fraction = fraction
        self.speed = speed
    }
}
