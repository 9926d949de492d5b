/// Who holds a property's track: nobody, an active animator (running or paused), or an
/// animator that stopped and has not finished yet.
///
/// One word: the animator's id (its address, ``identity(of:)``), with the stop carried in the
/// sign. A storage computes it from its owner's address and stop flag; an older track kept as
/// a residual stores it. Read it through its facts, never through the integer.
struct TrackOwnerID: Equatable, Sendable {
    /// The holder's id; negated once it stops; 0 for nobody.
    private var signed: Int

    private init(signed: Int) {
        self.signed = signed
    }

    /// Nobody holds the track.
    static let nobody = TrackOwnerID(signed: 0)

    /// The active animator with id `id` (> 0: see ``identity(of:)``) holds the track.
    static func active(_ id: Int) -> TrackOwnerID {
        TrackOwnerID(signed: id)
    }

    /// The animator with id `id` holds the track and has stopped.
    static func stopped(_ id: Int) -> TrackOwnerID {
        TrackOwnerID(signed: -id)
    }

    /// The id of `owner`: its address.
    ///
    /// An address is positive (user space) and unique among the objects alive, so an
    /// animator's id and a track's reference to it are one fact. An
    /// animator releases every track it holds before it is deallocated, so no track keeps the
    /// id of a freed animator whose address a new one could take.
    @inline(__always)
    static func identity(of owner: AnyObject) -> Int {
        Int(bitPattern: ObjectIdentifier(owner))
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
