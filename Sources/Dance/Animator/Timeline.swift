import Foundation

/// Maps clock time to a position on an animation's timeline: the pure core of an animator.
///
/// The position runs from 0 (start values) to 1 (end values), forwards or, when reversed,
/// backwards. While running it moves by `1 / secondsPerUnit` per second from `anchorPosition`
/// at `anchorTime`; a delay is an anchor time in the future. While paused it stays put.
struct Timeline: Sendable, Equatable {
    /// Positions closer than this to an end count as that end (float rounding of time).
    static let endTolerance = 1e-9

    // The optional time is declared after the two doubles, and the flag last, so the struct
    // packs into 26 bytes and an animator's one-byte fields can follow it without padding.

    /// The position at ``anchorTime`` (or the frozen position while paused).
    var anchorPosition = 0.0
    /// Seconds the position needs to move by 1; 0 means it jumps to the end at once.
    var secondsPerUnit: TimeInterval
    /// The clock time from which the position moves, or `nil` while paused.
    var anchorTime: TimeInterval?
    /// Whether the position moves towards 0.
    var isReversed = false

    /// Whether the position is moving (or waiting out a delay to move).
    var isRunning: Bool { anchorTime != nil }

    /// The end the position moves towards: 1, or 0 when reversed.
    var target: Double { isReversed ? 0 : 1 }

    /// The position at clock time `now`, clamped to 0…1.
    func position(at now: TimeInterval) -> Double {
        guard let anchorTime, now > anchorTime else { return anchorPosition }
        guard secondsPerUnit > 0 else { return target }
        let moved = (now - anchorTime) / secondsPerUnit
        let position = isReversed ? anchorPosition - moved : anchorPosition + moved
        return min(max(position, 0), 1)
    }

    /// Whether `position` is at the end the timeline moves towards.
    func isAtEnd(_ position: Double) -> Bool {
        abs(position - target) <= Self.endTolerance
    }

    /// Stops moving, keeping the position reached at `now`.
    mutating func freeze(at now: TimeInterval) {
        anchorPosition = position(at: now)
        anchorTime = nil
    }

    /// Starts moving at `now + delay` from the current position.
    mutating func run(at now: TimeInterval, delay: TimeInterval = 0) {
        anchorTime = now + delay
    }

    /// Turns around at `now`, keeping the position (and any delay still to wait).
    mutating func reverse(at now: TimeInterval) {
        if let anchorTime, now > anchorTime {
            anchorPosition = position(at: now)
            self.anchorTime = now
        }
        isReversed.toggle()
    }

    /// Moves stored clock times by `offset` (the driver swapped clocks).
    mutating func shiftTimes(by offset: TimeInterval) {
        anchorTime = anchorTime.map { $0 + offset }
    }
}
