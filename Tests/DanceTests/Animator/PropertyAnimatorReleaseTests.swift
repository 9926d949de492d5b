import Foundation
import Testing

@testable import Dance

/// An animator's last reference may go away on another thread.
///
/// An animator is `Sendable`. What it holds is released on the main actor all the same, after
/// the release, never before it. Tests of other suites run on the main actor while these
/// suspend, and they swap the shared clock: these suspend only while nothing is scheduled on
/// the driver.
@MainActor @Suite(.serialized) struct PropertyAnimatorReleaseTests {
    /// Installs a fresh manual clock.
    private func engine() -> ManualClock {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        return clock
    }

    /// Lets other main-actor jobs run until `condition` holds (at most 1000 turns).
    private func settle(_ condition: () -> Bool) async {
        for _ in 0..<1000 where !condition() {
            await Task.yield()
        }
    }

    @Test("a steps animator released on another thread lets its properties go on the main actor")
    func stepsAnimatorReleasedElsewhere() async {
        let clock = engine()
        let node = makeNode()
        let shown: Double
        do {
            let holder = LastReference(
                PropertyAnimator(
                    steps: [.custom(duration: 1, curve: .linear) { $0.alpha = 0 }], on: node))
            holder.animator?.startAnimation()
            clock.advance(to: 0.25)
            holder.animator?.pauseAnimation()
            shown = node.$alpha.presentation
            #expect(shown == 0.75)
            holder.releaseOnAnotherThread()
        }
        // Until the main actor runs the release, the property still refers to the animator,
        // which is still there: reading through that reference is safe.
        #expect(node.$alpha.storage.ownerID != .nobody)
        #expect(node.$alpha.velocity == 0)
        await settle { node.$alpha.storage.ownerID == .nobody }
        #expect(node.$alpha.storage.ownerID == .nobody)
        #expect(node.alpha == shown && node.$alpha.presentation == shown)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("an older animator released elsewhere settles its blended track on the main actor")
    func blendingAnimatorReleasedElsewhere() async {
        let clock = engine()
        let sprite = ThreadCheckedSprite()
        ThreadCheckedOffset.onReleasingThread = 0
        let newer: PropertyAnimator
        do {
            let holder = LastReference(
                PropertyAnimator(duration: 1, curve: .linear) {
                    sprite.offset = ThreadCheckedOffset(x: 100)
                })
            holder.animator?.startAnimation()
            clock.advance(to: 0.25)
            newer = PropertyAnimator(duration: 1, curve: .linear) {
                sprite.offset = ThreadCheckedOffset(x: 200)
            }
            newer.startAnimation()
            holder.animator?.pauseAnimation()
            newer.pauseAnimation()
            #expect(AnimationDriver.shared.isIdle)
            holder.releaseOnAnotherThread()
        }
        #expect(sprite.$offset.storage.hasLayers)
        await settle { !sprite.$offset.storage.hasLayers }
        // The older track's offset at 0.25 s (25 − 100) stays in the property, as when an
        // animator is released on the main actor; none of its arithmetic ran on the thread
        // that released it.
        #expect(!sprite.$offset.storage.hasLayers)
        #expect(ThreadCheckedOffset.onReleasingThread == 0)
        #expect(sprite.offset.x == 200 - 75)
        newer.stopAnimation(true)
        #expect(newer.state == .inactive)
    }
}

/// The thread that drops an animator's last reference in ``LastReference``, while it runs.
///
/// Not the test's own thread compared with: main-actor jobs may run on different threads of
/// the main queue's pool.
nonisolated(unsafe) private var releasingThread: pthread_t?

/// Holds an animator's last reference, to drop it on another thread.
private final class LastReference: @unchecked Sendable {
    var animator: PropertyAnimator?

    init(_ animator: PropertyAnimator) { self.animator = animator }

    /// Drops the reference on a new thread and waits until it has.
    func releaseOnAnotherThread() {
        let done = DispatchSemaphore(value: 0)
        Thread {
            releasingThread = pthread_self()
            self.animator = nil
            releasingThread = nil
            done.signal()
        }.start()
        done.wait()
    }
}

/// A vector type of one's own that counts the arithmetic done on the releasing thread.
private struct ThreadCheckedOffset: AnimatableVector, Equatable {
    nonisolated(unsafe) static var onReleasingThread = 0
    var x: Double

    static var zero: ThreadCheckedOffset { ThreadCheckedOffset(x: 0) }

    private static func check() {
        if let releasing = releasingThread, pthread_equal(pthread_self(), releasing) != 0 {
            onReleasingThread += 1
        }
    }

    func adding(_ other: ThreadCheckedOffset) -> ThreadCheckedOffset {
        Self.check()
        return ThreadCheckedOffset(x: x + other.x)
    }

    func subtracting(_ other: ThreadCheckedOffset) -> ThreadCheckedOffset {
        Self.check()
        return ThreadCheckedOffset(x: x - other.x)
    }

    func scaled(by factor: Double) -> ThreadCheckedOffset { ThreadCheckedOffset(x: x * factor) }

    var magnitudeSquared: Double { x * x }

    func interpolated(to other: ThreadCheckedOffset, fraction: Double) -> ThreadCheckedOffset {
        Self.check()
        return ThreadCheckedOffset(x: x + (other.x - x) * fraction)
    }
}

@MainActor
private final class ThreadCheckedSprite: Dancing {
    @Animated var offset = ThreadCheckedOffset(x: 0)
}
