import Foundation
import WindowRecord

/// Checks the card's story from a live (or scripted) run: grabbed, moved, flung, settled
/// inside its bounds and at rest.
///
/// With `expectedEvents` the story must be exactly those events (a scripted run is
/// deterministic); without, it must start with `grab`, include `fling` and end with `settle`.
struct LiveCheck {
    let path: String
    let expectedEvents: [String]?
    let expectedKeys: [String]?

    /// Reads `--events a,b,c` and `--keys a,b,c` from `options`.
    init(path: String, options: [String]) throws {
        self.path = path
        var events: [String]?
        var keys: [String]?
        var rest = options[...]
        while let flag = rest.popFirst() {
            guard let list = rest.popFirst()?.split(separator: ",").map(String.init) else {
                throw CheckFailure("\(flag) needs a comma-separated list")
            }
            switch flag {
            case "--events": events = list
            case "--keys": keys = list
            default: throw CheckFailure("unknown option \(flag)")
            }
        }
        expectedEvents = events
        expectedKeys = keys
    }

    func run() throws {
        let record = try decode(LiveRecord.self, from: path)
        let moved = hypot(
            record.endCenter[0] - record.startCenter[0], record.endCenter[1] - record.startCenter[1]
        )
        let bounds = record.restingBounds
        let inside =
            record.endCenter[0] >= bounds[0] - 0.5
            && record.endCenter[0] <= bounds[0] + bounds[2] + 0.5
            && record.endCenter[1] >= bounds[1] - 0.5
            && record.endCenter[1] <= bounds[1] + bounds[3] + 0.5
        print(
            "dance-window-check: \(record.frames) frames, events \(record.events), "
                + "release \(Int(record.releaseSpeed)) px/s, card moved \(Int(moved)) px to "
                + "(\(Int(record.endCenter[0])), \(Int(record.endCenter[1])))")
        if let expectedEvents, record.events != expectedEvents {
            throw CheckFailure("the card's events were \(record.events), not \(expectedEvents)")
        }
        guard record.events.first == "grab" else {
            throw CheckFailure("the card was never grabbed")
        }
        guard moved > 20 else { throw CheckFailure("the card moved only \(moved) px") }
        if expectedEvents == nil, !record.events.contains("fling") {
            throw CheckFailure("the card did not fling")
        }
        guard record.events.last == "settle", !record.cardIsAnimating else {
            throw CheckFailure("the card had not settled at exit")
        }
        guard inside else { throw CheckFailure("the card settled outside \(bounds)") }
        if let expectedKeys {
            let keys = record.controls.map(\.key)
            guard keys == expectedKeys else {
                throw CheckFailure("the showcase keys were \(keys), not \(expectedKeys)")
            }
            try ControlsCheck(controls: record.controls).run()
        }
        print("dance-window-check: passed")
    }
}
