/// A value the animation engine can blend between two endpoints.
///
/// `interpolated(to:fraction:)` returns `self` at fraction 0 and `other` at fraction 1. The
/// fraction may lie outside 0…1 — springs and curves with control points outside 0…1
/// overshoot — and conformances must extrapolate there rather than clamp.
///
/// A frame calls it (and a vector type's arithmetic) while it renders values, as do a scrub, a
/// start, a pause, a stop, a finish, recording a track and a velocity read outside a frame, so
/// it must not change animations: a call to an animator, a Dance handle, a `ManualClock` in use or an `@Animated`
/// set from there reports ``DanceError/StateReason/renderingFrame`` and changes nothing.
/// Compute the value and return it.
///
/// Conform your own types by blending their components:
///
/// ```swift
/// struct Temperature: Interpolatable {
///     var kelvin: Double
///     func interpolated(to other: Temperature, fraction: Double) -> Temperature {
///         Temperature(kelvin: kelvin.interpolated(to: other.kelvin, fraction: fraction))
///     }
/// }
/// ```
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `other` (0 gives `self`, 1 gives `other`).
    ///
    /// - Parameters:
    ///   - other: The value at fraction 1.
    ///   - fraction: Any finite number; values outside 0…1 extrapolate.
    /// - Returns: The blended value.
    func interpolated(to other: Self, fraction: Double) -> Self
}
