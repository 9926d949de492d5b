import Foundation

extension Double: AnimatableVector {
    /// The sum `self + other`.
    public func adding(_ other: Double) -> Double { self + other }

    /// The difference `self − other`.
    public func subtracting(_ other: Double) -> Double { self - other }

    /// The product `self × factor`.
    public func scaled(by factor: Double) -> Double { self * factor }

    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: AnimatableVector {
    /// The sum `self + other`.
    public func adding(_ other: Float) -> Float { self + other }

    /// The difference `self − other`.
    public func subtracting(_ other: Float) -> Float { self - other }

    /// The product `self × factor`, computed in `Double` and rounded to `Float`.
    public func scaled(by factor: Double) -> Float { Float(Double(self) * factor) }

    /// The square of the value, in `Double`.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: AnimatableVector {
    /// The sum `self + other`.
    public func adding(_ other: CGFloat) -> CGFloat { self + other }

    /// The difference `self − other`.
    public func subtracting(_ other: CGFloat) -> CGFloat { self - other }

    /// The product `self × factor`.
    public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }

    /// The square of the value, in `Double`.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
