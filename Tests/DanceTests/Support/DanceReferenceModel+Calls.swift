import Foundation

@testable import Dance

extension DanceReferenceModel {
    /// Applies a step other than a clock advance (the test drives those frame by frame with
    /// ``advance(by:frameInterval:)``).
    mutating func apply(_ operation: DanceReferenceModelOperation) {
        switch operation {
        case .animate(let n, let duration, let target, let completion, let start):
            // `animate`: when rejected, "the calls chained after this one do nothing and
            // report nothing more".
            guard animate(n, duration: duration, target: target) else {
                if completion { nextCompletionID += 1 }
                return
            }
            if completion { apply(.addCompletion(n)) }
            if let start { apply(start == 0 ? .start(n) : .startAfter(n, start)) }
        case .start(let n): self.start(n, after: 0)
        case .startAfter(let n, let delay): self.start(n, after: delay)
        case .pause(let n): pause(n)
        case .pauseAfter(let n, let delay): pause(n, after: delay)
        case .setProgress(let n, let progress, _): setProgress(n, progress)
        case .reverse(let n):
            // `reverse()`: "toggles isReversed".
            guard let animation = existing(n) else { return }
            setReversed(n, !animation.timeline.isReversed)
        case .setReversed(let n, let reversed):
            // Setting `isReversed` to what it is changes nothing.
            guard let animation = existing(n), animation.timeline.isReversed != reversed else {
                return
            }
            setReversed(n, reversed)
        case .finish(let n, let position):
            guard existing(n) != nil else { return }
            finishNow(n, at: position)
        case .repeating(let n, let count, let autoreverses):
            repeating(n, count: count, autoreverses: autoreverses)
        case .speed(let n, let speed):
            // `speed(_:)`: "0, or 1e-6…1e6 … at any time (see PropertyAnimator/speed)".
            updateTimeline(n) {
                $0.setSpeed(speed)
            } expect: { model, verdict, animation in
                model.expect(verdict, animation, .danceSpeed, .speed, speed, reason: .active)
            }
        case .pauseAtProgress(let n, let progress): pause(n, atProgress: progress)
        case .addCompletion(let n): addCompletion(n, reanimating: nil)
        case .addReanimatingCompletion(let n, let duration, let target):
            addCompletion(n, reanimating: (duration, target))
        case .addAnimatorCompletion(let n):
            // On `animator?`: without an animation, nothing is called and nothing reported.
            let id = nextCompletionID
            nextCompletionID += 1
            nodes[n].animation?.completions.append(-id)
        case .makeNonInterruptible(let n):
            guard nodes[n].animation?.timeline.state == .inactive else { return }
            nodes[n].animation?.isInterruptible = false
            nodes[n].animation?.timeline.isInterruptible = false
        case .callRejectedHandle:
            // `animate`: the handle a rejected call returns does nothing, reports nothing.
            break
        case .throughSubclassHandle(let operation):
            // `Dance<SubNode>` of the same node shares its tag and animation.
            apply(operation)
        case .release(let n):
            // The handle "holds the node weakly": releasing it changes nothing else yet.
            nodes[n].isAlive = false
        case .sweep: sweepReleasedNodes()
        case .advance:
            break
        }
    }

    // MARK: - Creating and ending

