import Foundation

extension CGAffineTransform: Interpolatable {
    /// The transform `fraction` of the way from `self` to `other`, blended by decomposition.
    ///
    /// As Core Animation and CSS do, each transform is split into translation, rotation, scale
    /// and shear (see `TransformComponents` for the exact rules), the components blend
    /// linearly, and the result is recomposed. So identity → `CGAffineTransform(rotationAngle:
    /// .pi)` turns through a quarter turn at fraction 0.5 instead of collapsing through a
    /// zero matrix, and identity → `CGAffineTransform(scaleX: 2, y: 2)` is exactly a 1.5 scale
    /// at 0.5.
    ///
    /// ## Rotation
    /// Each endpoint's angle is read from its matrix in −π…π, and the two blend the shorter way
    /// round, as Core Animation and CSS do: 0.9π → −0.9π turns 0.2π through π, and two matrices
    /// that differ only by rounding (one read as π, the other as −π) do not move. Exactly half
    /// a turn apart keeps the sign the matrix gives: identity → `rotationAngle: .pi` turns
    /// through `+π/2`, identity → `rotationAngle: -.pi` through `−π/2`. A matrix cannot
    /// remember more than half a turn either way, so to spin further animate an angle
    /// (`Double`) and build the transform from it.
    ///
    /// ## Flips
    /// A single flip (negative determinant) becomes a negative scale on the axis that keeps the
    /// rotation smallest, so animating to `scaleX: -1, y: 1` squeezes through zero width. A
    /// double flip is a half turn and animates as a rotation. A flip of x at one end and of y
    /// at the other (`scaleX: -1, y: 1` → `scaleX: 1, y: -1`, a half turn apart) animates as a
    /// half turn, never through a zero matrix.
    ///
    /// Fraction exactly 0 returns `self` and exactly 1 returns `other`, bit for bit; other
    /// fractions, including those outside 0…1, extrapolate the components. NaN propagates.
    ///
    /// - Parameters:
    ///   - other: The transform at fraction 1.
    ///   - fraction: Any number; values outside 0…1 extrapolate.
    /// - Returns: The blended transform.
    public func interpolated(to other: CGAffineTransform, fraction: Double) -> CGAffineTransform {
        if fraction == 0 {
            return self
        }
        if fraction == 1 {
            return other
        }
        var start = TransformComponents(self)
        var end = TransformComponents(other)
        // As the CSS Transforms interpolation of 2D matrices does: a flip of x at one end and
        // of y at the other is the same matrix as a half turn with the flips undone, which
        // blends without collapsing through a zero matrix…
        if (start.scaleX < 0 && end.scaleY < 0) || (start.scaleY < 0 && end.scaleX < 0) {
            start.scaleX = -start.scaleX
            start.scaleY = -start.scaleY
            start.shear = -start.shear
            start.rotation += start.rotation < 0 ? .pi : -.pi
        }
        // …and the angles differ by at most half a turn, so it never turns the long way.
        if abs(start.rotation - end.rotation) > .pi {
            if start.rotation > end.rotation {
                start.rotation -= 2 * .pi
            } else {
                end.rotation -= 2 * .pi
            }
        }
        return start.interpolated(to: end, fraction: fraction).transform
    }
}
