import Foundation

/// One step placed on a timeline: when it starts, how long it runs, on which node.
@MainActor
struct PlacedStep {
    /// Seconds from the start of the timeline.
    let start: TimeInterval
    /// Seconds the step runs (a physical spring's or a decay's settling duration).
    let duration: TimeInterval
    let timing: TimingFunction
    /// The node the step applies to; `nil` means the timeline's own node.
    let target: Node?
    let body: (Node) -> Void
    /// For a keyframe step: how its property moves from the value it starts at.
    var keyframes: (any KeyframeStepPath)?
    /// For a label: its name (the step has no duration and sets nothing).
    var label: String?
}

/// Lays compositions out on one timeline.
@MainActor
enum StepLayout {
    /// Places every step of `animation` starting at `start`, appending to `steps`.
    ///
    /// - Returns: The time the composition ends.
    static func place(
        _ animation: Animation, at start: TimeInterval, target: Node?,
        into steps: inout [PlacedStep]
    ) -> TimeInterval {
        switch animation.kind {
        case .step(let duration, let provider, let body):
            let resolved = TimingFunction.resolve(provider, duration: duration)
            steps.append(
                PlacedStep(
                    start: start, duration: resolved.duration, timing: resolved.function,
                    target: target, body: body))
            return start + resolved.duration
        case .sequence(let children):
            var time = start
            for child in children {
                time = place(child, at: time, target: target, into: &steps)
            }
            return time
        case .parallel(let children, let stagger):
            var end = start
            for (index, child) in children.enumerated() {
                let childStart = start + stagger * Double(index)
                end = max(end, place(child, at: childStart, target: target, into: &steps))
            }
            return end
        case .wait(let seconds):
            return start + seconds
        case .targeted(let node, let child):
            return place(child, at: start, target: node, into: &steps)
        case .keyframes(let path, let body):
            steps.append(
                PlacedStep(
                    start: start, duration: path.duration, timing: .curve(.linear),
                    target: target, body: body, keyframes: path))
            return start + path.duration
        case .label(let name):
            steps.append(
                PlacedStep(
                    start: start, duration: 0, timing: .curve(.linear), target: target,
                    body: { _ in }, label: name))
            return start
        }
    }
}
