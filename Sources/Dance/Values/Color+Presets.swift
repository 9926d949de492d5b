extension Color {
    // MARK: - Presets with UIKit's component values

    /// Transparent black, (0, 0, 0, alpha 0) (mirrors `UIColor.clear`).
    public static let clear = Color(white: 0, alpha: 0)

    /// Black, (0, 0, 0) (mirrors `UIColor.black`).
    public static let black = Color(white: 0)

    /// White, (1, 1, 1) (mirrors `UIColor.white`).
    public static let white = Color(white: 1)

    /// Gray, (0.5, 0.5, 0.5) (mirrors `UIColor.gray`, white 0.5).
    public static let gray = Color(white: 0.5)

    /// Red, (1, 0, 0) (mirrors `UIColor.red`).
    public static let red = Color(red: 1, green: 0, blue: 0)

    /// Green, (0, 1, 0) (mirrors `UIColor.green`).
    public static let green = Color(red: 0, green: 1, blue: 0)

    /// Blue, (0, 0, 1) (mirrors `UIColor.blue`).
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// Yellow, (1, 1, 0) (mirrors `UIColor.yellow`).
    public static let yellow = Color(red: 1, green: 1, blue: 0)

    /// Orange, (1, 0.5, 0) (mirrors `UIColor.orange`).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)

    /// Purple, (0.5, 0, 0.5) (mirrors `UIColor.purple`).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
}
