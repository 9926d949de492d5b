/// What the engine showed in one screenshot of a scripted run: the presentation value of
/// every node, in drawing order.
public struct FrameRecord: Codable, Sendable {
    /// The frame number, from 1; the clock reads `frame / 60` seconds.
    public var frame: Int
    /// The clock's time, seconds.
    public var time: Double
    /// The screenshot's file name, in the same folder as the record.
    public var screenshot: String
    /// Every node drawn, back to front.
    public var shapes: [ShapeRecord]

    public init(frame: Int, time: Double, screenshot: String, shapes: [ShapeRecord]) {
        self.frame = frame
        self.time = time
        self.screenshot = screenshot
        self.shapes = shapes
    }
}

/// A scripted run: the window's size, its background and the frames it wrote.
public struct RunRecord: Codable, Sendable {
    /// The drawable size in pixels.
    public var width: Int
    public var height: Int
    /// The clear colour, 0…255 per channel (red, green, blue).
    public var background: [Int]
    public var frames: [FrameRecord]

    public init(width: Int, height: Int, background: [Int], frames: [FrameRecord]) {
        self.width = width
        self.height = height
        self.background = background
        self.frames = frames
    }

    /// The record's file name inside the screenshot folder.
    public static let fileName = "frames.json"
}
