import Foundation

let status = MainActor.assumeIsolated {
    DemoCommand.run(Array(CommandLine.arguments.dropFirst()))
}
exit(status)
