import CSDL2
import Dance
import Foundation

// dance-window: Dance nodes drawn live with SDL2. See Examples/Window/README.md.
MainActor.assumeIsolated {
    do {
        let options = try Options(Array(CommandLine.arguments.dropFirst()))
        if options.stats {
            try StatsRun(nodes: options.statsNodes, seconds: options.statsSeconds).run()
        } else if let frames = options.frames, let directory = options.screenshotDirectory {
            try ScriptedRun(frames: frames, directory: directory, options: options).run()
        } else {
            try LiveRun(options: options).run()
        }
    } catch {
        FileHandle.standardError.write(Data("dance-window: \(error)\n".utf8))
        exit(1)
    }
}
