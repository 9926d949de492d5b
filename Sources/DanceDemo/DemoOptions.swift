/// The command line of `dance-demo`: `[--out PATH] [--fps N] [--help]`.
struct DemoOptions: Equatable, Sendable {
    /// Where to write the page; relative paths are resolved against the current directory.
    var outputPath = Self.defaultOutputPath
    /// The page's name when no path, or a directory, is given.
    static let defaultOutputPath = "dance-demo.html"
    /// Frames per second of the manual clock, 1…240.
    var fps = 60
    /// Whether `--help` was given.
    var showsHelp = false

    /// The usage text printed by `--help`.
    static let usage = """
        USAGE: dance-demo [--out PATH] [--fps N]

        Renders the Dance demo scenes with the real engine on a manual clock into one
        self-contained HTML page (SVG + SMIL, no scripts) and prints its absolute path.

        OPTIONS:
          -o, --out PATH
                       Where to write the page (default: dance-demo.html in the current
                       directory); a directory gets dance-demo.html inside it.
          --fps N      Frames per second sampled from the engine, 1…240 (default: 60).
          -h, --help   Show this help.
        """

    /// What went wrong with the arguments; the description is the message printed.
    enum ParseError: Error, Equatable, CustomStringConvertible {
        case unknownArgument(String)
        case missingValue(option: String)
        case invalidFPS(String)
        case emptyPath

        var description: String {
            switch self {
            case .unknownArgument(let argument):
                "unknown argument '\(argument)'."
            case .missingValue(let option):
                "missing value for '\(option)'."
            case .invalidFPS(let value):
                "'--fps' needs a whole number from 1 to 240, not '\(value)'."
            case .emptyPath:
                "'--out' needs a non-empty path."
            }
        }
    }

    /// Parses the arguments after the program name.
    ///
    /// Accepts `--out PATH`, `--out=PATH`, `--fps N`, `--fps=N`, `-h` and `--help`; a later
    /// option overrides an earlier one.
    static func parse(_ arguments: [String]) throws(ParseError) -> DemoOptions {
        var options = DemoOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(ParseError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw .missingValue(option: name)
                }
                return next
            }
            switch name {
            case "-h", "--help":
                guard inlineValue == nil else { throw .unknownArgument(argument) }
                options.showsHelp = true
            case "--out", "-o":
                let path = try value()
                guard !path.isEmpty else { throw .emptyPath }
                options.outputPath = path
            case "--fps":
                let text = try value()
                guard let fps = Int(text), (1...240).contains(fps) else {
                    throw .invalidFPS(text)
                }
                options.fps = fps
            default:
                throw .unknownArgument(argument)
            }
        }
        return options
    }
}
