import Dance
import Foundation

/// A task awaiting `animator.finished` or `node.dance.finished`, with its witness.
///
/// The witness is a completion added at the same moment, through the same door (the animator,
/// or the Dance handle): the task must resume exactly once, with the position the witness got,
/// or with `nil` when the witness never ran (stopped without finishing, released, or a Dance
/// animation whose node is gone).
@MainActor
final class FinishWaiter {
    let id: Int
    let isDance: Bool
    /// The animator awaited, for a task awaiting `animator.finished` (which keeps it alive).
    weak var animator: PropertyAnimator?
    /// The position the witness completion got; `nil` while it has not run.
    var witness: AnimatingPosition?
    /// What the task resumed with, once per resumption.
    var results: [AnimatingPosition?] = []

    init(id: Int, isDance: Bool, animator: PropertyAnimator?) {
        self.id = id
        self.isDance = isDance
        self.animator = animator
    }

    var name: String { "\(isDance ? "dance." : "animator.")finished waiter \(id)" }
}

extension StressRun {
    /// Starts a task awaiting `animator.finished`, with a witness completion on the animator.
    func awaitFinished(of animator: PropertyAnimator) {
        let waiter = newWaiter(isDance: false, animator: animator)
        let tracked = animators.first { $0.animator === animator }
        let completion = completion(for: nil, reenter: false)
        animator.addCompletion { [weak waiter] position in
            completion.body(position)
            waiter?.witness = position
        }
        tracked?.pending.append(completion.id)
        Task.immediate { @MainActor [weak animator, weak self] in
            let position = await animator?.finished
            self?.resumed(waiter, with: position)
        }
    }

    /// Starts a task awaiting `node.dance.finished`, with a witness added through the handle.
    func awaitDanceFinished(of node: Node) {
        let waiter = newWaiter(isDance: true, animator: nil)
        let dance = node.dance
        let tracked = dance.animator.map { track($0, held: false, danceNode: node) }
        let completion = danceCompletion(node: node, reenter: false)
        dance.addCompletion { [weak waiter] position in
            completion.body(position)
            waiter?.witness = position
        }
        if !misuseReported { tracked?.dancePending.append(completion.id) }
        Task.immediate { @MainActor [weak self] in
            let position = await dance.finished
            self?.resumed(waiter, with: position)
        }
    }

    private func newWaiter(isDance: Bool, animator: PropertyAnimator?) -> FinishWaiter {
        let waiter = FinishWaiter(id: waiters.count + 1, isDance: isDance, animator: animator)
        waiters.append(waiter)
        return waiter
    }

    /// Checks one resumption: the first, and with what the witness got.
    private func resumed(_ waiter: FinishWaiter, with position: AnimatingPosition?) {
        waiter.results.append(position)
        finishResumes += 1
        if waiter.results.count > 1 {
            fail("\(waiter.name) resumed \(waiter.results.count) times")
        }
        if position != waiter.witness {
            fail(
                "\(waiter.name) resumed with \(String(describing: position)), its witness "
                    + "completion got \(String(describing: waiter.witness))")
        }
    }

    /// Gives the awaiting tasks resumed so far a bounded number of turns on the main actor,
    /// then checks that each one whose animator ended has resumed; with `all`, that every
    /// task has resumed.
    func drainWaiters(all: Bool) async {
        for _ in 0..<16 where waiters.contains(where: { $0.witness != nil && $0.results.isEmpty }) {
            await Task.yield()
        }
        if all {
            for _ in 0..<16 where waiters.contains(where: { $0.results.isEmpty }) {
                await Task.yield()
            }
        }
        for waiter in waiters where waiter.results.isEmpty && (all || waiter.witness != nil) {
            fail(
                "\(waiter.name) never resumed (its witness got "
                    + "\(String(describing: waiter.witness)))")
            waiter.results.append(nil)
        }
        waiters.removeAll { !$0.results.isEmpty }
    }

    /// Makes the inactive animators that tasks await active, so that ending everything ends
    /// them: a task awaiting an animator that never runs waits forever, by design.
    func activateAwaitedAnimators() {
        for waiter in waiters where waiter.results.isEmpty {
            if let animator = waiter.animator, animator.state == .inactive {
                animator.pauseAnimation()
            }
        }
    }
}
