import Foundation
import Testing

@testable import Dance

@Suite struct GeometryInterpolationTests {
    @Test(
        "CGPoint blends along the straight line and extrapolates",
        arguments: [
            (0.0, CGPoint(x: 0, y: 0)),
            (0.25, CGPoint(x: 2.5, y: -5)),
            (1.0, CGPoint(x: 10, y: -20)),
            (-0.5, CGPoint(x: -5, y: 10)),
            (1.5, CGPoint(x: 15, y: -30)),
        ])
    func pointBlends(fraction: Double, expected: CGPoint) {
        let start = CGPoint(x: 0, y: 0)
        let end = CGPoint(x: 10, y: -20)
        #expect(start.interpolated(to: end, fraction: fraction) == expected)
    }

    @Test(
        "CGSize blends width and height and may extrapolate below zero",
        arguments: [
            (0.5, CGSize(width: 20, height: 40)),
            (-1.0, CGSize(width: -10, height: -20)),
            (1.5, CGSize(width: 40, height: 80)),
        ])
    func sizeBlends(fraction: Double, expected: CGSize) {
        let start = CGSize(width: 10, height: 20)
        let end = CGSize(width: 30, height: 60)
        #expect(start.interpolated(to: end, fraction: fraction) == expected)
    }

    @Test(
        "CGRect blends origin and size separately",
        arguments: [
            (0.5, CGRect(x: 5, y: 10, width: 20, height: 25)),
            (-0.5, CGRect(x: -5, y: -10, width: 0, height: -5)),
            (1.5, CGRect(x: 15, y: 30, width: 40, height: 55)),
        ])
    func rectBlends(fraction: Double, expected: CGRect) {
        let start = CGRect(x: 0, y: 0, width: 10, height: 10)
        let end = CGRect(x: 10, y: 20, width: 30, height: 40)
        let result = start.interpolated(to: end, fraction: fraction)
        #expect(result.origin == expected.origin)
        #expect(result.size == expected.size)
    }

    @Test("CGRect with a negative width is blended as stored, not standardized")
    func rectKeepsNegativeWidth() {
        let start = CGRect(x: 10, y: 0, width: -10, height: 5)
        let end = CGRect(x: 20, y: 0, width: -10, height: 5)
        let result = start.interpolated(to: end, fraction: 0.5)
        #expect(result.origin.x == 15)
        #expect(result.size.width == -10)
    }

    @Test(
        "CGVector blends dx and dy and extrapolates",
        arguments: [
            (0.5, CGVector(dx: 2, dy: 4)),
            (1.5, CGVector(dx: 4, dy: 8)),
            (-0.5, CGVector(dx: 0, dy: 0)),
        ])
    func vectorBlends(fraction: Double, expected: CGVector) {
        let start = CGVector(dx: 1, dy: 2)
        let end = CGVector(dx: 3, dy: 6)
        #expect(start.interpolated(to: end, fraction: fraction) == expected)
    }

    @Test("NaN in a point component stays in that component only")
    func pointNaN() {
        let result = CGPoint(x: CGFloat.nan, y: 0).interpolated(
            to: CGPoint(x: 1, y: 2), fraction: 0.5)
        #expect(result.x.isNaN)
        #expect(result.y == 1)
    }
}
