import Foundation

/// A source of frame times, like a display link.
///
/// The ``AnimationDriver`` adopts one clock at a time: it reads ``now`` when an animation starts
/// or is queried, sets ``frameHandler`` to receive frames, and sets ``wantsFrames`` to `true`
/// while anything animates and back to `false` when nothing does, so a real clock can sleep.
///
/// Two clocks ship with the package: ``ManualClock`` for tests, rendering and simulation, and
/// ``DisplayLinkClock`` for interactive programs. Conform your own to drive animations from a
/// game loop or a renderer's vsync.
@MainActor
public protocol FrameClock: AnyObject {
    /// The current time in seconds on this clock's monotonic time line; finite.
    ///
    /// The driver reads it when an animation starts and when clocks are swapped; a NaN or
    /// infinite time is reported (`.readClock`) and the last frame's time is used instead.
    var now: TimeInterval { get }

    /// Receives each frame's time; set by the driver that adopts the clock.
    ///
    /// A clock calls it once per frame, with finite, non-decreasing times, on the main actor.
    /// The driver reports a NaN, infinite or earlier time as an invalid argument (`.frame`) and
    /// skips that frame.
    var frameHandler: ((TimeInterval) -> Void)? { get set }

    /// Whether the driver needs frames now; a real clock stops ticking while this is `false`.
    ///
    /// It may turn `false` and `true` again before your next frame (the only running animation
    /// replaced by a new one): keep the frame schedule through that, as ``DisplayLinkClock``
    /// does by stopping at its first tick that finds frames unwanted.
    var wantsFrames: Bool { get set }
}
