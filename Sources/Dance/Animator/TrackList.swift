/// The storages an animator has recorded tracks for, in the order recorded.
///
/// Performance: a frame renders every track of every running animator. Reading class
/// references out of an array makes Swift retain the array (or each reference) for the
/// duration of the calls, and on x86 every retain and release is a locked instruction, which
/// also holds back the memory loads of the animators that follow. With 100 000 animators that
/// made frames wait on memory one animator at a time. The list therefore keeps its references
/// in a buffer it manages itself: it retains a storage once when appending it and releases it
/// when the list is emptied, and ``render(owner:base:shared:progress:)`` borrows each reference
/// (`Unmanaged._withUnsafeGuaranteedRef`) without touching reference counts.
///
/// Not isolated: it lives in a main-actor animator and is only used there.
struct TrackList: ~Copyable {
    private var elements: UnsafeMutablePointer<Unmanaged<AnimatedStorageBase>>?
    /// The number of storages.
    private(set) var count = 0
    private var capacity = 0

    init() {}

    deinit {
        Self.release(elements, count: count)
    }

    /// Whether the list holds no storage.
    var isEmpty: Bool { count == 0 }

    /// Appends `storage` (retaining it).
    mutating func append(_ storage: AnimatedStorageBase) {
        let buffer: UnsafeMutablePointer<Unmanaged<AnimatedStorageBase>>
        if let elements, count < capacity {
            buffer = elements
        } else {
            let grown = max(4, capacity * 2)
            buffer = .allocate(capacity: grown)
            if let elements {
                buffer.moveInitialize(from: elements, count: count)
                elements.deallocate()
            }
            elements = buffer
            capacity = grown
        }
        (buffer + count).initialize(to: .passRetained(storage))
        count += 1
    }

    /// Releases every storage and the buffer.
    mutating func removeAll() {
        Self.release(elements, count: count)
        elements = nil
        count = 0
        capacity = 0
    }

    /// Whether the list holds `storage`.
    func contains(_ storage: AnimatedStorageBase) -> Bool {
        var found = false
        visit { found = found || $0 === storage }
        return found
    }

    /// Calls `body` with each storage, in order; `body` must not change the list.
    func visit(_ body: (AnimatedStorageBase) -> Void) {
        guard let elements else { return }
        for index in 0..<count {
            body(elements[index].takeUnretainedValue())
        }
    }

    /// Renders the tracks `owner` animates and changes no reference count.
    ///
    /// Tracks starting at `base` render at `shared` progress, the others at
    /// `progress(spanStart)`.
    func render(owner: Int, base: Double, shared: Double, progress: (Double) -> Double) {
        guard let elements else { return }
        for index in 0..<count {
            elements[index]._withUnsafeGuaranteedRef { track in
                guard track.ownerID == owner else { return }
                let spanStart = track.spanStart
                track.render(spanStart == base ? shared : progress(spanStart))
            }
        }
    }

    private static func release(
        _ elements: UnsafeMutablePointer<Unmanaged<AnimatedStorageBase>>?, count: Int
    ) {
        guard let elements else { return }
        for index in 0..<count {
            elements[index].release()
        }
        elements.deallocate()
    }
}
