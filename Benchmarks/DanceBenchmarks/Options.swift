/// The command line of `dance-benchmark`.
struct Options {
    var json = false
    var sizes = [1000, 10_000, 100_000]
    var repetitions = 3
    var frames = 240
    var workloads = Workload.allCases
    var ways = Way.allCases
    var help = false
    var measuresSolver = true

    static let usage = """
        USAGE: dance-benchmark [--json] [--quick] [--frames N] [--sizes N,N,…]
                               [--workloads 1p,4p,spring,staggered,retarget,steps] [--ways floor,animator,dance,parallel]
                               [--repetitions N] [--skip-solver]

        Runs the standard workloads: N animators, 5 s, easeInOut (or a 0.5-damped spring),
        all started at t = 0 (staggered: animator i after a delay of i/N s) and driven by a
        ManualClock at 60 Hz, each frame timed with ContinuousClock, and prints a table (or
        JSON with --json).

        OPTIONS:
          --json            Print JSON instead of a table.
          --quick           N ∈ {1000, 10000} and one repetition (CI smoke test).
          --frames N        Frames per repetition (default 240). Above 240 the animations
                            last (N + 60) / 60 s so that all stay active on every frame.
          --sizes LIST      Animator counts (default 1000,10000,100000).
          --workloads LIST  Any of 1p, 4p, spring, staggered, retarget, steps (default
                    all; retarget: two animators blending on each node, N nodes;
                    steps: a keyframe step, then a fade, on each of N Nodes).
          --ways LIST       Any of floor, animator, dance, parallel (default all;
                            parallel: animator with two cores from N = 50 000,
                            the others on one core).
          --repetitions N   Timed repetitions of each workload (default 3).
          --skip-solver     Skip timing the easeInOut solvers and a velocity read on their own.
          -h, --help        Show this help.

        COLUMNS:
          ns/anim·frame     Median (min–max) ns per animator per frame over every frame.
          ×floor            Median divided by the hand-written array loop's, same run (its
                            own textbook Bézier solver and spring, no engine code).
          setup, teardown   Median ms to create + start N, and to stop(false) + finish(.end)
                            and release N.
          heap B            glibc heap bytes in use (mallinfo2 uordblks + hblkhd, chunk
                            headers included) after setup minus before, per animator, with
                            the animations alive; includes the nodes. Exact whatever glibc
                            reuses.
          RSS B             Growth of /proc/self/statm's resident set over setup, per
                            animator. glibc keeps freed memory for reuse, so a run after a
                            bigger one shows less than its heap bytes (first-touch only).
          heapΔ/fr          glibc heap bytes in use after the last frame minus after the
                            first, per frame (must be 0).
          allocs/fr         Heap allocation calls per frame once warm, counted in-process by
                            interposing malloc, calloc, realloc and the aligned variants
                            (Linux with glibc; must be 0).
          setup allocs      Heap allocation calls made by setup, per animator (nodes too).

        Every measurement makes one untimed pass (warm-up; memory, heap growth and
        allocations are read there, the only pass that counts allocations), then
        --repetitions timed passes.

        COUNTING ALLOCATIONS PER FRAME WITH VALGRIND (every malloc/calloc/realloc, Swift or C;
        the total grows with the frame count only if frames allocate):
          valgrind .build/release/dance-benchmark --sizes 1000 --workloads 4p \\
            --ways animator --repetitions 1 --skip-solver --frames 10
          … then --frames 1000; compare the "total heap usage: N allocs" lines.
        """

    /// Parses `arguments` (without the program name); returns an error message on bad input.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--quick":
                options.sizes = [1000, 10_000]
                options.repetitions = 1
            case "-h", "--help": options.help = true
            case "--skip-solver": options.measuresSolver = false
            case "--frames", "--sizes", "--repetitions", "--workloads", "--ways":
                guard let value = remaining.popFirst() else {
                    return .failure(OptionsError(message: "\(argument) needs a value"))
                }
                if let error = options.set(argument, value) { return .failure(error) }
            default:
                return .failure(OptionsError(message: "unknown argument \(argument)"))
            }
        }
        return .success(options)
    }

    private mutating func set(_ option: String, _ value: String) -> OptionsError? {
        let items = value.split(separator: ",").map(String.init)
        let bad = OptionsError(message: "bad value for \(option): \(value)")
        switch option {
        case "--frames":
            guard let frames = Int(value), frames >= 1 else { return bad }
            self.frames = frames
        case "--repetitions":
            guard let repetitions = Int(value), repetitions >= 1 else { return bad }
            self.repetitions = repetitions
        case "--sizes":
            let sizes = items.compactMap { Int($0) }.filter { $0 >= 1 }
            guard sizes.count == items.count, !sizes.isEmpty else { return bad }
            self.sizes = sizes
        case "--workloads":
            let workloads = items.compactMap(Workload.init(rawValue:))
            guard workloads.count == items.count, !workloads.isEmpty else { return bad }
            self.workloads = workloads
        default:
            let ways = items.compactMap(Way.init(rawValue:))
            guard ways.count == items.count, !ways.isEmpty else { return bad }
            self.ways = ways
        }
        return nil
    }
}

/// A bad command line.
struct OptionsError: Error {
    var message: String
}
