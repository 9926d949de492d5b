// A storage refers to the animator driving its newest track by address, in 8 bytes, without
// a reference count: its identity is the address, and the rare calls on it (leaving the
// batch, velocity, blending with a newer track) recover the reference.
//
// The same word (`link`) holds the side object instead while the storage has one (`hasSide`
// says which): the side object is then retained by hand and holds the owner's address. The
// common storage has no side object and reads its owner in one load.

extension AnimatedStorageBase {
    /// The address of the animator that drives the newest track, or `nil` for nobody.
    ///
    /// Unowned and unchecked, so that recording a track costs no reference count and no side
    /// table: an animator clears it from every property it still holds before it is
    /// deallocated (see `PropertyAnimator`'s `deinit`).
    @inline(__always)
    final var ownerAddress: UnsafeRawPointer? {
        get {
            guard hasSide, let link else { return link }
            return Unmanaged<TrackSide>.fromOpaque(link).takeUnretainedValue().ownerAddress
        }
        set {
            leaveFrameTableBeforeChange()
            if hasSide, let link {
                Unmanaged<TrackSide>.fromOpaque(link).takeUnretainedValue().ownerAddress = newValue
            } else {
                link = newValue
            }
        }
    }

    /// The newest track's span start when it is not 0, and, for a type that supports vector
    /// arithmetic, the older tracks and kept velocities (`TrackLayers`, a subclass, while
    /// ``hasLayers``); `nil` for the common property.
    ///
    /// Held in ``link`` (retained), with the owner's address moved into it.
    final var side: TrackSide? {
        get {
            guard hasSide, let link else { return nil }
            return Unmanaged<TrackSide>.fromOpaque(link).takeUnretainedValue()
        }
        set {
            let owner = ownerAddress
            if hasSide, let link { Unmanaged<TrackSide>.fromOpaque(link).release() }
            if let newValue {
                newValue.ownerAddress = owner
                link = UnsafeRawPointer(Unmanaged.passRetained(newValue).toOpaque())
                hasSide = true
            } else {
                link = owner
                hasSide = false
            }
        }
    }

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
    /// Setting it keeps the address only (``ownerAddress``); reading it turns the object back
    /// into a ``TrackOwner``, which only the paths that call the animator do: leaving the
    /// batch, a velocity, a newer animator blending with this one's track. A track's owner is
    /// always a ``TrackOwner`` (nothing else sets it), so that never fails; it gives `nil` if
    /// it ever did.
    ///
    /// Performance: an object of the type of the owner last looked up (``lastOwnerType``;
    /// there is one such type, `PropertyAnimator`) is opened as that type, which brings its
    /// conformance with it; `as? any TrackOwner` looks the conformance up in the runtime's
    /// cache, about 280 instructions, a quarter of reading a property's velocity, so only an
    /// owner of another type does.
    final var owner: (any TrackOwner)? {
        @inline(__always) get {
            guard let ownerAddress else { return nil }
            let object = Unmanaged<AnyObject>.fromOpaque(ownerAddress).takeUnretainedValue()
            if let type = Self.lastOwnerType,
                ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(type)
            {
                return Self.owner(at: ownerAddress, as: type)
            }
            guard let owner = object as? any TrackOwner else { return nil }
            Self.lastOwnerType = Swift.type(of: owner)
            return owner
        }
        @inline(__always) set {
            ownerAddress = newValue.flatMap {
                UnsafeRawPointer(bitPattern: TrackOwnerID.identity(of: $0))
            }
        }
    }

    /// The dynamic type of the owner that ``owner`` last looked up; only the main actor sets
    /// and reads it (storages are reachable from main-actor types only).
    nonisolated(unsafe) private static var lastOwnerType: (any TrackOwner.Type)?

    /// The object at `address`, an instance of `type` (checked by the caller), as a
    /// ``TrackOwner``: `Owner` is opened from `type`, whose conformance comes with it.
    private static func owner<Owner: TrackOwner>(
        at address: UnsafeRawPointer, as type: Owner.Type
    ) -> any TrackOwner {
        Unmanaged<Owner>.fromOpaque(address).takeUnretainedValue()
    }
}

/// `onMainActorUnchecked(_:_:)` (`UnsafeMainActorCall.swift`) for a call on a track's owner.
@inline(__always)
func onMainActorUnchecked(_ owner: any TrackOwner, _ body: @MainActor (any TrackOwner) -> Void) {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: ((any TrackOwner) -> Void).self)(owner)
    }
}

/// `onMainActorUnchecked(_:_:)` (`UnsafeMainActorCall.swift`) for a number read from a
/// track's owner.
@inline(__always)
func onMainActorUnchecked(
    _ owner: any TrackOwner, _ body: @MainActor (any TrackOwner) -> Double
) -> Double {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: ((any TrackOwner) -> Double).self)(owner)
    }
}

/// `onMainActorUnchecked(_:_:)` (`UnsafeMainActorCall.swift`) for a number a track's owner
/// computes for a span start and a track.
@inline(__always)
func onMainActorUnchecked(
    _ owner: any TrackOwner, _ spanStart: Double, _ track: ObjectIdentifier,
    _ body: @MainActor (any TrackOwner, Double, ObjectIdentifier) -> Double
) -> Double {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: ((any TrackOwner, Double, ObjectIdentifier) -> Double).self)(
            owner, spanStart, track)
    }
}
