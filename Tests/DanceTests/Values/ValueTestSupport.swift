import Foundation

@testable import Dance

/// The largest absolute difference between corresponding entries, or ∞ when any is NaN.
func maxDifference(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform) -> Double {
    let differences = [
        lhs.a - rhs.a, lhs.b - rhs.b, lhs.c - rhs.c,
        lhs.d - rhs.d, lhs.tx - rhs.tx, lhs.ty - rhs.ty,
    ]
    return differences.reduce(0) { $1.isNaN ? .infinity : max($0, abs(Double($1))) }
}

/// The largest absolute difference between corresponding components, or ∞ when any is NaN.
func maxDifference(_ lhs: TransformComponents, _ rhs: TransformComponents) -> Double {
    let differences = [
        lhs.translationX - rhs.translationX, lhs.translationY - rhs.translationY,
        lhs.rotation - rhs.rotation, lhs.scaleX - rhs.scaleX,
        lhs.scaleY - rhs.scaleY, lhs.shear - rhs.shear,
    ]
    return differences.reduce(0) { $1.isNaN ? .infinity : max($0, abs($1)) }
}

/// The six entries of a transform, for exact comparisons that print readably.
func entries(_ transform: CGAffineTransform) -> [Double] {
    [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        .map { Double($0) }
}
