import Foundation
import Testing

@testable import Dance

/// A user type with its own animatable properties: capture works on any `Dancing` object.
@MainActor
private final class Sprite: Dancing {
    @Animated var position = CGPoint.zero
    @Animated var opacity = 1.0
}

@MainActor @Suite(.serialized) struct AnimatedPropertyTests {
    @Test("outside a block a set changes model and presentation at once")
    func directSet() {
        withEngine { _ in
            let sprite = Sprite()
            sprite.opacity = 0.25
            #expect(sprite.opacity == 0.25)
            #expect(sprite.$opacity.presentation == 0.25)
            #expect(!sprite.$opacity.isAnimating)
        }
    }

    @Test("inside a block the model changes at once and the presentation follows the frames")
    func modelVersusPresentation() {
        withEngine { clock in
            let sprite = Sprite()
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                sprite.position = CGPoint(x: 100, y: -40)
            }
            #expect(sprite.position == .zero)  // blocks wait for activation
            animator.startAnimation()
            #expect(sprite.position == CGPoint(x: 100, y: -40))
            #expect(sprite.$position.presentation == .zero)
            #expect(sprite.$position.isAnimating)
            clock.advance(to: 0.5)
            #expect(sprite.$position.presentation == CGPoint(x: 25, y: -10))
            #expect(sprite.position == CGPoint(x: 100, y: -40))
            clock.advance(to: 2)
            #expect(sprite.$position.presentation == CGPoint(x: 100, y: -40))
            #expect(!sprite.$position.isAnimating)
        }
    }

    @Test("one block captures sets on every object it touches: nodes and user types alike")
    func captureOnAnyObject() {
        withEngine { clock in
            let sprite = Sprite()
            let node = makeNode()
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                sprite.opacity = 0
                node.cornerRadius = 8
            }
            animator.startAnimation()
            clock.advance(to: 0.25)
            #expect(sprite.$opacity.presentation == 0.75)
            #expect(node.$cornerRadius.presentation == 2)
            #expect(animator.trackCount == 2)
            clock.advance(to: 1)
            #expect(sprite.$opacity.presentation == 0)
            #expect(node.$cornerRadius.presentation == 8)
        }
    }

    @Test("a property set twice in one block animates from the presentation to the last value")
    func lastSetInBlockWins() {
        withEngine { clock in
            let sprite = Sprite()
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                sprite.opacity = 0.5
                #expect(sprite.opacity == 0.5)
                sprite.opacity = 0
            }
            animator.startAnimation()
            #expect(animator.trackCount == 1)
            clock.advance(to: 0.5)
            #expect(sprite.$opacity.presentation == 0.5)
            clock.advance(to: 1)
            #expect(sprite.opacity == 0)
        }
    }

    @Test("a set outside a block during an animation ends that property's track only")
    func directSetRemovesTrack() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let animator = PropertyAnimator(duration: 2, curve: .linear) {
                node.alpha = 0
                node.cornerRadius = 10
            }
            animator.addCompletion(log.completion())
            animator.startAnimation()
            clock.advance(to: 0.5)
            node.alpha = 0.9
            #expect(node.alpha == 0.9)
            #expect(node.$alpha.presentation == 0.9)
            #expect(!node.$alpha.isAnimating)
            #expect(node.$cornerRadius.isAnimating)
            clock.advance(to: 1)
            #expect(node.$alpha.presentation == 0.9)
            #expect(node.$cornerRadius.presentation == 5)
            clock.advance(to: 2)
            #expect(log.entries == ["2.000 completion end"])
            #expect(node.alpha == 0.9)
            #expect(node.cornerRadius == 10)
        }
    }

    @Test(
        "a newer animator blends with the older one on a shared property; the older keeps the rest")
    func additiveHandOff() {
        withEngine { clock in
            let node = makeNode()
            let log = EventLog(clock)
            let older = PropertyAnimator(duration: 2, curve: .linear) {
                node.center.x = 105
                node.alpha = 0
            }
            older.addCompletion(log.completion("older"))
            older.startAnimation()
            clock.advance(to: 1)
            #expect(node.$center.presentation.x == 55)
            let newer = PropertyAnimator(duration: 2, curve: .linear) {
                node.center.x = 15
            }
            newer.addCompletion(log.completion("newer"))
            newer.startAnimation()
            checkInvariants([older, newer], nodes: [node])
            #expect(node.center.x == 15)
            #expect(node.$center.presentation.x == 55)
            // newer: 105 → 15 over 1…3 s; older's offset from 105: (5 + 50·t) − 105.
            clock.advance(to: 1.5)
            #expect(abs(node.$center.presentation.x - (82.5 - 25)) <= 1e-9)
            #expect(node.$alpha.presentation == 0.25)
            clock.advance(to: 2)
            #expect(older.state == .inactive)
            #expect(node.alpha == 0)
            #expect(node.center.x == 15)
            #expect(abs(node.$center.presentation.x - 60) <= 1e-9)
            #expect(node.$center.isAnimating)
            checkInvariants([older, newer], nodes: [node])
            clock.advance(to: 3)
            #expect(node.$center.presentation.x == 15)
            #expect(log.entries == ["2.000 older end", "3.000 newer end"])
        }
    }

    @Test("the older animator finishing at .start leaves its change undone in the model value")
    func olderFinishingAtStartUndoesItsChange() {
        withEngine { clock in
            let node = makeNode()
            let older = PropertyAnimator(duration: 2, curve: .linear) {
                node.center.x = 105
                node.alpha = 0
            }
            older.startAnimation()
            clock.advance(to: 1)
            let newer = PropertyAnimator(duration: 1, curve: .linear) { node.center.x = 0 }
            newer.startAnimation()
            older.stopAnimation(false)
            older.finishAnimation(at: .start)
            // The older animation moved x by +100; undone, the newer one's 0 becomes −100.
            #expect(node.alpha == 1)
            #expect(node.center.x == -100)
            #expect(node.$center.isAnimating)
            clock.advance(to: 2)
            #expect(node.$center.presentation.x == -100)
        }
    }

    @Test("isAnimating is true while active (running or paused), false when stopped or done")
    func isAnimating() {
        withEngine { clock in
            let sprite = Sprite()
            let animator = PropertyAnimator(duration: 1, curve: .linear) { sprite.opacity = 0 }
            #expect(!sprite.$opacity.isAnimating)
            animator.pauseAnimation()
            #expect(sprite.$opacity.isAnimating)
            animator.startAnimation()
            clock.advance(to: 0.5)
            #expect(sprite.$opacity.isAnimating)
            animator.stopAnimation(false)
            #expect(!sprite.$opacity.isAnimating)
            animator.finishAnimation(at: .end)
            #expect(!sprite.$opacity.isAnimating)
            #expect(!sprite.$position.isAnimating)
        }
    }

    @Test("sets inside a block nested in runWithoutAnimation apply at once")
    func withoutAnimation() {
        withEngine { clock in
            let sprite = Sprite()
            let animator = PropertyAnimator(duration: 1, curve: .linear) {
                sprite.opacity = 0
                AnimationCapture.runWithoutAnimation { sprite.position.x = 7 }
            }
            animator.startAnimation()
            #expect(sprite.$position.presentation.x == 7)
            #expect(!sprite.$position.isAnimating)
            #expect(animator.trackCount == 1)
            clock.advance(to: 1)
        }
    }

    @Test("a block that starts another animator records into each its own sets, in order")
    func nestedBlocks() {
        withEngine { clock in
            let sprite = Sprite()
            var inner: PropertyAnimator?
            let outer = PropertyAnimator(duration: 1, curve: .linear) {
                sprite.position.x = 10
                inner = PropertyAnimator.runningPropertyAnimator(
                    withDuration: 4, delay: 0, options: [.curveLinear],
                    animations: { sprite.opacity = 0 })
                // Back in the outer block: recorded by the outer animator again.
                sprite.position.y = 20
            }
            outer.startAnimation()
            #expect(outer.trackCount == 1)
            #expect(inner?.trackCount == 1)
            clock.advance(to: 0.5)
            #expect(sprite.$position.presentation == CGPoint(x: 5, y: 10))
            #expect(sprite.$opacity.presentation == 0.875)
            clock.advance(to: 4)
        }
    }

    @Test("a block that drops the last reference to its animator still records into it")
    func blockDropsItsAnimator() {
        withEngine { clock in
            let sprite = Sprite()
            var animator: PropertyAnimator? = PropertyAnimator(duration: 2, curve: .linear)
            weak let weakAnimator = animator
            animator?.addAnimations {
                animator = nil
                sprite.position.x = 100
                sprite.opacity = 0
            }
            animator?.startAnimation()
            #expect(animator == nil)
            // The running animator is kept by the frame loop, as UIKit's is.
            #expect(weakAnimator?.trackCount == 2)
            clock.advance(to: 1)
            #expect(sprite.$position.presentation.x == 50)
            #expect(sprite.$opacity.presentation == 0.5)
            clock.advance(to: 2)
            #expect(weakAnimator == nil)
            #expect(!sprite.$position.isAnimating && sprite.$position.presentation.x == 100)
        }
    }

    @Test("a storage keeps its animator as an address: the id, the stop flag, the calls")
    func ownerAddress() {
        withEngine { clock in
            let sprite = Sprite()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { sprite.opacity = 0 }
            let storage = sprite.$opacity.storage
            #expect(animator.id == Int(bitPattern: ObjectIdentifier(animator)))
            #expect(storage.ownerID == .nobody && storage.owner == nil)
            animator.startAnimation()
            #expect(storage.ownerID == .active(animator.id))
            #expect(storage.ownerAddress == UnsafeRawPointer(bitPattern: animator.id))
            #expect(storage.owner === animator)  // cast back to the owner protocol
            clock.advance(to: 0.5)
            // Linear 1 → 0 over 2 s: a velocity of -0.5 a second, asked through the cast.
            #expect(sprite.$opacity.velocity == -0.5)
            animator.stopAnimation(false)
            #expect(storage.ownerID == .stopped(animator.id) && storage.ownerIsStopped)
            #expect(storage.ownerID.isHeld(by: animator.id))
            #expect(!storage.isDriven(byActive: animator.id))
            #expect(sprite.opacity == 0.75)  // a stopped owner's model reads as presentation
            animator.finishAnimation(at: .current)
            #expect(storage.ownerID == .nobody && storage.ownerAddress == nil)
            #expect(!storage.ownerIsStopped && sprite.opacity == 0.75)
        }
    }

    @Test("owners of two types read back as themselves, whichever was looked up last")
    func ownerOfAnotherType() {
        withEngine { _ in
            let sprite = Sprite()
            let first = sprite.$opacity.storage
            let second = sprite.$position.storage
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            let other = OtherOwner()
            first.owner = animator
            second.owner = other
            // Reads of one owner after the other's look it up; reads after one of the same
            // type open it as the type looked up last. Both, for both types, twice over.
            for _ in 0..<2 {
                #expect(
                    second.owner?.motion(spanStart: 0, of: ObjectIdentifier(second))
                        == OtherOwner.motion)
                #expect(first.owner === animator)
                #expect(first.owner?.velocityHandoffScale == 1)
                #expect(second.owner?.velocityHandoffScale == 3)
                #expect(second.owner === other)
                #expect(second.owner?.progress(spanStart: 0, of: ObjectIdentifier(second)) == 0.5)
            }
            first.owner = nil
            second.owner = nil
            #expect(first.owner == nil && second.owner == nil)
        }
    }

    @Test("a span start other than 0 and older tracks share one side object, dropped at the end")
    func sideObject() {
        withEngine { clock in
            let sprite = Sprite()
            let storage = sprite.$position.storage
            let first = PropertyAnimator(duration: 1, curve: .linear) { sprite.opacity = 0 }
            first.startAnimation()
            #expect(storage.side == nil)
            clock.advance(to: 0.5)
            first.addAnimations { sprite.position = CGPoint(x: 100, y: 0) }
            // Recorded half way: its track spans 0.5…1 of the animator's timeline.
            #expect(storage.spanStart == 0.5 && !storage.hasLayers)
            #expect(storage.side != nil && !(storage.side is TrackLayers<CGPoint>))
            // The side object holds the owner's address in the storage's place.
            #expect(storage.hasSide && storage.ownerID == .active(first.id))
            clock.advance(to: 0.75)
            #expect(sprite.$position.presentation == CGPoint(x: 50, y: 0))
            // A newer animator blends with it: the side object becomes the layers, and the
            // older track keeps its span start as a residual.
            let second = PropertyAnimator(duration: 1, curve: .linear) {
                sprite.position = CGPoint(x: 100, y: 100)
            }
            second.startAnimation()
            #expect(storage.hasLayers && storage.side is TrackLayers<CGPoint>)
            #expect(storage.spanStart == 0 && storage.ownerID == .active(second.id))
            weak let keptSide = storage.side
            do {
                let layers = storage.side as? TrackLayers<CGPoint>
                #expect(layers?.residuals.map(\.spanStart) == [0.5])
            }
            clock.advance(to: 2)
            #expect(first.state == .inactive && second.state == .inactive)
            #expect(storage.side == nil && !storage.hasLayers && storage.spanStart == 0)
            #expect(!storage.hasSide && storage.ownerID == .nobody && keptSide == nil)
            #expect(sprite.position == CGPoint(x: 100, y: 100))
        }
    }

    @Test("a storage releases its side object when it goes away")
    func sideObjectReleased() {
        weak var keptSide: TrackSide?
        weak var keptStorage: AnimatedStorage<Double>?
        do {
            let storage = AnimatedStorageBase.make(1.0)
            storage.spanStart = 0.25
            (keptSide, keptStorage) = (storage.side, storage)
            #expect(keptSide != nil)
        }
        #expect(keptStorage == nil && keptSide == nil)
    }
}

/// A track owner that is not an animator, to read a storage's owner of a type other than the
/// last one set.
@MainActor
private final class OtherOwner: TrackOwner {
    static let motion = TrackMotion(
        progressRate: 0.25, velocityResponse: 0, velocityResponseRate: 0)
    func motion(spanStart: Double, of track: ObjectIdentifier) -> TrackMotion { Self.motion }
    func velocityResponse(spanStart: Double, of track: ObjectIdentifier) -> Double {
        Self.motion.velocityResponse
    }
    func progress(spanStart: Double, of track: ObjectIdentifier) -> Double { 0.5 }
    func contentVelocity<Value: AnimatableVector>(of storage: AnimatedStorage<Value>) -> Value? {
        nil
    }
    var velocityHandoffScale: Double { 3 }
    func leaveFramePath() {}
    func mayJoinFramePath() {}
    var takesTracks: Bool { true }
}
