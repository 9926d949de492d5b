import Foundation

extension PropertyAnimator {
    /// Creates an animator that runs declarative steps as one timeline, not yet started.
    ///
    /// The timeline lasts as long as its steps; it pauses, resumes, reverses, scrubs
    /// (``fractionComplete`` spans the whole timeline, mapped linearly onto time; each step
    /// keeps its own curve) and finishes like any animator, with one set of completions. Steps
    /// record their properties when the animator becomes active, in start order. An empty
    /// timeline lasts 0 s and completes on the next frame after starting.
    ///
    /// - Parameters:
    ///   - steps: Run one after another; steps without ``Animation/on(_:)`` apply to `node`.
    ///   - node: The node untargeted steps apply to; without one, they are skipped.
    public convenience init(steps: [Animation], on node: Node? = nil) {
        self.init(timeline: .sequence(steps), node: node)
    }

    /// Creates an animator that runs declarative steps at once (see ``init(steps:on:)``).
    ///
    /// - Parameters:
    ///   - steps: Run together; steps without ``Animation/on(_:)`` apply to `node`.
    ///   - stagger: Seconds between the starts of consecutive steps (default 0).
    ///   - node: The node untargeted steps apply to; without one, they are skipped.
    public convenience init(
        inParallel steps: [Animation], stagger: TimeInterval = 0, on node: Node? = nil
    ) {
        self.init(timeline: .parallel(steps, stagger: stagger), node: node)
    }

    /// Steps each within their range can last more than an animator may in all (0…1e9 s):
    /// that is reported for the timeline, and it lasts 0 s (it completes on the next frame
    /// after starting, at the steps' end values).
    private convenience init(timeline animation: Animation, node: Node?) {
        let timeline = StepTimeline(animation, node: node)
        var duration = timeline.totalDuration
        if !DurationLimits.allowsAnimator(duration) {
            Diagnostics.report(
                .invalidArgument(
                    tag: nil, operation: .makeStepTimeline, argument: .duration, value: duration))
            duration = 0
        }
        self.init(duration: duration, curve: .linear)
        content = timeline
        addAnimations { [unowned self] in timeline.record(driver: self) }
    }
}

extension Node {
    /// Runs `steps` one after another, starting now (the article's `view.animate(_:)`).
    ///
    /// - Returns: The running timeline: pause, reverse, scrub or finish it as an animator.
    @discardableResult
    public func animate(_ steps: [Animation]) -> PropertyAnimator {
        let animator = PropertyAnimator(steps: steps, on: self)
        animator.startAnimation()
        return animator
    }

    /// Runs `steps` at once, starting now (the article's `view.animate(inParallel:)`).
    ///
    /// - Parameters:
    ///   - steps: Run together on this node, unless a step names another with
    ///     ``Animation/on(_:)``.
    ///   - stagger: Seconds between the starts of consecutive steps (default 0).
    /// - Returns: The running timeline: pause, reverse, scrub or finish it as an animator.
    @discardableResult
    public func animate(inParallel steps: [Animation], stagger: TimeInterval = 0)
        -> PropertyAnimator
    {
        let animator = PropertyAnimator(inParallel: steps, stagger: stagger, on: self)
        animator.startAnimation()
        return animator
    }
}
