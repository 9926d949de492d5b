// A storage refers to the animator driving its newest track by address, in 8 bytes, without
// a reference count: its identity is the address, and the rare calls on it (leaving the
// batch, velocity, blending with a newer track) recover the reference.

extension AnimatedStorageBase {
    /// Who drives the newest track: nobody, or ``owner``, active or stopped.
    ///
    /// The owner's address is its id; ``ownerIsStopped`` says whether it stopped. Comparing it
    /// reads no reference.
    @inline(__always)
    final var ownerID: TrackOwnerID {
        guard let ownerAddress else { return .nobody }
        let id = Int(bitPattern: ownerAddress)
        return ownerIsStopped ? .stopped(id) : .active(id)
    }

    /// Whether the active animator with id `id` drives the newest track: ``ownerID``'s
    /// `isActive(by:)`, in two loads and two comparisons for the paths that ask it per track
    /// (a frame of the single path, joining the batch).
    @inline(__always)
    final func isDriven(byActive id: Int) -> Bool {
        Int(bitPattern: ownerAddress) == id && !ownerIsStopped
    }

    /// The animator that drives the newest track, or `nil` for nobody.
    ///
    /// Setting it keeps the address only (``ownerAddress``); reading it casts the object back
    /// to ``TrackOwner`` (a conformance look-up, cached by the runtime), which only the paths
    /// that call the animator do: leaving the batch, a velocity, a newer animator blending
    /// with this one's track. A track's owner is always a ``TrackOwner`` (nothing else sets
    /// it), so the cast does not fail; it gives `nil` if it ever did.
    final var owner: (any TrackOwner)? {
        get {
            guard let ownerAddress else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(ownerAddress).takeUnretainedValue()
                as? any TrackOwner
        }
        set {
            ownerAddress = newValue.flatMap {
                UnsafeRawPointer(bitPattern: TrackOwnerID.identity(of: $0))
            }
        }
    }
}
