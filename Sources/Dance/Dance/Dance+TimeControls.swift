import Foundation

extension Dance {
    // MARK: - Repeating and speed

    /// Makes the animation repeat: `count` passes, each forwards then backwards when
    /// `autoreverses` (see ``PropertyAnimator/repeatCount`` and
    /// ``PropertyAnimator/autoreverses``).
    ///
    /// A pulse that never ends, and one that breathes three times:
    ///
    /// ```swift
    /// node.dance.animate(duration: 0.6, curve: .easeInOut) { $0.alpha = 0.3 }
    ///     .repeating(autoreverses: true)
    ///     .start()
    /// node.dance.animate(duration: 0.6, curve: .easeInOut) { $0.alpha = 0.3 }
    ///     .repeating(count: 3, autoreverses: true)
    ///     .start()
    /// ```
    ///
    /// Call it before ``start()``: on a started animation it reports
    /// ``DanceError/wrongState(tag:operation:reason:)``.
    ///
    /// - Parameters:
    ///   - count: Passes, ≥ 0 (0 and 1 both play once; fractions end inside a pass), or
    ///     `.infinity` (the default) to repeat until stopped; a count above 1e9 (such as
    ///     `.greatestFiniteMagnitude`) repeats until stopped too. A negative count or NaN
    ///     reports ``DanceError/invalidArgument(tag:operation:argument:value:)``.
    ///   - autoreverses: Whether each pass plays forwards, then backwards (default `false`).
    @discardableResult
    public func repeating(count: Double = .infinity, autoreverses: Bool = false) -> Dance {
        existingAnimator()?.setRepeats(
            count: count, autoreverses: autoreverses, operation: .repeating)
        return self
    }

    /// Sets how fast the animation plays: 2 twice as fast, 0 holds it still, at any time
    /// (see ``PropertyAnimator/speed``).
    ///
    /// - Parameter speed: 0, or 1e-6…1e6; otherwise
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    @discardableResult
    public func speed(_ speed: Double) -> Dance {
        existingAnimator()?.setSpeed(speed, operation: .danceSpeed)
        return self
    }

    // MARK: - Pausing at a progress

    /// Runs the animation to `progress` on its timeline and pauses exactly there, backwards if
    /// it lies behind (see ``PropertyAnimator/pauseAnimation(atFraction:)``).
    ///
    /// An animation not yet started starts; no completion runs.
    ///
    /// - Parameter progress: 0…1; otherwise
    ///   ``DanceError/invalidArgument(tag:operation:argument:value:)`` and nothing changes.
    @discardableResult
    public func pause(atProgress progress: Double) -> Dance {
        existingAnimator()?.pause(
            atFraction: progress, operation: .pauseAtProgress, argument: .progress)
        return self
    }

    // MARK: - Awaiting the end

    /// The position the node's animation ends at, once it ends (see
    /// ``PropertyAnimator/finished``).
    ///
    /// `nil` when the animation is stopped without finishing, when the node or the animation
    /// is released first, and at once (after reporting ``DanceError/noAnimation(tag:)``) when
    /// the node has no animation. The animation of a released node ends without finishing, as
    /// its completions added with ``addCompletion(_:)`` do not run: `nil` whether the table of
    /// handles sweeps the node first or the animation reaches its end (or is finished) first,
    /// while ``PropertyAnimator/finished`` on its ``animator`` gives the position it ended at.
    /// Waiting keeps neither the node nor the animation alive. A cancelled task stops waiting
    /// and resumes with `nil`, as with ``PropertyAnimator/finished``. Awaited after the
    /// animation ended, the node has none: `nil`, and ``DanceError/noAnimation(tag:)``. To
    /// await an animation that may end first, keep its ``animator`` while it runs and await
    /// that, whose `finished` gives the end of its last run at once.
    ///
    /// ```swift
    /// node.dance.animate(duration: 0.3, curve: .easeOut) { $0.alpha = 0 }.start()
    /// if await node.dance.finished == .end { node.removeFromParent() }
    /// ```
    public var finished: AnimatingPosition? {
        get async {
            await FinishWaiter.wait { continuation, ticket in
                // The animator is looked up in here so that the suspended task holds no
                // reference to it.
                guard let animator = existingAnimator(), let node = base else { return false }
                animator.resumeAtEnd(continuation, node: node, ticket: ticket)
                return true
            } cancel: { ticket in
                // The waiter is on the node's animator, if it still waits: an animation that
                // a new one replaces, or that ends, resumes its waiters as it goes.
                self.animator?.cancelFinishWaiter(ticket)
            }
        }
    }
}
