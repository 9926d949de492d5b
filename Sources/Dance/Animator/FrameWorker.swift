import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A second thread for the batched frame path's passes when a frame is split over two cores.
///
/// The main actor hands the worker one part of a frame (half of every table's rows), does the
/// other part itself, and then either waits for the worker or, if the worker has not taken the
/// part yet (its thread is slow to wake, or could not be started at all), runs that part
/// itself: a frame never waits on a thread that is not working on it. Nothing the worker
/// touches is read or written by the main actor until the part is done. A condition variable
/// (pthreads underneath) hands the work over, so that a frame allocates nothing and the thread
/// sanitizer sees the ordering. The worker computes with the caller's floating-point
/// environment (rounding mode, and on x86 flush-to-zero), so that every number is the one the
/// main actor would compute. The thread starts with the worker (the shared one is made at the
/// first split frame) and then waits, idle, for the next split frame.
///
/// Unchecked `Sendable`: ``pending``, ``environment`` and ``isFinished`` are read and written
/// only while holding ``condition``.
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

    /// The worker of the batched frame path (``FramePath/worker`` unless a test gives another),
    /// made at the first split frame and kept for the life of the process.
    static let shared = FrameWorker()

    private let condition = NSCondition()
    /// The part handed over and not yet taken.
    private var pending: Job?
    /// The floating-point environment of the thread that handed ``pending`` over.
    private var environment = FloatingPointEnvironment()
    /// Whether the part the worker took last is done.
    private var isFinished = true

    /// A worker with its thread started, or (`startsThread` false) one whose thread never
    /// runs, as when the system cannot create one: the caller then runs every part itself.
    init(startsThread: Bool = true) {
        guard startsThread else { return }
        let thread = Thread { [unowned self] in
            // Named from inside: on Linux a name set before `start()` does not reach the
            // system's thread.
            Thread.current.name = "Dance frame worker"
            while true { self.runNext() }
        }
        thread.start()
    }

    /// Runs `job` on the worker while the caller runs `body`, and returns when both are done;
    /// runs `job` after `body` itself if the worker has not taken it by then.
    func run(_ job: Job, alongside body: () -> Void) {
        condition.lock()
        pending = job
        environment = .current()
        isFinished = false
        condition.broadcast()
        condition.unlock()
        body()
        condition.lock()
        if let untaken = pending {
            pending = nil
            condition.unlock()
            return untaken.run()
        }
        while !isFinished { condition.wait() }
        condition.unlock()
    }

    /// Waits for a job, takes it, runs it and reports it done.
    private func runNext() {
        condition.lock()
        while pending == nil { condition.wait() }
        let (job, environment) = (pending, self.environment)
        pending = nil
        condition.unlock()
        environment.apply()
        job?.run()
        condition.lock()
        isFinished = true
        condition.broadcast()
        condition.unlock()
    }
}

/// A thread's floating-point environment: its rounding mode, and on x86 its flush-to-zero
/// and denormals-are-zero modes, which a new thread does not inherit from the one that hands
/// it work.
struct FloatingPointEnvironment {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        private var environment = fenv_t()

        /// The calling thread's.
        static func current() -> Self {
            var current = Self()
            fegetenv(&current.environment)
            return current
        }

        /// Makes it the calling thread's.
        func apply() {
            var environment = environment
            fesetenv(&environment)
        }
    #else
        static func current() -> Self { Self() }
        func apply() {}
    #endif
}
