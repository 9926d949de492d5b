import Testing

@testable import Dance

@Suite struct ColorTests {
    @Test(
        "presets carry UIKit's component values",
        arguments: [
            (Color.clear, [0.0, 0, 0, 0]),
            (Color.black, [0, 0, 0, 1]),
            (Color.white, [1, 1, 1, 1]),
            (Color.gray, [0.5, 0.5, 0.5, 1]),
            (Color.red, [1, 0, 0, 1]),
            (Color.green, [0, 1, 0, 1]),
            (Color.blue, [0, 0, 1, 1]),
            (Color.yellow, [1, 1, 0, 1]),
            (Color.orange, [1, 0.5, 0, 1]),
            (Color.purple, [0.5, 0, 0.5, 1]),
        ])
    func presets(color: Color, expected: [Double]) {
        #expect([color.red, color.green, color.blue, color.alpha] == expected)
    }

    @Test("alpha defaults to opaque and white fills red, green and blue")
    func initializers() {
        #expect(Color(red: 0.1, green: 0.2, blue: 0.3).alpha == 1)
        #expect(
            Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        #expect(Color(white: 0.75).alpha == 1)
    }

    @Test("components outside 0…1 are stored unclamped")
    func unclamped() {
        let color = Color(red: 1.5, green: -0.25, blue: 2, alpha: -1)
        #expect([color.red, color.green, color.blue, color.alpha] == [1.5, -0.25, 2, -1])
    }

    @Test(
        "colors blend componentwise in straight alpha and extrapolate",
        arguments: [
            (Color.red, Color.clear, 0.5, Color(red: 0.5, green: 0, blue: 0, alpha: 0.5)),
            (Color.black, Color.white, 0.25, Color(white: 0.25)),
            (Color.black, Color.white, 1.5, Color(white: 1.5)),
            (Color.black, Color.white, -0.5, Color(white: -0.5)),
            (Color.orange, Color.purple, 0.5, Color(red: 0.75, green: 0.25, blue: 0.25)),
        ])
    func blending(from: Color, to: Color, fraction: Double, expected: Color) {
        #expect(from.interpolated(to: to, fraction: fraction) == expected)
    }

    @Test("the presets are ten distinct colors")
    func presetsDistinct() {
        let presets: Set = [
            Color.clear, .black, .white, .gray, .red, .green, .blue, .yellow, .orange, .purple,
        ]
        #expect(presets.count == 10)
    }
}
