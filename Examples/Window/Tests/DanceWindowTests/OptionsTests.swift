import Testing

@testable import DanceWindow

@Suite struct OptionsTests {
    static let upToAMillion = "needs a whole number from 1 to 1000000, not"

    @Test(
        "a bad value or an option of another mode is a usage error, never a trap",
        arguments: [
            ("--frames 0.5 --screenshot d", "--frames \(upToAMillion) 0.5"),
            ("--frames 0 --screenshot d", "--frames \(upToAMillion) 0"),
            ("--frames 1e19 --screenshot d", "--frames \(upToAMillion) 1e19"),
            ("--frames 1000001 --screenshot d", "--frames \(upToAMillion) 1000001"),
            ("--frames 5 --every 0.5 --screenshot d", "--every \(upToAMillion) 0.5"),
            ("--frames 5 --every 1e300 --screenshot d", "--every \(upToAMillion) 1e300"),
            ("--stats --nodes 1e30", "--nodes needs a whole number from 1 to 100000, not 1e30"),
            ("--stats --duration inf", "--duration needs a positive number of seconds, not inf"),
            ("--exit-after -1", "--exit-after needs a positive number of seconds, not -1"),
            ("--exit-after", "--exit-after needs a value"),
            ("--screenshot d", "--screenshot needs --frames N"),
            ("--every 5", "--every needs --frames N"),
            ("--script s.txt", "--script needs --frames N"),
            ("--frames 5", "--frames needs --screenshot DIR"),
            ("--nodes 5", "--nodes needs --stats"),
            ("--stats --frames 5", "--frames does not apply to --stats"),
            ("--stats --state-out s.json", "--state-out does not apply to --stats"),
            (
                "--frames 5 --screenshot d --exit-after 2",
                "--exit-after applies to the live window, not to --frames"
            ),
            ("--bogus", "unknown option --bogus"),
        ])
    func usageError(commandLine: String, message: String) {
        let arguments = commandLine.split(separator: " ").map(String.init)
        #expect(throws: WindowError.self) { try Options(arguments) }
        do {
            _ = try Options(arguments)
        } catch {
            #expect(error.description == "\(message)\n\(Options.usage)")
        }
    }

    @Test("each mode reads its own options")
    func modes() throws {
        #expect(try Options([]).mode == .live)
        #expect(try Options(["--help"]).mode == .help)
        #expect(try Options(["-h", "--bogus"]).mode == .help)
        let scripted = try Options(["--frames", "40", "--screenshot", "d", "--every", "5"])
        #expect(scripted.mode == .scripted(frames: 40, directory: "d"))
        #expect(scripted.screenshotEvery == 5)
        let stats = try Options(["--stats", "--nodes", "100000", "--duration", "2.5"])
        #expect(stats.mode == .stats)
        #expect(stats.statsNodes == 100_000)
        #expect(stats.statsSeconds == 2.5)
    }
}
