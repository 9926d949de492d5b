import Foundation

extension Timeline {
    /// How fast the position moves at clock time `now`: signed position units per second.
    ///
    /// ±1 / ``secondsPerUnit`` while moving (negative when reversed); 0 while paused, while
    /// waiting out a delay, once the position has reached the end it moves towards, and for a
    /// timeline that jumps to its end (``secondsPerUnit`` 0). At the instant the motion starts
    /// (`now` equal to ``anchorTime``) it is the rate the motion starts with.
    func rate(at now: TimeInterval) -> Double {
        guard let anchorTime, now >= anchorTime, secondsPerUnit > 0 else { return 0 }
        guard !isAtEnd(position(at: now)) else { return 0 }
        return isReversed ? -1 / secondsPerUnit : 1 / secondsPerUnit
    }
}
