import Dance
import Foundation

/// The program: parse the options, render every scene, write the page, print where.
@MainActor
enum DemoCommand {
    /// Runs `dance-demo` with `arguments` (without the program name) and returns the exit
    /// status: 0 on success, 1 when the page cannot be written, 2 for bad arguments.
    ///
    /// - Parameters:
    ///   - directory: The directory relative output paths are resolved against.
    ///   - output: Receives standard output lines.
    ///   - error: Receives standard error lines.
    static func run(
        _ arguments: [String],
        directory: String = FileManager.default.currentDirectoryPath,
        output: (String) -> Void = { print($0) },
        error: (String) -> Void = writeToStandardError
    ) -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(arguments)
        } catch let parseError {
            error("dance-demo: \(parseError.description)")
            error("Run 'dance-demo --help' for usage.")
            return 2
        }
        if options.showsHelp {
            output(DemoOptions.usage)
            return 0
        }
        let url = outputURL(options.outputPath, directory: directory)
        let page = render(fps: options.fps)
        do {
            try Data(page.utf8).write(to: url, options: .atomic)
        } catch let writeError {
            error("dance-demo: cannot write \(url.path): \(reason(writeError, writing: url))")
            return 1
        }
        output(url.path)
        return 0
    }

    /// The page for every scene at `fps`; leaves the driver idle on a fresh manual clock.
    static func render(fps: Int) -> String {
        let page = HTMLPage.render(scenes: SceneCatalog.all(fps: fps), fps: fps)
        AnimationDriver.shared.clock = ManualClock(frameInterval: 1 / Double(fps))
        return page
    }

    /// `path` made absolute against `directory`, with `.` and `..` removed; an existing
    /// directory stands for `dance-demo.html` inside it.
    static func outputURL(_ path: String, directory: String) -> URL {
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        let expanded = (path as NSString).expandingTildeInPath
        let url = URL(fileURLWithPath: expanded, relativeTo: base).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return url }
        return url.appendingPathComponent(DemoOptions.defaultOutputPath)
    }

    /// Why writing `url` failed, in words a user can act on: Foundation's own description on
    /// Linux names only an error domain and number.
    static func reason(_ writeError: any Error, writing url: URL) -> String {
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return "the folder \(folder) does not exist"
        }
        if !isDirectory.boolValue { return "\(folder) is not a folder" }
        if !FileManager.default.isWritableFile(atPath: folder) {
            return "the folder \(folder) is not writable"
        }
        return writeError.localizedDescription
    }

    nonisolated static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