    /// Gives node n a new animation; returns whether the chain continues.
    ///
    /// `animate(duration:curve:_:)`: "If the node already has an animation, that one is first
    /// finished at `.current` … The new animation gets a new tag"; a duration outside 0…1e9 is
    /// an invalid argument and a released node a wrong state (`.nodeReleased`).
    mutating func animate(_ n: Int, duration: Double, target: Double) -> Bool {
        guard duration >= 0, duration <= 1e9 else {
            errors.append(
                .invalidArgument(
                    tag: nodes[n].tag, operation: .animate, argument: .duration, value: duration))
            return false
        }
        guard nodes[n].isAlive else {
            errors.append(
                .wrongState(tag: nodes[n].tag, operation: .animate, reason: .nodeReleased))
            return false
        }
        if let old = nodes[n].animation {
            // DESIGN "Wrong-state calls": a running non-interruptible animation refuses.
            if old.timeline.isRunning, !old.isInterruptible {
                wrongState(old, .animate, .notInterruptible)
                return false
            }
            finishNow(n, at: .current)
            // A completion gave the node another animation: it ends where it is, silently.
            if var replaced = nodes[n].animation {
                if replaced.activated {
                    replaced.timeline.modelValue = 100 * replaced.timeline.fraction
                    nodes[n].alpha = replaced.alpha(at: replaced.timeline.modelValue)
                }
                nodes[n].animation = nil
            }
        }
        // ``DanceFactory``: "Every animate call takes a new tag from one counter".
        lastTag += 1
        nodes[n].tag = lastTag
        var timeline = AnimatorReferenceModel(
            duration: duration, repeatCount: 0, autoreverses: false)
        timeline.now = now
        nodes[n].animation = Animation(tag: lastTag, timeline: timeline, target: target)
        return true
    }

    /// Ends node n's animation at `position` now.
    ///
    /// `finish(at:)`: "Ends the animation at position now, whether it was started or not, and
    /// runs its completions before returning"; "An animation not yet started runs its block
    /// first". A running non-interruptible one refuses (DESIGN "Wrong-state calls").
    mutating func finishNow(_ n: Int, at position: AnimatingPosition) {
        guard var animation = nodes[n].animation else { return }
        if animation.timeline.state == .inactive {
            animation.timeline.activate()
            animation.activated = true
            animation.origin = nodes[n].alpha
        }
        if animation.timeline.state == .active {
            if animation.timeline.refusesInterruption {
                return wrongState(animation, .finish, .notInterruptible)
            }
            _ = animation.timeline.stop(withoutFinishing: false)
        }
        _ = animation.timeline.finish(at: position)
        animation.scheduledPause = nil
        nodes[n].animation = animation
        settle(n)
    }

    /// ``DanceFactory/sweepReleasedNodes()``: ends released nodes' animations "where they are"
    /// (in tag order), "as after `stopAnimation(false)` and `finishAnimation(at: .current)`";
    /// "An animation never started ends without completions".
    mutating func sweepReleasedNodes() {
        let released = nodes.indices.filter { !nodes[$0].isAlive && nodes[$0].animation != nil }
        for n in released.sorted(by: { nodes[$0].tag < nodes[$1].tag }) {
            guard var animation = nodes[n].animation else { continue }
            guard animation.timeline.state != .inactive else {
                nodes[n].animation = nil
                continue
            }
            animation.timeline.moves = false
            animation.timeline.pauseTarget = nil
            animation.timeline.modelValue = 100 * animation.timeline.fraction
            animation.timeline.state = .stopped
            _ = animation.timeline.finish(at: .current)
            nodes[n].animation = animation
            settle(n)
        }
    }

    // MARK: - Time controls

    /// `start()` and `start(after:)`: "Starts the animation, or resumes it"; a delay outside
    /// 0…1e9 is an invalid argument; a stopped animator's wrong state is `.stopped`.
    mutating func start(_ n: Int, after delay: Double) {
        updateTimeline(n) {
            $0.start(afterDelay: delay)
        } expect: { model, verdict, animation in
            model.expect(verdict, animation, .start, .delay, delay, reason: .stopped)
        }
    }

    /// `pause()`: "an animation not yet started becomes active and paused"; it cancels a
    /// pending `pause(after:)`.
    mutating func pause(_ n: Int) {
        guard var animation = existing(n) else { return }
        let verdict = animation.timeline.pause()
        if verdict == .accepted { animation.scheduledPause = nil }
        expect(verdict, animation, .pause, .delay, 0, reason: .notInterruptible)
        nodes[n].animation = animation
        settle(n)
    }

