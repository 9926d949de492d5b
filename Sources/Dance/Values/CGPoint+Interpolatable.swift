import Foundation

extension CGPoint: Interpolatable {
    /// The point `fraction` of the way along the straight line from `self` to `other`.
    ///
    /// `x` and `y` blend independently and linearly; fractions outside 0…1 extrapolate along
    /// the same line.
    ///
    /// - Parameters:
    ///   - other: The point at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended point.
    public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(
            x: x.interpolated(to: other.x, fraction: fraction),
            y: y.interpolated(to: other.y, fraction: fraction)
        )
    }
}
