extension Double: Interpolatable {
    /// The value `fraction` of the way from `self` to `other`: `self + (other - self) * fraction`.
    ///
    /// The blend is linear and never clamped, so fractions below 0 or above 1 extrapolate.
    /// Special values follow IEEE 754 arithmetic and never trap: NaN anywhere gives NaN, an
    /// infinite endpoint gives ±∞ inside the range, and `∞` blended with `∞` (or any infinite
    /// difference at fraction 0) gives NaN.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended value.
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}
