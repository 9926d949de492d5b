import Foundation
import Testing

@testable import Dance

@Suite struct CGAffineTransformInterpolationTests {
    @Test("identity to a half turn passes through exactly a quarter turn at 0.5")
    func halfTurnMidpoint() {
        let result = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(rotationAngle: .pi), fraction: 0.5)
        #expect(abs(result.a) <= 1e-12)
        #expect(abs(result.b - 1) <= 1e-12)
        #expect(abs(result.c + 1) <= 1e-12)
        #expect(abs(result.d) <= 1e-12)
    }

    @Test("identity to a negative half turn turns the other way, through −π/2")
    func negativeHalfTurnMidpoint() {
        let result = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(rotationAngle: -.pi), fraction: 0.5)
        let expected = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        #expect(maxDifference(result, expected) <= 1e-12)
    }

    @Test(
        "rotation blends as an angle at every fraction, extrapolating too",
        arguments: [0.25, 0.5, 0.75, -0.5, 1.5])
    func rotationBlendsAsAngle(fraction: Double) {
        let result = CGAffineTransform(rotationAngle: 0.2).interpolated(
            to: CGAffineTransform(rotationAngle: 1.4), fraction: fraction)
        let expected = CGAffineTransform(rotationAngle: 0.2 + 1.2 * fraction)
        #expect(maxDifference(result, expected) <= 1e-12)
    }

    @Test(
        "scale 1 → 2 is exactly 1 + fraction, including outside 0…1",
        arguments: [(0.5, 1.5), (0.25, 1.25), (-0.5, 0.5), (1.5, 2.5)])
    func scaleBlendsExactly(fraction: Double, expected: Double) {
        let result = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(scaleX: 2, y: 2), fraction: fraction)
        #expect(entries(result) == [expected, 0, 0, expected, 0, 0])
    }

    @Test(
        "translation blends linearly",
        arguments: [(0.25, 2.5, -5.0), (0.5, 5, -10), (-0.5, -5, 10), (1.5, 15, -30)])
    func translationBlends(fraction: Double, tx: Double, ty: Double) {
        let result = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(translationX: 10, y: -20), fraction: fraction)
        #expect(entries(result) == [1, 0, 0, 1, tx, ty])
    }

    @Test("rotation and scale blend together: a quarter turn at 3× is an eighth turn at 2× halfway")
    func rotationAndScale() {
        let end = CGAffineTransform(scaleX: 3, y: 3).rotated(by: .pi / 2)
        let result = CGAffineTransform.identity.interpolated(to: end, fraction: 0.5)
        let expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2)
        #expect(maxDifference(result, expected) <= 1e-12)
    }

    @Test("flipping x squeezes through zero width instead of spinning")
    func singleFlip() {
        let result = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(scaleX: -1, y: 1), fraction: 0.5)
        #expect(maxDifference(result, CGAffineTransform(scaleX: 0, y: 1)) <= 1e-12)
    }

    @Test("flipping both axes is a half turn and animates as one")
    func doubleFlip() {
        let result = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(scaleX: -1, y: -1), fraction: 0.5)
        #expect(maxDifference(result, CGAffineTransform(rotationAngle: .pi / 2)) <= 1e-12)
    }

    @Test("fractions 0 and 1 return the endpoints exactly")
    func endpoints() {
        let start = CGAffineTransform(a: 0.3, b: -1.2, c: 2.5, d: 0.7, tx: 3, ty: 4)
        let end = CGAffineTransform(scaleX: -2, y: 0.5).rotated(by: 2.9)
        #expect(start.interpolated(to: end, fraction: 0) == start)
        #expect(start.interpolated(to: end, fraction: 1) == end)
    }

    @Test("fractions next to 0 and 1 land within 1e-12 of the endpoints")
    func nearEndpoints() {
        let start = CGAffineTransform(a: 0.3, b: -1.2, c: 2.5, d: 0.7, tx: 3, ty: 4)
        let end = CGAffineTransform(scaleX: -2, y: 0.5).rotated(by: 2.9).translatedBy(x: 1, y: 1)
        let nearStart = start.interpolated(to: end, fraction: Double.leastNonzeroMagnitude)
        let nearEnd = start.interpolated(to: end, fraction: 1.0.nextDown)
        #expect(maxDifference(nearStart, start) <= 1e-12)
        #expect(maxDifference(nearEnd, end) <= 1e-12)
    }

    @Test("a NaN fraction gives NaN entries without trapping")
    func nanFraction() {
        let result = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(rotationAngle: 1), fraction: .nan)
        #expect(result.a.isNaN)
        #expect(result.tx.isNaN)
    }

    @Test("angles more than half a turn apart blend the short way, through ±π")
    func shortestRotation() {
        let result = CGAffineTransform(rotationAngle: 0.9 * .pi).interpolated(
            to: CGAffineTransform(rotationAngle: -0.9 * .pi), fraction: 0.5)
        #expect(maxDifference(result, CGAffineTransform(rotationAngle: .pi)) <= 1e-12)
        let quarter = CGAffineTransform(rotationAngle: 0.9 * .pi).interpolated(
            to: CGAffineTransform(rotationAngle: -0.9 * .pi), fraction: 0.25)
        #expect(maxDifference(quarter, CGAffineTransform(rotationAngle: 0.95 * .pi)) <= 1e-12)
    }

    @Test("two matrices equal up to rounding, read as π and −π, do not move")
    func equalHalfTurnsStayPut() {
        let halfTurn = CGAffineTransform(scaleX: -1, y: -1)  // b = +0: read as π
        let sameMatrix = CGAffineTransform(scaleX: -1, y: 1)
            .concatenating(CGAffineTransform(scaleX: 1, y: -1))  // b = −0: read as −π
        #expect(halfTurn == sameMatrix)
        for fraction in [0.25, 0.5, 0.75] {
            #expect(
                maxDifference(halfTurn.interpolated(to: sameMatrix, fraction: fraction), halfTurn)
                    <= 1e-12)
        }
        let result = CGAffineTransform(rotationAngle: .pi).interpolated(
            to: CGAffineTransform(rotationAngle: -.pi), fraction: 0.5)
        #expect(maxDifference(result, CGAffineTransform(rotationAngle: .pi)) <= 1e-12)
    }

    @Test("a flip of x at one end and of y at the other turns half a turn, never through zero")
    func oppositeFlipsTurn() {
        let flipX = CGAffineTransform(scaleX: -1, y: 1)
        let flipY = CGAffineTransform(scaleX: 1, y: -1)
        for fraction in stride(from: 0.1, to: 1, by: 0.1) {
            let result = flipX.interpolated(to: flipY, fraction: fraction)
            // flipX is flipY turned by −π (CSS undoes the flips at the start, whose angle 0 then
            // becomes −π): R(−π(1 − f)) · S(1, −1), determinant −1 throughout.
            let angle = -.pi * (1 - fraction)
            let expected = CGAffineTransform(
                a: cos(angle), b: sin(angle), c: sin(angle), d: -cos(angle), tx: 0, ty: 0)
            #expect(maxDifference(result, expected) <= 1e-12, "at \(fraction)")
        }
    }

    @Test("a flip with a zero scale squeezes as the nearby non-singular flip does, no turn")
    func singularFlipsSqueeze() {
        let squeezeX = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(scaleX: -1, y: 0), fraction: 0.5)
        #expect(squeezeX == CGAffineTransform(a: 0, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        let nearby = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(scaleX: -1, y: 0.001), fraction: 0.5)
        #expect(maxDifference(squeezeX, nearby) <= 0.001)
        let squeezeY = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(scaleX: 0, y: -1), fraction: 0.5)
        #expect(squeezeY == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test("huge and tiny entries decompose without overflow or underflow")
    func extremeEntries() {
        let huge = CGAffineTransform.identity.interpolated(
            to: CGAffineTransform(scaleX: 1e200, y: 1e200), fraction: 0.5)
        #expect(abs(huge.a / 5e199 - 1) <= 1e-12)
        #expect(abs(huge.d / 5e199 - 1) <= 1e-12)
        #expect(huge.b == 0)
        #expect(huge.c == 0)
        let tiny = CGAffineTransform(a: 1e-170, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let components = TransformComponents(tiny)
        #expect(components.scaleX == 1e-170)
        #expect(components.transform.a == 1e-170)
    }
}
