extension Color {
    // MARK: - Rendering as CSS and SVG text

    /// The color as CSS `rgba(r, g, b, a)` text, for SVG `fill` and HTML.
    ///
    /// Each component is clamped to 0…1 (NaN counts as 0) before rendering; red, green and
    /// blue become integers 0…255 rounded to nearest, and alpha is written with up to three
    /// decimals. `Color.orange.cssString` is `"rgba(255, 128, 0, 1)"`.
    public var cssString: String {
        let channels = [red, green, blue].map { String(Self.byte(from: $0)) }
        return "rgba(\(channels.joined(separator: ", ")), \(Self.decimalText(alpha)))"
    }

    /// The color as `#rrggbb` hex text in lowercase, ignoring alpha.
    ///
    /// Components are clamped and rounded as in ``cssString``. `Color.orange.hexString` is
    /// `"#ff8000"`; pair it with an SVG `fill-opacity` of ``alpha`` when alpha matters.
    public var hexString: String {
        "#" + [red, green, blue].map { Self.hexByte(Self.byte(from: $0)) }.joined()
    }

    /// A component clamped to 0…1, with NaN as 0.
    static func clamped(_ component: Double) -> Double {
        if component.isNaN {
            return 0
        }
        return Swift.min(Swift.max(component, 0), 1)
    }

    /// A component clamped to 0…1 and scaled to an integer 0…255, rounded to nearest.
    static func byte(from component: Double) -> Int {
        Int((clamped(component) * 255).rounded())
    }

    /// Two lowercase hex digits for a value 0…255.
    private static func hexByte(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        return digits.count < 2 ? "0" + digits : digits
    }

    /// A component clamped to 0…1 as decimal text with up to three decimals: `0.5`, `1`, `0.333`.
    private static func decimalText(_ component: Double) -> String {
        let thousandths = Int((clamped(component) * 1000).rounded())
        let whole = thousandths / 1000
        var fraction = String(thousandths % 1000)
        if fraction == "0" {
            return String(whole)
        }
        while fraction.count < 3 {
            fraction = "0" + fraction
        }
        while fraction.hasSuffix("0") {
            fraction.removeLast()
        }
        return "\(whole).\(fraction)"
    }
}
