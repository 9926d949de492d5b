import Foundation

@testable import Dance

/// One step of a ``DanceReferenceModelTests`` sequence: a call through a node's `dance` handle
/// (or on its animator), a release, a sweep of released nodes, or a clock advance.
///
/// Node numbers index the sequence's nodes; every animation is a linear `alpha` animation from
/// the value the node has when it activates.
indirect enum DanceReferenceModelOperation: CustomStringConvertible {
    /// `animate(duration:curve: .linear) { $0.alpha = target }`, with `.addCompletion` and
    /// `.start()` (a start delay of 0) or `.start(after:)` chained when asked.
    case animate(Int, duration: Double, target: Double, completion: Bool, start: Double?)
    case start(Int)
    case startAfter(Int, Double)
    case pause(Int)
    case pauseAfter(Int, Double)
    case setProgress(Int, Double, viaProperty: Bool)
    case reverse(Int)
    case setReversed(Int, Bool)
    case finish(Int, AnimatingPosition)
    case repeating(Int, count: Double, autoreverses: Bool)
    case speed(Int, Double)
    case pauseAtProgress(Int, Double)
    case addCompletion(Int)
    /// A completion that gives the node a new animation and starts it.
    case addReanimatingCompletion(Int, duration: Double, target: Double)
    /// A completion added to the node's `PropertyAnimator` itself.
    case addAnimatorCompletion(Int)
    /// `animator.isInterruptible = false` on an animation not yet started.
    case makeNonInterruptible(Int)
    /// `.start().pause().finish(at: .end)` through the handle a rejected `animate` returned.
    case callRejectedHandle(Int)
    /// The step, through a `Dance<SubNode>` handle of the same node (the same tag).
    case throughSubclassHandle(DanceReferenceModelOperation)
    case release(Int)
    case sweep
    case advance(Double)

    /// The node the step acts on, if one.
    var node: Int? {
        switch self {
        case .animate(let n, _, _, _, _), .start(let n), .startAfter(let n, _), .pause(let n),
            .pauseAfter(let n, _), .setProgress(let n, _, _), .reverse(let n),
            .setReversed(let n, _), .finish(let n, _), .repeating(let n, _, _),
            .speed(let n, _), .pauseAtProgress(let n, _), .addCompletion(let n),
            .addReanimatingCompletion(let n, _, _), .addAnimatorCompletion(let n),
            .makeNonInterruptible(let n), .callRejectedHandle(let n), .release(let n):
            n
        case .throughSubclassHandle(let operation): operation.node
        case .sweep, .advance: nil
        }
    }

    var description: String {
        switch self {
        case .animate(let n, let duration, let target, let completion, let start):
            "n\(n).dance.animate(duration: \(duration)) { alpha = \(target) }"
                + (completion ? ".addCompletion" : "")
                + (start.map { $0 == 0 ? ".start()" : ".start(after: \($0))" } ?? "")
        case .start(let n): "n\(n).dance.start()"
        case .startAfter(let n, let delay): "n\(n).dance.start(after: \(delay))"
        case .pause(let n): "n\(n).dance.pause()"
        case .pauseAfter(let n, let delay): "n\(n).dance.pause(after: \(delay))"
        case .setProgress(let n, let progress, let viaProperty):
            viaProperty
                ? "n\(n).dance.progress = \(progress)" : "n\(n).dance.setProgress(to: \(progress))"
        case .reverse(let n): "n\(n).dance.reverse()"
        case .setReversed(let n, let reversed): "n\(n).dance.isReversed = \(reversed)"
        case .finish(let n, let position): "n\(n).dance.finish(at: .\(position))"
        case .repeating(let n, let count, let autoreverses):
            "n\(n).dance.repeating(count: \(count), autoreverses: \(autoreverses))"
        case .speed(let n, let speed): "n\(n).dance.speed(\(speed))"
        case .pauseAtProgress(let n, let progress): "n\(n).dance.pause(atProgress: \(progress))"
        case .addCompletion(let n): "n\(n).dance.addCompletion"
        case .addReanimatingCompletion(let n, let duration, let target):
            "n\(n).dance.addCompletion { n\(n).dance.animate(duration: \(duration)) "
                + "{ alpha = \(target) }.start() }"
        case .addAnimatorCompletion(let n): "n\(n).dance.animator?.addCompletion"
        case .makeNonInterruptible(let n): "n\(n).dance.animator?.isInterruptible = false"
        case .callRejectedHandle(let n):
            "n\(n): rejected animate's handle .start().pause().finish(at: .end)"
        case .throughSubclassHandle(let operation): "[as SubNode] \(operation)"
        case .release(let n): "release n\(n)"
        case .sweep: "DanceFactory.instance.sweepReleasedNodes()"
        case .advance(let seconds): "clock.advance(by: \(seconds))"
        }
    }

    /// A random step over `nodeCount` nodes, with valid and invalid arguments; a third of the
    /// handle calls go through a `Dance<SubNode>` handle.
    static func random(
        for model: DanceReferenceModel, nodeCount: Int, using random: inout SplitMix64
    ) -> DanceReferenceModelOperation {
        let operation = randomCall(for: model, nodeCount: nodeCount, using: &random)
        switch operation {
        case .release, .sweep, .advance: return operation
        default: return random.int(3) == 0 ? .throughSubclassHandle(operation) : operation
        }
    }

    private static func randomCall(
        for model: DanceReferenceModel, nodeCount: Int, using random: inout SplitMix64
    ) -> DanceReferenceModelOperation {
        let n = random.int(nodeCount)
        switch random.int(100) {
        case 0..<14:
            return .animate(
                n, duration: random.pick([0, 0.3, 0.7, 1.3, 1.3, 2.1, -1, .nan]),
                target: random.pick([0, 0.25, 0.5, 0.75, 1]),
                completion: random.pick([true, false]),
                start: random.pick([nil, 0, 0, 0.41]))
        case 14..<22: return .start(n)
        case 22..<26: return .startAfter(n, random.pick([0, 0.13, 0.53, -1, .nan]))
        case 26..<32: return .pause(n)
        case 32..<37: return .pauseAfter(n, random.pick([0, 0.07, 0.23, 0.61, -1, .infinity]))
        case 37..<42:
            return .setProgress(
                n, random.pick([0, 0.25, 0.5, 1, 1.5, .nan]),
                viaProperty: random.pick([true, false]))
        case 42..<46: return .reverse(n)
        case 46..<48: return .setReversed(n, random.pick([true, false]))
        case 48..<52: return .finish(n, random.pick([.start, .end, .current]))
        case 52..<55:
            return .repeating(
                n, count: random.pick([0, 1, 2, 1.5, .infinity, -1, .nan]),
                autoreverses: random.pick([true, false]))
        case 55..<58: return .speed(n, random.pick([0, 0.5, 2, 1, -1, .nan]))
        case 58..<62:
            // Not during a start delay: see `AmbiguousSpot.pauseAtFractionInDelay`.
            if model.isWaitingOutDelay(n) { return .advance(0.1) }
            return .pauseAtProgress(n, random.pick([0, 0.3, 0.5, 1, -0.5]))
        case 62..<64: return .addCompletion(n)
        case 64..<66:
            return .addReanimatingCompletion(
                n, duration: random.pick([0, 0.3, 1.3]), target: random.pick([0, 0.5, 1]))
        case 66..<69: return .addAnimatorCompletion(n)
        case 69..<71: return .makeNonInterruptible(n)
        case 71..<73: return .callRejectedHandle(n)
        case 73..<75: return .release(n)
        case 75..<77: return .sweep
        default: return .advance(random.pick([1.0 / 60, 0.1, 0.25, 0.37, 0.5, 1, 2.5, 0]))
        }
    }
}

extension SplitMix64 {
    /// A uniform integer in 0..<count.
    fileprivate mutating func int(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    /// One of `values`, uniformly.
    fileprivate mutating func pick<Value>(_ values: [Value]) -> Value { values[int(values.count)] }
}
