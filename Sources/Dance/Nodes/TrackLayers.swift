/// What a property needs besides its newest track when that track starts after its animator.
///
/// Its span start (see `AnimatedStorageBase.spanStart`); `TrackLayers` extends it with older
/// tracks and kept velocities.
///
/// Not isolated and not `Sendable`, as the storage that holds it.
class TrackSide {
    /// The newest track's span start.
    final var spanStart: Double
    /// The address of the animator that drives the newest track, kept here while the storage
    /// holds this object in the word that otherwise holds the address
    /// (`AnimatedStorageBase.link`).
    final var ownerAddress: UnsafeRawPointer?

    init(spanStart: Double) {
        self.spanStart = spanStart
    }
}

/// What a property whose type supports vector arithmetic needs besides its newest track:
/// older tracks still running on it, and velocities handed from one animation to the next.
///
/// Allocated only while a property has any of these, so the common property (one track)
/// costs nothing more per frame than a check that this is `nil`.
///
/// The property shows ``base`` (the newest track's value) plus, for each older track, its
/// ``Residual/offset`` from its own target: UIKit's additive composition.
final class TrackLayers<Value: AnimatableVector>: TrackSide {
    /// An older track: it keeps running on its own animator and contributes its offset.
    struct Residual {
        /// Its animator, active or stopped.
        var ownerID: TrackOwnerID
        /// Its animator (see `AnimatedStorageBase.owner` for why unowned and unchecked).
        unowned(unsafe) var owner: any TrackOwner
        var from: Value
        var to: Value
        var spanStart: Double
        /// The initial velocity it started with (a spring after a hand-off), units per second.
        var velocity: Value?
        /// Its value minus `to`, as last rendered.
        var offset: Value
    }

    // Unchecked exclusivity: as the storage that holds them, these are used on the main actor
    // only, and no access stays open across a call that could reach them again (rendering and
    // recording run no user code). Checked, every frame of a property with older tracks paid
    // for a dozen dynamic checks.

    /// The newest track's value as last rendered (its target once it has ended).
    @exclusivity(unchecked) var base: Value
    /// The newest track's own initial velocity, units per second (a spring after a hand-off).
    @exclusivity(unchecked) var velocity: Value?
    /// The older tracks, oldest first.
    @exclusivity(unchecked) var residuals: [Residual] = []
    /// A velocity kept for the animator `heir`, which replaced the property's animation.
    @exclusivity(unchecked) var handoff: (velocity: Value, heir: Int)?

    init(base: Value, spanStart: Double) {
        self.base = base
        super.init(spanStart: spanStart)
    }

    /// Whether nothing here is needed any more.
    var isEmpty: Bool { velocity == nil && residuals.isEmpty && handoff == nil }

    /// What the property shows: ``base`` plus every older track's offset.
    ///
    /// Performance: uses only `Array`'s own `count` and subscript, and is inlined where the
    /// value type is concrete (see `VectorStorage.renderLayersInline`).
    @inline(__always)
    var composed: Value {
        var value = base
        let count = residuals.count
        var index = 0
        while index < count {
            value = value.adding(residuals[index].offset)
            index += 1
        }
        return value
    }

    /// The index of the older track `owner` drives (stopped or not).
    @inline(__always)
    func residualIndex(owner: Int) -> Int? {
        let count = residuals.count
        var index = 0
        while index < count {
            if residuals[index].ownerID.isHeld(by: owner) { return index }
            index += 1
        }
        return nil
    }
}