    /// `pause(after:)`: a delay outside 0…1e9 is an invalid argument; "Paused or not yet
    /// started, it pauses at once if delay is 0 and is otherwise left alone"; a running
    /// non-interruptible animation refuses; it replaces a pending pause at a progress.
    mutating func pause(_ n: Int, after delay: Double) {
        guard var animation = existing(n) else { return }
        guard delay >= 0, delay <= 1e9 else {
            return invalidArgument(animation, .pause, .delay, delay)
        }
        if delay == 0 { return pause(n) }
        guard animation.timeline.isRunning else { return }
        guard animation.isInterruptible else {
            return wrongState(animation, .pause, .notInterruptible)
        }
        animation.timeline.pauseTarget = nil
        animation.scheduledPause = now + delay
        nodes[n].animation = animation
    }

    /// `setProgress(to:)` and `progress =`: "a running animation is paused first and one not
    /// yet started is activated paused; then it is scrubbed"; outside 0…1 an invalid argument.
    mutating func setProgress(_ n: Int, _ progress: Double) {
        guard var animation = existing(n) else { return }
        guard progress >= 0, progress <= 1 else {
            return invalidArgument(animation, .setProgress, .progress, progress)
        }
        if animation.timeline.isRunning {
            if animation.timeline.refusesInterruption {
                return wrongState(animation, .setProgress, .notInterruptible)
            }
            _ = animation.timeline.pause()
            animation.scheduledPause = nil
        }
        let verdict = animation.timeline.scrub(to: progress)
        expect(verdict, animation, .setProgress, .progress, progress, reason: .running)
        nodes[n].animation = animation
        settle(n)
    }

    /// `isReversed = b`: "A running animation turns around where it is and ends at its start
    /// values".
    mutating func setReversed(_ n: Int, _ reversed: Bool) {
        updateTimeline(n) {
            $0.setReversed(reversed)
        } expect: { model, verdict, animation in
            model.expect(verdict, animation, .reverse, .progress, 0, reason: .notInterruptible)
        }
    }

    /// `repeating(count:autoreverses:)`: set-up, "while inactive"; a negative or NaN count is
    /// an invalid argument.
    mutating func repeating(_ n: Int, count: Double, autoreverses: Bool) {
        guard var animation = existing(n) else { return }
        guard count >= 0 else {
            return invalidArgument(animation, .repeating, .repeatCount, count)
        }
        guard animation.timeline.state == .inactive else {
            return wrongState(animation, .repeating, .active)
        }
        animation.timeline.repeatCount = count
        animation.timeline.autoreverses = autoreverses
        nodes[n].animation = animation
    }

    /// `pause(atProgress:)`: as `pauseAnimation(atFraction:)` on the animator; it cancels a
    /// pending `pause(after:)`.
    mutating func pause(_ n: Int, atProgress progress: Double) {
        guard var animation = existing(n) else { return }
        if progress >= 0, progress <= 1, animation.timeline.state != .inactive {
            var probe = animation.timeline
            let target = probe.playhead(showing: progress)
            let playhead = animation.timeline.playhead
            if target != playhead, abs(target - playhead) < 1e-9 {
                ambiguity = ambiguity ?? .pauseAtProgressWithinRounding
            }
        }
        let verdict = animation.timeline.pause(atFraction: progress)
        if verdict == .accepted { animation.scheduledPause = nil }
        expect(
            verdict, animation, .pauseAtProgress, .progress, progress, reason: .notInterruptible)
        nodes[n].animation = animation
        settle(n)
    }

    /// `addCompletion(_:)`: appended to the animation's completions, run in the order added.
    mutating func addCompletion(_ n: Int, reanimating: (duration: Double, target: Double)?) {
        let id = nextCompletionID
        nextCompletionID += 1
        guard var animation = existing(n) else { return }
        animation.completions.append(id)
        animation.reanimations[id] = reanimating
        nodes[n].animation = animation
    }

    /// Applies `call` to node n's timeline, maps its verdict with `expect`, then settles.
    private mutating func updateTimeline(
        _ n: Int, _ call: (inout AnimatorReferenceModel) -> AnimatorReferenceModel.Verdict,
        expect: (inout DanceReferenceModel, AnimatorReferenceModel.Verdict, Animation) -> Void
    ) {
        guard var animation = existing(n) else { return }
        let verdict = call(&animation.timeline)
        expect(&self, verdict, animation)
        nodes[n].animation = animation
        settle(n)
    }
}
