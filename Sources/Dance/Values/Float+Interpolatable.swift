extension Float: Interpolatable {
    /// The value `fraction` of the way from `self` to `other`, computed in `Double` precision.
    ///
    /// The blend is `self + (other - self) * fraction`, evaluated in `Double` and rounded to
    /// `Float` once, so the fraction is not rounded to `Float` first. Never clamped: fractions
    /// outside 0…1 extrapolate, and results beyond `Float`'s range become ±∞ rather than
    /// trapping. NaN propagates.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended value.
    public func interpolated(to other: Float, fraction: Double) -> Float {
        Float(Double(self).interpolated(to: Double(other), fraction: fraction))
    }
}
