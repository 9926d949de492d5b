import Foundation

extension CGSize: Interpolatable {
    /// The size `fraction` of the way from `self` to `other`, width and height blended linearly.
    ///
    /// Never clamped: a fraction outside 0…1 may produce a negative width or height, which is
    /// returned as is.
    ///
    /// - Parameters:
    ///   - other: The size at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended size.
    public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
        CGSize(
            width: width.interpolated(to: other.width, fraction: fraction),
            height: height.interpolated(to: other.height, fraction: fraction)
        )
    }
}
