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
/// no separate one; more go to a buffer that doubles as it fills.
///
/// Not isolated: it lives in a main-actor animator and is only used there (and in its
/// `deinit`, which is nonisolated; hence the unchecked `Sendable`: the list never crosses
/// threads while shared).
struct UnsafeTrackList: ~Copyable, @unchecked Sendable {
    /// How many references the list holds without a buffer.
    static let inlineCapacity = 3

    private var first: Unmanaged<AnimatedStorageBase>?
    private var second: Unmanaged<AnimatedStorageBase>?
    private var third: Unmanaged<AnimatedStorageBase>?
    /// The references after the inline ones; its capacity is the least power of two, at least
    /// 4, that holds them (so it needs no field of its own).
    private var overflow: UnsafeMutablePointer<Unmanaged<AnimatedStorageBase>>?
    /// The number of storages, in four bytes so that the animator can pack a field after it.
    private var storedCount: UInt32 = 0

    /// The number of storages.
    var count: Int { Int(storedCount) }

    init() {}

    deinit {
        visitReferences { $0.release() }
        overflow?.freeTrivial()
    }

    /// Whether the list holds no storage.
    var isEmpty: Bool { count == 0 }

    /// Appends `storage` (retaining it).
    mutating func append(_ storage: AnimatedStorageBase) {
        let reference = Unmanaged.passRetained(storage)
        switch count {
        case 0: first = reference
        case 1: second = reference
        case 2: third = reference
        default: appendOverflow(reference, at: count - Self.inlineCapacity)
        }
        storedCount += 1
    }

    private mutating func appendOverflow(
        _ reference: Unmanaged<AnimatedStorageBase>, at index: Int
    ) {
        // The buffer is full when `index` is a power of two of at least 4 (or it is missing).
        guard let overflow, index < 4 || index & (index - 1) != 0 else {
            let capacity = max(4, index * 2)
            let grown =
                overflow?.reallocated(toCapacity: capacity) ?? .allocateTrivial(capacity: capacity)
            (grown + index).initialize(to: reference)
            self.overflow = grown
            return
        }
        (overflow + index).initialize(to: reference)
    }

    /// Releases every storage and the buffer.
    mutating func removeAll() {
        visitReferences { $0.release() }
        overflow?.freeTrivial()
        (first, second, third, overflow, storedCount) = (nil, nil, nil, nil, 0)
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
    /// `progress(spanStart)`. A property on which a newer animator now drives the newest track
    /// renders `owner`'s older track there, if it has one.
    @inline(__always)
    func render(
        owner: Int, driver: any TrackOwner, base: Double, shared: Double,
        progress: (Double) -> Double
    ) {
        visitReferences { reference in
            reference._withUnsafeGuaranteedRef { track in
                if track.isDriven(byActive: owner), !track.hasLayers {
                    let spanStart = track.spanStart
                    track.render(spanStart == base ? shared : progress(spanStart))
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
        guard let third else { return }
        body(third)
        guard let overflow else { return }
        for index in 0..<(count - Self.inlineCapacity) {
            body(overflow[index])
        }
    }
}
