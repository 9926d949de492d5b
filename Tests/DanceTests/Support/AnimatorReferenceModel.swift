import Foundation

@testable import Dance

/// An independent model of one linear `PropertyAnimator` that animates a value from 0 to 100,
/// written from the documentation only, for ``ReferenceModelTests``.
///
/// Sources: DESIGN.md ("Animator", "Decisions where UIKit is silent, odd, or traps", "Time
/// controls") and the doc comments of the members the model mirrors. Each transition names the
/// rule it follows.
///
/// Time is counted in traversals: the playhead runs from 0 to ``traversals`` (a pass is one
/// traversal, or two when autoreversing; the playhead ends inside a pass for a fractional
/// repeat count). The model is brought to the clock's `now` before each call, so a call acts on
/// the playhead as it is now. Where the documentation leaves an outcome open (an end within
/// rounding of a frame time, for example), the model records an ``AmbiguousSpot`` and the test
/// stops comparing that sequence.
struct AnimatorReferenceModel {
    /// What the model expects a call to report.
    enum Verdict { case accepted, wrongState, invalidArgument }

    /// A spot the documentation leaves open, where a sequence stops being compared.
    enum AmbiguousSpot: String, CaseIterable {
        /// An end, a pause or the end of a delay falls within 1e-9 s of a frame time (or on
        /// it, after a delay): which frame reaches it depends on floating-point rounding.
        case eventAtFrame = "an end or a pause within rounding of a frame time"
        /// Stopping, scrubbing, pausing at a fraction or ending an endless pass with the
        /// playhead within 1e-9 traversals of an inner traversal boundary: which traversal it
        /// is in (and so the fraction 0 or 1) depends on rounding.
        case traversalBoundary = "the playhead within rounding of a traversal boundary"
        /// A traversal's clock time within rounding of 1e-6 s: whether the pass is the
        /// shortest one played or one that ends on the next frame depends on rounding.
        case shortestPass = "a traversal within rounding of 1e-6 s of clock time"
        /// An endless animator running reversed when its pass ends on the next frame: the
        /// duration scale's doc ("an endlessly repeating one ends at the end of the pass it is
        /// in") and `isReversed`'s ("runs back through its earlier passes to the very start")
        /// point to different ends.
        case endlessReversedInstant = "an endless reversed animator whose pass is instant"
        /// An endless animator with `pausesOnCompletion` whose pass ends on the next frame:
        /// `pausesOnCompletion` speaks of the end, which an endless animator never reaches.
        case endlessPausingInstant = "an endless pausing animator whose pass is instant"
        /// `pauseAnimation(atFraction:)` while a start delay runs: its doc does not say whether
        /// the rest of the delay is waited out (the generator avoids it; a shrunk replay may
        /// not).
        case pauseAtFractionInDelay = "pauseAnimation(atFraction:) during a start delay"
    }

    /// Seconds of one traversal: the animator's duration.
    let duration: Double
    var repeatCount: Double
    var autoreverses: Bool

    var state: AnimatingState = .inactive
    /// Whether the timeline moves (meaningful while active).
    var moves = false
    var isReversed = false
    /// Traversals played, at `now`.
    var playhead = 0.0
    /// The clock time the motion starts: later than `now` while a start delay runs.
    var motionStart = 0.0
    /// Seconds per traversal at speed 1 and duration scale 1: the duration, or what
    /// `continueAnimation` set.
    var secondsPerTraversal: Double
    var speed = 1.0
    var delay = 0.0
    var durationScale = 1.0
    var pausesOnCompletion = false
    var isInterruptible = true
    /// The playhead a `pauseAnimation(atFraction:)` runs to.
    var pauseTarget: Double?
    /// A pause landed between frames: the presentation still shows the last frame.
    var presentationIsStale = false
    /// Whether a start with a delay happened (the instant a delay ends is then ambiguous).
    var hadDelay = false
    /// The value's model value (what reading the property gives).
    var modelValue = 0.0
    var completions: [AnimatingPosition] = []
    /// Whether the run ended (completed, finished, or stopped without finishing).
    var ended = false
    var ambiguity: AmbiguousSpot?
    var now = 0.0

