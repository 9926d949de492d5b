import Foundation

/// The properties with several tracks that the frame in progress rendered, each shown once
/// after the frame's pass: the newest track's value plus every older track's offset.
///
/// Each of the K animators running on one property renders its own track in a frame. Composing
/// the property's value at each of those renders cost O(K) each, O(K²) a frame — a pointer
/// followed by one new animator per event at 120 Hz keeps about 60 tracks on the property,
/// several per event more. During a pass a render only updates its own track and lists the
/// property here once (``TrackLayers/awaitsComposition``); the driver calls back after the
/// pass, before any animator that ended finishes, and each property listed is composed once,
/// to the same value. Outside a pass (pausing, scrubbing, recording) a render composes at once.
///
/// Unsafe: the list holds the storages unretained; the animators that rendered them retain
/// them for the whole pass, which releases nothing. Not isolated, as the storages that add to
/// it are not, hence the unchecked `Sendable`: only a frame's pass, on the main actor, adds to
/// it, and the driver settles it there right after.
final class LayerComposition: @unchecked Sendable {
    /// The one list, which the shared driver settles.
    static let shared = LayerComposition()

    /// The storages to compose after the pass; storage reused between frames.
    @exclusivity(unchecked) private var pending: ContiguousArray<Unmanaged<AnimatedStorageBase>> =
        []

    private init() {}

    /// Lists `storage`, during a frame's pass (at most once a pass: its layers' flag says
    /// whether it is listed).
    func add(_ storage: AnimatedStorageBase) {
        if pending.isEmpty {
            // Frames run on the main actor; the composition is passed as an argument, so that
            // the closure captures nothing and is not put on the heap.
            onMainActorUnchecked(self) {
                AnimationDriver.shared.settleAfterPass(
                    unsafeDowncast($0, to: LayerComposition.self))
            }
        }
        pending.append(.passUnretained(storage))
    }

    /// Composes every storage listed and empties the list.
    ///
    /// Not isolated: a closure written in main-actor code and passed to a function that is not
    /// (`_withUnsafeGuaranteedRef`) checks the executor each time it runs, about 220
    /// instructions a property.
    fileprivate func composeAll() {
        for storage in pending {
            storage._withUnsafeGuaranteedRef { $0.composeAfterPass() }
        }
        pending.removeAll(keepingCapacity: true)
    }
}

extension LayerComposition: FrameSettling {
    func settleAfterPass() {
        composeAll()
    }
}
