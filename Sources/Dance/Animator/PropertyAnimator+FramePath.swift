import Foundation

// How an animator enters and leaves the frame loop: batched (`FramePath`) when it can be,
// else as a single client of the driver.

extension PropertyAnimator {
    /// Joins the frame loop: the batch when the animator can be batched, else the driver.
    ///
    /// An animator already running single moves into the batch if nothing keeps it single any
    /// more (``mayJoinFramePath()``): a start or `continueAnimation` that cancels a pause at a
    /// fraction, say.
    func joinFrameLoop() {
        guard framePathRow < 0 else { return }
        if driverSlot >= 0 { return mayJoinFramePath() }
        startOrder = AnimatorStartOrder.next()
        if !FramePath.shared.joinIfBatchable(self) {
            AnimationDriver.shared.schedule(self)
        }
    }

    /// Moves a single running animator into the batch if it can be batched now (see
    /// ``TrackOwner/mayJoinFramePath()``).
    ///
    /// Not while the driver advances its clients: the animator could still be advanced as a
    /// single one later in that pass. Joining is an optimisation: a frame renders the same
    /// values either way.
    func mayJoinFramePath() {
        // Joined first: the batch's reference keeps the animator alive when the driver
        // releases its own.
        guard driverSlot >= 0, framePathRow < 0, !AnimationDriver.isAdvancingFrame,
            FramePath.shared.joinIfBatchable(self)
        else { return }
        AnimationDriver.shared.unschedule(self)
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