    /// A model of an animator with `duration`, `repeatCount` and `autoreverses` set.
    init(duration: Double, repeatCount: Double, autoreverses: Bool) {
        self.duration = duration
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        secondsPerTraversal = duration
    }

    // MARK: - Reading

    /// Traversals in the whole animation (`.infinity` when endless): `repeatCount` "Default 0,
    /// which plays once, as 1 does"; `autoreverses`: "a pass lasts 2 × duration".
    var traversals: Double { (repeatCount == 0 ? 1 : repeatCount) * (autoreverses ? 2 : 1) }

    /// `isRunning`: active and moving.
    var isRunning: Bool { state == .active && moves }

    /// The traversal the playhead is in: on an inner boundary, the earlier one.
    func traversal(_ playhead: Double) -> Double { playhead > 0 ? playhead.rounded(.up) - 1 : 0 }

    /// `fractionComplete`: "the position in the current traversal, falling on the way back of
    /// an autoreversing pass".
    func fraction(at playhead: Double) -> Double {
        let within = min(playhead, traversals)
        let index = traversal(within)
        let offset = within - index
        return autoreverses && Int(index) % 2 == 1 ? 1 - offset : offset
    }

    var fraction: Double { fraction(at: playhead) }

    /// The presentation: the model value while inactive, the fraction's value otherwise.
    var presentation: Double { state == .inactive ? modelValue : 100 * fraction }

    /// Whether `playhead` is within 1e-9 of an inner traversal boundary without being on it.
    func nearBoundary(_ playhead: Double) -> Bool {
        let boundary = playhead.rounded()
        return abs(playhead - boundary) < 1e-9 && playhead != boundary && boundary > 0
            && boundary < traversals
    }

    /// Clock seconds per traversal: "a traversal's seconds × duration scale ÷ speed"
    /// (`speed`); 0 for a pass that ends on the next frame, `.infinity` at speed 0.
    ///
    /// `durationScale`: "A scale of 0 wins over an animator's speed of 0", and "a pass shorter
    /// than 1e-6 s of clock time … completes on the next frame" (`speed`, `durationScale`,
    /// `continueAnimation`'s `durationFactor`).
    mutating func clockSecondsPerTraversal() -> Double {
        if durationScale == 0 { return 0 }
        if speed == 0 { return .infinity }
        let seconds = secondsPerTraversal * durationScale / speed
        if abs(seconds - 1e-6) <= 1e-6 * 1e-9 { ambiguity = ambiguity ?? .shortestPass }
        return seconds < 1e-6 ? 0 : seconds
    }

    /// `$value.velocity`, or nil where the documentation leaves it open.
    ///
    /// "The change it makes times the slope of its timing … times how fast its animator's
    /// timeline moves"; ".zero while … paused, stopped or waiting out a delay".
    mutating func velocity() -> Double? {
        guard isRunning else { return 0 }
        // Unpinned: the presentation after a pause landed between frames; the instant a delay
        // ends; a pass that ends on the next frame (its rate is unbounded); the turn of an
        // autoreversing pass; a playhead on its pause target or on an end it leaves next frame.
        if presentationIsStale || (motionStart == now && hadDelay) { return nil }
        if motionStart > now { return 0 }
        let seconds = clockSecondsPerTraversal()
        if seconds == 0 { return nil }
        if autoreverses, abs(playhead - playhead.rounded()) < 1e-9, playhead.rounded() > 0 {
            return nil
        }
        if let pauseTarget, abs(pauseTarget - playhead) < 1e-12 { return nil }
        if playhead >= traversals || (isReversed && playhead <= 0) { return nil }
        let onWayBack = autoreverses && Int(traversal(playhead)) % 2 == 1
        return 100 / seconds * (isReversed != onWayBack ? -1 : 1)
    }

    // MARK: - Frames

