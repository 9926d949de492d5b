import Foundation

#if !canImport(CoreGraphics)
    extension CGAffineTransform {
        /// The transform that applies `self` first and then `other`.
        ///
        /// Mirrors `CGAffineTransform.concatenating(_:)`: the matrix product `self × other` in
        /// CoreGraphics' row-vector convention, so for every point
        /// `p.applying(t1.concatenating(t2)) == p.applying(t1).applying(t2)` up to rounding.
        ///
        /// - Parameter other: The transform applied second.
        /// - Returns: The combined transform.
        public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * other.a + b * other.c,
                b: a * other.b + b * other.d,
                c: c * other.a + d * other.c,
                d: c * other.b + d * other.d,
                tx: tx * other.a + ty * other.c + other.tx,
                ty: tx * other.b + ty * other.d + other.ty
            )
        }

        /// The transform that undoes `self`, or `self` unchanged when it cannot be inverted.
        ///
        /// Mirrors `CGAffineTransform.inverted()`, including its rule for a singular matrix
        /// (determinant `a·d − b·c` exactly 0): CoreGraphics returns the transform unchanged,
        /// and so does this. NaN entries give NaN entries; nothing traps.
        ///
        /// - Returns: The inverse, such that `self.concatenating(self.inverted())` is the
        ///   identity up to rounding.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            if determinant == 0 {
                return self
            }
            return CGAffineTransform(
                a: d / determinant,
                b: -b / determinant,
                c: -c / determinant,
                d: a / determinant,
                tx: (c * ty - d * tx) / determinant,
                ty: (b * tx - a * ty) / determinant
            )
        }

        /// The transform that scales by (`sx`, `sy`) and then applies `self`.
        ///
        /// Mirrors `CGAffineTransform.scaledBy(x:y:)`, which prepends the scale:
        /// `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`.
        ///
        /// - Parameters:
        ///   - sx: The horizontal scale factor.
        ///   - sy: The vertical scale factor.
        /// - Returns: The combined transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// The transform that rotates by `angle` radians and then applies `self`.
        ///
        /// Mirrors `CGAffineTransform.rotated(by:)`, which prepends the rotation:
        /// `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
        ///
        /// - Parameter angle: The angle in radians.
        /// - Returns: The combined transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The transform that translates by (`tx`, `ty`) and then applies `self`.
        ///
        /// Mirrors `CGAffineTransform.translatedBy(x:y:)`, which prepends the translation:
        /// `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`.
        ///
        /// - Parameters:
        ///   - tx: The horizontal translation.
        ///   - ty: The vertical translation.
        /// - Returns: The combined transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }
    }
#endif
