import Foundation

extension Timeline {
    /// How fast the position changes at clock time `now`: signed position units per second.
    ///
    /// Speed and duration scale are included (they are in ``secondsPerUnit``); the sign is
    /// negative while the position moves towards 0: reversed, or on the backward traversal of an
    /// autoreversing pass (both at once: positive). It is the right-hand derivative of
    /// ``position(at:)``, and 0 while paused, waiting out a delay, at the end, at speed 0, or
    /// when the timeline jumps to its end (0 seconds per unit).
    func rate(at now: TimeInterval) -> Double {
        guard let anchorTime, now >= anchorTime, secondsPerUnit > 0, secondsPerUnit.isFinite
        else { return 0 }
        let progress = progress(at: now)
        guard !isAtEnd(progress, at: now) else { return 0 }
        // The traversal the playhead moves into: at a boundary, the next one in its direction.
        let traversal = isReversed ? max(0, progress.rounded(.up) - 1) : progress.rounded(.down)
        let forward = isReversed == isBackward(traversal: traversal)
        return (forward ? 1 : -1) / secondsPerUnit
    }
}
