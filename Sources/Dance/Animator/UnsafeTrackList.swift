/// The storages an animator has recorded tracks for, in the order recorded.
///
/// Performance: a frame renders every track of every running animator. Reading class
/// references out of an array makes Swift retain the array (or each reference) for the
/// duration of the calls, and on x86 every retain and release is a locked instruction, which
/// also holds back the memory loads of the animators that follow. With 100 000 animators that
/// made frames wait on memory one animator at a time. The list therefore manages its
/// references itself: it retains a storage once when appending it and releases it when the
/// list is emptied, and ``render(owner:base:shared:progress:)`` borrows each reference
/// (`Unmanaged._withUnsafeGuaranteedRef`) without touching reference counts.
///
/// The first ``inlineCapacity`` references live in the list itself (inside the animator), so
/// the common animator, which animates a few properties, allocates no buffer and a frame reads
/// no separate one; from the fourth on, the third and the rest go to a buffer that doubles as
/// it fills, whose address takes the third one's place.
///
/// Not isolated: it lives in a main-actor animator and is only used there (its `deinit`
/// included, which is isolated).
struct UnsafeTrackList: ~Copyable {
    /// How many references the list holds without a buffer.
    static let inlineCapacity = 3

    private var first: Unmanaged<AnimatedStorageBase>?
    private var second: Unmanaged<AnimatedStorageBase>?
    /// The third reference while the list holds at most three; from the fourth on, the buffer
    /// of the references from the third on, whose capacity is the least power of two, at least
    /// 4, that holds them (so it needs no field of its own, and the list no fourth word).
    private var thirdOrRest: UnsafeMutableRawPointer?
    /// The number of storages, in four bytes so that the animator can pack a field after it.
    private var storedCount: UInt32 = 0

    /// The number of storages.
    var count: Int { Int(storedCount) }

    init() {}

    deinit {
        visitReferences { $0.release() }
        rest?.freeTrivial()
    }

    /// Whether the list holds no storage.
    var isEmpty: Bool { count == 0 }

    /// The buffer of the references from the third on, once there are more than three.
    private var rest: UnsafeMutablePointer<Unmanaged<AnimatedStorageBase>>? {
        count > Self.inlineCapacity
            ? thirdOrRest?.assumingMemoryBound(to: Unmanaged<AnimatedStorageBase>.self) : nil
    }

    /// Appends `storage` (retaining it).
    mutating func append(_ storage: AnimatedStorageBase) {
        let reference = Unmanaged.passRetained(storage)
        switch count {
        case 0: first = reference
        case 1: second = reference
        case 2: thirdOrRest = reference.toOpaque()
        case 3:
            let rest = UnsafeMutablePointer<Unmanaged<AnimatedStorageBase>>
                .allocateTrivial(capacity: 4)
            if let third = thirdOrRest { rest.initialize(to: Unmanaged.fromOpaque(third)) }
            (rest + 1).initialize(to: reference)
            thirdOrRest = UnsafeMutableRawPointer(rest)
        default: appendRest(reference, at: count - 2)
        }
        storedCount += 1
    }

    /// Puts `reference` at `index` of the buffer of the references from the third on.
    private mutating func appendRest(_ reference: Unmanaged<AnimatedStorageBase>, at index: Int) {
        guard var rest else { return }
        // The buffer is full when `index` is a power of two (of at least 4).
        if index & (index - 1) == 0 {
            rest = rest.reallocated(toCapacity: index * 2)
            thirdOrRest = UnsafeMutableRawPointer(rest)
        }
        (rest + index).initialize(to: reference)
    }

    /// Releases every storage and the buffer.
    mutating func removeAll() {
        visitReferences { $0.release() }
        rest?.freeTrivial()
        (first, second, thirdOrRest, storedCount) = (nil, nil, nil, 0)
    }

    /// Whether the list holds `storage`.
    func contains(_ storage: AnimatedStorageBase) -> Bool {
        var found = false
        visit { found = found || $0 === storage }
        return found
    }

    /// Leaves every property `owner` still holds where it is (the animator is going away).
    func forget(owner: Int) {
        visitReferences { $0.takeUnretainedValue().forget(owner: owner) }
    }

    /// Calls `body` with each storage, in order; `body` must not change the list.
    ///
    /// Borrows each reference without changing its count: the list keeps the storage alive
    /// for the call.
    func visit(_ body: (AnimatedStorageBase) -> Void) {
        visitReferences { $0._withUnsafeGuaranteedRef(body) }
    }

    /// Renders the tracks `owner` (the id of `driver`) animates and changes no reference count.
    ///
    /// Tracks starting at `base` render at `shared` progress, the others at
    /// `progress(spanStart, track)`. A property on which a newer animator now drives the newest track
    /// renders `owner`'s older track there, if it has one.
    @inline(__always)
    func render(
        owner: Int, driver: any TrackOwner, base: Double, shared: Double,
        progress: (Double, ObjectIdentifier) -> Double
    ) {
        visitReferences { reference in
            reference._withUnsafeGuaranteedRef { track in
                if track.isDriven(byActive: owner), !track.hasLayers {
                    let spanStart = track.spanStart
                    track.render(
                        spanStart == base ? shared : progress(spanStart, ObjectIdentifier(track)))
                } else if track.hasLayers {
                    track.renderLayers(owner: owner, driver: driver, base: base, shared: shared)
                }
            }
        }
    }

    /// Calls `body` with each reference, in order.
    @inline(__always)
    private func visitReferences(_ body: (Unmanaged<AnimatedStorageBase>) -> Void) {
        guard let first else { return }
        body(first)
        guard let second else { return }
        body(second)
        guard let thirdOrRest else { return }
        guard count > Self.inlineCapacity else { return body(Unmanaged.fromOpaque(thirdOrRest)) }
        let rest = thirdOrRest.assumingMemoryBound(to: Unmanaged<AnimatedStorageBase>.self)
        for index in 0..<(count - 2) {
            body(rest[index])
        }
    }
}
