import Foundation

/// The command line of `dance-window`.
///
/// Every bad value, and every option given to a mode it does not apply to, is a usage error
/// (``WindowError/usage(_:)``: the message and the usage, exit status 1), never a trap.
struct Options {
    /// What the command line asks for.
    enum Mode: Equatable {
        /// The interactive window (no `--frames` or `--stats`).
        case live
        /// `--frames N --screenshot DIR`: the scene on a `ManualClock`, screenshots written.
        case scripted(frames: Int, directory: String)
        /// `--stats`: frame pacing measured on the real clock.
        case stats
        /// `--help` or `-h`: print ``usage`` to standard output and exit successfully.
        case help
    }

    var mode = Mode.live
    /// Scripted run: a screenshot every this many frames (and at the last).
    var screenshotEvery = 15
    /// Scripted run: input events by frame.
    var scriptPath: String?
    /// Stats: animated nodes.
    var statsNodes = 10_000
    /// Stats: seconds to run.
    var statsSeconds = 10.0
    /// Live run: quit after this many seconds.
    var exitAfter: TimeInterval?
    /// Live or scripted run: write the card's story as JSON here at exit.
    var stateOutput: String?

    /// `--frames N`: 1 to 1 000 000 frames (about 4.6 hours at 60 Hz).
    static let framesRange = 1...1_000_000
    /// `--every K`: 1 to 1 000 000 frames; a `K` above `N` writes only the last frame.
    static let everyRange = 1...1_000_000
    /// `--nodes N`: 1 to 100 000 nodes; a frame's triangles for more would not fit a useful
    /// frame time on a software renderer anyway.
    static let nodesRange = 1...100_000

    static let usage = """
        usage: dance-window [--exit-after SECONDS] [--state-out FILE]
               dance-window --frames N --screenshot DIR [--every K] [--script FILE] [--state-out FILE]
               dance-window --stats [--nodes N] [--duration SECONDS]
        N, K: whole numbers (--frames and --every 1 to 1000000, --nodes 1 to 100000);
        SECONDS: a positive number.
        """

    /// Options that only a scripted run reads.
    private static let scriptedFlags = ["--frames", "--screenshot", "--every", "--script"]
    /// Options that only `--stats` reads.
    private static let statsFlags = ["--nodes", "--duration"]

    /// Reads `arguments` (without the program's name).
    ///
    /// Throws ``WindowError/usage(_:)`` naming the first unknown option, missing or bad value,
    /// or option that does not apply to the mode the others select.
    init(_ arguments: [String]) throws(WindowError) {
        var rest = arguments[...]
        var given: [String] = []
        var frames: Int?
        var screenshotDirectory: String?
        var stats = false
        func value(_ flag: String) throws(WindowError) -> String {
            guard let next = rest.popFirst() else { throw Self.usageError("\(flag) needs a value") }
            return next
        }
        func count(_ flag: String, in range: ClosedRange<Int>) throws(WindowError) -> Int {
            // `Int(_:)` on the text, not on a `Double`: 0.5, 1e19 and 1e30 are refused here
            // instead of trapping in the conversion or in a `0...` range later.
            let text = try value(flag)
            guard let count = Int(text), range.contains(count) else {
                throw Self.usageError(
                    "\(flag) needs a whole number from \(range.lowerBound) to "
                        + "\(range.upperBound), not \(text)")
            }
            return count
        }
        func seconds(_ flag: String) throws(WindowError) -> TimeInterval {
            let text = try value(flag)
            guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                throw Self.usageError("\(flag) needs a positive number of seconds, not \(text)")
            }
            return seconds
        }
        while let flag = rest.popFirst() {
            given.append(flag)
            switch flag {
            case "--frames": frames = try count(flag, in: Self.framesRange)
            case "--screenshot": screenshotDirectory = try value(flag)
            case "--every": screenshotEvery = try count(flag, in: Self.everyRange)
            case "--script": scriptPath = try value(flag)
            case "--stats": stats = true
            case "--nodes": statsNodes = try count(flag, in: Self.nodesRange)
            case "--duration": statsSeconds = try seconds(flag)
            case "--exit-after": exitAfter = try seconds(flag)
            case "--state-out": stateOutput = try value(flag)
            case "--help", "-h":
                mode = .help
                return
            default: throw Self.usageError("unknown option \(flag)")
            }
        }
        if stats {
            if let flag = given.first(where: { $0 != "--stats" && !Self.statsFlags.contains($0) }) {
                throw Self.usageError("\(flag) does not apply to --stats")
            }
            mode = .stats
        } else if let flag = given.first(where: Self.statsFlags.contains) {
            throw Self.usageError("\(flag) needs --stats")
        } else if let flag = given.first(where: Self.scriptedFlags.contains) {
            guard let frames else { throw Self.usageError("\(flag) needs --frames N") }
            guard let screenshotDirectory else {
                throw Self.usageError("--frames needs --screenshot DIR")
            }
            if exitAfter != nil {
                throw Self.usageError("--exit-after applies to the live window, not to --frames")
            }
            mode = .scripted(frames: frames, directory: screenshotDirectory)
        }
    }

    /// A usage error: `message`, then the usage.
    private static func usageError(_ message: String) -> WindowError {
        .usage("\(message)\n\(usage)")
    }
}
