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
    /// Whether it was reported for not resuming in time.
    var isLate = false
    /// Whether the awaited animator has been seen active since the task began awaiting it.
    var sawActive = false
    /// The awaiting task, which an operation may cancel.
    var task: Task<Void, Never>?
    /// Whether the task was cancelled before it resumed: it must then resume with `nil`.
    var isCancelled = false
    /// Whether the task is being started: a task resumed then got the end of the animator's
    /// last run at once (`animator.finished` awaited after a run ended), which its witness,
    /// added for the next run, does not see.
    var isStarting = false

    init(id: Int, isDance: Bool, animator: PropertyAnimator?) {
        self.id = id
        self.isDance = isDance
        self.animator = animator
    }

    /// Whether the animator awaited has ended, so the task must resume: its witness ran, or
    /// the animator was seen active and is inactive again (stopped without finishing, which
    /// runs no completion).
    var animatorEnded: Bool {
        witness != nil || (sawActive && animator?.state == .inactive)
    }

    /// Notes whether the animator awaited is active now (see ``animatorEnded``).
    func observeAnimator() {
        if let animator, animator.state != .inactive { sawActive = true }
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
        waiter.isStarting = true
        waiter.task = Task.immediate { @MainActor [weak animator, weak self] in
            let position = await animator?.finished
            self?.resumed(waiter, with: position)
        }
        waiter.isStarting = false
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
        waiter.task = Task.immediate { @MainActor [weak self] in
            let position = await dance.finished
            self?.resumed(waiter, with: position)
        }
    }

    /// Cancels a task still awaiting, picked at random: it must resume once, with `nil`
    /// (its witness has not run: a task whose witness ran is resumed before the next operation).
    func cancelWaiter() {
        let awaiting = waiters.filter { $0.results.isEmpty && !$0.isCancelled && !$0.isLate }
        guard !awaiting.isEmpty else { return }
        let waiter = awaiting[numbers.index(awaiting.count)]
        if waiter.witness != nil {
            fail(
                "\(waiter.name) still awaits after its witness got "
                    + String(describing: waiter.witness))
        }
        waiter.isCancelled = true
        waiter.task?.cancel()
    }

    private func newWaiter(isDance: Bool, animator: PropertyAnimator?) -> FinishWaiter {
        waiterCount += 1
        let waiter = FinishWaiter(id: waiterCount, isDance: isDance, animator: animator)
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
        if waiter.isStarting, !waiter.isDance {
            // At once: only an animator whose last run ended, and that has been given no block
            // and has not become active since, answers without waiting (the position is checked
            // by `PropertyAnimatorFinishedTests`).
            if waiter.animator?.state != .inactive || waiter.witness != nil {
                fail("\(waiter.name) resumed at once, from an animator that had not ended a run")
            }
        } else if waiter.isCancelled, position != nil {
            fail("\(waiter.name) was cancelled and resumed with \(String(describing: position))")
        } else if !waiter.isCancelled, position != waiter.witness {
            fail(
                "\(waiter.name) resumed with \(String(describing: position)), its witness "
                    + "completion got \(String(describing: waiter.witness))")
        }
    }

    /// How many main-actor turns a task gets to run after its animator ended.
    ///
    /// After that it counts as never resumed. A resumed task runs on a later turn, but not on a fixed one: how many
    /// turns pass first depends on the machine's load (on two cores running four stress runs,
    /// up to about 640 turns, 6 ms), so a small bound reported busy machines' late tasks as
    /// lost.
    static let resumptionTurns = 1_000_000

    /// Notes which awaited animators are active now; called after every operation, before
    /// ``drainWaiters(all:)``.
    func observeWaitedAnimators() {
        for waiter in waiters where waiter.results.isEmpty { waiter.observeAnimator() }
    }

    /// Gives the tasks whose animator ended main-actor turns until they have resumed (at most
    /// ``resumptionTurns``), then checks that each has; with `all`, waits for every task.
    ///
    /// Called after every operation, so that the next one starts only once such tasks have run
    /// and released their animators: which animators are still alive then does not depend on
    /// the machine's timing.
    func drainWaiters(all: Bool) async {
        func due(_ waiter: FinishWaiter) -> Bool {
            waiter.results.isEmpty && (all || waiter.animatorEnded || waiter.isCancelled)
                && !waiter.isLate
        }
        guard waiters.contains(where: due) else { return }
        var turns = 0
        while turns < Self.resumptionTurns, waiters.contains(where: due) {
            await Task.yield()
            turns += 1
        }
        for waiter in waiters where due(waiter) {
            fail(
                "\(waiter.name) did not resume within \(Self.resumptionTurns) turns of the main "
                    + "actor after its animator ended (its witness got "
                    + "\(String(describing: waiter.witness)))")
            waiter.isLate = true
        }
        // A late one stays, so that a resumption after all is still checked.
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
