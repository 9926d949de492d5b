import Dance

/// The demo's conversion of `Color` to SVG text (not part of Dance's API).
extension Color {
    /// The color as `#rrggbb` hex text in lowercase, ignoring alpha.
    ///
    /// Each component is clamped to 0…1 (NaN counts as 0, ±∞ as 1 or 0) and scaled to an
    /// integer 0…255, rounded to nearest, so every color renders. `Color.orange.hexString` is
    /// `"#ff8000"`; pair it with an SVG `fill-opacity` of ``alpha`` when alpha matters.
    var hexString: String {
        "#" + [red, green, blue].map { Self.hexByte(Self.byte(from: $0)) }.joined()
    }

    /// A component clamped to 0…1 and scaled to an integer 0…255, rounded to nearest; NaN is 0.
    private static func byte(from component: Double) -> Int {
        guard !component.isNaN else { return 0 }
        return Int((Swift.min(Swift.max(component, 0), 1) * 255).rounded())
    }

    /// Two lowercase hex digits for a value 0…255.
    private static func hexByte(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        return digits.count < 2 ? "0" + digits : digits
    }
}