    /// A frame at `time`: moves the playhead and applies what the clock reached.
    ///
    /// `ManualClock.advance`: frames every interval and one at the target, so ends and pauses
    /// happen in order; the model needs only the last, as each end is sticky.
    mutating func advance(to time: Double) {
        defer { now = time }
        if time > now { presentationIsStale = false }
        guard isRunning else { return }
        let start = max(now, motionStart)
        // `startAnimation(afterDelay:)`: "only the motion waits".
        if time < start { return }
        if start > now, abs(time - start) < 1e-9 * max(1, time) {
            ambiguity = ambiguity ?? .eventAtFrame
        }
        let bound = pauseTarget ?? (isReversed ? 0 : traversals)
        let seconds = clockSecondsPerTraversal()
        if seconds == 0 {
            // "Completes on the next frame"; "an endlessly repeating one ends at the end of the
            // pass it is in" (`durationScale`).
            if traversals.isFinite || pauseTarget != nil {
                return reach(bound, at: time)
            }
            return endEndlessPass(at: time)
        }
        let direction = isReversed ? -1.0 : 1.0
        let travelled = (time - start) / seconds
        guard bound.isFinite else {
            playhead += direction * travelled
            motionStart = time
            return
        }
        let distance = abs(bound - playhead)
        // Already there (a run started at its end): reached on this frame.
        let eventTime = distance == 0 ? start : start + distance * seconds
        if abs(eventTime - time) < 1e-9 * max(1, time), eventTime != time {
            ambiguity = ambiguity ?? .eventAtFrame
        }
        if eventTime <= time {
            reach(bound, at: time)
        } else {
            playhead += direction * travelled
            motionStart = time
        }
    }

    /// The playhead reaches `bound`: a pause target, or an end.
    mutating func reach(_ bound: Double, at time: Double) {
        playhead = bound
        motionStart = time
        if pauseTarget != nil {
            // `pauseAnimation(atFraction:)`: "pauses at fraction exactly … No completion runs".
            moves = false
            pauseTarget = nil
        } else if pausesOnCompletion {
            // DESIGN "pausesOnCompletion": "stays active and paused at the end values, calls no
            // completion".
            moves = false
        } else {
            // `isReversed`: reversed, it "ends at the start (completion position .start)";
            // `repeatCount`: "a fractional count ends inside a pass … the completions get
            // .current"; `autoreverses`: "after a whole number of passes … .start".
            complete(isReversed ? .start : endPosition)
        }
    }

    /// Where a forward run ends: `.end`, `.start` after whole autoreversing passes, or
    /// `.current` inside a pass.
    var endPosition: AnimatingPosition {
        switch fraction(at: traversals) {
        case 1: .end
        case 0: .start
        default: .current
        }
    }

    /// An endless animator whose pass became instant ends "at the end of the pass it is in".
    mutating func endEndlessPass(at time: Double) {
        if isReversed {
            ambiguity = ambiguity ?? .endlessReversedInstant
            return
        }
        if pausesOnCompletion {
            ambiguity = ambiguity ?? .endlessPausingInstant
            return
        }
        if nearBoundary(playhead) { ambiguity = ambiguity ?? .traversalBoundary }
        let passLength = autoreverses ? 2.0 : 1.0
        playhead = ((traversal(playhead) / passLength).rounded(.down) + 1) * passLength
        motionStart = time
        complete(autoreverses ? .start : .end)
    }

    /// DESIGN "Completions": run once with the final position; "the model takes the values
    /// shown there" (`repeatCount`); `isReversed` "is false again" after a completion.
    mutating func complete(_ position: AnimatingPosition) {
        switch position {
        case .end: modelValue = 100
        case .start: modelValue = 0
        case .current: modelValue = 100 * fraction
        }
        completions.append(position)
        state = .inactive
        moves = false
        isReversed = false
        ended = true
        pauseTarget = nil
    }

    /// When the pace became instant while running to a pause target, the playhead lands on
    /// it now; the presentation shows it from the next frame.
    mutating func landPauseIfInstant() {
        guard isRunning, let target = pauseTarget, clockSecondsPerTraversal() == 0 else { return }
        playhead = target
        moves = false
        pauseTarget = nil
        presentationIsStale = true
    }

    /// DESIGN "When animation blocks run": the first activation runs the blocks (model value
    /// 100); `isReversed` "an inactive animator started reversed plays from its end values".
    mutating func activate() {
        state = .active
        modelValue = 100
        if isReversed { playhead = traversals.isFinite ? traversals : (autoreverses ? 2 : 1) }
    }

    /// DESIGN "Wrong-state calls": pausing or stopping a running non-interruptible animator.
    var refusesInterruption: Bool { isRunning && !isInterruptible }
}
