/// Who holds a property's track: nobody, an active animator (running or paused), or an
/// animator that stopped and has not finished yet.
///
/// The one word a frame compares for every property; the sign of the stored integer carries
/// the stop, so the type is as small as the animator id it holds (8 bytes). Read it through
/// its facts, never through the integer.
struct TrackOwnerID: Equatable, Sendable {
    /// The holder's id; negated once it stops; 0 for nobody.
    private var signed: Int

    private init(signed: Int) {
        self.signed = signed
    }

    /// Nobody holds the track.
    static let nobody = TrackOwnerID(signed: 0)

    /// The active animator with id `id` (> 0; ids start at 1) holds the track.
    static func active(_ id: Int) -> TrackOwnerID {
        TrackOwnerID(signed: id)
    }

    /// The holder's id, stopped or not; 0 for nobody.
    var id: Int { abs(signed) }

    /// Whether an active animator holds the track.
    var isActive: Bool { signed > 0 }

    /// Whether a stopped animator holds the track (its model value reads as presentation).
    var isStopped: Bool { signed < 0 }

    /// Whether the animator `id` holds the track and is active.
    func isActive(by id: Int) -> Bool { signed == id }

    /// Whether the animator `id` holds the track, stopped or not.
    func isHeld(by id: Int) -> Bool { abs(signed) == id }

    /// Marks the track stopped if the animator `id` holds it and is active.
    mutating func stop(by id: Int) {
        if signed == id { signed = -id }
    }
}
