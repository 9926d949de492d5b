import Foundation

extension PropertyAnimator: FrameDriven {
    func advance(to now: TimeInterval) -> Bool {
        if let pauseTime = scheduledPauseTime, now >= pauseTime,
            !timeline.isAtEnd(timeline.position(at: pauseTime))
        {
            return true
        }
        let position = timeline.position(at: now)
        render(at: position)
        guard timeline.isAtEnd(position) else { return false }
        reachedEnd = timeline.isReversed ? .start : .end
        return true
    }

    func finishFrame() {
        if let pauseTime = scheduledPauseTime, reachedEnd == nil {
            // Another animator's completion in this frame may have stopped or paused this one.
            guard state == .active, timeline.isRunning else { return }
            freeze(at: pauseTime)
            Diagnostics.log("Dance: animator \(id) paused by schedule", level: .debug)
            return
        }
        guard let end = reachedEnd else { return }
        reachedEnd = nil
        // Another animator's completion in this frame stopped or paused this one: that wins.
        guard state == .active, timeline.isRunning else { return }
        timeline.freeze(at: now)
        timeline.anchorPosition = timeline.target
        if pausesOnCompletion {
            render(at: timeline.anchorPosition)
            Diagnostics.log("Dance: animator \(id) paused on completion", level: .debug)
            return
        }
        complete(at: end)
    }

    func shiftTimes(by offset: TimeInterval) {
        timeline.shiftTimes(by: offset)
        scheduledPauseTime = scheduledPauseTime.map { $0 + offset }
    }
}
