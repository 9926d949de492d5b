import Foundation

/// Maps clock time to a position on an animation's timeline: the pure core of an animator.
///
/// A *playhead* (``progress(at:)``) moves over `0…length`, in *traversals*: one traversal plays
/// the animation once, from its start values to its end values or back. An animation that plays
/// once has length 1; `repeatCount` passes have that many, and twice as many when every pass
/// autoreverses (odd traversals then play from the end values back to the start values). The
/// *position* (``position(ofProgress:)``) is what the playhead shows: 0 the start values, 1 the
/// end values.
///
/// While running the playhead moves by `1 / secondsPerUnit` per second from `anchorProgress` at
/// `anchorTime`, towards `length`, or towards 0 when reversed; a delay is an anchor time in the
/// future. While paused it stays put. The pass a playhead is in is found from the playhead
/// itself with exact remainders (never by counting passes), so the ten-millionth pass shows the
/// same values as the first.
struct Timeline: Sendable, Equatable {
    /// Units in the last place by which a playhead may fall short of its end through rounding
    /// and still count as there: of the playhead, and of the clock time it was computed for.
    static let endUlps = 4.0
    /// Seconds, the most clock time a playhead counted as at its end may be short of it
    /// (``DurationLimits/shortest``): however slow the timeline or large the clock time.
    static let endClockTolerance: TimeInterval = DurationLimits.shortest
    /// A position this close to one asked for (a scrub's fraction, a label's) shows that one:
    /// a playhead `traversal + position` gives the position back a few units in the last
    /// place off.
    static let positionSnap = 1e-12

    // The flags are declared last, so the struct packs into 34 bytes and an animator's one-byte
    // fields can follow it without padding.

    /// The playhead at ``anchorTime`` (or the frozen playhead while paused), in `0…length`.
    var anchorProgress = 0.0
    /// Clock seconds the playhead needs to move by 1 (speed and duration scale applied):
    /// 0 jumps to the end at once, `.infinity` holds still (speed 0).
    var secondsPerUnit: TimeInterval
    /// Traversals on the whole timeline: > 0 and at most 2 × ``mostPasses``, or `.infinity`
    /// for an endless one.
    private(set) var length = 1.0
    /// Backs ``anchorTime``: NaN while paused, so that it takes eight bytes, not nine.
    private var anchorTimeOrNaN = Double.nan
    /// Whether the playhead moves towards 0.
    var isReversed = false
    /// Whether every pass plays forwards then backwards (two traversals a pass).
    private(set) var autoreverses = false

    init(secondsPerUnit: TimeInterval) {
        self.secondsPerUnit = secondsPerUnit
    }

    /// A paused timeline at 0 with the repeat configuration of `configuration`.
    init(secondsPerUnit: TimeInterval, repeatingAs configuration: Timeline) {
        self.secondsPerUnit = secondsPerUnit
        length = configuration.length
        autoreverses = configuration.autoreverses
    }

    /// The clock time from which the playhead moves, or `nil` while paused.
    var anchorTime: TimeInterval? {
        get { anchorTimeOrNaN.isNaN ? nil : anchorTimeOrNaN }
        set { anchorTimeOrNaN = newValue ?? .nan }
    }

    // MARK: - Configuration

    /// The most passes a finite repeat count plays; a larger count repeats forever.
    ///
    /// The playhead then stays below 2^31 traversals, where its unit in the last place is at
    /// most 2^-22 (2.4e-7): a position within a traversal keeps its fraction, so scrubbing and
    /// reversing work on the last pass as on the first. Core Animation's "forever",
    /// `.greatestFiniteMagnitude`, is such a count (and twice it would overflow to ∞).
    static let mostPasses = 1e9

    /// Sets how often the animation plays, and whether each pass also plays backwards.
    ///
    /// `passes` is 0 (meaning 1, as in Core Animation), > 0, or `.infinity`; above
    /// ``mostPasses`` it means `.infinity`.
    mutating func setRepeats(passes: Double, autoreverses: Bool) {
        self.autoreverses = autoreverses
        let passes = passes > Self.mostPasses ? .infinity : passes == 0 ? 1 : passes
        length = passes * period
    }

    /// Traversals in one pass: 2 when autoreversing, else 1.
    var period: Double { autoreverses ? 2 : 1 }

    /// Whether the timeline plays more than one plain traversal.
    var repeats: Bool { length != 1 || autoreverses }

