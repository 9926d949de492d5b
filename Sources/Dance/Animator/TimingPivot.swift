import Foundation

/// Where ``PropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)`` gave an
/// animator new timing part-way through, and how its tracks' progress follows the timeline on
/// either side of that point.
///
/// Continued at timeline position p, a track that had started showed the value `fraction` of
/// the way from its start to its target, plus, for a spring that started with a velocity of
/// its own, that velocity times `response`. On the side the animator was heading — towards 1
/// running forwards, towards the track's span start running reversed — the track follows the
/// new timing from there: its progress goes from `fraction` to 1 (or to 0) as the new timing
/// goes from 0 to 1, and the velocity's part fades with it. On the other side it runs linearly
/// to its start or its end. So the value shown where the animator continued never jumps, and
/// reversing, scrubbing or finishing at either end still reaches the track's own start and
/// target, which the pivot leaves untouched.
///
/// Running reversed, a track whose span starts after 0 (a block added with a delay factor)
/// follows the new timing over its own part of the way back, reaching its start where its
/// span begins, as any track follows its animator's timing over its own span.
///
/// Tracks that had not started at p (their span starts there or later), and tracks recorded
/// after it, are not pivoted: they follow the new timing over their own span.
///
/// A class, so that the animator's rare side object holds one word for it; only its animator
/// uses it, on the main actor.
final class TimingPivot {
    /// The state, where the animator continued, of one track that had started.
    struct Entry {
        /// Where its span starts: the entry holds only while the track's does not move.
        var spanStart: Double
        /// Its progress there.
        var fraction: Double
        /// The motion B (seconds) of a unit initial velocity there (see `TrackMotion`).
        var response: Double
        /// How much of the new timing's own unit-velocity response the track's velocity moves
        /// it by, from where it continued (0 for most tracks).
        ///
        /// The y axis of a `CGPoint` given a spring whose `dy` differs from its `dx` starts
        /// with `dy` there: its velocity's part is ``response`` fading as the new timing runs,
        /// plus this times the new timing's response (see `continueYApart`).
        var newResponse = 0.0
    }

    /// Where on the timeline (0…1) the animator continued.
    let position: Double
    /// Whether it was running reversed: the new timing then leads towards the start.
    let towardsStart: Bool
    /// One entry per track that had started, keyed by its property's storage (an animator has
    /// at most one track on a property).
    private var entries: [ObjectIdentifier: Entry]

    init(position: Double, towardsStart: Bool, entries: [ObjectIdentifier: Entry]) {
        self.position = position
        self.towardsStart = towardsStart
        self.entries = entries
    }

    /// The entry of the animator's track on `track` (spanning `spanStart`…1), if it is pivoted.
    func entry(for track: ObjectIdentifier, spanStart: Double) -> Entry? {
        guard let entry = entries[track], entry.spanStart == spanStart else {
            return nil
        }
        return entry
    }

    /// Forgets the track on `track`: the animator recorded a new one there.
    func forget(_ track: ObjectIdentifier) {
        entries[track] = nil
    }

    /// The progress, the velocity response and, if `slopes`, their slopes per unit of position
    /// (else 0) of the track of `entry` at timeline position `position`, under the new timing
    /// `timing`.
    ///
    /// A part of the way shorter than `shortestSpan` (timeline units: the animator passes
    /// ``DurationLimits/shortest`` clock seconds in it), or so short that 1 / its length
    /// overflows, is jumped, not moved through, as a track's span that short is
    /// (`PropertyAnimator.spanJumps(from:)`): its slopes are 0. Divided by that part, they grew
    /// without bound as the pivot neared the track's start or the end (continued reversed at
    /// fraction 5e-324, velocities were NaN).
    func motion(
        of entry: Entry, at position: Double, timing: TimingFunction, slopes: Bool = true,
        shortestSpan: Double = 0
    ) -> PivotMotion {
        let pivot = self.position
        let start = entry.spanStart
        let fraction = entry.fraction
        let response = entry.response
        if towardsStart ? position <= pivot : position >= pivot {
            // The new timing, from the pivot towards the end the animator was heading for.
            let span = towardsStart ? pivot - start : 1 - pivot
            let distance = towardsStart ? pivot - position : position - pivot
            let u = min(distance / span, 1)
            let eased = timing.value(at: u)
            // d(u)/d(position): the timing runs backwards along the timeline when reversed.
            let uRate = u < 1 ? (towardsStart ? -1 : 1) * Self.rate(over: span, shortestSpan) : 0
            let slope = slopes ? timing.slope(at: u) * uRate : 0
            let remaining = towardsStart ? -fraction : 1 - fraction
            if entry.newResponse != 0 {
                let scale = entry.newResponse
                let new =
                    slopes
                    ? timing.velocityResponseAndSlope(at: u)
                    : (response: timing.velocityResponse(at: u), slope: 0)
                let newSlope = slopes ? new.slope * uRate : 0
                return PivotMotion(
                    fraction: fraction + remaining * eased, fractionSlope: remaining * slope,
                    response: response * (1 - eased) + scale * new.response,
                    responseSlope: -response * slope + scale * newSlope)
            }
            return PivotMotion(
                fraction: fraction + remaining * eased, fractionSlope: remaining * slope,
                response: response * (1 - eased), responseSlope: -response * slope)
        }
        if towardsStart {
            // Linearly on to the target, beyond the pivot.
            let t = (position - pivot) / (1 - pivot)
            let rate = Self.rate(over: 1 - pivot, shortestSpan)
            return PivotMotion(
                fraction: fraction + (1 - fraction) * t, fractionSlope: (1 - fraction) * rate,
                response: response * (1 - t), responseSlope: -response * rate)
        }
        // Linearly back to the track's start, before the pivot.
        guard position > start else {
            return PivotMotion(fraction: 0, fractionSlope: 0, response: 0, responseSlope: 0)
        }
        let t = (position - start) / (pivot - start)
        let rate = Self.rate(over: pivot - start, shortestSpan)
        return PivotMotion(
            fraction: fraction * t, fractionSlope: fraction * rate,
            response: response * t, responseSlope: response * rate)
    }
}

extension TimingPivot {
    /// 1 / `span`: the rate, per unit of position, of a motion over `span` units that is moved
    /// through; 0 for one that is jumped (shorter than `shortestSpan`, or so short that the
    /// quotient overflows).
    fileprivate static func rate(over span: Double, _ shortestSpan: Double) -> Double {
        let rate = 1 / span
        return span >= shortestSpan && rate.isFinite ? rate : 0
    }
}

/// A pivoted track's progress and velocity response at one position, with their slopes per
/// unit of timeline position.
struct PivotMotion: Sendable, Equatable {
    var fraction: Double
    var fractionSlope: Double
    var response: Double
    var responseSlope: Double
}
