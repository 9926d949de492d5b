import Foundation
import Testing

@testable import Dance
@testable import DanceDemo

@Suite struct DemoOptionsTests {
    @Test("no arguments give the defaults")
    func defaults() throws {
        let options = try DemoOptions.parse([])
        #expect(options == DemoOptions(outputPath: "dance-demo.html", fps: 60, showsHelp: false))
    }

    @Test(
        "--out and --fps are read in both spellings",
        arguments: [
            (["--out", "page.html", "--fps", "30"], "page.html", 30),
            (["--out=/tmp/x.html", "--fps=24"], "/tmp/x.html", 24),
            (["--fps", "1", "-o", "a b.html"], "a b.html", 1),
            (["--fps", "240", "--fps", "50"], "dance-demo.html", 50),
        ])
    func outAndFPS(arguments: [String], path: String, fps: Int) throws {
        let options = try DemoOptions.parse(arguments)
        #expect(options.outputPath == path)
        #expect(options.fps == fps)
    }

    @Test("--help and -h ask for help")
    func help() throws {
        #expect(try DemoOptions.parse(["--help"]).showsHelp)
        #expect(try DemoOptions.parse(["-h"]).showsHelp)
    }

    @Test(
        "bad arguments are errors with a clear message",
        arguments: [
            (["--fps", "0"], "'--fps' needs a whole number from 1 to 240, not '0'."),
            (["--fps", "abc"], "'--fps' needs a whole number from 1 to 240, not 'abc'."),
            (["--fps=1000"], "'--fps' needs a whole number from 1 to 240, not '1000'."),
            (["--fps"], "missing value for '--fps'."),
            (["--out"], "missing value for '--out'."),
            (["--out="], "'--out' needs a non-empty path."),
            (["--colour"], "unknown argument '--colour'."),
            (["page.html"], "unknown argument 'page.html'."),
            (["--help=yes"], "unknown argument '--help=yes'."),
        ])
    func badArguments(arguments: [String], message: String) {
        #expect(throws: DemoOptions.ParseError.self) { try DemoOptions.parse(arguments) }
        do {
            _ = try DemoOptions.parse(arguments)
        } catch {
            #expect(error.description == message)
        }
    }
}

@MainActor @Suite(.serialized) struct DemoCommandTests {
    private func run(_ arguments: [String], directory: String) -> (
        status: Int32, output: [String], errors: [String]
    ) {
        var output: [String] = []
        var errors: [String] = []
        let status = DemoCommand.run(
            arguments, directory: directory, output: { output.append($0) },
            error: { errors.append($0) })
        return (status, output, errors)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("dance-demo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a relative --out is written under the directory and its absolute path printed")
    func writesThePage() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = run(["--out", "sub/../demo.html", "--fps", "12"], directory: directory.path)
        let expected = directory.appendingPathComponent("demo.html").standardizedFileURL.path
        #expect(result.status == 0)
        #expect(result.output == [expected])
        #expect(result.errors.isEmpty)
        let page = try String(contentsOfFile: expected, encoding: .utf8)
        #expect(page.contains("at 12 fps"))
    }

    @Test("the default output is dance-demo.html in the current directory")
    func defaultOutput() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = run([], directory: directory.path)
        #expect(result.status == 0)
        #expect(result.output == [directory.appendingPathComponent("dance-demo.html").path])
    }

    @Test("bad arguments print the problem and usage hint and exit with 2")
    func badArguments() {
        let result = run(["--fps", "fast"], directory: "/")
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.errors == [
                "dance-demo: '--fps' needs a whole number from 1 to 240, not 'fast'.",
                "Run 'dance-demo --help' for usage.",
            ])
    }

    @Test("--help prints the usage and exits with 0")
    func help() {
        let result = run(["--help"], directory: "/")
        #expect(result.status == 0)
        #expect(result.output == [DemoOptions.usage])
    }

    @Test("an unwritable path is reported with exit status 1")
    func unwritable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = run(["--out", "missing/dir/page.html"], directory: directory.path)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.count == 1)
        #expect(
            result.errors == [
                "dance-demo: cannot write \(directory.path)/missing/dir/page.html: "
                    + "the folder \(directory.path)/missing/dir does not exist"
            ])
    }

    @Test("a directory as the path gets dance-demo.html inside it")
    func directoryPath() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("dance-demo.html")
        #expect(DemoCommand.outputURL(directory.path, directory: "/") == page)
        #expect(DemoCommand.outputURL(".", directory: directory.path) == page)
        let named = directory.appendingPathComponent("page.html")
        #expect(DemoCommand.outputURL("page.html", directory: directory.path) == named)
    }
}
