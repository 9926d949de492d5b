import Foundation
import Testing

@testable import Dance

/// Dance's `animate` on a node with a running animation: the old one ends at `.current` and a
/// spring in the new one starts with each property's velocity.
@MainActor @Suite(.serialized) struct DanceVelocityHandoffTests {
    nonisolated static let ratios = [0.3, 1.0, 2.0]

    @Test(
        "a spring after the hand-off starts with the velocity: no jump in position or velocity",
        arguments: ratios)
    func springHandOff(ratio: Double) {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let before = node.$center.presentation.x
        let velocity = node.$center.velocity.x
        #expect(abs(velocity - 100) <= 1e-9)
        node.dance.animate(duration: 1, dampingRatio: ratio) { $0.center.x = 300 }.start()
        #expect(abs(node.$center.presentation.x - before) <= 1e-9)
        #expect(abs(node.$center.velocity.x - velocity) <= 1e-9 * abs(velocity))
        let spring = SpringTimingParameters(dampingRatio: ratio).fitted(toDuration: 1)
        let times = [0.1, 0.3, 0.6]
        let expected = TimingReference.springDisplacement(
            spring, d0: Double(before) - 300, v: 100, times: times)
        for (time, displacement) in zip(times, expected) {
            fixture.clock.advance(to: 1 + time)
            #expect(abs(Double(node.$center.presentation.x) - (300 + displacement)) <= 1e-6)
        }
        fixture.clock.advance(to: 2)
        #expect(node.$center.presentation.x == 300)
        #expect(node.$center.velocity.x == 0)
        fixture.expectClean()
    }

