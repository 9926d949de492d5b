import Foundation

@testable import Dance

/// The library side of a ``DanceReferenceModelTests`` sequence: the nodes, their `dance`
/// handles, and the completions they ran, with each ``DanceReferenceModelOperation`` applied.
@MainActor
final class DanceReferenceModelStage {
    /// A subclass, to call through a `Dance<SubNode>` handle.
    final class SubNode: Node {}

    let clock: ManualClock
    /// The nodes; nil once released.
    var nodes: [SubNode?]
    /// Each node's `Dance<Node>` handle, made before any step.
    let handles: [Dance<Node>]
    /// Each node's `Dance<SubNode>` handle, made on first use.
    private(set) var subclassHandles: [Dance<SubNode>?]
    /// Completions run so far: `"<time> n<node> c<id> <position>"`.
    private(set) var completionLog: [String] = []
    /// Calls through the handle the node's last rejected `animate` returned.
    private var rejectedHandleCalls: [(() -> Void)?]
    private var nextCompletionID = 1

    init(nodeCount: Int, clock: ManualClock) {
        self.clock = clock
        let nodes = (0..<nodeCount).map { _ in
            SubNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        self.nodes = nodes
        handles = nodes.map { ($0 as Node).dance }
        subclassHandles = Array(repeating: nil, count: nodeCount)
        rejectedHandleCalls = Array(repeating: nil, count: nodeCount)
    }

    /// Applies a step to the library.
    func apply(_ operation: DanceReferenceModelOperation) {
        switch operation {
        case .release(let n): nodes[n] = nil
        case .sweep: DanceFactory.instance.sweepReleasedNodes()
        case .advance(let seconds): clock.advance(by: seconds)
        case .throughSubclassHandle(let inner):
            guard let n = inner.node else { return apply(inner) }
            if subclassHandles[n] == nil, let node = nodes[n] { subclassHandles[n] = node.dance }
            if let handle = subclassHandles[n] {
                call(handle, inner)
            } else {
                call(handles[n], inner)
            }
        default:
            guard let n = operation.node else { return }
            call(handles[n], operation)
        }
    }

    /// A completion that logs `"<time> n<node> c<id> <position>"`.
    private func completion(_ n: Int, _ id: Int) -> (AnimatingPosition) -> Void {
        { [unowned self] position in
            completionLog.append(String(format: "%012.4f ", clock.now) + "n\(n) c\(id) \(position)")
        }
    }

    /// Takes the next completion id.
    private func takeCompletionID() -> Int {
        defer { nextCompletionID += 1 }
        return nextCompletionID
    }

    /// Makes a handle call.
    private func call<Base: Node>(_ handle: Dance<Base>, _ operation: DanceReferenceModelOperation)
    {
        switch operation {
        case .animate(let n, let duration, let target, let addsCompletion, let start):
            var chain = handle.animate(duration: duration, curve: .linear) { $0.alpha = target }
            if chain !== handle {
                let rejected = chain
                rejectedHandleCalls[n] = { [unowned self] in
                    rejected.start().pause().finish(at: .end)
                    _ = rejected.progress
                    if rejected.animator != nil || rejected.hasAnimation {
                        completionLog.append("a rejected animate's handle has an animator")
                    }
                }
            }
            if addsCompletion { chain = chain.addCompletion(completion(n, takeCompletionID())) }
            if let start { chain = start == 0 ? chain.start() : chain.start(after: start) }
        case .start: handle.start()
        case .startAfter(_, let delay): handle.start(after: delay)
        case .pause: handle.pause()
        case .pauseAfter(_, let delay): handle.pause(after: delay)
        case .setProgress(_, let progress, let viaProperty):
            if viaProperty { handle.progress = progress } else { handle.setProgress(to: progress) }
        case .reverse: handle.reverse()
        case .setReversed(_, let reversed): handle.isReversed = reversed
        case .finish(_, let position): handle.finish(at: position)
        case .repeating(_, let count, let autoreverses):
            handle.repeating(count: count, autoreverses: autoreverses)
        case .speed(_, let speed): handle.speed(speed)
        case .pauseAtProgress(_, let progress): handle.pause(atProgress: progress)
        case .addCompletion(let n): handle.addCompletion(completion(n, takeCompletionID()))
        case .addReanimatingCompletion(let n, let duration, let target):
            let logged = completion(n, takeCompletionID())
            let sameNode = handles[n]
            handle.addCompletion { position in
                logged(position)
                sameNode.animate(duration: duration, curve: .linear) { $0.alpha = target }.start()
            }
        case .addAnimatorCompletion(let n):
            let id = takeCompletionID()
            handle.animator?.addCompletion(completion(n, -id))
        case .makeNonInterruptible:
            if let animator = handle.animator, animator.state == .inactive {
                animator.isInterruptible = false
            }
        case .callRejectedHandle(let n): rejectedHandleCalls[n]?()
        case .throughSubclassHandle, .release, .sweep, .advance: apply(operation)
        }
    }

    /// Ends every animation the sequence left, so that the engine is clean for the next one: a
    /// running non-interruptible animation refuses to stop, so its pass is ended first.
    func tearDown() {
        _ = captureErrors {
            for handle in handles {
                if let animator = handle.animator, animator.isRunning, !animator.isInterruptible {
                    animator.speed = 1
                    AnimationDriver.shared.durationScale = 0
                    clock.advance(by: clock.frameInterval)
                    AnimationDriver.shared.durationScale = 1
                }
            }
            for (n, handle) in handles.enumerated() where handle.hasAnimation && nodes[n] != nil {
                handle.finish(at: .end)
            }
            nodes = []
            DanceFactory.instance.sweepReleasedNodes()
            let tags = Set(handles.map(\.tag))
            for tag in DanceFactory.instance.registeredTags where tags.contains(tag) {
                DanceFactory.instance.discardAnimation(tag: tag)
            }
        }
    }
}
