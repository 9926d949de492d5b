import Foundation
import Testing

@testable import Dance

/// One property of every built-in type that blends additively, and one of a type of the
/// package's that has no storage of its own (`Float`, rendered by the generic code).
@MainActor
private final class EveryType: Dancing {
    @Animated var double = 0.0
    @Animated var cgFloat: CGFloat = 0
    @Animated var point = CGPoint.zero
    @Animated var size = CGSize.zero
    @Animated var rect = CGRect.zero
    @Animated var color = Color(red: 0, green: 0, blue: 0, alpha: 0)
    @Animated var float: Float = 0
}

/// Additive blending renders the same on every value type: each built-in type's storage
/// inlines the layered render for its own type, and the rest run the generic code.
@MainActor @Suite(.serialized) struct PropertyAnimatorAdditiveTypesTests {
    /// Every lane of the older animation goes 0 → `older`, then every lane of the newer one
    /// from there to `newer`.
    private func set(_ node: EveryType, _ lane: Double) {
        node.double = lane
        node.cgFloat = CGFloat(lane)
        node.point = CGPoint(x: lane, y: 2 * lane)
        node.size = CGSize(width: lane, height: 3 * lane)
        node.rect = CGRect(x: lane, y: -lane, width: 2 * lane, height: 4 * lane)
        node.color = Color(red: lane, green: lane / 2, blue: lane / 4, alpha: lane / 8)
        node.float = Float(lane)
    }

    /// The lanes the node shows, in one list: each lane's base value times its factor above.
    private func lanes(_ node: EveryType) -> [Double] {
        let rect = node.$rect.presentation
        let color = node.$color.presentation
        return [
            node.$double.presentation, Double(node.$cgFloat.presentation),
            node.$point.presentation.x, node.$point.presentation.y,
            node.$size.presentation.width, node.$size.presentation.height,
            rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
            color.red, color.green, color.blue, color.alpha, Double(node.$float.presentation),
        ]
    }

    /// The factor each lane of ``lanes(_:)`` has in ``set(_:_:)``.
    private let factors: [Double] = [1, 1, 1, 2, 1, 3, 1, -1, 2, 4, 1, 0.5, 0.25, 0.125, 1]
    /// How far each lane may be from the closed form: rounding of `Double`s, and of the `Float`.
    private let tolerances = [Double](repeating: 1e-12 * 100, count: 14) + [1e-5 * 100]

    @Test("an older linear track and a newer one blend the same way on every type")
    func everyType() {
        withEngine { clock in
            let node = EveryType()
            // Older: 0 → 80 over 2 s from 0. Newer, from 0.5 s: 80 → 20 over 1 s.
            let older = PropertyAnimator(duration: 2, curve: .linear) { set(node, 80) }
            older.startAnimation()
            clock.advance(to: 0.5)
            let newer = PropertyAnimator(duration: 1, curve: .linear) { set(node, 20) }
            newer.startAnimation()
            for time in [0.75, 1.0, 1.25] {
                clock.advance(to: time)
                // Newer: 80 + (20 − 80)·(t − 0.5); older's offset from its target: 80·t/2 − 80.
                let base = 80 + (20 - 80) * (time - 0.5) + (80 * time / 2 - 80)
                for (index, shown) in lanes(node).enumerated() {
                    let expected = base * factors[index]
                    #expect(abs(shown - expected) <= tolerances[index], "\(shown) vs \(expected)")
                }
            }
            // The newer one ends at 1.5 s; the older one's offset then runs out at 2 s.
            clock.advance(to: 2)
            for (index, shown) in lanes(node).enumerated() {
                #expect(abs(shown - 20 * factors[index]) <= tolerances[index])
            }
            #expect(older.state == .inactive && newer.state == .inactive)
        }
    }
}
