import Foundation

/// An affine transform split into translation, rotation, scale and shear, for interpolation.
///
/// A transform is rebuilt from its components as
///
/// ```
/// scale(sx, sy) and shear(h) → rotation(θ) → translation(tx, ty)
/// ```
///
/// applied to a point in that order: `(sx·x + h·y, sy·y)`, then a turn by `θ`, then a move.
/// In matrix terms (column vectors) the linear part is `R(θ) · U` with the upper-triangular
/// `U = [[sx, h], [0, sy]]`, the QR factorization of the transform, so every invertible
/// transform and every singular one whose first column `(a, b)` is not zero decompose and
/// recompose exactly (up to rounding, |error| ≤ 1e-12 for entries of order 1).
///
/// The shear is `U`'s own entry, not a factor of a scale: blended linearly, it stays between
/// its endpoints' values. (As a factor `k` of `sx`, `h = sx·k` blended as a product: from
/// identity to a transform that squashes x to 0.01 and shears by 0.5, the shear rose to 12.6
/// on the way, 25 times its end value.)
///
/// ## How the components are chosen
/// - `sx = ±‖(a, b)‖` and `θ = atan2(±b, ±a)`, so `θ` lies in −π…π. The sign of the sine
///   survives: `CGAffineTransform(rotationAngle: .pi)` (whose `b` is `+1.2e-16`) gives
///   `θ = π`, and `rotationAngle: -.pi` gives `θ = −π`.
/// - `sy = det / sx`, so with a positive determinant both scales are positive. A matrix that
///   flips both axes (`scaleX: -1, y: -1`) has a positive determinant and *is* a half turn;
///   it decomposes as `θ = π` with positive scales.
/// - With a negative determinant (one flip) the flip goes on the axis that keeps the
///   rotation smallest, as the CSS Transforms decomposition does: on x when `a < d`, else
///   on y. So `scaleX: -1, y: 1` decomposes as `sx = −1, θ = 0`, and animating to it squeezes
///   through zero width instead of spinning. A zero determinant whose first column points
///   left (`scaleX: -1, y: 0`) flips x the same way.
/// - `h = ±(a·c + b·d) / ‖(a, b)‖`, the second column's part along the first (with the sign
///   of `sx`).
/// - When the first column is zero (`a = b = 0`), `sx = 0`, `k = 0`, and the rotation and `sy`
///   come from the second column, with a negative `sy` when `d < 0`: so
///   `CGAffineTransform(scaleX: 0, y: 0)` is `θ = 0` and `scaleX: 0, y: -1` is `sy = −1`,
///   `θ = 0`.
/// - The lengths are computed without overflow: entries whose first column's length is a
///   finite `Double` decompose to finite components.
struct TransformComponents: Sendable, Hashable {
    /// The horizontal translation, `tx`.
    var translationX: Double

    /// The vertical translation, `ty`.
    var translationY: Double

    /// The rotation in radians, in −π…π as decomposed; any value when blended.
    var rotation: Double

    /// The horizontal scale factor; negative for a horizontal flip.
    var scaleX: Double

    /// The vertical scale factor; negative for a vertical flip.
    var scaleY: Double

    /// The shear: after scaling, `x` gains `shear · y` (`U`'s upper-right entry).
    var shear: Double

    /// Decomposes `transform` into its components by the rules in the type's discussion.
    ///
    /// - Parameter transform: Any transform; NaN entries give NaN components, never a trap.
    init(_ transform: CGAffineTransform) {
        let a = Double(transform.a)
        let b = Double(transform.b)
        let c = Double(transform.c)
        let d = Double(transform.d)
        translationX = Double(transform.tx)
        translationY = Double(transform.ty)
        // ‖(a, b)‖, through `hypot` only where the square would overflow or underflow (entries
        // beyond about 1e154 or below 1e-150), so common transforms decompose as fast as before.
        let lengthSquared = a * a + b * b
        let length =
            lengthSquared.isFinite && lengthSquared > 1e-300
            ? lengthSquared.squareRoot() : hypot(a, b)
        if length == 0 {
            scaleX = 0
            shear = 0
            // A lone flip of the second column goes on y (a negative sy), not into a half turn.
            let column = hypot(c, d)
            scaleY = d < 0 ? -column : column
            rotation = column == 0 ? 0 : d < 0 ? atan2(c, -d) : atan2(-c, d)
            return
        }
        // The first column as a unit vector, so that no product below overflows.
        let (unitA, unitB) = (a / length, b / length)
        let determinantOverLength = unitA * d - unitB * c
        // A flip (negative determinant, or a zero one whose first column points left) goes
        // on x when that keeps the rotation smaller.
        let flipsX =
            determinantOverLength < 0 ? a < d : determinantOverLength == 0 && a < 0
        scaleX = flipsX ? -length : length
        rotation = flipsX ? atan2(-b, -a) + 0 : atan2(b, a)
        scaleY = flipsX ? -determinantOverLength : determinantOverLength
        let along = unitA * c + unitB * d
        shear = flipsX ? -along : along
    }

    /// Creates components directly.
    init(
        translationX: Double, translationY: Double, rotation: Double,
        scaleX: Double, scaleY: Double, shear: Double
    ) {
        self.translationX = translationX
        self.translationY = translationY
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
    }

    /// The transform these components describe: `R(θ) · U`, then translation.
    var transform: CGAffineTransform {
        let cosine = cos(rotation)
        let sine = sin(rotation)
        return CGAffineTransform(
            a: CGFloat(scaleX * cosine),
            b: CGFloat(scaleX * sine),
            c: CGFloat(shear * cosine - scaleY * sine),
            d: CGFloat(shear * sine + scaleY * cosine),
            tx: CGFloat(translationX),
            ty: CGFloat(translationY)
        )
    }

    /// Each component blended linearly, `fraction` of the way to `other`'s.
    ///
    /// The rotation blends as a plain angle, never shortened or wrapped.
    ///
    /// - Parameters:
    ///   - other: The components at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended components.
    func interpolated(to other: TransformComponents, fraction: Double) -> TransformComponents {
        TransformComponents(
            translationX: translationX.interpolated(to: other.translationX, fraction: fraction),
            translationY: translationY.interpolated(to: other.translationY, fraction: fraction),
            rotation: rotation.interpolated(to: other.rotation, fraction: fraction),
            scaleX: scaleX.interpolated(to: other.scaleX, fraction: fraction),
            scaleY: scaleY.interpolated(to: other.scaleY, fraction: fraction),
            shear: shear.interpolated(to: other.shear, fraction: fraction)
        )
    }
}
