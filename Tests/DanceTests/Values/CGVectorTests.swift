import Foundation
import Testing

@testable import Dance

@Suite struct CGVectorTests {
    @Test("every initializer stores its components")
    func initializers() {
        let fromInts = CGVector(dx: 3, dy: -4)
        let fromDoubles = CGVector(dx: 1.5, dy: -2.5)
        let fromCGFloats = CGVector(dx: CGFloat(0.25), dy: CGFloat(8))
        let count = 7
        let fromIntVariables = CGVector(dx: count, dy: -count)
        #expect([fromInts.dx, fromInts.dy] == [3, -4])
        #expect([fromDoubles.dx, fromDoubles.dy] == [1.5, -2.5])
        #expect([fromCGFloats.dx, fromCGFloats.dy] == [0.25, 8])
        #expect([fromIntVariables.dx, fromIntVariables.dy] == [7, -7])
    }

    @Test("zero and the empty initializer are the zero vector")
    func zero() {
        #expect(CGVector.zero.dx == 0)
        #expect(CGVector.zero.dy == 0)
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 0, dy: 1) != .zero)
    }

    @Test("equal vectors hash equally and distinct ones are kept apart")
    func hashing() {
        let set: Set = [CGVector(dx: 1, dy: 2), CGVector(dx: 1.0, dy: 2.0), CGVector(dx: 2, dy: 1)]
        #expect(set.count == 2)
    }
}
