import Foundation

@testable import Dance

/// An independent model of the Dance layer (`node.dance` handles, tags, ``DanceFactory``,
/// completions, released nodes, `pause(after:)`) over a few nodes, written from the
/// documentation only, for ``DanceReferenceModelTests``.
///
/// Sources: DESIGN.md ("Dance", "Wrong-state calls", "When animation blocks run") and the doc
/// comments of `Dance` (Dance+Animate.swift, Dance+Control.swift, Dance+TimeControls.swift)
/// and ``DanceFactory``. Each animation's timeline is an ``AnimatorReferenceModel`` (a linear
/// 0 → 100 animator); the model maps it to the node's `alpha`, from the value the node had
/// when the animation activated to the target. Each transition names the rule it follows.
struct DanceReferenceModel {
    /// A spot the documentation leaves open, where a sequence stops being compared.
    enum AmbiguousSpot: Hashable, CustomStringConvertible {
        /// A spot the animator's timeline leaves open.
        case timeline(AnimatorReferenceModel.AmbiguousSpot)
        /// `pause(atProgress:)` to a playhead within 1e-9 of where it is: whether it is reached
        /// at once or run to depends on rounding.
        case pauseAtProgressWithinRounding
        /// A `pause(after:)` due within 1e-9 s of a frame time, not on it.
        case pauseAfterAtFrame

        var description: String {
            switch self {
            case .timeline(let spot): spot.rawValue
            case .pauseAtProgressWithinRounding:
                "pause(atProgress:) within rounding of the playhead"
            case .pauseAfterAtFrame: "a pause(after:) within rounding of a frame time"
            }
        }
    }

    /// The model of one Dance animation.
    struct Animation {
        var tag: Int
        var timeline: AnimatorReferenceModel
        /// The `alpha` the animation block sets.
        var target: Double
        /// The `alpha` when the animation activated (the block ran then).
        var origin = 0.0
        var activated = false
        var isInterruptible = true
        /// The clock time a `pause(after:)` falls due.
        var scheduledPause: Double?
        /// Completion ids in the order added; negative: added to the animator itself.
        var completions: [Int] = []
        /// What a reanimating completion animates: duration and target.
        var reanimations: [Int: (duration: Double, target: Double)] = [:]
        var wasRunning = false
        /// When it last started running, in the order of all starts.
        var startOrder = 0
    }

    /// The model of one node and its `dance` handle.
    struct Node {
        var isAlive = true
        /// The handle's tag: the current animation's, or the last one's.
        var tag: Int
        /// The `alpha` model value while no animation is active on it.
        var alpha = 1.0
        var animation: Animation?
    }

    var nodes: [Node]
    /// ``DanceFactory/lastTag``.
    var lastTag: Int
    var now: Double
    /// The errors the current step is expected to report, in order.
    var errors: [DanceError] = []
    /// Completions run so far: `"<time> n<node> c<id> <position>"`.
    var completionLog: [String] = []
    var ambiguity: AmbiguousSpot?
    var nextCompletionID = 1
    var startCount = 0

    /// A model of nodes whose handles have `tags`, with the factory at `lastTag`.
    init(tags: [Int], lastTag: Int, now: Double) {
        nodes = tags.map { Node(tag: $0) }
        self.lastTag = lastTag
        self.now = now
    }

    // MARK: - Reading

    /// The node's `alpha` presentation: the model value until the animation activates, then the
    /// timeline's presentation mapped onto origin → target.
    func presentation(_ n: Int) -> Double {
        let node = nodes[n]
        guard let animation = node.animation, animation.activated,
            animation.timeline.state != .inactive
        else { return node.alpha }
        return animation.alpha(at: animation.timeline.presentation)
    }

    /// The node's `alpha` model value: DESIGN "When animation blocks run": the block's value
    /// once activated.
    func modelAlpha(_ n: Int) -> Double {
        let node = nodes[n]
        guard let animation = node.animation, animation.activated else { return node.alpha }
        return animation.alpha(at: animation.timeline.modelValue)
    }

    /// Whether node n's animation runs and its start delay is not over.
    func isWaitingOutDelay(_ n: Int) -> Bool {
        guard let timeline = nodes[n].animation?.timeline else { return false }
        return timeline.isRunning && timeline.motionStart > now
    }

    // MARK: - Bookkeeping

