extension Double: Interpolatable {
    /// The value `fraction` of the way from `self` to `other`: `self + (other - self) * fraction`.
    ///
    /// The blend is linear and never clamped, so fractions below 0 or above 1 extrapolate.
    /// Special values follow IEEE 754 arithmetic and never trap: NaN anywhere gives NaN; an
    /// infinite `other` gives ±∞ at every fraction other than 0; an infinite `self`, or an
    /// infinite `other` at fraction 0, gives NaN (`∞ − ∞` and `∞ × 0`). Animate finite values.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended value.
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}
