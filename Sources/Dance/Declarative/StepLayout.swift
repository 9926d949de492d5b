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
    let keyframes: (any KeyframeStepPath)?
    /// For a label: its name (the step has no duration and sets nothing).
    let label: String?
    /// Whether ``keyframes`` is set.
    ///
    /// This and ``takesInitialVelocity`` are stored when the step is placed: read through
    /// ``keyframes`` while a step records, each copied the optional existential (about 600
    /// instructions a property set).
    let isKeyframeStep: Bool
    /// Whether the step starts with a velocity it is given, so that it takes a velocity
    /// hand-off: a spring step, or keyframes whose first keyframe is a spring or a spline.
    let takesInitialVelocity: Bool

    /// A step that sets properties over `duration` seconds with `timing`, or a label.
    init(
        start: TimeInterval, duration: TimeInterval, timing: TimingFunction, target: Node?,
        body: @escaping (Node) -> Void, label: String? = nil
    ) {
        self.start = start
        self.duration = duration
        self.timing = timing
        self.target = target
        self.body = body
        keyframes = nil
        self.label = label
        isKeyframeStep = false
        takesInitialVelocity = timing.takesInitialVelocity
    }

    /// A keyframe step: its property moves along `keyframes`, for their duration.
    init(
        start: TimeInterval, target: Node?, body: @escaping (Node) -> Void,
        keyframes: any KeyframeStepPath
    ) {
        self.start = start
        duration = keyframes.duration
        timing = .curve(.linear)
        self.target = target
        self.body = body
        takesInitialVelocity = keyframes.takesInitialVelocity
        self.keyframes = keyframes
        label = nil
        isKeyframeStep = true
    }
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
            let step = PlacedStep(start: start, target: target, body: body, keyframes: path)
            steps.append(step)
            return start + step.duration
        case .label(let name):
            steps.append(
                PlacedStep(
                    start: start, duration: 0, timing: .curve(.linear), target: target,
                    body: { _ in }, label: name))
            return start
        }
    }
}
