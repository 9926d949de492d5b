import Foundation

// Every frame renders every animated property. In the generic `AnimatedStorage<Value>` that
// code is compiled once for all types and moves values through the runtime's value
// witnesses; these subclasses compile the same one line for each built-in type, so a frame
// runs straight-line arithmetic. Each body is deliberately identical: the class, not the
// text, is what differs. Other `Interpolatable` types use the generic code.

final class DoubleStorage: AnimatedStorage<Double> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }
}

final class CGFloatStorage: AnimatedStorage<CGFloat> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }
}

final class CGPointStorage: AnimatedStorage<CGPoint> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }
}

final class CGSizeStorage: AnimatedStorage<CGSize> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }
}

final class CGRectStorage: AnimatedStorage<CGRect> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }
}

final class ColorStorage: AnimatedStorage<Color> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }
}

final class TransformStorage: AnimatedStorage<CGAffineTransform> {
    override func render(_ fraction: Double) {
        presentation = from.interpolated(to: target, fraction: fraction)
    }
}

extension AnimatedStorage {
    /// A storage for `value`: the concrete subclass for a built-in type, else the generic one.
    static func make(_ value: Value) -> AnimatedStorage<Value> {
        let specialized: AnimatedStorageBase? =
            switch Value.self {
            case is Double.Type: DoubleStorage.storage(of: value)
            case is CGFloat.Type: CGFloatStorage.storage(of: value)
            case is CGPoint.Type: CGPointStorage.storage(of: value)
            case is CGSize.Type: CGSizeStorage.storage(of: value)
            case is CGRect.Type: CGRectStorage.storage(of: value)
            case is Color.Type: ColorStorage.storage(of: value)
            case is CGAffineTransform.Type: TransformStorage.storage(of: value)
            default: nil
            }
        return specialized.flatMap { $0 as? AnimatedStorage<Value> } ?? AnimatedStorage(value)
    }

    /// An instance of this class holding `value`, if `value` is of this class's value type.
    fileprivate static func storage<Other>(of value: Other) -> AnimatedStorageBase? {
        (value as? Value).map { Self($0) }
    }
}
