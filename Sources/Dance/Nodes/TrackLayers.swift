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
    var velocity: Value? {
        get { hasVelocity ? storedVelocity : nil }
        set {
            hasVelocity = newValue != nil
            storedVelocity = newValue ?? .zero
        }
    }
    /// Whether ``velocity`` is the y axis of a `CGPoint` started with a spring's `dy` rather
    /// than a velocity handed over: new timing given by `continueAnimation` replaces it.
    @exclusivity(unchecked) var velocityIsYApart = false
    /// The older tracks, oldest first: added and removed only through ``appendResidual(_:)``
    /// and ``removeResidual(at:)``, which keep ``byOwner``.
    @exclusivity(unchecked) var residuals: [Residual] = []
    /// A velocity kept for the animator `heir`, which replaced the property's animation.
    var handoff: (velocity: Value, heir: Int)? {
        get { handoffHeir != 0 ? (handoffVelocity, handoffHeir) : nil }
        set {
            handoffHeir = newValue?.heir ?? 0
            handoffVelocity = newValue?.velocity ?? .zero
        }
    }
    /// Each older track's animator id and index in ``residuals``, by increasing id (for one id,
    /// oldest first), while there are more than ``scannedCount``; empty otherwise (see
    /// ``residualIndex(owner:)``).
    @exclusivity(unchecked) private var byOwner: [(owner: Int, index: Int)] = []
    /// Whether a frame's pass rendered a track here and the property waits to show
    /// ``composed`` until the pass ends (see `LayerComposition`).
    @exclusivity(unchecked) var awaitsComposition = false

    // ``velocity`` and ``handoff`` are stored as plain values beside a flag, not as optionals:
    // this class's `deinit`, which is generic code whatever the storage's type, looks up the
    // metadata of every optional (and tuple) type it destroys. Two optionals cost about 1 400
    // instructions each time a property's older tracks had all ended (callgrind, the retarget
    // workload's teardown), more than ending the track itself.

    /// Backs ``velocity`` while ``hasVelocity``; `.zero` otherwise.
    @exclusivity(unchecked) private var storedVelocity = Value.zero
    /// Whether ``velocity`` is set.
    @exclusivity(unchecked) private(set) var hasVelocity = false
    /// Backs ``handoff``'s velocity while ``handoffHeir`` is not 0; `.zero` otherwise.
    @exclusivity(unchecked) private var handoffVelocity = Value.zero
    /// Backs ``handoff``'s heir, or 0 for no hand-off (no animator's id is 0: it is an address).
    @exclusivity(unchecked) private var handoffHeir = 0

    init(base: Value, spanStart: Double) {
        self.base = base
        super.init(spanStart: spanStart)
    }

    /// Whether a velocity is kept for the animator `heir`.
    ///
    /// Reads the plain fields: through ``handoff``, an optional tuple of the generic value
    /// type, generic code looked up that tuple's metadata on every call.
    func keepsHandoff(for heir: Int) -> Bool { handoffHeir != 0 && handoffHeir == heir }

    /// Drops the velocity kept for a hand-off, if any.
    func clearHandoff() {
        handoffHeir = 0
        handoffVelocity = .zero
    }

    /// Whether nothing here is needed any more.
    var isEmpty: Bool { !hasVelocity && residuals.isEmpty && handoffHeir == 0 }

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

    /// Up to this many older tracks, ``residualIndex(owner:)`` scans them; above, it searches
    /// ``byOwner``.
    static var scannedCount: Int { 8 }

    /// The index of the older track `owner` drives (stopped or not).
    ///
    /// O(log K) with K older tracks: each of the K animators on a property looks its own track
    /// up once a frame, and a scan made that frame O(K²) (about 3 400 instructions per animator
    /// at 236 tracks on one property: a pointer followed at 120 Hz, four events a frame).
    @inline(__always)
    func residualIndex(owner: Int) -> Int? {
        let count = residuals.count
        guard count <= Self.scannedCount else {
            let position = firstPosition(notBelow: owner)
            guard position < byOwner.count, byOwner[position].owner == owner else { return nil }
            return byOwner[position].index
        }
        var index = 0
        while index < count {
            if residuals[index].ownerID.isHeld(by: owner) { return index }
            index += 1
        }
        return nil
    }

    /// Adds an older track, the newest of them.
    func appendResidual(_ residual: Residual) {
        residuals.append(residual)
        guard residuals.count > Self.scannedCount else { return }
        guard !byOwner.isEmpty else { return rebuildByOwner() }
        // After any entry of the same id, so that the oldest stays first.
        let owner = residual.ownerID.id
        byOwner.insert((owner, residuals.count - 1), at: firstPosition(notBelow: owner + 1))
    }

    /// Removes the older track at `index` and returns it.
    ///
    /// O(K), as removing from the middle of ``residuals`` is: once per older track.
    ///
    /// Performance: the later tracks' indexes in ``byOwner`` move down through one buffer
    /// pointer; written through the array's subscript, each entry checked that the array was
    /// not shared (about 350 instructions per removal at 18 older tracks, about 2 % of a frame
    /// in which a pointer is followed by a new animator per node and frame).
    @discardableResult
    func removeResidual(at index: Int) -> Residual {
        let residual = residuals.remove(at: index)
        guard residuals.count > Self.scannedCount else {
            if !byOwner.isEmpty { byOwner = [] }
            return residual
        }
        var position = firstPosition(notBelow: residual.ownerID.id)
        while byOwner[position].index != index { position += 1 }
        byOwner.remove(at: position)
        byOwner.withUnsafeMutableBufferPointer { entries in
            for entry in entries.indices where entries[entry].index > index {
                entries[entry].index -= 1
            }
        }
        return residual
    }

    /// The first position in ``byOwner`` whose id is `owner` or more (binary search).
    @inline(__always)
    private func firstPosition(notBelow owner: Int) -> Int {
        partitionPoint(count: byOwner.count) { byOwner[$0].owner < owner }
    }

    /// Builds ``byOwner`` from ``residuals``: when they first number more than
    /// ``scannedCount``.
    private func rebuildByOwner() {
        byOwner = residuals.indices.map { (residuals[$0].ownerID.id, $0) }
        byOwner.sort { ($0.owner, $0.index) < ($1.owner, $1.index) }
    }
}
