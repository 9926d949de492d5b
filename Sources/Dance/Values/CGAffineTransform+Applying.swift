import Foundation

#if !canImport(CoreGraphics)
    extension CGPoint {
        /// The point mapped by `transform`: `(a·x + c·y + tx, b·x + d·y + ty)`.
        ///
        /// Mirrors `CGPoint.applying(_:)`.
        ///
        /// - Parameter transform: The transform to apply.
        /// - Returns: The transformed point.
        public func applying(_ transform: CGAffineTransform) -> CGPoint {
            CGPoint(
                x: transform.a * x + transform.c * y + transform.tx,
                y: transform.b * x + transform.d * y + transform.ty
            )
        }
    }

    extension CGSize {
        /// The size mapped by `transform` without its translation: `(a·w + c·h, b·w + d·h)`.
        ///
        /// Mirrors `CGSize.applying(_:)`. The result may be negative (a flip or a rotation
        /// past 90°); it is not made positive.
        ///
        /// - Parameter transform: The transform to apply.
        /// - Returns: The transformed size.
        public func applying(_ transform: CGAffineTransform) -> CGSize {
            CGSize(
                width: transform.a * width + transform.c * height,
                height: transform.b * width + transform.d * height
            )
        }
    }

    extension CGRect {
        /// The smallest rectangle containing the four transformed corners of this rectangle.
        ///
        /// Mirrors `CGRect.applying(_:)`: the result is the axis-aligned bounding box, so it is
        /// standardized (non-negative size) and, for a rotation, larger than the rectangle.
        /// The null rectangle is returned unchanged.
        ///
        /// - Parameter transform: The transform to apply.
        /// - Returns: The bounding box of the transformed corners.
        public func applying(_ transform: CGAffineTransform) -> CGRect {
            if isNull {
                return self
            }
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(transform) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let left = xs.dropFirst().reduce(xs[0], Swift.min)
            let right = xs.dropFirst().reduce(xs[0], Swift.max)
            let top = ys.dropFirst().reduce(ys[0], Swift.min)
            let bottom = ys.dropFirst().reduce(ys[0], Swift.max)
            return CGRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }
#endif
