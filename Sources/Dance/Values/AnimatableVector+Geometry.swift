import Foundation

extension CGPoint: AnimatableVector {
    /// The point with both coordinates added: `(x + other.x, y + other.y)`.
    public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }

    /// The point with both coordinates subtracted: `(x − other.x, y − other.y)`.
    public func subtracting(_ other: CGPoint) -> CGPoint {
        CGPoint(x: x - other.x, y: y - other.y)
    }

    /// The point with both coordinates multiplied by `factor`.
    public func scaled(by factor: Double) -> CGPoint {
        CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor))
    }

    /// `x² + y²`.
    public var magnitudeSquared: Double { Double(x * x + y * y) }
}

extension CGSize: AnimatableVector {
    /// The size with both dimensions added.
    public func adding(_ other: CGSize) -> CGSize {
        CGSize(width: width + other.width, height: height + other.height)
    }

    /// The size with both dimensions subtracted (may be negative).
    public func subtracting(_ other: CGSize) -> CGSize {
        CGSize(width: width - other.width, height: height - other.height)
    }

    /// The size with both dimensions multiplied by `factor`.
    public func scaled(by factor: Double) -> CGSize {
        CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
    }

    /// `width² + height²`.
    public var magnitudeSquared: Double { Double(width * width + height * height) }
}

extension CGRect: AnimatableVector {
    /// The rectangle whose stored origin and size are the sums of both rectangles'.
    public func adding(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }

    /// The rectangle whose stored origin and size are the differences of both rectangles'.
    public func subtracting(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }

    /// The rectangle with its stored origin and size multiplied by `factor`.
    public func scaled(by factor: Double) -> CGRect {
        CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }

    /// `x² + y² + width² + height²` of the stored origin and size.
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

extension CGVector: AnimatableVector {
    /// The componentwise sum.
    public func adding(_ other: CGVector) -> CGVector {
        CGVector(dx: dx + other.dx, dy: dy + other.dy)
    }

    /// The componentwise difference.
    public func subtracting(_ other: CGVector) -> CGVector {
        CGVector(dx: dx - other.dx, dy: dy - other.dy)
    }

    /// The vector with both components multiplied by `factor`.
    public func scaled(by factor: Double) -> CGVector {
        CGVector(dx: dx * CGFloat(factor), dy: dy * CGFloat(factor))
    }

    /// `dx² + dy²`.
    public var magnitudeSquared: Double { Double(dx * dx + dy * dy) }
}
