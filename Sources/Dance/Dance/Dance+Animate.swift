import Foundation

extension Dance {
    // MARK: - Creating the animation

    /// Creates the node's animation with a built-in curve; start it with ``start()``.
    ///
    /// If the node already has an animation, that one is first finished at `.current` (its
    /// completions see `.current`), and a spring in the new animation starts with each
    /// property's velocity at that moment, in the property's own units, unless the spring was
    /// given a non-zero `initialVelocity` (so a spring to where the value already is still
    /// moves and comes back) — if the new animation starts running at once (``start()`` in the
    /// same turn); started after a delay, later or paused first, it starts at rest, as the
    /// property held still meanwhile. The new animation gets a new ``tag``.
    ///
    /// - Parameters:
    ///   - duration: Seconds, 0…1e9 (as a `PropertyAnimator`'s); otherwise
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)``, nothing changes, and
    ///     the calls chained after this one do nothing and report nothing more.
    ///   - curve: The timing curve.
    ///   - animation: Sets the node's `@Animated` properties; receives the node as `Base`.
    @discardableResult
    public func animate(
        duration: TimeInterval, curve: AnimationCurve,
        _ animation: @escaping (Base) -> Void
    ) -> Dance {
        make(duration: duration, animation) { PropertyAnimator(duration: $0, curve: curve) }
    }

    /// Creates the node's animation with any timing: a cubic curve, a spring or decay.
    ///
    /// A physical spring replaces `duration` with its settling duration, as in UIKit, and so
    /// does ``DecayTimingParameters``. The settling duration is held to the range of
    /// `duration`, 0…1e9 s: a spring or decay that settles only after more than 1e9 s (its
    /// parameters can each be in range; a deceleration rate of 1 − 1e-13 settles after about
    /// 6.9e10 s) reports ``DanceError/invalidArgument(tag:operation:argument:value:)``
    /// (operation ``DanceError/Operation/animate``, argument `.duration`, the settling duration
    /// as its value, this handle's ``tag``), nothing changes, and the calls chained after this
    /// one do nothing and report nothing more, as with a bad `duration`. A spring that never
    /// settles (damping 0) runs for `duration`. See ``animate(duration:curve:_:)`` for the rest.
    @discardableResult
    public func animate(
        duration: TimeInterval, timingParameters: some TimingCurveProvider,
        _ animation: @escaping (Base) -> Void
    ) -> Dance {
        make(duration: duration, animation) { seconds in
            let resolved = TimingFunction.resolve(timingParameters, duration: seconds)
            if let settling = resolved.overlongSettling {
                Diagnostics.report(
                    .invalidArgument(
                        tag: tag, operation: .animate, argument: .duration, value: settling))
                return nil
            }
            return PropertyAnimator(checkedDuration: resolved.duration, timing: resolved.function)
        }
    }

    /// Creates the node's animation with a cubic Bézier curve through two control points.
    @discardableResult
    public func animate(
        duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
        _ animation: @escaping (Base) -> Void
    ) -> Dance {
        make(duration: duration, animation) {
            PropertyAnimator(
                duration: $0, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        }
    }

    /// Creates the node's animation with a spring of `dampingRatio` that settles in `duration`.
    ///
    /// A damping ratio outside 0.001…1000 (or NaN) is reported as
    /// ``DanceError/invalidArgument(tag:operation:argument:value:)`` with the node's tag, as a
    /// bad duration is, and replaced as ``SpringTimingParameters/init(dampingRatio:)`` replaces
    /// it; the animation is made with that.
    @discardableResult
    public func animate(
        duration: TimeInterval, dampingRatio: Double,
        _ animation: @escaping (Base) -> Void
    ) -> Dance {
        make(duration: duration, animation) { [tag] in
            // Reported here, with the tag: the spring's own initializer knows none.
            let ratio = SpringTimingParameters.replacedDampingRatio(dampingRatio)
            if !(ratio == dampingRatio) {
                Diagnostics.report(
                    .invalidArgument(
                        tag: tag, operation: .springTimingParameters, argument: .dampingRatio,
                        value: dampingRatio))
            }
            return PropertyAnimator(duration: $0, dampingRatio: ratio)
        }
    }

    /// Makes the node's animation with `makeAnimator`, which returns `nil` when it rejected
    /// its timing (having reported why): then nothing changes and the chain is rejected.
    private func make(
        duration: TimeInterval, _ animation: @escaping (Base) -> Void,
        animator makeAnimator: (TimeInterval) -> PropertyAnimator?
    ) -> Dance {
        guard !isRejectedChain else { return self }
        guard DurationLimits.allowsAnimator(duration) else {
            Diagnostics.report(
                .invalidArgument(
                    tag: tag, operation: .animate, argument: .duration, value: duration))
            return rejectedChain()
        }
        guard base != nil else { return reportReleasedNode() }
        guard let animator = makeAnimator(duration) else { return rejectedChain() }
        // The block reaches the node through this handle, which holds it weakly (as the
        // registry does), rather than capturing a weak box of its own.
        animator.addAnimations { [self] in
            if let node = self.base { animation(node) }
        }
        return adopt(animator)
    }

    /// Registers `animator` as the node's animation under a new tag, and returns the handle
    /// for the calls chained after `animate`.
    ///
    /// The node's current animation is finished at `.current` first. If one of its completions
    /// gives the node another animation, `animator` supersedes that one too: it ends where it
    /// is, without completions (as with `stopAnimation(true)`), so it is never left behind
    /// under a tag no handle reaches.
    ///
    /// A running animation that is not interruptible cannot be finished: then
    /// ``DanceError/wrongState(tag:operation:reason:)`` is reported, nothing changes, and the
    /// handle returned does nothing (see ``rejectedChain()``).
    func adopt(_ animator: PropertyAnimator) -> Dance {
        guard !isRejectedChain else { return self }
        if animator.rejectsDuringFrame(.animate) { return rejectedChain() }
        let old = self.animator
        if let old {
            guard !old.isRunning || old.isInterruptible else {
                old.reject(.animate, .notInterruptible)
                return rejectedChain()
            }
            if old.isRunning {
                // A spring in the new animation starts with each property's velocity now.
                old.handVelocity(to: animator)
            }
            old.finishNow(at: .current, operation: .finish)
            // Only finishing `old` can run completions that give the node another animation.
            if let superseded = self.animator, superseded !== old { superseded.abandon() }
        }
        tag = DanceFactory.instance.register(animator)
        return self
    }
}

extension Dance {
    /// Reports that `animate` was called on the handle of a node that is gone.
    ///
    /// Returns the handle for the rest of the chain, which does nothing (one mistake, one
    /// error).
    func reportReleasedNode() -> Dance {
        Diagnostics.report(.wrongState(tag: tag, operation: .animate, reason: .nodeReleased))
        return rejectedChain()
    }
}
