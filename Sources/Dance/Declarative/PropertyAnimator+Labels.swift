import Foundation

extension PropertyAnimator {
    /// The position (0…1, as ``fractionComplete``) of the label `name` placed with
    /// ``Animation/label(_:)``, or `nil` when the animator runs no declarative timeline with
    /// such a label (or has ended).
    public func fraction(ofLabel name: String) -> Double? {
        (content as? StepTimeline)?.position(ofLabel: name)
    }

    /// Shows the timeline at the label `name`: sets ``fractionComplete`` to its position (GSAP's
    /// `seek(label)`).
    ///
    /// The rules of setting ``fractionComplete`` apply: allowed while paused or inactive (an
    /// inactive animator becomes active and paused); while running or stopped it reports
    /// ``DanceError/wrongState(tag:operation:reason:)``. A name the timeline has no label for
    /// reports ``DanceError/unknownLabel(tag:operation:label:)``. Either way nothing changes.
    public func seek(toLabel name: String) {
        guard let fraction = labelPosition(name, operation: .seekToLabel) else { return }
        scrub(to: fraction, operation: .seekToLabel, argument: .fractionComplete)
    }

    /// Runs the timeline to the label `name` and pauses exactly there, without running
    /// completions (GSAP's `tweenTo(label)`): ``pauseAnimation(atFraction:)`` at the label.
    ///
    /// From where it is — inactive (it becomes active first), paused or running — the animator
    /// runs forwards at its ``speed``, or reversed when the label lies behind, and pauses at the
    /// label, even one at the timeline's start or end; ``isReversed`` is then as it ran.
    /// Already at the label, it just pauses.
    ///
    /// Reports ``DanceError/unknownLabel(tag:operation:label:)`` for a name the timeline has no
    /// label for, and ``DanceError/wrongState(tag:operation:reason:)`` when stopped, or running
    /// and not interruptible; nothing changes then.
    public func run(toLabel name: String) {
        guard let fraction = labelPosition(name, operation: .runToLabel) else { return }
        pause(atFraction: fraction, operation: .runToLabel, argument: .fraction)
    }

    private func labelPosition(_ name: String, operation: DanceError.Operation) -> Double? {
        guard let fraction = fraction(ofLabel: name) else {
            Diagnostics.report(.unknownLabel(tag: errorTag, operation: operation, label: name))
            return nil
        }
        return fraction
    }
}
