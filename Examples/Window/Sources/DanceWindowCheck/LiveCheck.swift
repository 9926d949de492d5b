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
        try checkHandOff(record)
        if let expectedKeys {
            let keys = record.controls.map(\.key)
            guard keys == expectedKeys else {
                throw CheckFailure("the showcase keys were \(keys), not \(expectedKeys)")
            }
            try ControlsCheck(controls: record.controls).run()
        }
        print("dance-window-check: passed")
    }

    /// A card flung across the bound springs back (the last time) with the velocity the fling
    /// had there, whole (both components); one dropped outside at rest starts still.
    ///
    /// The two velocities are read just before and just after the spring starts. On a
    /// `ManualClock` no time passes between the reads and they agree exactly (to 10⁻⁹ of the
    /// speed). A live clock's `now` moves on between them, and at its start the spring's
    /// damping changes the velocity by about 1.5 % per millisecond, so up to 5 % of the speed
    /// is allowed (about 3 ms between the reads on a loaded machine). Keeping only the inward
    /// part of a diagonal velocity, or starting the spring at rest, still fails.
    private func checkHandOff(_ record: LiveRecord) throws {
        guard let springBack = record.events.lastIndex(of: "spring-back") else { return }
        guard record.handOff.count == 4 else {
            throw CheckFailure("the spring-back's hand-off velocities were not recorded")
        }
        let before = (record.handOff[0], record.handOff[1])
        let after = (record.handOff[2], record.handOff[3])
        let speed = hypot(before.0, before.1)
        let live = expectedEvents == nil  // scripted runs name their events
        let flung = springBack > 0 && record.events[springBack - 1] == "fling"
        print(
            "dance-window-check: spring-back from \(Int(speed)) px/s, "
                + "velocity (\(before.0), \(before.1)) → (\(after.0), \(after.1))")
        if flung {
            guard speed > 20 else {
                throw CheckFailure("the fling reached the bound at only \(speed) px/s")
            }
        } else if speed != 0 {
            throw CheckFailure("a card let go at rest had velocity \(speed) px/s")
        }
        let change = hypot(after.0 - before.0, after.1 - before.1)
        guard change <= (live ? 0.05 : 1e-9) * max(speed, 1) else {
            throw CheckFailure("the spring-back changed the card's velocity by \(change) px/s")
        }
    }
}
