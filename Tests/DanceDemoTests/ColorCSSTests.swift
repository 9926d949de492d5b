import Dance
import Testing

@testable import DanceDemo

@Suite struct ColorCSSTests {
    @Test(
        "hexString renders lowercase #rrggbb with bytes rounded to nearest, ignoring alpha",
        arguments: [
            (Color.orange, "#ff8000"),
            (Color.purple, "#800080"),
            (Color.gray, "#808080"),
            (Color.clear, "#000000"),
            (Color(red: 0.02, green: 0.1, blue: 1), "#051aff"),
            (Color(red: 0.002, green: 0.998, blue: 0.5, alpha: 0.3), "#01fe80"),
        ])
    func hexString(color: Color, expected: String) {
        #expect(color.hexString == expected)
        #expect(SVG.color(color) == expected)
    }

    @Test(
        "hexString clamps out-of-range, infinite and NaN components instead of trapping",
        arguments: [
            (Color(red: 2, green: -1, blue: .nan, alpha: .infinity), "#ff0000"),
            (Color(red: .infinity, green: -.infinity, blue: 0.5), "#ff0080"),
            (Color(red: .nan, green: .nan, blue: .nan, alpha: .nan), "#000000"),
            (Color(red: -.nan, green: 1e300, blue: -1e-300), "#00ff00"),
        ])
    func clamping(color: Color, expected: String) {
        #expect(color.hexString == expected)
        #expect(SVG.color(color) == expected)
    }
}
