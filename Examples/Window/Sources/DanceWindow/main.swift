import CSDL2
import Dance
import Foundation

// dance-window: Dance nodes drawn live with SDL2. See Examples/Window/README.md.
MainActor.assumeIsolated {
    do {
        let options = try Options(Array(CommandLine.arguments.dropFirst()))
        switch options.mode {
        case .help:
            print(Options.usage)
        case .stats:
            try StatsRun(nodes: options.statsNodes, seconds: options.statsSeconds).run()
        case .scripted(let frames, let directory):
            try ScriptedRun(frames: frames, directory: directory, options: options).run()
        case .live:
            try LiveRun(options: options).run()
        }
    } catch {
        FileHandle.standardError.write(Data("dance-window: \(error)\n".utf8))
        exit(1)
    }
}