    /// Notes activation, start order and the end after node n's timeline changed.
    ///
    /// `addCompletion`: "Completions run in the order added, after the factory has forgotten
    /// the animation", and one added through the handle "runs only while the node exists";
    /// one added to the animator runs either way.
    mutating func settle(_ n: Int) {
        guard var animation = nodes[n].animation else { return }
        if let spot = animation.timeline.ambiguity { ambiguity = ambiguity ?? .timeline(spot) }
        if !animation.activated, animation.timeline.state != .inactive || animation.timeline.ended {
            animation.activated = true
            animation.origin = nodes[n].alpha
        }
        if animation.timeline.isRunning, !animation.wasRunning {
            startCount += 1
            animation.startOrder = startCount
        }
        animation.wasRunning = animation.timeline.isRunning
        nodes[n].animation = animation
        guard animation.timeline.ended else { return }
        nodes[n].alpha = animation.alpha(at: animation.timeline.modelValue)
        nodes[n].animation = nil
        // `addCompletion`: "An animation never started ends without completions".
        guard let position = animation.timeline.completions.last else { return }
        for id in animation.completions where id < 0 || nodes[n].isAlive {
            completionLog.append(String(format: "%012.4f ", now) + "n\(n) c\(id) \(position)")
            if let reanimation = animation.reanimations[id],
                animate(n, duration: reanimation.duration, target: reanimation.target)
            {
                start(n, after: 0)
            }
        }
    }

    /// Expects `.wrongState` for the animation.
    mutating func wrongState(
        _ animation: Animation, _ operation: DanceError.Operation, _ reason: DanceError.StateReason
    ) {
        errors.append(.wrongState(tag: animation.tag, operation: operation, reason: reason))
    }

    /// Expects `.invalidArgument` for the animation.
    mutating func invalidArgument(
        _ animation: Animation, _ operation: DanceError.Operation,
        _ argument: DanceError.Argument, _ value: Double
    ) {
        errors.append(
            .invalidArgument(
                tag: animation.tag, operation: operation, argument: argument, value: value))
    }

    /// Maps the timeline's verdict on a call to the error the Dance call reports.
    mutating func expect(
        _ verdict: AnimatorReferenceModel.Verdict, _ animation: Animation,
        _ operation: DanceError.Operation, _ argument: DanceError.Argument, _ value: Double,
        reason: DanceError.StateReason
    ) {
        switch verdict {
        case .accepted: break
        case .wrongState: wrongState(animation, operation, reason)
        case .invalidArgument: invalidArgument(animation, operation, argument, value)
        }
    }

    /// Node n's animation; without one, expects DESIGN's `.noAnimation` for the handle's tag.
    mutating func existing(_ n: Int) -> Animation? {
        if let animation = nodes[n].animation { return animation }
        errors.append(.noAnimation(tag: nodes[n].tag))
        return nil
    }

    // MARK: - Frames

    /// Advances the clock by `seconds` as `ManualClock.advance(by:)` does: a frame every
    /// `frameInterval` (counted as integers, `k / rate`) and one at the target.
    mutating func advance(by seconds: Double, frameInterval interval: Double) {
        let rate = (1 / interval).rounded()
        func time(_ k: Double) -> Double {
            rate >= 1 && 1 / rate == interval ? k / rate : k * interval
        }
        // A frame time within 4 units in the last place of the target is that frame time,
        // unless it is `now`: a step that moves the clock is never snapped back.
        var target = now + seconds
        let snapped = time((target / interval).rounded())
        if abs(snapped - target) <= 4 * target.ulp, snapped > now { target = snapped }
        var k = (now / interval).rounded(.down) + 1
        while time(k) <= target {
            if time(k) > now { frame(at: time(k)) }
            k += 1
        }
        if now < target { frame(at: target) }
    }

    /// A frame at `time`.
    ///
    /// `pause(after:)`: "The pause lands at exactly that time, whatever the frame times; if the
    /// animation ends first, it completes as usual" — also while a start delay runs, where
    /// `pauseAnimation()` "drops the rest of the delay". Completions run after the frame,
    /// animation by animation in the order they last started (the driver's order).
    mutating func frame(at time: Double) {
        now = time
        var ended: [(order: Int, node: Int)] = []
        for n in nodes.indices {
            guard var animation = nodes[n].animation else { continue }
            if let due = animation.scheduledPause, due <= time, animation.timeline.isRunning {
                animation.timeline.advance(to: due)
                if due != time, abs(due - time) < 1e-9 {
                    ambiguity = ambiguity ?? .pauseAfterAtFrame
                }
                if !animation.timeline.ended { _ = animation.timeline.pause() }
                animation.scheduledPause = nil
            }
            if !animation.timeline.ended { animation.timeline.advance(to: time) }
            nodes[n].animation = animation
            if animation.timeline.ended {
                ended.append((animation.startOrder, n))
            } else {
                settle(n)
            }
        }
        for (_, n) in ended.sorted(by: { $0.order < $1.order }) { settle(n) }
    }
}

extension DanceReferenceModel.Animation {
    /// The `alpha` shown when the timeline's value (0…100) is `value`.
    func alpha(at value: Double) -> Double { origin + (target - origin) * value / 100 }
}
