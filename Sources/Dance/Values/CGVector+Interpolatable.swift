import Foundation

extension CGVector: Interpolatable {
    /// The vector `fraction` of the way from `self` to `other`, `dx` and `dy` blended linearly.
    ///
    /// - Parameters:
    ///   - other: The vector at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended vector.
    public func interpolated(to other: CGVector, fraction: Double) -> CGVector {
        CGVector(
            dx: dx.interpolated(to: other.dx, fraction: fraction),
            dy: dy.interpolated(to: other.dy, fraction: fraction)
        )
    }
}
