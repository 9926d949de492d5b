import Foundation

extension Dance where Base: Node {
    /// Creates the node's Dance animation from declarative steps run one after another.
    ///
    /// Like every Dance animation it gets a new ``tag``, finishes any previous one at
    /// `.current` first, and waits for ``start()``.
    @discardableResult
    public func animate(_ steps: [Animation]) -> Dance {
        guard !isRejectedChain else { return self }
        guard let base else { return reportReleasedNode() }
        return adopt(PropertyAnimator(steps: steps, on: base))
    }

    /// Creates the node's Dance animation from declarative steps run at once.
    @discardableResult
    public func animate(inParallel steps: [Animation], stagger: TimeInterval = 0) -> Dance {
        guard !isRejectedChain else { return self }
        guard let base else { return reportReleasedNode() }
        return adopt(PropertyAnimator(inParallel: steps, stagger: stagger, on: base))
    }
}
