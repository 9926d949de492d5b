import Foundation

// How an animator enters and leaves the frame loop: batched (`FramePath`) when it can be,
// else as a single client of the driver.

extension PropertyAnimator {
    /// Joins the frame loop: the batch when ``FramePath/batchLanes(of:)`` allows, else the driver.
    func joinFrameLoop() {
        guard driverSlot < 0, framePathRow < 0 else { return }
        startOrder = AnimatorStartOrder.next()
        if let lanes = FramePath.batchLanes(of: self) {
            FramePath.shared.join(self, lanes: lanes)
        } else {
            AnimationDriver.shared.schedule(self)
        }
    }

    /// Leaves the frame loop, batched or not.
    func leaveFrameLoop() {
        if framePathRow >= 0 { FramePath.shared.leave(self) }
        if driverSlot >= 0 { AnimationDriver.shared.unschedule(self) }
    }

    /// Leaves the batch, if the animator is in it, and goes on running as a single client of
    /// the driver: something the batch does not render is about to change.
    func leaveFramePath() {
        guard framePathRow >= 0 else { return }
        // Scheduled first: the driver's reference keeps the animator alive when the batch
        // releases its own.
        AnimationDriver.shared.schedule(self)
        FramePath.shared.leave(self)
    }
}
