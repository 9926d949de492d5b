import Foundation

extension Animation {
    /// A named position on the timeline: a zero-duration step that sets nothing (GSAP's
    /// `addLabel`).
    ///
    /// Seek to it with ``PropertyAnimator/seek(toLabel:)`` or run to it and pause there with
    /// ``PropertyAnimator/run(toLabel:)``; ``PropertyAnimator/fraction(ofLabel:)`` gives its
    /// position. When two labels share a name, the one placed later in the composition wins.
    ///
    /// ```swift
    /// let intro = PropertyAnimator(steps: [
    ///     .fadeIn(duration: 0.5),
    ///     .label("shown"),
    ///     .move(to: CGPoint(x: 300, y: 100), duration: 1),
    /// ], on: card)
    /// intro.seek(toLabel: "shown")   // paused, faded in, not moved yet
    /// ```
    public static func label(_ name: String) -> Animation {
        Animation(.label(name))
    }
}
