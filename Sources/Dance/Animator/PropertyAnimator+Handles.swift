import Foundation

/// Told when an animator that belongs to a handle (its `tag` is not 0) ends.
///
/// The Animator layer's side of the contract with the Dance layer: the factory that hands out
/// tags observes the ends of the animators it tagged, without the animator knowing the
/// factory.
@MainActor
protocol AnimatorEndObserver: AnyObject {
    /// Called once when `animator` completes or is stopped without finishing, after it became
    /// inactive and before its completions run.
    func animatorDidEnd(_ animator: PropertyAnimator)
}

// MARK: - The interface a handle layer uses
//
// The Dance layer drives an animator through UIKit's public members and through these
// entry points, which take the `DanceError.Operation` to report errors under:
// `start(afterDelay:operation:)`, `pause(operation:)`, `schedulePause(afterDelay:)`,
// `scrub(to:operation:argument:)`, `setReversed(_:operation:)`, `reject(_:_:)`,
// `finishNow(at:operation:)`, `abandon()` and `endForReleasedNode()` (in
// PropertyAnimator+Ending.swift), and those below. It sets `tag` when it registers the
// animator.

extension PropertyAnimator {
    /// Observes the ends of tagged animators; set by whoever hands out tags before it tags
    /// an animator.
    static var endObserver: (any AnimatorEndObserver)?

    /// Tells ``endObserver`` that this animator ended, if it belongs to a handle.
    func notifyEnd() {
        if tag != 0 { PropertyAnimator.endObserver?.animatorDidEnd(self) }
    }

    /// Lets every property this running animator moves keep the velocity this animator gives
    /// it for `successor`: a spring in `successor` that animates the property starts with it.
    ///
    /// The velocities are kept under `successor`'s id, which is its address: `successor` notes
    /// the properties, and drops what it did not claim once it has become active (its blocks
    /// have recorded their tracks) or when it goes away, so that no animator allocated later at
    /// the same address takes them (``dropUnclaimedVelocities(of:id:)``).
    func handVelocity(to successor: PropertyAnimator) {
        let (owner, heir) = (id, successor.id)
        // Velocities run the value types' arithmetic over the borrowed track list.
        AnimationDriver.beginComputingValues()
        defer { AnimationDriver.endComputingValues() }
        // One allocation for the list, made when the first velocity is kept, and handed over
        // as it is when the heir has none yet: growing it by appends and copying it into the
        // heir's made three each time Dance's `animate` replaced a moving animation.
        var kept: [AnimatedStorageBase] = []
        let count = tracks.count
        tracks.visit { track in
            guard track.keepVelocity(of: owner, for: heir) else { return }
            if kept.isEmpty { kept.reserveCapacity(count) }
            kept.append(track)
        }
        content?.keepVelocity(of: owner, for: heir, keptIn: &kept)
        guard !kept.isEmpty else { return }
        let rare = successor.rare
        if rare.handedVelocities.isEmpty {
            rare.handedVelocities = kept
        } else {
            rare.handedVelocities.append(contentsOf: kept)
        }
        rare.handoffTime = AnimationDriver.shared.steadyTime
    }

    /// How soon after a hand-off its heir must start running to take the velocities.
    ///
    /// A frame at 60 Hz. Later, the property has been seen holding still, so its springs start
    /// at rest.
    static let handoffWindow: TimeInterval = 1.0 / 60

    /// Whether a start now continues the motion handed over at `rare.handoffTime`: no frame has
    /// been delivered since (none showed the property holding still) and less than
    /// ``handoffWindow`` of clock time has passed (an idle driver delivers no frames).
    ///
    /// Both times are the driver's ``AnimationDriver/steadyTime``: a clock swap in between
    /// does not move them apart, and a completion running after a frame whose clock sets `now`
    /// later counts from the frame's time.
    func handoffIsFresh(_ rare: AnimatorRareState) -> Bool {
        let driver = AnimationDriver.shared
        let elapsed = driver.steadyTime - rare.handoffTime
        return elapsed >= 0 && elapsed < Self.handoffWindow
            && !(driver.steadyLastFrameTime > rare.handoffTime)
    }

    /// Drops the velocities kept for this animator that it did not claim (see
    /// ``handVelocity(to:)``).
    func dropUnclaimedVelocities(of storages: [AnimatedStorageBase], id: Int) {
        for storage in storages { storage.dropHandoff(for: id) }
    }

    /// Resumes `continuation` once when the animator ends, as ``finished`` does, without the
    /// waiting task holding the animator; with `nil` if `node` (held weakly) is gone by then.
    ///
    /// A cancelled task finds it by `ticket` (``cancelFinishWaiter(_:)``).
    func resumeAtEnd(
        _ continuation: CheckedContinuation<AnimatingPosition?, Never>, node: AnyObject,
        ticket: UInt64
    ) {
        addFinishWaiter(FinishWaiter(continuation, ticket: ticket, node: node))
    }
}
