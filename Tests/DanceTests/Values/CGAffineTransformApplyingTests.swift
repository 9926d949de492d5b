import Foundation
import Testing

@testable import Dance

@Suite struct CGAffineTransformApplyingTests {
    let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test("a point maps to (a·x + c·y + tx, b·x + d·y + ty)")
    func point() {
        #expect(CGPoint(x: 2, y: 3).applying(general) == CGPoint(x: 16, y: 22))
    }

    @Test("a size maps without translation to (a·w + c·h, b·w + d·h)")
    func size() {
        #expect(CGSize(width: 2, height: 3).applying(general) == CGSize(width: 11, height: 16))
        let flipped = CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGSize(width: -2, height: 3))
    }

    @Test("a rect maps to the bounding box of its transformed corners")
    func rectRotated() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let result = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(result.origin.x - -20) <= 1e-12)
        #expect(abs(result.origin.y - 0) <= 1e-12)
        #expect(abs(result.size.width - 20) <= 1e-12)
        #expect(abs(result.size.height - 10) <= 1e-12)
    }

    @Test("a flipped rect comes back standardized with a positive size")
    func rectFlipped() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let transform = CGAffineTransform(a: -1, b: 0, c: 0, d: 2, tx: 10, ty: 0)
        #expect(rect.applying(transform) == CGRect(x: 6, y: 4, width: 3, height: 8))
    }

    @Test("a rect under a shear grows to hold its slanted corners")
    func rectSheared() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(rect.applying(shear) == CGRect(x: 0, y: 0, width: 15, height: 10))
    }

    @Test("the null rect is returned unchanged")
    func rectNull() {
        #expect(CGRect.null.applying(general).isNull)
    }
}
