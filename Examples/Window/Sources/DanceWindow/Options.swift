import Foundation

/// The command line of `dance-window`.
struct Options {
    /// Scripted run: play this many frames on a `ManualClock`.
    var frames: Int?
    /// Scripted run: write screenshots and `frames.json` here.
    var screenshotDirectory: String?
    /// Scripted run: a screenshot every this many frames (and at the last).
    var screenshotEvery = 15
    /// Scripted run: input events by frame.
    var scriptPath: String?
    /// Frame pacing measurement on the real clock.
    var stats = false
    /// Stats: animated nodes.
    var statsNodes = 10_000
    /// Stats: seconds to run.
    var statsSeconds = 10.0
    /// Live run: quit after this many seconds.
    var exitAfter: TimeInterval?
    /// Live or scripted run: write the card's story as JSON here at exit.
    var stateOutput: String?

    static let usage = """
        usage: dance-window [--exit-after SECONDS] [--state-out FILE]
               dance-window --frames N --screenshot DIR [--every K] [--script FILE] [--state-out FILE]
               dance-window --stats [--nodes N] [--duration SECONDS]
        """

    init(_ arguments: [String]) throws(WindowError) {
        var rest = arguments[...]
        func value(_ flag: String) throws(WindowError) -> String {
            guard let next = rest.popFirst() else {
                throw .usage("\(flag) needs a value\n\(Self.usage)")
            }
            return next
        }
        func number(_ flag: String) throws(WindowError) -> Double {
            let text = try value(flag)
            guard let number = Double(text), number.isFinite, number > 0 else {
                throw .usage("\(flag) needs a positive number, not \(text)\n\(Self.usage)")
            }
            return number
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--frames": frames = Int(try number(flag))
            case "--screenshot": screenshotDirectory = try value(flag)
            case "--every": screenshotEvery = Int(try number(flag))
            case "--script": scriptPath = try value(flag)
            case "--stats": stats = true
            case "--nodes": statsNodes = Int(try number(flag))
            case "--duration": statsSeconds = try number(flag)
            case "--exit-after": exitAfter = try number(flag)
            case "--state-out": stateOutput = try value(flag)
            case "--help", "-h": throw .usage(Self.usage)
            default: throw .usage("unknown option \(flag)\n\(Self.usage)")
            }
        }
        if frames != nil, screenshotDirectory == nil {
            throw .usage("--frames needs --screenshot DIR\n\(Self.usage)")
        }
        if scriptPath != nil, frames == nil {
            throw .usage("--script needs --frames N\n\(Self.usage)")
        }
    }
}
