import Foundation

extension UnsafeMutablePointer {
    /// A buffer of `capacity` elements from `malloc`.
    ///
    /// For elements that are plain bits (no references counted, nothing to destroy): the frame
    /// path's rows, the track tables and the track lists. Grow or shrink it with
    /// ``reallocated(toCapacity:)`` and free it with ``freeTrivial()``.
    ///
    /// When memory is exhausted this stops the program, as every Swift allocation does (the
    /// runtime's `allocate`, which these buffers used before, stops it the same way): no
    /// caller could go on without the buffer, and no user input leads here.
    static func allocateTrivial(capacity: Int) -> UnsafeMutablePointer {
        assert(_isPOD(Pointee.self), "only for elements that are plain bits")
        guard let raw = malloc(capacity * MemoryLayout<Pointee>.stride) else {
            fatalError("out of memory")
        }
        return raw.assumingMemoryBound(to: Pointee.self)
    }

    /// This buffer (from ``allocateTrivial(capacity:)``) resized to `capacity` elements, the
    /// first `min(old, new)` kept: `realloc`, which grows a buffer in place when it can and
    /// moves a large one's pages rather than copying them.
    func reallocated(toCapacity capacity: Int) -> UnsafeMutablePointer {
        guard let raw = realloc(self, capacity * MemoryLayout<Pointee>.stride) else {
            fatalError("out of memory")
        }
        return raw.assumingMemoryBound(to: Pointee.self)
    }

    /// Frees this buffer (from ``allocateTrivial(capacity:)``).
    func freeTrivial() {
        free(self)
    }
}
