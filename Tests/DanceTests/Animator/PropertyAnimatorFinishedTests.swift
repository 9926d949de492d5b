import Foundation
import Testing

@testable import Dance

/// `await animator.finished` and `await node.dance.finished`: every awaiting task resumes
/// exactly once, with the final position or `nil`.
///
/// Tests of other suites run on the main actor while these suspend, and they swap the shared
/// clock. So awaiting tasks start with `Task.immediate` (they register before it returns), and
/// these tests suspend only while nothing is scheduled on the driver and the factory holds no
/// animation (other suites check both).
@MainActor @Suite(.serialized) struct PropertyAnimatorFinishedTests {
    /// Installs a fresh manual clock and returns it with an event log.
    private func engine() -> (ManualClock, EventLog) {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        return (clock, EventLog(clock))
    }

    /// Lets other main-actor tasks run until `condition` holds (at most 1000 turns).
    private func settle(_ condition: () -> Bool) async {
        for _ in 0..<1000 where !condition() {
            await Task.yield()
        }
    }

    /// A task that awaits `animator.finished` and records what it got; registered on return.
    private func awaiter(_ animator: PropertyAnimator, _ log: EventLog, _ name: String)
        -> Task<AnimatingPosition?, Never>
    {
        Task.immediate {
            let position = await animator.finished
            log.record("\(name) \(position.map { "\($0)" } ?? "nil")")
            return position
        }
    }

    private func radiusAnimator(_ node: Node) -> PropertyAnimator {
        PropertyAnimator(duration: 1, curve: .linear) { node.cornerRadius = 100 }
    }

    @Test("every awaiting task resumes once with the end position, after the completions")
    func completes() async {
        let (clock, log) = engine()
        let node = makeNode()
        let animator = radiusAnimator(node)
        animator.addCompletion(log.completion())
        animator.startAnimation()
        let first = awaiter(animator, log, "first")
        let second = awaiter(animator, log, "second")
        clock.advance(to: 1)
        #expect(await first.value == .end)
        #expect(await second.value == .end)
        // Completions run first; Swift does not order the resumption of two awaiting tasks.
        #expect(log.entries.first == "1.000 completion end" && log.entries.count == 3)
        #expect(Set(log.entries.dropFirst()) == ["1.000 first end", "1.000 second end"])
        #expect(animator.finishWaiters.isEmpty && AnimationDriver.shared.isIdle)
    }

    @Test("awaited before it starts, it waits for the run that follows")
    func beforeStart() async {
        let (clock, log) = engine()
        let animator = radiusAnimator(makeNode())
        let task = awaiter(animator, log, "finished")
        clock.advance(to: 1)
        animator.startAnimation(afterDelay: 0.5)
        clock.advance(to: 2.5)
        #expect(await task.value == .end)
        #expect(log.entries == ["2.500 finished end"])
    }

    @Test("stopped without finishing gives nil; stopped then finished gives the position")
    func stopped() async {
        let (clock, log) = engine()
        let node = makeNode()
        let animator = radiusAnimator(node)
        animator.repeatCount = .infinity
        animator.startAnimation()
        let endless = awaiter(animator, log, "endless")
        clock.advance(to: 100.5)
        animator.stopAnimation(true)
        #expect(await endless.value == nil)
        animator.addAnimations { node.cornerRadius = 0 }
        animator.startAnimation()
        let finished = awaiter(animator, log, "finished")
        clock.advance(to: 100.75)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(await finished.value == .start)
        #expect(log.entries == ["100.500 endless nil", "100.750 finished start"])
    }

    @Test("paused on completion it does not resume until finished")
    func pausesOnCompletion() async {
        let (clock, log) = engine()
        let animator = radiusAnimator(makeNode())
        animator.pausesOnCompletion = true
        animator.startAnimation()
        let task = awaiter(animator, log, "finished")
        clock.advance(to: 2)
        await settle { false }
        #expect(log.entries == [] && animator.finishWaiters.count == 1)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(await task.value == .end)
    }

