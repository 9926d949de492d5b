/// The animator that drives a property's track, seen from the property: how fast it moves.
///
/// A property asks its tracks' owners only when its velocity is read (or, for a spring that
/// started with a velocity of its own, when it renders), so the common frame never calls it.
@MainActor
protocol TrackOwner: AnyObject, Sendable {
    /// How the owner's track on `track`, spanning `spanStart`…1 of its timeline, moves at the
    /// clock's `now`.
    func motion(spanStart: Double, of track: ObjectIdentifier) -> TrackMotion

    /// How far a unit velocity has carried the owner's spring track on `track`, spanning
    /// `spanStart`…1, now, in seconds: the `velocityResponse` of ``motion(spanStart:of:)``.
    func velocityResponse(spanStart: Double, of track: ObjectIdentifier) -> Double

    /// The progress of the owner's track on `track`, spanning `spanStart`…1, at the timeline's
    /// position now.
    func progress(spanStart: Double, of track: ObjectIdentifier) -> Double

    /// The velocity of `storage` now if the owner drives it by other means than its inline
    /// track (declarative steps), else `nil`.
    func contentVelocity<Value: AnimatableVector>(of storage: AnimatedStorage<Value>) -> Value?

    /// Clock seconds per second of the owner's timing at its pace now (duration scale ÷
    /// speed; 1 when the owner holds still or jumps): a velocity handed to one of its spring
    /// tracks is multiplied by it, so that the spring starts with that velocity in clock time.
    var velocityHandoffScale: Double { get }

    /// Leaves the batched frame path, if the owner is on it, and goes on running as a single
    /// animator: a track it owns is about to change (see ``FrameTrackTable``).
    func leaveFramePath()

    /// Joins the batched frame path if the owner can run there now: the last older track on
    /// one of its properties has ended, which may have been all that kept it single.
    func mayJoinFramePath()

    /// Whether the owner takes new tracks: `false` once a block it runs has ended it (stopped
    /// or finished it), after which the block's sets change values at once.
    var takesTracks: Bool { get }
}

/// How one track moves at one moment, from its owner's timing and timeline.
struct TrackMotion: Sendable, Equatable {
    /// d(progress)/dt, per second: the rate at which the track's blend from its start value to
    /// its target advances (0 while paused, waiting, stopped or at an end).
    var progressRate: Double
    /// B, in seconds: how far a unit initial velocity has carried a spring track (0 for
    /// other timings).
    var velocityResponse: Double
    /// dB/dt, dimensionless.
    var velocityResponseRate: Double

    /// A track that does not move.
    static let still = TrackMotion(progressRate: 0, velocityResponse: 0, velocityResponseRate: 0)
}
