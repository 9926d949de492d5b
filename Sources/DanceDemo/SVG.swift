import Dance
import Foundation

/// Text helpers for writing SVG and XHTML: numbers, colours and escaping.
enum SVG {
    /// `value` with at most `digits` decimals and no trailing zeros ("12.5", "-3", "0").
    ///
    /// Every number on the page goes through here, so tests can format an engine value the
    /// same way and find it verbatim in a SMIL `values` list.
    static func number(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `x,y` with ``number(_:digits:)``, as SMIL translate values are written.
    static func pair(_ x: Double, _ y: Double) -> String {
        "\(number(x)),\(number(y))"
    }

    /// The colour as `#rrggbb` (alpha is written separately, as an opacity).
    ///
    /// Components are clamped to 0…1 with NaN as 0 (``Color/hexString``), so any colour renders.
    static func color(_ color: Color) -> String {
        color.hexString
    }

    /// `text` escaped for XML character data and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// An SVG `<text>` element.
    static func text(
        _ content: String, x: Double, y: Double, anchor: String = "start",
        className: String = "label"
    ) -> String {
        "<text class=\"\(className)\" x=\"\(number(x))\" y=\"\(number(y))\" "
            + "text-anchor=\"\(anchor)\">\(escape(content))</text>"
    }

    /// An SVG `<line>` element.
    static func line(
        from start: CGPoint, to end: CGPoint, className: String
    ) -> String {
        "<line class=\"\(className)\" x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" "
            + "x2=\"\(number(end.x))\" y2=\"\(number(end.y))\"/>"
    }
}

/// The page's palette: one colour per series, used the same way in stages, plots and legends.
enum Palette {
    static let colors: [Color] = [
        Color(red: 0.31, green: 0.27, blue: 0.90),  // indigo
        Color(red: 0.05, green: 0.58, blue: 0.53),  // teal
        Color(red: 0.85, green: 0.47, blue: 0.02),  // amber
        Color(red: 0.88, green: 0.11, blue: 0.28),  // rose
        Color(red: 0.01, green: 0.52, blue: 0.78),  // sky
        Color(red: 0.20, green: 0.25, blue: 0.33),  // slate
        Color(red: 0.40, green: 0.64, blue: 0.05),  // lime
    ]

    /// The colour of series number `index` (cycling).
    static func color(_ index: Int) -> Color {
        colors[index % colors.count]
    }
}
