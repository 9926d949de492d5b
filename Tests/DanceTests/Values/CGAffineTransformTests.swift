import Foundation
import Testing

@testable import Dance

@Suite struct CGAffineTransformTests {
    // MARK: - Initializers

    @Test("the entry initializer stores a b c d tx ty in order")
    func entryInitializer() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(entries(transform) == [1, 2, 3, 4, 5, 6])
    }

    @Test("identity, the empty initializer and isIdentity agree")
    func identity() {
        #expect(entries(.identity) == [1, 0, 0, 1, 0, 0])
        #expect(CGAffineTransform() == .identity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-300).isIdentity)
        #expect(!CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
    }

    @Test("scale takes Double literals and variables and fills a and d")
    func scale() {
        let factor = 1.5
        #expect(entries(CGAffineTransform(scaleX: 1.5, y: 1.5)) == [1.5, 0, 0, 1.5, 0, 0])
        #expect(entries(CGAffineTransform(scaleX: factor, y: -2)) == [1.5, 0, 0, -2, 0, 0])
    }

    @Test("translation fills tx and ty")
    func translation() {
        #expect(entries(CGAffineTransform(translationX: 3, y: -4)) == [1, 0, 0, 1, 3, -4])
    }

    @Test(
        "rotation is [cos sin −sin cos 0 0] within 1e-15",
        arguments: [
            (Double.pi / 6, 3.0.squareRoot() / 2, 0.5),
            (Double.pi / 2, 0.0, 1.0),
            (Double.pi, -1.0, 0.0),
            (-Double.pi / 4, 0.5.squareRoot(), -(0.5.squareRoot())),
        ])
    func rotation(angle: Double, cosine: Double, sine: Double) {
        let expected = CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        #expect(maxDifference(CGAffineTransform(rotationAngle: angle), expected) <= 1e-15)
    }

    // MARK: - Concatenation

    @Test("concatenating multiplies the row-vector matrices self × other")
    func concatenatingGeneral() {
        let first = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let second = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(entries(first.concatenating(second)) == [25, 28, 57, 64, 100, 112])
    }

    @Test("concatenating applies self first: scale then move differs from move then scale")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(entries(scale.concatenating(move)) == [2, 0, 0, 3, 10, 20])
        #expect(entries(move.concatenating(scale)) == [2, 0, 0, 3, 20, 60])
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test("applying a concatenation equals applying each transform in turn")
    func concatenationMatchesSequentialApplication() {
        let first = CGAffineTransform(a: 1, b: -2, c: 3, d: 0.5, tx: 4, ty: -1)
        let second = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 7, ty: 2)
        let point = CGPoint(x: 3, y: -5)
        #expect(
            point.applying(first.concatenating(second)) == point.applying(first).applying(second))
    }

    // MARK: - Inversion

    @Test("inverted matches hand-computed inverses")
    func invertedByHand() {
        let scaleAndMove = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(entries(scaleAndMove.inverted()) == [0.5, 0, 0, 0.25, -3, -2])
        let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(entries(general.inverted()) == [-2, 1, 1.5, -0.5, 1, -2])
        #expect(general.concatenating(general.inverted()) == .identity)
    }

    @Test("a singular transform inverts to itself, as CoreGraphics does")
    func invertedSingular() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 3).inverted() == CGAffineTransform(scaleX: 0, y: 3))
    }

    @Test(
        "a transform times its inverse is the identity within 1e-12, in either order",
        arguments: [
            CGAffineTransform(rotationAngle: 0.7),
            CGAffineTransform(scaleX: -3, y: 0.25).rotated(by: 2),
            CGAffineTransform(a: 0.3, b: -1.2, c: 2.5, d: 0.7, tx: 3, ty: 4),
            CGAffineTransform(translationX: -100, y: 250).scaledBy(x: 4, y: 4),
        ])
    func inverseRoundTrip(transform: CGAffineTransform) {
        #expect(maxDifference(transform.concatenating(transform.inverted()), .identity) <= 1e-12)
        #expect(maxDifference(transform.inverted().concatenating(transform), .identity) <= 1e-12)
    }

    @Test("inverting a NaN transform gives NaN entries without trapping")
    func invertedNaN() {
        let inverse = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted()
        #expect(inverse.a.isNaN)
    }

    // MARK: - Prepending operations

    @Test("scaledBy prepends the scale: points are scaled, then transformed")
    func scaledBy() {
        let result = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(entries(result) == [2, 0, 0, 3, 10, 20])
        #expect(CGPoint(x: 1, y: 1).applying(result) == CGPoint(x: 12, y: 23))
    }

    @Test("translatedBy prepends the translation: points move, then are transformed")
    func translatedBy() {
        let result = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 2)
        #expect(entries(result) == [2, 0, 0, 3, 2, 6])
    }

    @Test("rotatedBy prepends the rotation: points turn, then are transformed")
    func rotatedBy() {
        let result = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let expected = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0)
        #expect(maxDifference(result, expected) <= 1e-15)
        let point = CGPoint(x: 1, y: 0).applying(result)
        #expect(abs(point.x - 10) <= 1e-15)
        #expect(abs(point.y - 1) <= 1e-15)
    }
}
