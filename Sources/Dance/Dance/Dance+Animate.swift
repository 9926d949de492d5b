import Foundation

extension Dance {
    // MARK: - Creating the animation

    /// Creates the node's animation with a built-in curve; start it with ``start()``.
    ///
    /// If the node already has an animation, that one is first finished at `.current` (its
    /// completions see `.current`). The new animation gets a new ``tag``.
    ///
    /// - Parameters:
    ///   - duration: Seconds, finite and ≥ 0; otherwise
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    ///   - curve: The timing curve.
    ///   - animation: Sets the node's `@Animated` properties; receives the node as `Base`.
    @discardableResult
    public func animate(
        duration: TimeInterval, curve: AnimationCurve,
        _ animation: @escaping (Base) -> Void
    ) -> Dance {
        make(duration: duration, animation) { PropertyAnimator(duration: $0, curve: curve) }
    }

    /// Creates the node's animation with any timing: a cubic curve or a spring.
    ///
    /// A physical spring replaces `duration` with its settling duration, as in UIKit. See
    /// ``animate(duration:curve:_:)`` for the rest.
    @discardableResult
    public func animate(
        duration: TimeInterval, timingParameters: any TimingCurveProvider,
        _ animation: @escaping (Base) -> Void
    ) -> Dance {
        make(duration: duration, animation) {
            PropertyAnimator(duration: $0, timingParameters: timingParameters)
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
    @discardableResult
    public func animate(
        duration: TimeInterval, dampingRatio: Double,
        _ animation: @escaping (Base) -> Void
    ) -> Dance {
        make(duration: duration, animation) {
            PropertyAnimator(duration: $0, dampingRatio: dampingRatio)
        }
    }

    private func make(
        duration: TimeInterval, _ animation: @escaping (Base) -> Void,
        animator makeAnimator: (TimeInterval) -> PropertyAnimator
    ) -> Dance {
        guard duration.isFinite, duration >= 0 else {
            Diagnostics.report(
                .invalidArgument(
                    tag: tag, operation: .animate, argument: .duration, value: duration))
            return self
        }
        guard base != nil else { return reportReleasedNode() }
        let animator = makeAnimator(duration)
        // The block reaches the node through this handle, which holds it weakly (as the
        // registry does), rather than capturing a weak box of its own.
        animator.addAnimations { [self] in
            if let node = self.base { animation(node) }
        }
        adopt(animator)
        return self
    }

    /// Registers `animator` as the node's animation under a new tag.
    ///
    /// The node's current animation is finished at `.current` first. If one of its completions
    /// gives the node another animation, `animator` supersedes that one too: it ends where it
    /// is, without completions (as with `stopAnimation(true)`), so it is never left behind
    /// under a tag no handle reaches.
    ///
    /// A running animation that is not interruptible cannot be finished: then
    /// ``DanceError/wrongState(tag:operation:reason:)`` is reported and nothing changes.
    func adopt(_ animator: PropertyAnimator) {
        let old = self.animator
        if let old {
            guard !old.isRunning || old.interruptible else {
                return old.reject(.animate, .notInterruptible)
            }
            finish(old, at: .current)
            // Only finishing `old` can run completions that give the node another animation.
            if let superseded = self.animator, superseded !== old { superseded.abandon() }
        }
        tag = DanceFactory.instance.register(animator)
    }
}

extension Dance {
    /// Reports that `animate` was called on the handle of a node that is gone; returns `self`.
    func reportReleasedNode() -> Dance {
        Diagnostics.report(.wrongState(tag: tag, operation: .animate, reason: .nodeReleased))
        return self
    }
}
