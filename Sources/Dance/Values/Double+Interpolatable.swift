extension Double: Interpolatable {
    /// The value `fraction` of the way from `self` to `other`: `self + (other - self) * fraction`,
    /// and `other` itself at fraction 1.
    ///
    /// The blend is linear and never clamped, so fractions below 0 or above 1 extrapolate. At
    /// fraction 1 the formula can miss `other` by a unit in the last place (100 → 0.3 gives
    /// 0.29999999999999716), so exactly 1 returns `other`: an animation paused at its end, or
    /// scrubbed to 1, shows and keeps its target. Special values follow IEEE 754 arithmetic
    /// and never trap: NaN anywhere gives NaN; an infinite `other` gives ±∞ at every fraction
    /// other than 0; an infinite `self`, or an infinite `other` at fraction 0, gives NaN
    /// (`∞ − ∞` and `∞ × 0`), except at fraction 1; finite values more than about 1.8e308
    /// apart overflow to ±∞. Animate finite values.
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended value.
    public func interpolated(to other: Double, fraction: Double) -> Double {
        fraction == 1 ? other : self + (other - self) * fraction
    }
}
