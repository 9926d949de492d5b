import Testing

@testable import Dance

@Suite struct ColorCSSTests {
    @Test(
        "cssString renders rgba with bytes rounded to nearest and alpha to three decimals",
        arguments: [
            (Color.orange, "rgba(255, 128, 0, 1)"),
            (Color.clear, "rgba(0, 0, 0, 0)"),
            (Color(white: 0.5, alpha: 0.5), "rgba(128, 128, 128, 0.5)"),
            (Color(red: 0.02, green: 0.1, blue: 0.2, alpha: 0.05), "rgba(5, 26, 51, 0.05)"),
            (Color(red: 1, green: 0, blue: 0, alpha: 1.0 / 3), "rgba(255, 0, 0, 0.333)"),
            (Color(red: 1, green: 0, blue: 0, alpha: 0.9996), "rgba(255, 0, 0, 1)"),
        ])
    func cssString(color: Color, expected: String) {
        #expect(color.cssString == expected)
    }

    @Test("rendering clamps out-of-range components and treats NaN as 0")
    func clamping() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: .infinity)
        #expect(color.cssString == "rgba(255, 0, 0, 1)")
        #expect(color.hexString == "#ff0000")
        #expect(Color(white: 0, alpha: .nan).cssString == "rgba(0, 0, 0, 0)")
    }

    @Test(
        "hexString renders lowercase #rrggbb and ignores alpha",
        arguments: [
            (Color.orange, "#ff8000"),
            (Color.purple, "#800080"),
            (Color.gray, "#808080"),
            (Color.clear, "#000000"),
            (Color(red: 0.02, green: 0.1, blue: 1), "#051aff"),
        ])
    func hexString(color: Color, expected: String) {
        #expect(color.hexString == expected)
    }
}
