import Foundation

@testable import Dance

extension AnimatorReferenceModel {
    /// `startAnimation()`, which is `startAnimation(afterDelay: 0)`.
    ///
    /// "A paused one resumes from where it is …; a running one is left alone. A stopped
    /// animator reports wrongState"; `delay` becomes 0 after a start that moved it; a start
    /// cancels a pause at a fraction (`pauseAnimation(atFraction:)`).
    mutating func start() -> Verdict {
        start(afterDelay: 0)
    }

    /// `startAnimation(afterDelay:)`: "Seconds in 0…1e9"; "the wait is delay ×
    /// durationScale (speed does not change it)".
    mutating func start(afterDelay wait: Double) -> Verdict {
        guard wait >= 0, wait <= 1e9 else { return .invalidArgument }
        if state == .stopped { return .wrongState }
        pauseTarget = nil
        if isRunning { return .accepted }
        if state == .inactive { activate() }
        delay = wait
        moves = true
        motionStart = now + wait * durationScale
        hadDelay = hadDelay || wait > 0
        return .accepted
    }

    /// `pauseAnimation()`: activates an inactive animator paused; "pausing while a start delay
    /// is still running drops the rest of the delay".
    mutating func pause() -> Verdict {
        if state == .stopped || refusesInterruption { return .wrongState }
        if state == .inactive { activate() }
        moves = false
        pauseTarget = nil
        motionStart = now
        return .accepted
    }

    /// `stopAnimation(_:)`: "model values take the current presentation values" (DESIGN);
    /// without finishing, inactive at once; otherwise stopped, waiting for `finishAnimation`.
    mutating func stop(withoutFinishing: Bool) -> Verdict {
        if state != .active || refusesInterruption { return .wrongState }
        if nearBoundary(playhead) { ambiguity = ambiguity ?? .traversalBoundary }
        modelValue = 100 * fraction
        moves = false
        pauseTarget = nil
        if withoutFinishing {
            state = .inactive
            isReversed = false
            ended = true
        } else {
            state = .stopped
        }
        return .accepted
    }

    /// `finishAnimation(at:)`: only when stopped; the model value becomes the position's.
    mutating func finish(at position: AnimatingPosition) -> Verdict {
        if state != .stopped { return .wrongState }
        switch position {
        case .end: modelValue = 100
        case .start: modelValue = 0
        case .current: break
        }
        completions.append(position)
        state = .inactive
        isReversed = false
        ended = true
        return .accepted
    }

    /// `fractionComplete = x`: "allowed while paused or inactive"; a value outside 0…1 or NaN
    /// is an invalid argument; it "moves within that traversal".
    mutating func scrub(to fraction: Double) -> Verdict {
        guard fraction >= 0, fraction <= 1 else { return .invalidArgument }
        if state == .stopped || isRunning { return .wrongState }
        if state == .inactive { activate() }
        playhead = playhead(showing: fraction)
        motionStart = now
        return .accepted
    }

    /// The playhead showing `fraction` in the current traversal: "keeping the pass and its
    /// direction"; "a larger value … goes as far as it reaches" (`fractionComplete`).
    mutating func playhead(showing fraction: Double) -> Double {
        if traversals == 1 { return fraction }
        if nearBoundary(playhead) { ambiguity = ambiguity ?? .traversalBoundary }
        var index = min(traversal(playhead), traversals.rounded(.up) - 1)
        func place(_ index: Double) -> Double {
            autoreverses && Int(index) % 2 == 1 ? index + 1 - fraction : index + fraction
        }
        var target = place(index)
        if target > traversals {
            if index >= 1 {
                index -= 1
                target = place(index)
            } else {
                target = traversals
            }
        }
        return target
    }

    /// `isReversed = b`: "set while running, the animation turns around where it is"; wrong
    /// state when stopped or when a non-interruptible animator runs; cancels a pause target.
    mutating func setReversed(_ reversed: Bool) -> Verdict {
        if state == .stopped || refusesInterruption { return .wrongState }
        isReversed = reversed
        if isRunning { pauseTarget = nil }
        return .accepted
    }

