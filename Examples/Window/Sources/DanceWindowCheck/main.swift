import CSDL2
import Foundation
import WindowRecord

// dance-window-check: checks what dance-window wrote.
//
//   dance-window-check frames DIR   every screenshot shows each node where, and in the colour,
//                                   the engine presented it (DIR/frames.json)
//   dance-window-check live FILE [--events grab,fling,…] [--keys space,left,…]
//                                   the card was grabbed, moved, flung and settled inside its
//                                   bounds (FILE from --state-out); with --events, its events
//                                   were exactly those; with --keys, those showcase keys were
//                                   pressed and each did what it says
//   dance-window-check snippets ARTICLE SOURCES
//                                   every code block of ARTICLE stands in SOURCES' Swift files
let arguments = Array(CommandLine.arguments.dropFirst())
let usage =
    "usage: dance-window-check frames DIR | live FILE [--events E,…] [--keys K,…] | snippets ARTICLE SOURCES"
do {
    switch arguments.first {
    case "frames" where arguments.count == 2:
        try FramesCheck(directory: arguments[1]).run()
    case "live" where arguments.count >= 2:
        try LiveCheck(path: arguments[1], options: Array(arguments.dropFirst(2))).run()
    case "snippets" where arguments.count == 3:
        try SnippetCheck(article: arguments[1], sources: arguments[2]).run()
    default:
        throw CheckFailure(usage)
    }
} catch {
    print("dance-window-check: FAILED: \(error)")
    exit(1)
}