    // MARK: - Reading

    /// Whether the playhead is moving (or waiting out a delay to move).
    var isRunning: Bool { !anchorTimeOrNaN.isNaN }

    /// The playhead the timeline moves towards: 0 when reversed, else `length`.
    ///
    /// An endless timeline that jumps (0 seconds per unit, a duration scale of 0) ends at the end
    /// of the pass it is in, so that it too reaches an end.
    var targetProgress: Double {
        if isReversed { return 0 }
        guard !length.isFinite, secondsPerUnit == 0 else { return length }
        return max(1, (anchorProgress / period).rounded(.up)) * period
    }

    /// Where an inactive timeline started reversed begins: its end, or the end of the first
    /// pass of an endless one.
    var reversedStartProgress: Double { length.isFinite ? length : period }

    /// The playhead at clock time `now`, clamped to `0…length`.
    func progress(at now: TimeInterval) -> Double {
        guard let anchorTime, now > anchorTime else { return anchorProgress }
        guard secondsPerUnit > 0 else { return targetProgress }
        let moved = (now - anchorTime) / secondsPerUnit
        let progress = isReversed ? anchorProgress - moved : anchorProgress + moved
        return min(max(progress, 0), length)
    }

    /// The position at clock time `now`, in 0…1.
    func position(at now: TimeInterval) -> Double {
        position(ofProgress: progress(at: now))
    }

    /// The position the paused playhead shows.
    var anchorPosition: Double { position(ofProgress: anchorProgress) }

    /// The position playhead `progress` shows, in 0…1.
    ///
    /// A whole number of traversals shows the end of the traversal that ends there: 1 after a
    /// forward one, 0 after a backward one.
    func position(ofProgress progress: Double) -> Double {
        guard repeats else { return progress }
        return Self.repeatedPosition(ofProgress: progress, autoreverses: autoreverses)
    }

    /// ``position(ofProgress:)`` of a timeline that repeats.
    @inline(__always)
    static func repeatedPosition(ofProgress progress: Double, autoreverses: Bool) -> Double {
        if autoreverses {
            // Exact: the remainder is exact, and so is 2 − phase for phase in 1…2 (Sterbenz).
            let phase = progress.truncatingRemainder(dividingBy: 2)
            return phase <= 1 ? phase : 2 - phase
        }
        let phase = progress.truncatingRemainder(dividingBy: 1)
        return phase == 0 && progress > 0 ? 1 : phase
    }

    /// Whether `progress`, the playhead at clock time `now`, is at the end the timeline moves
    /// towards.
    ///
    /// A frame whose time lands a rounding error short of the end ends the animation there: a
    /// playhead short of it by at most ``endUlps`` units in the last place of the playhead
    /// plus as many of `now` (in playhead units) counts as there, but never one more than
    /// ``endClockTolerance`` seconds of clock time short, so a long or slow pass never ends
    /// early.
    func isAtEnd(_ progress: Double, at now: TimeInterval) -> Bool {
        Self.isAtEnd(
            progress, target: targetProgress, anchorProgress: anchorProgress,
            secondsPerUnit: secondsPerUnit, at: now)
    }

    /// ``isAtEnd(_:at:)`` of a timeline with these numbers (shared with the frame's sample).
    @inline(__always)
    static func isAtEnd(
        _ progress: Double, target: Double, anchorProgress: Double,
        secondsPerUnit: TimeInterval, at now: TimeInterval
    ) -> Bool {
        let gap = abs(progress - target)
        // Performance: a frame of every running animator asks, and almost always the playhead
        // is farther than ``endClockTolerance`` of clock time from the end: one multiplication
        // and one comparison say so (an infinite `secondsPerUnit`, a still playhead, too; a
        // playhead exactly at the end of one gives NaN, which goes on). Only near the end is
        // the rest worked out, out of line.
        guard !(gap * secondsPerUnit > endClockTolerance) else { return false }
        return gap == 0
            || isWithinRounding(
                gap, target: target, anchorProgress: anchorProgress,
                secondsPerUnit: secondsPerUnit, at: now)
    }

