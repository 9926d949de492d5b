/// The errors reported off the main queue and not delivered yet, oldest first.
///
/// Taken one at a time (``takeOldest()``) in O(1): the oldest is read at a head index and left
/// in place, and the taken part is dropped once it is at least half of what is stored (and more
/// than a few), so each error is moved at most once more. `removeFirst()` on an array moved every
/// later error for each one taken: delivering Q queued errors cost O(Q²).
struct ErrorQueue: Sendable {
    /// The queued errors from ``head`` on; those before it were taken.
    private(set) var stored: [DanceError] = []
    private var head = 0

    /// The taken errors that may stay stored before the taken part is dropped.
    static let keptTaken = 16

    /// How many errors are queued.
    var count: Int { stored.count - head }

    var isEmpty: Bool { head == stored.count }

    mutating func append(_ error: DanceError) {
        stored.append(error)
    }

    /// Takes the oldest queued error out of the queue, if there is one.
    mutating func takeOldest() -> DanceError? {
        guard head < stored.count else { return nil }
        let oldest = stored[head]
        head += 1
        if head == stored.count {
            removeAll()
        } else if head > Self.keptTaken, head * 2 >= stored.count {
            stored.removeFirst(head)
            head = 0
        }
        return oldest
    }

    /// Empties the queue and returns what it held, oldest first.
    mutating func takeAll() -> [DanceError] {
        defer { removeAll() }
        return Array(stored[head...])
    }

    private mutating func removeAll() {
        stored.removeAll()
        head = 0
    }
}
