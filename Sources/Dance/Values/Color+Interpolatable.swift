extension Color: Interpolatable {
    /// The color `fraction` of the way from `self` to `other`, each component blended linearly.
    ///
    /// Red, green, blue and alpha blend independently in straight (not premultiplied) sRGB, as
    /// Core Animation blends `backgroundColor`: red → `.clear` passes through
    /// (0.5, 0, 0, alpha 0.5). Results are not clamped, so fractions outside 0…1 may leave
    /// 0…1; rendering clamps.
    ///
    /// - Parameters:
    ///   - other: The color at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended color.
    public func interpolated(to other: Color, fraction: Double) -> Color {
        Color(
            red: red.interpolated(to: other.red, fraction: fraction),
            green: green.interpolated(to: other.green, fraction: fraction),
            blue: blue.interpolated(to: other.blue, fraction: fraction),
            alpha: alpha.interpolated(to: other.alpha, fraction: fraction)
        )
    }
}
