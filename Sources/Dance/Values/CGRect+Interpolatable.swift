import Foundation

extension CGRect: Interpolatable {
    /// The rectangle `fraction` of the way from `self` to `other`, origin and size blended.
    ///
    /// The stored `origin` and `size` blend linearly and separately; neither rectangle is
    /// standardized first, so a rectangle with a negative width keeps its own origin.
    /// Fractions outside 0…1 extrapolate and may give a negative size.
    ///
    /// - Parameters:
    ///   - other: The rectangle at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended rectangle.
    public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: other.origin, fraction: fraction),
            size: size.interpolated(to: other.size, fraction: fraction)
        )
    }
}
