import Foundation

/// What an animator drives besides the tracks its blocks capture: the interface through which
/// a layer above hands an animator content of its own.
///
/// The declarative layer's timeline of steps subclasses it; the animator keeps its timeline,
/// state machine and completions, and tells the content where the timeline is and how it
/// ends. The animator holds the content in one optional class reference (8 bytes, in its
/// per-frame fields), which is why this is a class to subclass rather than a protocol: an
/// existential would take 16 bytes there, and a frame calls ``render(at:)`` through the class's
/// table like any other method.
///
/// Every member does nothing here; a subclass overrides those it needs.
@MainActor
class AnimatorContent {
    /// Sets every property the content animates for timeline `position` (0…1).
    ///
    /// Called on every frame of a running animator, and whenever a paused one is scrubbed.
    func render(at position: Double) {}

    /// The velocity of `storage` at timeline `position` moving at `rate` (timeline units per
    /// second), or `nil` if the content does not animate it.
    func velocity<Value: AnimatableVector>(
        of storage: AnimatedStorage<Value>, at position: Double, rate: Double
    ) -> Value? {
        nil
    }

    /// Keeps the velocity each property has now from animator `owner` for animator `heir`,
    /// as a track's storage does when Dance's `animate` replaces the animation, and appends
    /// the storages that kept one to `storages`.
    func keepVelocity(of owner: Int, for heir: Int, keptIn storages: inout [AnimatedStorageBase]) {
    }

    /// Makes model values equal presentation values, as stopping does (UIKit's rule).
    func stop() {}

    /// Leaves every property at `position` and releases it; the animator then forgets the
    /// content.
    func settle(at position: SettlePosition) {}
}
