extension Color: AnimatableVector {
    /// The color whose four components are 0 (the same components as ``clear``).
    public static let zero = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The componentwise sum of red, green, blue and alpha (unclamped).
    public func adding(_ other: Color) -> Color {
        Color(
            red: red + other.red, green: green + other.green, blue: blue + other.blue,
            alpha: alpha + other.alpha)
    }

    /// The componentwise difference of red, green, blue and alpha (unclamped).
    public func subtracting(_ other: Color) -> Color {
        Color(
            red: red - other.red, green: green - other.green, blue: blue - other.blue,
            alpha: alpha - other.alpha)
    }

    /// Every component, alpha included, multiplied by `factor` (unclamped).
    public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    /// `red² + green² + blue² + alpha²`.
    public var magnitudeSquared: Double {
        red * red + green * green + blue * blue + alpha * alpha
    }
}
