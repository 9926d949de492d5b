import Foundation
import Testing

@testable import Dance

@Suite struct CGAffineTransformDecompositionTests {
    /// Shear 0.4, then scale (2, 3), then rotate 1.1 rad, then move (5, −7), built with the
    /// CoreGraphics operations rather than the decomposition's own formula.
    static let composed = CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0)
        .concatenating(CGAffineTransform(scaleX: 2, y: 3))
        .concatenating(CGAffineTransform(rotationAngle: 1.1))
        .concatenating(CGAffineTransform(translationX: 5, y: -7))

    /// (transform, expected translationX, translationY, rotation, scaleX, scaleY, shear); the
    /// shear is `U`'s entry, the scale times the shear factor (`composed`: 2 × 0.4).
    static let knownComponents: [(CGAffineTransform, [Double])] = [
        (.identity, [0, 0, 0, 1, 1, 0]),
        (composed, [5, -7, 1.1, 2, 3, 0.8]),
        (CGAffineTransform(translationX: 3, y: -4), [3, -4, 0, 1, 1, 0]),
        (CGAffineTransform(rotationAngle: .pi), [0, 0, .pi, 1, 1, 0]),
        (CGAffineTransform(rotationAngle: -.pi), [0, 0, -.pi, 1, 1, 0]),
        (CGAffineTransform(rotationAngle: .pi / 2), [0, 0, .pi / 2, 1, 1, 0]),
        (CGAffineTransform(scaleX: 2, y: 3), [0, 0, 0, 2, 3, 0]),
        (CGAffineTransform(scaleX: -1, y: 1), [0, 0, 0, -1, 1, 0]),
        (CGAffineTransform(scaleX: 1, y: -1), [0, 0, 0, 1, -1, 0]),
        (CGAffineTransform(scaleX: -1, y: -1), [0, 0, .pi, 1, 1, 0]),
        (
            CGAffineTransform(scaleX: -2, y: 0.5).concatenating(
                CGAffineTransform(rotationAngle: 0.3)),
            [0, 0, 0.3, -2, 0.5, 0]
        ),
        (CGAffineTransform(scaleX: 0, y: 0), [0, 0, 0, 0, 0, 0]),
        (CGAffineTransform(scaleX: 0, y: 2), [0, 0, 0, 0, 2, 0]),
    ]

    @Test(
        "transforms decompose into their known components within 1e-12", arguments: knownComponents)
    func decomposesIntoKnownComponents(transform: CGAffineTransform, expected: [Double]) {
        let components = TransformComponents(transform)
        let expectedComponents = TransformComponents(
            translationX: expected[0], translationY: expected[1], rotation: expected[2],
            scaleX: expected[3], scaleY: expected[4], shear: expected[5])
        #expect(maxDifference(components, expectedComponents) <= 1e-12)
    }

    @Test(
        "decomposing and recomposing reproduces the transform within 1e-12",
        arguments: knownComponents.map(\.0) + [
            CGAffineTransform(a: 0.3, b: -1.2, c: 2.5, d: 0.7, tx: 3, ty: 4),
            CGAffineTransform(a: -0.5, b: 1.5, c: 2, d: 0.25, tx: -1, ty: 9),
            CGAffineTransform(a: 0.25, b: 1.5, c: 2, d: -0.5, tx: 0, ty: 0),
            CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6),
            CGAffineTransform(a: 0, b: 0, c: 1, d: 1, tx: 0, ty: 0),
            CGAffineTransform(scaleX: -1, y: -1).rotated(by: 0.4).translatedBy(x: 2, y: 3),
        ])
    func roundTrip(transform: CGAffineTransform) {
        #expect(maxDifference(TransformComponents(transform).transform, transform) <= 1e-12)
    }

    @Test("a squashed and sheared end: the shear blends between its ends, never beyond")
    func shearStaysBetweenItsEnds() {
        // Scale x by 0.01, then shear by 0.5 (c = 0.5), from identity: CSS-style by hand, at
        // 0.5 the scale is 0.505 and the shear 0.25.
        let end = CGAffineTransform(scaleX: 0.01, y: 1)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
        let half = CGAffineTransform.identity.interpolated(to: end, fraction: 0.5)
        #expect(abs(Double(half.a) - 0.505) <= 1e-12)
        #expect(abs(Double(half.c) - 0.25) <= 1e-12)
        #expect(half.b == 0 && half.d == 1)
        for step in 0...100 {
            let blended = CGAffineTransform.identity.interpolated(
                to: end, fraction: Double(step) / 100)
            #expect(abs(Double(blended.c)) <= 0.5)
        }
    }

    @Test("a first column near zero still decomposes to finite components that recompose")
    func tinyFirstColumn() {
        for transform in [
            CGAffineTransform(a: .leastNonzeroMagnitude, b: 0, c: 1, d: 1, tx: 0, ty: 0),
            CGAffineTransform(a: 1e-200, b: 0, c: 1e200, d: 1, tx: 0, ty: 0),
        ] {
            let components = TransformComponents(transform)
            #expect(components.shear.isFinite)
            let tolerance = 1e-12 * max(1, abs(Double(transform.c)))
            #expect(maxDifference(components.transform, transform) <= tolerance)
        }
    }

    @Test("a single flip goes on x when a < d and on y otherwise")
    func flipAxisChoice() {
        let flippedX = TransformComponents(CGAffineTransform(scaleX: -3, y: 2))
        #expect(flippedX.scaleX == -3)
        #expect(flippedX.scaleY == 2)
        let flippedY = TransformComponents(CGAffineTransform(scaleX: 3, y: -2))
        #expect(flippedY.scaleX == 3)
        #expect(flippedY.scaleY == -2)
    }

    @Test("the rotation keeps the sign of the sine, so a half turn either way stays distinct")
    func halfTurnSign() {
        #expect(TransformComponents(CGAffineTransform(rotationAngle: .pi)).rotation == .pi)
        #expect(TransformComponents(CGAffineTransform(rotationAngle: -.pi)).rotation == -.pi)
    }

    @Test("NaN entries give NaN components without trapping")
    func nanEntries() {
        let components = TransformComponents(
            CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(components.scaleX.isNaN)
        #expect(components.transform.a.isNaN)
    }
}
