/// An RGBA color with `Double` components, the animatable counterpart of `UIColor`.
///
/// Components are nominally 0…1 in the sRGB color space, with straight (not premultiplied)
/// alpha. They are stored exactly as given — never clamped — so an overshooting spring may
/// carry a color briefly outside 0…1; whatever renders a color clamps it.
public struct Color: Sendable, Hashable {
    /// The red component, nominally 0…1.
    public var red: Double

    /// The green component, nominally 0…1.
    public var green: Double

    /// The blue component, nominally 0…1.
    public var blue: Double

    /// The opacity, nominally 0 (transparent) … 1 (opaque); not premultiplied into the others.
    public var alpha: Double

    /// Creates a color from its components (mirrors `UIColor(red:green:blue:alpha:)`).
    ///
    /// - Parameters:
    ///   - red: The red component, nominally 0…1; stored unclamped.
    ///   - green: The green component, nominally 0…1; stored unclamped.
    ///   - blue: The blue component, nominally 0…1; stored unclamped.
    ///   - alpha: The opacity, nominally 0…1; stored unclamped. Defaults to 1, opaque.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a gray with equal red, green and blue (mirrors `UIColor(white:alpha:)`).
    ///
    /// - Parameters:
    ///   - white: The gray level, nominally 0 (black) … 1 (white); stored unclamped.
    ///   - alpha: The opacity, nominally 0…1; stored unclamped. Defaults to 1, opaque.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
}
