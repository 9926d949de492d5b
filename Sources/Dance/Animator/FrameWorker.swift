import Foundation

/// A second thread for the batched frame path's passes when a frame is split over two cores.
///
/// The main actor hands the worker one part of a frame (half of every table's rows), does the
/// other part itself, and waits for the worker before going on: nothing the worker touches is
/// read or written by the main actor until then. A condition variable (pthreads underneath)
/// hands the work over, so that a frame allocates nothing and the thread sanitizer sees the
/// ordering. The thread starts the first time a frame is split and then waits, idle, for the
/// next one.
///
/// Unchecked `Sendable`: ``pending`` and ``isFinished`` are read and written only while
/// holding ``condition``.
final class FrameWorker: @unchecked Sendable {
    /// One part of a frame.
    enum Job {
        case frame(FramePasses, part: Int, into: EndedRows)

        func run() {
            switch self {
            case .frame(let passes, let part, let ended): passes.run(part: part, of: 2, into: ended)
            }
        }
    }

    /// The worker of the batched frame path.
    static let shared = FrameWorker()

    private let condition = NSCondition()
    private var pending: Job?
    private var isFinished = true

    private init() {
        let thread = Thread { [unowned self] in
            while true { self.runNext() }
        }
        thread.name = "Dance frame worker"
        thread.start()
    }

    /// Runs `job` on the worker while the caller runs `body`, and returns when both are done.
    func run(_ job: Job, alongside body: () -> Void) {
        condition.lock()
        pending = job
        isFinished = false
        condition.broadcast()
        condition.unlock()
        body()
        condition.lock()
        while !isFinished { condition.wait() }
        condition.unlock()
    }

    /// Waits for a job, runs it and reports it done.
    private func runNext() {
        condition.lock()
        while pending == nil { condition.wait() }
        let job = pending
        condition.unlock()
        job?.run()
        condition.lock()
        pending = nil
        isFinished = true
        condition.broadcast()
        condition.unlock()
    }
}
