import Foundation

#if !canImport(CoreGraphics)
    /// A 2-D affine transformation matrix, as CoreGraphics defines it on Apple platforms.
    ///
    /// Foundation on Linux lacks `CGAffineTransform`, so Dance defines it where CoreGraphics
    /// cannot be imported; on Apple platforms the system type is used and this declaration
    /// disappears. The conventions are CoreGraphics' own: the matrix
    ///
    /// ```
    /// | a   b   0 |
    /// | c   d   0 |
    /// | tx  ty  1 |
    /// ```
    ///
    /// multiplies a row vector `[x y 1]`, so a point maps to
    /// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`, and
    /// `t1.concatenating(t2)` applies `t1` first, then `t2`.
    public struct CGAffineTransform: Sendable, Hashable, CustomStringConvertible {
        /// The entry at row 1, column 1: scales `x` into `x'`.
        public var a: CGFloat

        /// The entry at row 1, column 2: carries `x` into `y'`.
        public var b: CGFloat

        /// The entry at row 2, column 1: carries `y` into `x'`.
        public var c: CGFloat

        /// The entry at row 2, column 2: scales `y` into `y'`.
        public var d: CGFloat

        /// The horizontal translation, added to `x'`.
        public var tx: CGFloat

        /// The vertical translation, added to `y'`.
        public var ty: CGFloat

        /// The identity transform `[1 0 0 1 0 0]` (mirrors `CGAffineTransform.identity`).
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// Creates a transform from its six matrix entries.
        ///
        /// Mirrors `CGAffineTransform(a:b:c:d:tx:ty:)`.
        ///
        /// - Parameters:
        ///   - a: Row 1, column 1.
        ///   - b: Row 1, column 2.
        ///   - c: Row 2, column 1.
        ///   - d: Row 2, column 2.
        ///   - tx: The horizontal translation.
        ///   - ty: The vertical translation.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// Creates the identity transform (mirrors `CGAffineTransform()`).
        public init() {
            self = .identity
        }

        /// Creates a transform that scales by `sx` horizontally and `sy` vertically.
        ///
        /// The matrix is `[sx 0 0 sy 0 0]` (mirrors `CGAffineTransform(scaleX:y:)`). Negative
        /// factors flip the axis.
        ///
        /// - Parameters:
        ///   - sx: The horizontal scale factor.
        ///   - sy: The vertical scale factor.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// Creates a transform that rotates by `angle` radians.
        ///
        /// The matrix is `[cos sin −sin cos 0 0]` (mirrors `CGAffineTransform(rotationAngle:)`):
        /// a positive angle turns the x axis toward the y axis, which is counterclockwise in a
        /// y-up space and clockwise on screen, where y points down.
        ///
        /// - Parameter angle: The angle in radians.
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(Foundation.cos(Double(angle)))
            let sine = CGFloat(Foundation.sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Creates a transform that moves points by `tx` horizontally and `ty` vertically.
        ///
        /// The matrix is `[1 0 0 1 tx ty]` (mirrors `CGAffineTransform(translationX:y:)`).
        ///
        /// - Parameters:
        ///   - tx: The horizontal translation.
        ///   - ty: The vertical translation.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// Whether the transform equals ``identity`` (mirrors `CGAffineTransform.isIdentity`).
        ///
        /// Entries compare with `==`, so `-0` counts as `0` and any NaN makes this `false`.
        public var isIdentity: Bool {
            self == .identity
        }

        /// The six entries, as `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
        public var description: String {
            "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
        }
    }
#endif