    /// Whether a playhead `gap` short of its end is short of it by rounding only (see
    /// ``isAtEnd(_:at:)``).
    ///
    /// Performance: out of line, so that the frame's loop, into which the check is inlined,
    /// carries only its first comparison (inlined, the rest cost it about 20 instructions per
    /// animator-frame).
    @inline(never)
    private static func isWithinRounding(
        _ gap: Double, target: Double, anchorProgress: Double, secondsPerUnit: TimeInterval,
        at now: TimeInterval
    ) -> Bool {
        // A jump (0 s per unit) lands on its target exactly.
        guard secondsPerUnit > 0 else { return false }
        let playheadUlp = max(abs(anchorProgress), abs(target)).ulp
        return gap <= endUlps * (playheadUlp + now.ulp / secondsPerUnit)
    }

    /// Where the timeline ends when it reaches ``targetProgress``: `.start` or `.end` when that
    /// shows the start or end values, `.current` when it ends inside a traversal.
    var endPosition: AnimatingPosition {
        let position = position(ofProgress: targetProgress)
        return position == 0 ? .start : position == 1 ? .end : .current
    }

    /// Whether traversal number `traversal` (0, 1, …) plays from end values to start values.
    func isBackward(traversal: Double) -> Bool {
        autoreverses && traversal.truncatingRemainder(dividingBy: 2) == 1
    }

    /// The playhead that shows `position` in the traversal containing `progress` (or, in a last
    /// partial traversal that does not reach `position`, in the traversal before it).
    func progress(showing position: Double, near progress: Double) -> Double {
        guard repeats else { return position }
        let traversal = max(0, progress.rounded(.up) - 1)
        let candidate = self.progress(showing: position, inTraversal: traversal)
        guard candidate > length, traversal > 0 else { return min(candidate, length) }
        return self.progress(showing: position, inTraversal: traversal - 1)
    }

    private func progress(showing position: Double, inTraversal traversal: Double) -> Double {
        isBackward(traversal: traversal) ? traversal + 1 - position : traversal + position
    }

    /// The clock time at which the running playhead reaches `progress`, `.infinity` if it holds
    /// still, or `nil` while paused; the anchor time if the playhead is there or past it
    /// already (re-anchored after the clock passed that time and before a frame came).
    func time(reaching progress: Double) -> TimeInterval? {
        guard let anchorTime else { return nil }
        let distance = isReversed ? anchorProgress - progress : progress - anchorProgress
        guard distance > 0, secondsPerUnit > 0 else { return anchorTime }
        return anchorTime + distance * secondsPerUnit
    }

    // MARK: - Changing

    /// Stops moving, keeping the playhead reached at `now`.
    mutating func freeze(at now: TimeInterval) {
        anchorProgress = progress(at: now)
        anchorTime = nil
    }

    /// Starts moving at `now + delay` from the current playhead.
    mutating func run(at now: TimeInterval, delay: TimeInterval = 0) {
        anchorTime = now + delay
    }

    /// Turns around at `now`, keeping the playhead (and any delay still to wait).
    mutating func reverse(at now: TimeInterval) {
        reanchor(at: now)
        isReversed.toggle()
    }

    /// Moves at `secondsPerUnit` from `now` on without moving the playhead; a delay still to
    /// wait is multiplied by `delayScale`.
    mutating func retime(
        secondsPerUnit: TimeInterval, delayScale: Double = 1, at now: TimeInterval
    ) {
        if let anchorTime, anchorTime > now {
            self.anchorTime = now + (anchorTime - now) * delayScale
        } else {
            reanchor(at: now)
        }
        self.secondsPerUnit = secondsPerUnit
    }

    /// Makes `now` the anchor time of a timeline moving since before `now`.
    private mutating func reanchor(at now: TimeInterval) {
        guard let anchorTime, now > anchorTime else { return }
        anchorProgress = progress(at: now)
        self.anchorTime = now
    }

    /// Moves stored clock times by `offset` (the driver swapped clocks).
    mutating func shiftTimes(by offset: TimeInterval) {
        anchorTime = anchorTime.map { $0 + offset }
    }

    /// Equal when every field is, a paused anchor time (NaN inside) included.
    static func == (lhs: Timeline, rhs: Timeline) -> Bool {
        lhs.anchorProgress == rhs.anchorProgress && lhs.secondsPerUnit == rhs.secondsPerUnit
            && lhs.length == rhs.length && lhs.anchorTime == rhs.anchorTime
            && lhs.isReversed == rhs.isReversed && lhs.autoreverses == rhs.autoreverses
    }
}
