import Foundation

/// What tests read of an animator; nothing in the package calls it.
extension PropertyAnimator {
    /// The number of properties the animator has recorded tracks for.
    var trackCount: Int { tracks.count }

    /// The tasks awaiting ``finished``.
    var finishWaiters: [FinishWaiter] { rareState?.finishWaiters.all ?? [] }
}
