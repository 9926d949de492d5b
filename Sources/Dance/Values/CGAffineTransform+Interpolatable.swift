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
    /// Each endpoint's angle is read from its matrix in −π…π and the two angles blend as plain
    /// numbers: the shorter way round is *not* chosen. Identity → `rotationAngle: .pi` turns
    /// through `+π/2`, identity → `rotationAngle: -.pi` through `−π/2`, but 0.9π → −0.9π turns
    /// 1.8π back through zero. A matrix cannot remember more than half a turn either way, so
    /// to spin further animate an angle (`Double`) and build the transform from it.
    ///
    /// ## Flips
    /// A single flip (negative determinant) becomes a negative scale on the axis that keeps the
    /// rotation smallest, so animating to `scaleX: -1, y: 1` squeezes through zero width. A
    /// double flip is a half turn and animates as a rotation.
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
        let start = TransformComponents(self)
        let end = TransformComponents(other)
        return start.interpolated(to: end, fraction: fraction).transform
    }
}