    @Test("a hand-off to a spring whose target is where the value is still moves and comes back")
    func zeroDistance() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let here = Double(node.$center.presentation.x)
        node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.center.x = CGFloat(here) }.start()
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        let spring = SpringTimingParameters(dampingRatio: 0.5).fitted(toDuration: 1)
        let times = [0.05, 0.2, 0.5]
        let expected = TimingReference.springDisplacement(spring, d0: 0, v: 100, times: times)
        #expect(expected[0] > 1)
        for (time, displacement) in zip(times, expected) {
            fixture.clock.advance(to: 1 + time)
            #expect(abs(Double(node.$center.presentation.x) - (here + displacement)) <= 1e-6)
        }
        fixture.clock.advance(to: 2)
        #expect(Double(node.$center.presentation.x) == here)
        fixture.expectClean()
    }

    @Test("a spring given its own initial velocity keeps it (relative to the distance)")
    func ownVelocityWins() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let spring = SpringTimingParameters(
            dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 0))
        node.dance.animate(duration: 1, timingParameters: spring) { $0.center.x = 300 }.start()
        #expect(abs(node.$center.velocity.x - 2 * 195) <= 1e-9 * 390)
        fixture.clock.advance(to: 2)
        fixture.expectClean()
    }

    @Test("a curve after the hand-off starts with its own slope: easeInOut from rest")
    func curveIgnoresVelocity() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        node.dance.animate(duration: 1, curve: .easeInOut) { $0.center.x = 300 }.start()
        #expect(node.$center.velocity.x == 0)
        fixture.clock.advance(to: 2)
        fixture.expectClean()
    }

    @Test("decay with Dance's animate: the duration is the settling duration")
    func decayWithDance() {
        let fixture = DanceFixture()
        let node = makeNode()
        let decay = DecayTimingParameters(decelerationRate: 0.99)
        let target = decay.projectedValue(from: node.center, initialVelocity: CGPoint(x: 500, y: 0))
        node.dance.animate(duration: 0, timingParameters: decay) { $0.center = target }.start()
        #expect(node.dance.animator?.duration == decay.settlingDuration)
        #expect(abs(node.$center.velocity.x - 500) <= 1e-9 * 500)
        fixture.clock.advance(to: 0.25)
        let expected = 5 + (target.x - 5) * decay.value(at: 0.25)
        #expect(abs(node.$center.presentation.x - expected) <= 1e-9)
        fixture.clock.advance(to: decay.settlingDuration)
        #expect(node.$center.presentation == target)
        fixture.expectClean()
    }

    @Test("decay in a declarative step lasts its settling duration")
    func decayInSteps() {
        let fixture = DanceFixture()
        let node = makeNode()
        let decay = DecayTimingParameters()
        let animator = node.animate([.custom(duration: 0, timingParameters: decay) { $0.alpha = 0 }]
        )
        #expect(animator.duration == decay.settlingDuration)
        fixture.clock.advance(to: 0.5)
        #expect(abs(node.$alpha.presentation - (1 - decay.value(at: 0.5))) <= 1e-9)
        fixture.clock.advance(to: decay.settlingDuration)
        #expect(node.$alpha.presentation == 0)
        fixture.expectClean()
    }

    @Test("a fling that crosses a bound hands off to a spring that settles on the bound")
    func flingThenSpringBack() {
        let fixture = DanceFixture()
        let node = makeNode()
        let decay = DecayTimingParameters()
        let target = decay.projectedValue(
            from: node.center, initialVelocity: CGPoint(x: 1000, y: 0))
        node.dance.animate(duration: 0, timingParameters: decay) { $0.center = target }.start()
        while node.$center.presentation.x < 300 {
            fixture.clock.advance(by: 1.0 / 60)
        }
        let position = node.$center.presentation.x
        let velocity = node.$center.velocity.x
        #expect(velocity > 0)
        node.dance.animate(duration: 0.6, dampingRatio: 1) { $0.center.x = 300 }.start()
        #expect(node.$center.presentation.x == position)
        #expect(abs(node.$center.velocity.x - velocity) <= 1e-9 * velocity)
        fixture.clock.advance(by: 0.6)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test("state: inactive until started and once stopped, active while started or paused")
    func state() {
        let fixture = DanceFixture()
        let node = makeNode()
        #expect(node.dance.state == .inactive)
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }
        #expect(node.dance.state == .inactive)
        node.dance.start()
        #expect(node.dance.state == .active)
        node.dance.pause()
        #expect(node.dance.state == .active)
        node.dance.animator?.stopAnimation(false)
        #expect(node.dance.state == .inactive)
        node.dance.finish(at: .current)
        #expect(node.dance.state == .inactive)
        node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 1 }.start()
        #expect(node.dance.state == .active)
        fixture.clock.advance(to: 1)
        #expect(node.dance.state == .inactive)
        fixture.expectClean()
    }

    @Test("replacing a paused animation hands off no velocity: the spring starts at rest")
    func pausedHandsOffNothing() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        node.dance.pause()
        node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.center.x = 300 }.start()
        #expect(node.$center.velocity.x == 0)
        fixture.clock.advance(to: 2)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test(
        "replacing an animation that a newer additive animator shares hands off only its own velocity"
    )
    func sharedPropertyHandsOffOwnVelocity() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        // A newer animator adds 50 points over 1 s to the same property: 50 points per second
        // more, blended additively with the Dance animation's 100.
        let additive = PropertyAnimator(duration: 1, curve: .linear) { node.center.x += 50 }
        additive.startAnimation()
        fixture.clock.advance(to: 1.25)
        let before = Double(node.$center.presentation.x)
        #expect(abs(before - (130 + 12.5)) <= 1e-9)
        #expect(abs(node.$center.velocity.x - 150) <= 1e-9 * 150)
        // Dance replaces its own animation: that one's 100 points per second go to the spring;
        // the additive animator keeps moving the property with its own 50.
        node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.center.x = 300 }.start()
        #expect(abs(Double(node.$center.presentation.x) - before) <= 1e-9)
        #expect(abs(node.$center.velocity.x - 150) <= 1e-9 * 150)
        fixture.clock.advance(to: 3)
        #expect(node.$center.presentation.x == 300)
        #expect(node.$center.velocity.x == 0)
        fixture.expectClean()
    }

    @Test(
        "a velocity kept for an animation that never takes it is dropped when that animation goes",
        .enabled(if: AddressReuse.isImmediate, "needs freed memory reused first"))
    func unclaimedHandOffGoesWithItsHeir() {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        // The new animation does not animate `center`: the velocity kept for it there is
        // never claimed. It ends, and is released.
        var heirAddress: ObjectIdentifier?
        do {
            let heir = node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.alpha = 0.5 }
            heirAddress = heir.animator.map(ObjectIdentifier.init)
            #expect(heirAddress != nil)
            heir.finish(at: .current)
        }
        // Memory freed last is handed out first: the next animator takes the freed heir's
        // address, and so the identity the kept velocity names.
        let spring = PropertyAnimator(duration: 1, dampingRatio: 0.5) { node.center.x = 300 }
        #expect(ObjectIdentifier(spring) == heirAddress)
        spring.startAnimation()
        // A spring nobody handed a velocity to starts at rest.
        #expect(node.$center.velocity.x == 0)
        fixture.clock.advance(to: 3)
        #expect(node.$center.presentation.x == 300)
        fixture.expectClean()
    }

    @Test("an heir drops the velocities it did not claim when it becomes active or goes away")
    func unclaimedHandOffDropped() throws {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let storage = try #require(node.$center.storage as? VectorStorage<CGPoint>)
        let running = try #require(node.dance.animator)
        // Released before it ever becomes active.
        do {
            let heir = PropertyAnimator(duration: 1, dampingRatio: 0.5) { node.alpha = 0 }
            running.handVelocity(to: heir)
            #expect(storage.layers?.handoff?.heir == heir.id)
        }
        #expect(storage.layers == nil)
        // Active, with a block that does not animate the property.
        let heir = PropertyAnimator(duration: 1, dampingRatio: 0.5) { node.alpha = 0 }
        running.handVelocity(to: heir)
        #expect(storage.layers?.handoff?.heir == heir.id)
        heir.startAnimation()
        #expect(storage.layers == nil)
        // The property is the running animation's alone again, and moves on at 100 points a
        // second.
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9)
        fixture.clock.advance(to: 2)
        #expect(node.center.x == 205 && node.alpha == 0)
        fixture.expectClean()
    }

    @Test("a property holding only a velocity kept for the next animation is not animating")
    func keptVelocityIsNotAnimating() throws {
        let fixture = DanceFixture()
        let node = nodeMovingRight(fixture)
        let storage = try #require(node.$center.storage as? VectorStorage<CGPoint>)
        let next = node.dance.animate(duration: 1, dampingRatio: 0.5) { $0.center.x = 300 }
        // The running animation ended at .current and left its velocity for the next one.
        #expect(storage.layers?.handoff != nil)
        #expect(!node.$center.isAnimating)
        #expect(node.$center.presentation == CGPoint(x: 105, y: 5))
        next.start()
        #expect(node.$center.isAnimating)
        #expect(abs(node.$center.velocity.x - 100) <= 1e-9 * 100)
        fixture.clock.advance(to: 3)
        #expect(!node.$center.isAnimating)
        #expect(node.$center.presentation == CGPoint(x: 300, y: 5))
        fixture.expectClean()
    }
}
