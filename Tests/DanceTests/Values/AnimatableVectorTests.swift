import Foundation
import Testing

@testable import Dance

@Suite struct AnimatableVectorTests {
    /// Checks the laws every conformance must keep, on values whose arithmetic is exact.
    private func checkLaws<V: AnimatableVector & Equatable>(_ a: V, _ b: V, _ magnitude: Double) {
        #expect(a.adding(b).subtracting(b) == a)
        #expect(a.adding(V.zero) == a)
        #expect(a.subtracting(a) == V.zero)
        #expect(a.scaled(by: 0) == V.zero)
        #expect(a.scaled(by: 1) == a)
        #expect(a.scaled(by: 2) == a.adding(a))
        #expect(a.magnitudeSquared == magnitude)
        // Interpolation agrees with the arithmetic (exact for these dyadic values).
        for fraction in [0.0, 0.25, 0.5, 1, 1.5, -0.5] {
            let blended = a.interpolated(to: b, fraction: fraction)
            #expect(blended == a.adding(b.subtracting(a).scaled(by: fraction)))
        }
    }

    @Test("scalars add, subtract and scale exactly")
    func scalars() {
        checkLaws(3.0, -1.5, 9)
        checkLaws(Float(3), Float(-1.5), 9)
        checkLaws(CGFloat(3), CGFloat(-1.5), 9)
    }

    @Test("geometry adds, subtracts and scales componentwise")
    func geometry() {
        checkLaws(CGPoint(x: 3, y: 4), CGPoint(x: -1, y: 0.5), 25)
        checkLaws(CGSize(width: 1, height: 2), CGSize(width: 8, height: -4), 5)
        checkLaws(
            CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 0, y: -2, width: 6, height: 0.5), 30)
        checkLaws(CGVector(dx: -2, dy: 1), CGVector(dx: 4, dy: 4), 5)
    }

    @Test("colors add, subtract and scale all four components, unclamped")
    func colors() {
        checkLaws(
            Color(red: 1, green: 0.5, blue: 0.25, alpha: 1),
            Color(red: 0, green: 1, blue: 0.5, alpha: 0.5), 1 + 0.25 + 0.0625 + 1)
        #expect(Color.zero == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color.white.adding(.white).red == 2)
    }

    @Test("Float scales in Double and rounds once")
    func floatScalesInDouble() {
        let third = Float(1).scaled(by: 1.0 / 3)
        #expect(third == Float(1.0 / 3))
    }
}
