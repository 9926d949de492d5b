import Foundation

extension PropertyAnimator: AnimationRecorder {
    // MARK: - Adding animations

    /// Adds an animation block (mirrors `addAnimations(_:)`).
    ///
    /// Added to an inactive animator, the block runs when the animator becomes active. Added to
    /// an active one, it runs now and its tracks span the remaining time, from the current
    /// presentation values; paused at its end (``pausesOnCompletion``), no time remains, and
    /// the new values show at once. The span runs from the current position to the end, also
    /// on a reversed animator (Apple's documentation is silent): running back to the start,
    /// it never enters the span, and ending at `.start` leaves the properties at the values
    /// they had; reverse it again, or add the block before reversing, to see them move. A
    /// stopped animator reports ``DanceError/wrongState(tag:operation:reason:)``.
    public func addAnimations(_ animation: @escaping () -> Void) {
        add(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts `delayFactor` of the remaining time later (mirrors
    /// `addAnimations(_:delayFactor:)`).
    ///
    /// - Parameters:
    ///   - animation: A block that sets `@Animated` properties.
    ///   - delayFactor: 0…1, multiplied by the remaining duration to give the delay: 0.5 on a
    ///     2 s inactive animator starts the block's tracks after 1 s. Outside 0…1 or NaN:
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    ///
    /// The block's tracks move over the rest of the timeline after the delay. If that rest
    /// lasts less than 1e-6 clock seconds (duration × duration scale ÷ ``speed``, as for a
    /// pass), the tracks jump to their targets at its start, with velocity 0, as a pass, step
    /// or keyframe that short does: a delay factor of `1 - 1e-8` on a 1 s animator shows the
    /// block's values from the first frame after 0.99999999 s, never a value in between.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
        add(animation, delayFactor: delayFactor)
    }

    private func add(_ animation: @escaping () -> Void, delayFactor: Double) {
        // An inactive animator's blocks wait: adding one changes nothing a frame reads.
        if state != .inactive, rejectsDuringFrame(.addAnimations) { return }
        guard delayFactor >= 0, delayFactor <= 1 else {
            return reject(.addAnimations, .delayFactor, delayFactor)
        }
        switch state {
        case .stopped:
            reject(.addAnimations, .stopped)
        case .inactive:
            appendPendingAnimation(animation, delayFactor: delayFactor)
        case .active:
            applyDuePause()
            let position = fractionComplete
            let start = position + delayFactor * (1 - position)
            record(animation, spanStart: isReversed ? max(start, position) : start)
            render(at: position)
        }
    }

    /// Adds a block to run once when the animation ends (mirrors `addCompletion(_:)`).
    ///
    /// Completions run once each, in the order added, with the position the animation ended
    /// at; they run after the Dance factory has forgotten the animation, so a completion may
    /// start a new animation on the same node. A completion is not run when the animator is
    /// stopped without finishing. When several animators reach their end in one frame, their
    /// completions run after every value of that frame is set, animator by animator in the
    /// order the animators last started running.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Activation and capture

    /// Becomes active and paused: runs the waiting animation blocks and records their tracks.
    ///
    /// `startsRunningNow` says that the caller runs the timeline at once, with no delay: only
    /// then may a spring take a velocity handed over by the animation this one replaced
    /// (``handoffIsFresh(_:)``).
    func activate(startsRunningNow: Bool = false) {
        state = .active
        lastRun = .open
        if rareState != nil { dropStaleHandoff(startsRunningNow: startsRunningNow) }
        if timeline.isReversed { timeline.anchorProgress = timeline.reversedStartProgress }
        // The blocks are moved out rather than copied: no reference counting for the common
        // animator's one block.
        if let rareState, !rareState.otherPendingAnimations.isEmpty {
            let first = firstPendingAnimation.take()
            let others = rareState.otherPendingAnimations
            rareState.otherPendingAnimations = []
            if let first { record(first, spanStart: 0) }
            for (delayFactor, block) in others { record(block, spanStart: delayFactor) }
        } else if let first = firstPendingAnimation.take() {
            record(first, spanStart: 0)
        }
        if let rareState, !rareState.handedVelocities.isEmpty {
            dropUnclaimedVelocities(of: rareState.handedVelocities, id: id)
            rareState.handedVelocities = []
        }
        render(at: timeline.anchorPosition)
    }

    /// Drops the velocities handed over to this animator unless it starts running at once
    /// (see ``activate(startsRunningNow:)``): the property has held still since the hand-off,
    /// or will for a delay, or the animator is activated paused, so its springs start at rest.
    ///
    /// Out of line: only an animator with rare state can have any.
    @inline(never)
    private func dropStaleHandoff(startsRunningNow: Bool) {
        guard let rareState, !rareState.handedVelocities.isEmpty,
            !(startsRunningNow && handoffIsFresh(rareState))
        else { return }
        dropUnclaimedVelocities(of: rareState.handedVelocities, id: id)
        rareState.handedVelocities = []
    }

    /// Runs `block`, recording every `@Animated` set as a track starting at `spanStart`.
    func record(_ block: () -> Void, spanStart: Double) {
        AnimationCapture.run(recording: self, spanStart: spanStart, block)
    }

    func record<Value: Interpolatable>(_ storage: AnimatedStorage<Value>, to value: Value) {
        // A block that ended its own animator (stopped or finished it, or replaced its Dance
        // animation) goes on as code outside any block: nothing animates the rest of its
        // sets, which change the value at once. Recorded, they were held by an animator that
        // will never run them, and the model value went back to what it was.
        guard takesTracks else { return storage.setDirectly(value) }
        // A batched animator renders only the tracks in its tables: it leaves the batch first.
        leaveFramePath()
        // A property this animator's content drives is held by this animator but listed only
        // by the content: a block that captures it must list it here too, so that every way
        // the animator ends (or its deinit) releases the track and the older tracks that other
        // animators' newer ones keep of it, which refer to the animator unowned.
        let alreadyTracked =
            storage.isDrivenByContent
            ? tracks.contains(storage)
            : storage.ownerID.isHeld(by: id) || storage.hasTrack(owner: id)
        storage.addTrack(
            to: value, owner: id, driver: self, spanStart: AnimationCapture.spanStart,
            takesVelocity: trackVelocity == .takesHandoff)
        if trackVelocity == .yApart { startYApart(storage) }
        if !alreadyTracked { tracks.append(storage) }
        if rareState != nil { forgetPivot(of: storage) }
    }

    /// Starts the y component of a `CGPoint` track just recorded on `storage` with the spring's
    /// `dy` rather than its `dx`, as UIKit does for a view's position (see
    /// ``SpringTimingParameters``).
    @inline(never)
    private func startYApart(_ storage: AnimatedStorageBase) {
        storage.startYApart(by: timing.yVelocityBeyondX)
    }

    /// A new track on `storage` follows the timing over its own span, whatever the one before
    /// it did (see ``TimingPivot``).
    @inline(never)
    private func forgetPivot(of storage: AnimatedStorageBase) {
        pivot?.forget(ObjectIdentifier(storage))
    }
}

/// Blocks waiting for activation, with their delay factors, in the order added: a snapshot of
/// an animator's (see ``PropertyAnimator/pendingAnimations``).
///
/// Performance: almost every animator waits with one block of delay factor 0. That block is
/// kept in its own function type, inline in the animator, so adding and running it allocates
/// nothing; an array of `(Double, () -> Void)` would allocate its buffer, and a context per
/// block to hold the function in the array's generic representation. Any other blocks live
/// in the animator's rare state.
struct PendingAnimations {
    /// The first block, when its delay factor is 0.
    let first: (() -> Void)?
    /// The blocks after it, or every block when the first has a delay factor.
    let others: [(delayFactor: Double, block: () -> Void)]

    /// The number of blocks.
    var count: Int { (first == nil ? 0 : 1) + others.count }

    /// Whether no block waits.
    var isEmpty: Bool { first == nil && others.isEmpty }
}

extension PropertyAnimator {
    /// The blocks waiting for activation.
    var pendingAnimations: PendingAnimations {
        PendingAnimations(
            first: firstPendingAnimation, others: rareState?.otherPendingAnimations ?? [])
    }

    /// Adds `block` to the waiting blocks, to start `delayFactor` of the remaining time later.
    func appendPendingAnimation(_ block: @escaping () -> Void, delayFactor: Double) {
        // A block prepares the next run: a task awaiting `finished` from now on waits for it.
        lastRun = .open
        if delayFactor == 0, firstPendingAnimation == nil,
            rareState?.otherPendingAnimations.isEmpty ?? true
        {
            firstPendingAnimation = block
        } else {
            rare.otherPendingAnimations.append((delayFactor, block))
        }
    }

    /// Drops every waiting block.
    func removePendingAnimations() {
        firstPendingAnimation = nil
        if let rareState, !rareState.otherPendingAnimations.isEmpty {
            rareState.otherPendingAnimations = []
        }
    }
}

// MARK: - Motion of tracks

extension PropertyAnimator: TrackOwner {
    /// Whether the animator takes new tracks: while it is active (a block that stopped or
    /// finished it goes on as code outside any block).
    var takesTracks: Bool { state == .active }

    /// How a track spanning `spanStart`…1 moves now: the timing's slope at the track's local
    /// progress times the rate at which the timeline moves through the span.
    ///
    /// The rates are 0 unless the animator is active and its timeline moves (see
    /// `Timeline.rate(at:)`), before a track's span begins, and over a span too short to move
    /// through (``spanJumps(from:)``), which the track jumps. Scrubbed linearly
    /// (``scrubsLinearly``), a track shows the linear blend of its start and target: no
    /// velocity of its own moves it either.
    func motion(spanStart: Double, of track: ObjectIdentifier) -> TrackMotion {
        guard trackMayMove(spanStart: spanStart) else { return .still }
        let (position, rate) = positionAndRate
        if let pivot, let entry = pivot.entry(for: track, spanStart: spanStart) {
            let motion = pivot.motion(
                of: entry, at: position, timing: timing,
                shortestSpan: DurationLimits.shortest / timeline.secondsPerUnit)
            return TrackMotion(
                progressRate: motion.fractionSlope * rate, velocityResponse: motion.response,
                velocityResponseRate: motion.responseSlope * rate)
        }
        let local = localProgress(at: position, spanStart: spanStart)
        let function = timing
        // A span too short to move through jumps at its start (see `spanJumps(from:)`).
        guard rate != 0, position > spanStart || (position == spanStart && rate > 0),
            !spanJumps(from: spanStart)
        else {
            return TrackMotion(
                progressRate: 0, velocityResponse: function.velocityResponse(at: local),
                velocityResponseRate: 0)
        }
        let localRate = rate / (1 - spanStart)
        let response = function.velocityResponseAndSlope(at: local)
        return TrackMotion(
            progressRate: function.slope(at: local) * localRate,
            velocityResponse: response.response,
            velocityResponseRate: response.slope * localRate)
    }

    /// The velocity response of a track spanning `spanStart`…1 now: ``motion(spanStart:of:)``'s
    /// `velocityResponse`, without the rates, which a frame rendering a spring that took a
    /// velocity does not need (each is a further exponential, sine and cosine).
    func velocityResponse(spanStart: Double, of track: ObjectIdentifier) -> Double {
        guard trackMayMove(spanStart: spanStart) else { return 0 }
        let position = heldPosition ?? timeline.position(at: now)
        return velocityResponse(at: position, spanStart: spanStart, of: track)
    }

    /// Whether a track spanning `spanStart`…1 can move by the animator's timing: it is active,
    /// the span begins before the end, and it is not scrubbed linearly (the linear blend has no
    /// velocity of the track's own).
    private func trackMayMove(spanStart: Double) -> Bool {
        state == .active && spanStart < 1 && !(isScrubbing && scrubsLinearly)
    }

    /// The motion B of a unit initial velocity on the animator's track on `track`, spanning
    /// `spanStart…1`, at timeline `position` (see ``TrackMotion``).
    func velocityResponse(
        at position: Double, spanStart: Double, of track: ObjectIdentifier
    ) -> Double {
        if rareState != nil,
            let pivoted = pivotedMotion(at: position, spanStart: spanStart, of: track)
        {
            return pivoted.response
        }
        let local = localProgress(at: position, spanStart: spanStart)
        // Borrowed, not retained, as a frame's progress is (`progress(at:spanStart:of:linear:)`):
        // a spring that took a velocity asks for this on every frame.
        return Unmanaged.passUnretained(timing)._withUnsafeGuaranteedRef { @Sendable function in
            function.velocityResponse(at: local)
        }
    }

    func contentVelocity<Value: AnimatableVector>(of storage: AnimatedStorage<Value>) -> Value? {
        guard let content else { return nil }
        guard state == .active else { return .zero }
        let (position, rate) = positionAndRate
        return content.velocity(of: storage, at: position, rate: rate)
    }

    var velocityHandoffScale: Double {
        let scale = AnimationDriver.shared.durationScale / speedValue
        return scale > 0 && scale.isFinite ? scale : 1
    }

    /// The timeline's position now and how fast it moves: where a pause the clock has passed
    /// (with no frame since) holds it, and still, while one is due.
    private var positionAndRate: (position: Double, rate: Double) {
        if let position = heldPosition { return (position, 0) }
        let now = self.now
        return (timeline.position(at: now), timeline.rate(at: now))
    }

    func progress(spanStart: Double, of track: ObjectIdentifier) -> Double {
        progress(
            at: heldPosition ?? timeline.position(at: now), spanStart: spanStart, of: track,
            linear: isScrubbing && scrubsLinearly)
    }
}
