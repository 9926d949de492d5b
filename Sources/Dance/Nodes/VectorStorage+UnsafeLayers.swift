// A storage keeps its older tracks in the same side object as its span start, typed by a flag
// rather than by a cast: `hasLayers` says the side object is a `TrackLayers` of the storage's
// own value type (only `layers`' setter stores one), so reading it is an unchecked downcast.

extension VectorStorage {
    /// Older tracks and kept velocities; `nil` for the common property with one track.
    ///
    /// Kept in ``AnimatedStorageBase/side`` (a `TrackLayers` also holds the span start), whose
    /// type ``AnimatedStorageBase/hasLayers`` tells.
    final var layers: TrackLayers<Value>? {
        get {
            guard hasLayers, let side else { return nil }
            return unsafeDowncast(side, to: TrackLayers<Value>.self)
        }
        set {
            let start = spanStart
            hasLayers = newValue != nil
            if let newValue {
                newValue.spanStart = start
                side = newValue
            } else {
                side = start == 0 ? nil : TrackSide(spanStart: start)
            }
        }
    }

    /// Calls `body` with the layers, borrowed without changing their reference count, and
    /// returns its result; `nil` without layers.
    ///
    /// Performance: a frame of a property with older tracks reads its layers once or twice per
    /// track; through ``layers`` each read is a retain and a release. The storage holds the
    /// layers (in ``AnimatedStorageBase/link``) for the whole call: `body` must not replace
    /// them.
    @inline(__always)
    final func withLayers<Result>(_ body: (TrackLayers<Value>) -> Result) -> Result? {
        guard hasLayers, let link else { return nil }
        return Unmanaged<TrackLayers<Value>>.fromOpaque(link)._withUnsafeGuaranteedRef(body)
    }
}
