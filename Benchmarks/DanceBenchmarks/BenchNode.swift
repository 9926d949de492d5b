import Dance
import Foundation

/// The node of the "4p" and "spring" workloads.
final class BenchNode: Dancing {
    @Animated var position: CGPoint
    @Animated var alpha: Double
    @Animated var scale: Double

    init(_ values: FourValues) {
        _position = Animated(wrappedValue: values.position)
        _alpha = Animated(wrappedValue: values.alpha)
        _scale = Animated(wrappedValue: values.scale)
    }

    /// Sets every property (recorded as tracks inside an animation block).
    func set(_ values: FourValues) {
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

/// The node of the "1p" workload: one animated `Double`.
final class BenchValue: Dancing {
    @Animated var value: Double

    init(_ value: Double) {
        _value = Animated(wrappedValue: value)
    }
}
