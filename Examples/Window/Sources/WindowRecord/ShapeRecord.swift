/// One node as the engine presents it: a rounded rectangle of `width × height` centred on
/// `center`, transformed about its centre by the affine transform (a b c d tx ty), filled
/// with a colour whose alpha is multiplied by the node's alpha.
public struct ShapeRecord: Codable, Sendable {
    public var name: String
    /// Window coordinates of the centre, pixels.
    public var center: [Double]
    /// Width and height before the transform, pixels.
    public var size: [Double]
    /// `a, b, c, d, tx, ty`: a local point (x, y) lands at
    /// `center + (a·x + c·y + tx, b·x + d·y + ty)`.
    public var transform: [Double]
    /// Red, green, blue, alpha of the fill, 0…1, alpha already multiplied by the node's.
    public var color: [Double]
    /// Corner radius, pixels (half the smaller side draws a circle or a capsule).
    public var cornerRadius: Double

    public init(
        name: String, center: [Double], size: [Double], transform: [Double], color: [Double],
        cornerRadius: Double
    ) {
        self.name = name
        self.center = center
        self.size = size
        self.transform = transform
        self.color = color
        self.cornerRadius = cornerRadius
    }
}
