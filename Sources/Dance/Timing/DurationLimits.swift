import Foundation

/// The numeric limits that keep every rate Dance computes finite.
///
/// A velocity is a distance times a curve's slope times a rate (1 / seconds per pass). Keeping
/// every pass at least ``shortest`` long, every speed at most ``fastest`` and every duration
/// scale 0 or within ``durationScales`` bounds each rate by 1e6 per second.
enum DurationLimits {
    /// Seconds, the shortest motion Dance plays: a pass of an animator (duration × duration
    /// scale ÷ speed) or a keyframe shorter than this jumps to its end at once, with velocity 0.
    static let shortest: TimeInterval = 1e-6

    /// The largest `PropertyAnimator.speed`.
    static let fastest = 1e6

    /// The valid nonzero `AnimationDriver.durationScale` values.
    static let durationScales: ClosedRange<Double> = 1e-6...1e6
}
