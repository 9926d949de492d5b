import Dance
import Foundation

/// This package's own node: a position, an alpha and a scale, animated by Dance.
final class Sprite: Dancing {
    @Animated var position: CGPoint
    @Animated var alpha: Double
    @Animated var scale: Double

    init(_ values: SpriteValues) {
        _position = Animated(wrappedValue: values.position)
        _alpha = Animated(wrappedValue: values.alpha)
        _scale = Animated(wrappedValue: values.scale)
    }

    /// Sets every property (recorded as tracks inside an animation block).
    func set(_ values: SpriteValues) {
        position = values.position
        alpha = values.alpha
        scale = values.scale
    }

    /// The sum of the presentation values, for the checksum.
    var presentationSum: Double {
        $position.presentation.x + $position.presentation.y + $alpha.presentation
            + $scale.presentation
    }
}

/// A sprite's values at one end of its animation.
struct SpriteValues {
    var position: CGPoint
    var alpha: Double
    var scale: Double

    /// Sprite `i`'s start and end values (the root benchmark's "4p" values).
    static func endpoints(_ i: Int) -> (from: SpriteValues, to: SpriteValues) {
        let alpha = Double(i % 100) / 1000
        let from = SpriteValues(
            position: CGPoint(x: Double(i), y: Double(-i)), alpha: alpha, scale: 1)
        let to = SpriteValues(
            position: CGPoint(x: Double(i + 1 + i % 10), y: Double(-i + 1 + i % 5)),
            alpha: 1 - alpha, scale: 2 + Double(i % 10) / 10)
        return (from, to)
    }
}