    @Test("finished from inside another animator's completion, each resumes once")
    func fromInsideCompletion() async {
        let (clock, log) = engine()
        let first = radiusAnimator(makeNode())
        let second = radiusAnimator(makeNode())
        second.startAnimation()
        second.stopAnimation(false)
        var errors: [DanceError] = []
        first.addCompletion { position in
            log.record("completion \(position)")
            second.finishAnimation(at: .current)
            // Finishing itself again from inside is an error, never a second resume.
            errors += captureErrors { first.finishAnimation(at: .start) }
        }
        first.startAnimation()
        let firstTask = awaiter(first, log, "first")
        let secondTask = awaiter(second, log, "second")
        clock.advance(to: 1)
        #expect(await firstTask.value == .end)
        #expect(await secondTask.value == .current)
        #expect(errors == [.wrongState(tag: nil, operation: .finishAnimation, reason: .notStopped)])
        #expect(log.entries.first == "1.000 completion end" && log.entries.count == 3)
    }

    @Test("a completion that restarts the animator leaves the earlier awaiters with the first end")
    func restartInCompletion() async {
        let (clock, log) = engine()
        let node = makeNode()
        let animator = radiusAnimator(node)
        animator.addCompletion { _ in
            animator.addAnimations { node.cornerRadius = 0 }
            animator.startAnimation()
        }
        animator.startAnimation()
        let first = awaiter(animator, log, "first")
        clock.advance(to: 1)
        let second = awaiter(animator, log, "second")
        clock.advance(to: 2)
        #expect(await first.value == .end)
        #expect(await second.value == .end)
        // Swift does not order the resumption of two awaiting tasks.
        #expect(log.entries.count == 2)
        #expect(Set(log.entries) == ["2.000 first end", "2.000 second end"])
    }

    @Test("a released animator resumes its awaiting tasks with nil")
    func released() async {
        _ = engine()
        var animator: PropertyAnimator? = radiusAnimator(makeNode())
        weak let weakAnimator = animator
        let task = Task.immediate {
            await FinishWaiter.wait { continuation, ticket in
                guard let animator = weakAnimator else { return false }
                animator.addFinishWaiter(FinishWaiter(continuation, ticket: ticket))
                return true
            } cancel: { _ in
            }
        }
        #expect(animator?.finishWaiters.count == 1)
        animator = nil
        #expect(weakAnimator == nil)
        #expect(await task.value == nil)
    }

    @Test("dance.finished: the end position, .current when replaced, nil when the node goes")
    func danceHandle() async {
        let (clock, log) = engine()
        var node: Node? = makeNode()
        guard let dance = node?.dance else { return }
        dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 100 }.start()
        let ended = Task.immediate { await dance.finished }
        clock.advance(to: 1)
        #expect(await ended.value == .end)

        dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 0 }.start()
        let replaced = Task.immediate { await dance.finished }
        dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 50 }.start()
        let gone = Task.immediate { await dance.finished }
        node = nil
        DanceFactory.instance.sweepReleasedNodes()
        #expect(await replaced.value == .current)
        #expect(await gone.value == nil)
        #expect(DanceFactory.instance.activeAnimationCount == 0)
        #expect(AnimationDriver.shared.isIdle && log.entries == [])
    }

    @Test("dance.finished without an animation reports noAnimation and gives nil at once")
    func danceWithoutAnimation() async {
        _ = engine()
        let node = makeNode()
        var task: Task<AnimatingPosition?, Never>?
        let errors = captureErrors { task = Task.immediate { await node.dance.finished } }
        #expect(await task?.value == .some(nil))
        #expect(errors == [.noAnimation(tag: node.dance.tag)])
    }

    @Test("a cancelled task stops awaiting a paused animator: nil, and the animator goes")
    func cancelledWhilePaused() async {
        let (clock, log) = engine()
        let node = makeNode()
        weak var released: PropertyAnimator?
        do {
            let animator = radiusAnimator(node)
            released = animator
            animator.startAnimation()
            clock.advance(to: 0.25)
            animator.pauseAnimation()
            let cancelled = awaiter(animator, log, "cancelled")
            let kept = awaiter(animator, log, "kept")
            #expect(animator.finishWaiters.count == 2)
            cancelled.cancel()
            #expect(await cancelled.value == nil)
            #expect(log.entries == ["0.250 cancelled nil"])
            // The other task still waits; the animation is untouched.
            #expect(animator.finishWaiters.count == 1)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 0.25)
            #expect(node.$cornerRadius.presentation == 25)
            kept.cancel()
            #expect(await kept.value == nil)
            #expect(animator.finishWaiters.isEmpty)
        }
        // Nothing awaits the paused animator any more: it goes with its last owner.
        #expect(released == nil)
        #expect(log.entries == ["0.250 cancelled nil", "0.250 kept nil"])
    }

    @Test("a task cancelled before it awaits gets nil at once and leaves no waiter")
    func cancelledBeforeAwaiting() async {
        let (clock, log) = engine()
        let animator = radiusAnimator(makeNode())
        animator.addCompletion { log.record("completion \($0)") }
        animator.startAnimation()
        let task = Task.immediate {
            withUnsafeCurrentTask { $0?.cancel() }
            return await animator.finished
        }
        #expect(animator.finishWaiters.isEmpty)
        clock.advance(to: 1)
        #expect(log.entries == ["1.000 completion end"])
        #expect(await task.value == nil)
    }

    @Test("cancelled after the animator ended, a task keeps the position it was resumed with")
    func cancelledAfterEnd() async {
        let (clock, log) = engine()
        let animator = radiusAnimator(makeNode())
        animator.startAnimation()
        let task = awaiter(animator, log, "task")
        clock.advance(to: 1)
        task.cancel()
        #expect(await task.value == .end)
        #expect(log.entries == ["1.000 task end"])
    }

    @Test("dance.finished: a task cancelled before it awaits gets nil; the others the end")
    func danceCancelled() async {
        // The tasks are awaited only once the animation has ended: other suites check that
        // the factory holds no animation whenever this one suspends. (A task cancelled while
        // it waits resumes on the main actor's next turn; dance-stress checks that path.)
        let (clock, log) = engine()
        var node: Node? = makeNode()
        guard let dance = node?.dance else { return }
        dance.animate(duration: 1, curve: .linear) { $0.cornerRadius = 100 }
            .addCompletion { log.record("completion \($0)") }.start()
        weak let animator = dance.animator
        let cancelled = Task.immediate {
            withUnsafeCurrentTask { $0?.cancel() }
            return await dance.finished
        }
        let kept = Task.immediate { await dance.finished }
        #expect(animator?.finishWaiters.count == 1)
        clock.advance(to: 1)
        #expect(log.entries == ["1.000 completion end"])
        #expect(await cancelled.value == nil)
        #expect(await kept.value == .end)
        node = nil
        DanceFactory.instance.sweepReleasedNodes()
        #expect(animator == nil)
    }

    @Test("awaited after a run ended, it gives that run's end at once, whichever way it ended")
    func afterTheEnd() async {
        let (clock, log) = engine()
        let completed = radiusAnimator(makeNode())
        completed.startAnimation()
        clock.advance(to: 1)
        let stopped = radiusAnimator(makeNode())
        stopped.startAnimation()
        clock.advance(to: 1.5)
        stopped.stopAnimation(true)
        let finished = radiusAnimator(makeNode())
        finished.startAnimation()
        clock.advance(to: 2)
        finished.stopAnimation(false)
        finished.finishAnimation(at: .start)
        let animators = [completed, stopped, finished]
        let tasks = [
            awaiter(completed, log, "completed"), awaiter(stopped, log, "stopped"),
            awaiter(finished, log, "finished"),
        ]
        // At once: every task ended before `Task.immediate` returned, and none waits.
        #expect(
            log.entries == ["2.000 completed end", "2.000 stopped nil", "2.000 finished start"])
        #expect(animators.allSatisfy { $0.finishWaiters.isEmpty })
        // Cancelled now, a task still waiting would get nil (the test then fails, not hangs).
        for task in tasks { task.cancel() }
        #expect(await tasks[0].value == .end)
        #expect(await tasks[1].value == nil)
        #expect(await tasks[2].value == .start)
        // A task cancelled before it awaits has nothing to wait for either: it gets the end.
        let cancelled = Task.immediate {
            withUnsafeCurrentTask { $0?.cancel() }
            return await completed.finished
        }
        #expect(await cancelled.value == .end)
        #expect(animators.allSatisfy { $0.state == .inactive && $0.finishWaiters.isEmpty })
    }

    @Test("awaited from its own completion, it gives the end that runs the completion")
    func fromOwnCompletion() async {
        let (clock, log) = engine()
        let animator = radiusAnimator(makeNode())
        var inside: Task<AnimatingPosition?, Never>?
        animator.addCompletion { _ in inside = self.awaiter(animator, log, "inside") }
        animator.startAnimation()
        clock.advance(to: 1)
        #expect(log.entries == ["1.000 inside end"])
        inside?.cancel()
        #expect(await inside?.value == .end)
    }

    @Test("given a new block or started again after the end, it waits for the next run")
    func nextRun() async {
        let (clock, log) = engine()
        let node = makeNode()
        let animator = radiusAnimator(node)
        animator.startAnimation()
        clock.advance(to: 1)
        animator.addAnimations { node.cornerRadius = 0 }
        let next = awaiter(animator, log, "next")
        #expect(animator.finishWaiters.count == 1 && log.entries.isEmpty)
        animator.startAnimation()
        clock.advance(to: 2)
        #expect(await next.value == .end)
        #expect(log.entries == ["2.000 next end"])
        // Started again without a block: the empty run takes the duration, and is awaited.
        // (Other suites ran while this one suspended, and installed clocks of their own.)
        AnimationDriver.shared.clock = clock
        animator.startAnimation()
        let again = awaiter(animator, log, "again")
        #expect(animator.finishWaiters.count == 1)
        clock.advance(to: 3)
        #expect(await again.value == .end)
        #expect(log.entries == ["2.000 next end", "3.000 again end"])
    }

    @Test("forty tasks, thirty cancelled in a scrambled order: each resumes once, in its way")
    func manyCancelled() async {
        // The animator is paused (out of the frame loop) whenever this test suspends.
        let (clock, log) = engine()
        let animator = radiusAnimator(makeNode())
        animator.startAnimation()
        clock.advance(to: 0.25)
        animator.pauseAnimation()
        let tasks = (0..<40).map { awaiter(animator, log, "task \($0)") }
        #expect(animator.finishWaiters.count == 40)
        // 7 is prime to 40: every index once, scattered, so that gaps open all over the list
        // and close whenever they are half of it.
        let cancelled = (0..<30).map { ($0 * 7) % 40 }
        for (count, index) in cancelled.enumerated() {
            tasks[index].cancel()
            #expect(await tasks[index].value == nil)
            #expect(animator.finishWaiters.count == 40 - count - 1)
        }
        let kept = Set(0..<40).subtracting(cancelled).sorted()
        #expect(
            animator.finishWaiters.map(\.ticket) == animator.finishWaiters.map(\.ticket).sorted())
        // Other suites ran while this one suspended, and installed clocks of their own.
        AnimationDriver.shared.clock = clock
        animator.startAnimation()
        clock.advance(to: 1)
        #expect(AnimationDriver.shared.isIdle)
        for index in kept {
            #expect(await tasks[index].value == .end)
        }
        #expect(log.entries.count == 40)
        #expect(
            Set(log.entries)
                == Set(
                    cancelled.map { "0.250 task \($0) nil" } + kept.map { "1.000 task \($0) end" }))
    }
}
