/// A value that supports vector arithmetic: it can be added, subtracted and scaled.
///
/// Conforming types get what plain ``Interpolatable`` values cannot have: an analytic velocity
/// (`$name.velocity`), additive blending when a newer animation meets an older one on the same
/// property, springs that start with a velocity in the property's own units, decay, and
/// keyframes. `Double`, `Float`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGVector` and
/// ``Color`` conform; types that are only `Interpolatable` keep taking a property over from its
/// presentation value when a newer animation starts.
///
/// The operations are named methods rather than operators, so that the conformances of the
/// CoreGraphics types never clash with `+` and `-` operators an app defines for them. The
/// arithmetic must be componentwise and linear: `a.adding(b).subtracting(b)` gives `a` (up to
/// rounding), `scaled(by: 0)` gives ``zero``, and `interpolated(to:fraction:)` must equal
/// `adding(other.subtracting(self).scaled(by: fraction))` up to rounding.
///
/// ```swift
/// struct Temperature: AnimatableVector {
///     var kelvin: Double
///     static let zero = Temperature(kelvin: 0)
///     func adding(_ other: Temperature) -> Temperature { Temperature(kelvin: kelvin + other.kelvin) }
///     func subtracting(_ other: Temperature) -> Temperature {
///         Temperature(kelvin: kelvin - other.kelvin)
///     }
///     func scaled(by factor: Double) -> Temperature { Temperature(kelvin: kelvin * factor) }
///     var magnitudeSquared: Double { kelvin * kelvin }
///     func interpolated(to other: Temperature, fraction: Double) -> Temperature {
///         Temperature(kelvin: kelvin.interpolated(to: other.kelvin, fraction: fraction))
///     }
/// }
/// ```
///
/// A conformance needs ``zero``, ``adding(_:)``, ``subtracting(_:)``, ``scaled(by:)``,
/// ``magnitudeSquared`` and ``Interpolatable/interpolated(to:fraction:)``. To conform a type
/// from another module, such as `SIMD3<Double>`, Swift 6 asks you to mark the conformances
/// `@retroactive` (without it, a warning; an error with warnings as errors). A conditional
/// conformance does not imply `Interpolatable`, so name both:
///
/// ```swift
/// extension SIMD3: @retroactive Interpolatable, @retroactive AnimatableVector
/// where Scalar == Double {
///     public func interpolated(to other: Self, fraction: Double) -> Self {
///         self + (other - self) * fraction
///     }
///     public func adding(_ other: Self) -> Self { self + other }
///     public func subtracting(_ other: Self) -> Self { self - other }
///     public func scaled(by factor: Double) -> Self { self * factor }
///     public var magnitudeSquared: Double { (self * self).sum() }
/// }
/// ```
///
/// `SIMD3` already has a `zero`, which satisfies ``zero``.
///
/// SwiftUI calls its counterpart `VectorArithmetic`; Dance uses its own name so that both
/// can be imported into one file.
public protocol AnimatableVector: Interpolatable {
    /// The value whose every component is zero: the additive identity.
    static var zero: Self { get }

    /// The componentwise sum of `self` and `other`.
    func adding(_ other: Self) -> Self

    /// The componentwise difference `self − other`.
    func subtracting(_ other: Self) -> Self

    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self

    /// The sum of the squares of the components (the squared Euclidean length).
    var magnitudeSquared: Double { get }
}
