import Foundation

extension CGFloat: Interpolatable {
    /// The value `fraction` of the way from `self` to `other`: `self + (other - self) * fraction`.
    ///
    /// Linear and never clamped, like ``Swift/Double/interpolated(to:fraction:)``, whose IEEE 754
    /// behaviour for NaN and ±∞ it shares.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended value.
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
        CGFloat(Double(self).interpolated(to: Double(other), fraction: fraction))
    }
}
