import Foundation
import WindowRecord

/// Checks the card's story from a live (or scripted) run: grabbed, moved, flung, settled
/// inside its bounds and at rest.
struct LiveCheck {
    let path: String
    let expectsSpringBack: Bool

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
        guard record.events.first == "grab" else {
            throw CheckFailure("the card was never grabbed")
        }
        guard moved > 20 else { throw CheckFailure("the card moved only \(moved) px") }
        guard record.events.contains("fling") else { throw CheckFailure("the card did not fling") }
        if expectsSpringBack, !record.events.contains("spring-back") {
            throw CheckFailure("the card did not spring back from an edge")
        }
        guard record.events.last == "settle", !record.cardIsAnimating else {
            throw CheckFailure("the card had not settled at exit")
        }
        guard inside else { throw CheckFailure("the card settled outside \(bounds)") }
        print("dance-window-check: passed")
    }
}
