import Foundation

/// The numeric limits that keep every rate Dance computes finite.
///
/// A velocity is a distance times a curve's slope times a rate (1 / seconds per pass). Keeping
/// every pass at least ``shortest`` long, every speed and duration scale 0 or within ``paces``
/// bounds each rate by 1e6 per second.
enum DurationLimits {
    /// Seconds, the shortest motion Dance plays: a pass of an animator (duration × duration
    /// scale ÷ speed) or a keyframe shorter than this jumps to its end at once, with velocity 0.
    static let shortest: TimeInterval = 1e-6

    /// Seconds, the longest `PropertyAnimator` duration given, and the longest step, wait and
    /// stagger of a declarative timeline.
    ///
    /// A timing's slope (which grows with the duration for springs) times the rate stays
    /// finite, and a timeline's times add up to finite numbers (a stagger of 1e308 once put a
    /// label at ∞ / ∞).
    static let longestAnimator: TimeInterval = 1e9

    /// Whether `seconds` is a valid animator duration or delay, or step duration: 0…1e9
    /// (NaN is not).
    static func allowsAnimator(_ seconds: TimeInterval) -> Bool {
        seconds >= 0 && seconds <= longestAnimator
    }

    /// Seconds, the longest keyframe: a spline's velocity (at most a distance ÷ 1e-6 s) times
    /// its duration stays finite.
    static let longestKeyframe: TimeInterval = 1e9

    /// The valid nonzero `PropertyAnimator.speed` and `AnimationDriver.durationScale` values:
    /// with both in it, a velocity handed over in clock time is rescaled by at most 1e12.
    static let paces: ClosedRange<Double> = 1e-6...1e6

    /// Seconds, the most an animator's timeline may take per unit of its position before its
    /// speed and duration scale (each within ``paces``) apply: this times the duration scale
    /// and divided by the speed stays finite, with room for rounding (1e12 times the largest
    /// double over 1e12 rounds up to ∞).
    ///
    /// `continueAnimation` spreads the time it is given over the part of the timeline left; a
    /// part so small that the quotient passes this (under about 1e-295 of the way: a scrub to
    /// 5e-324) takes less time instead, and ends on the next frame. An infinite pace held the
    /// animator still for ever.
    static let slowestPace: TimeInterval = .greatestFiniteMagnitude / 1e13
}