    /// `continueAnimation(withTimingParameters: nil, durationFactor:)`: "> 0 makes the
    /// remaining time durationFactor × duration (of all the passes left; with repeatCount
    /// .infinity, of each traversal from now on) … 0 keeps the remaining time"; it drops a
    /// delay, cancels a pause target, and is allowed while active (a non-interruptible
    /// animator only paused).
    mutating func continueAnimation(durationFactor factor: Double) -> Verdict {
        guard factor >= 0, factor.isFinite, factor * duration <= 1e9 else {
            return .invalidArgument
        }
        if state != .active || refusesInterruption { return .wrongState }
        pauseTarget = nil
        if factor > 0 {
            if traversals.isFinite || isReversed {
                let left = isReversed ? playhead : traversals - playhead
                if left > 0 { secondsPerTraversal = factor * duration / left }
            } else {
                secondsPerTraversal = factor * duration
            }
        }
        moves = true
        motionStart = now
        return .accepted
    }

    /// `speed = s`: "0, or 1e-6…1e6"; the timeline "continues from where it is at the new
    /// rate (a delay still to wait is not changed)".
    mutating func setSpeed(_ newSpeed: Double) -> Verdict {
        guard newSpeed == 0 || (newSpeed >= 1e-6 && newSpeed <= 1e6) else {
            return .invalidArgument
        }
        speed = newSpeed
        landPauseIfInstant()
        return .accepted
    }

    /// `AnimationDriver.durationScale = s`: "0, or 1e-6…1e6"; "each continues from where it
    /// is at the new pace …, and a delay still to wait is scaled".
    mutating func setDurationScale(_ scale: Double) -> Verdict {
        guard scale == 0 || (scale >= 1e-6 && scale <= 1e6) else { return .invalidArgument }
        if isRunning, motionStart > now {
            motionStart = now + (motionStart - now) * scale / durationScale
        }
        durationScale = scale
        landPauseIfInstant()
        return .accepted
    }

    /// `isInterruptible = b`: DESIGN "Wrong-state calls": "setting isInterruptible while
    /// active" (and, being set-up, while stopped).
    mutating func setInterruptible(_ interruptible: Bool) -> Verdict {
        if state != .inactive { return .wrongState }
        isInterruptible = interruptible
        return .accepted
    }

    /// `repeatCount = count`: "Set it while inactive; otherwise wrongState"; "a negative count
    /// or NaN reports invalidArgument".
    mutating func setRepeatCount(_ count: Double) -> Verdict {
        guard count >= 0 else { return .invalidArgument }
        if state != .inactive { return .wrongState }
        repeatCount = count
        return .accepted
    }

    /// `autoreverses = b`: "Set it while inactive; otherwise wrongState".
    mutating func setAutoreverses(_ reverses: Bool) -> Verdict {
        if state != .inactive { return .wrongState }
        autoreverses = reverses
        return .accepted
    }

    /// `pauseAnimation(atFraction:)`: "runs the animator (inactive, paused or running) toward
    /// fraction, reversed if it lies behind, and pauses exactly there" at the animator's pace.
    mutating func pause(atFraction fraction: Double) -> Verdict {
        guard fraction >= 0, fraction <= 1 else { return .invalidArgument }
        if state == .stopped || refusesInterruption { return .wrongState }
        if isRunning, motionStart > now { ambiguity = ambiguity ?? .pauseAtFractionInDelay }
        if state == .inactive { activate() }
        let target = playhead(showing: fraction)
        pauseTarget = nil
        motionStart = now
        if target == playhead {
            moves = false
            return .accepted
        }
        isReversed = target < playhead
        pauseTarget = target
        moves = true
        landPauseIfInstant()
        return .accepted
    }
}
