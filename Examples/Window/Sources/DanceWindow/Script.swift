import Foundation

/// Scripted input for a test run: events at frame numbers.
///
/// One event a line, `#` starts a comment:
///
///     # frame  event  arguments
///     20  down  150 150      # mouse button down at (150, 150), window pixels
///     22  move  190 160
///     24  up    260 170
///     90  key   space        # space, r, left, right, plus, minus
///
/// Events of frame `n` are applied before the clock advances to frame `n`, so a pointer event
/// happens at frame `n − 1`'s time, (n − 1) / ``framesPerSecond`` seconds: the clock's `now`
/// when it is applied. Its time depends on the frame number alone, and runs repeat exactly.
struct Script {
    /// Frames a second of a scripted run: its clock's rate and its events' time line.
    static let framesPerSecond = 60

    private var eventsByFrame: [Int: [InputEvent]] = [:]

    /// No input at all.
    init() {}

    /// Reads the script at `path`; throws ``WindowError`` naming the first bad line.
    init(contentsOf path: String) throws(WindowError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .file("cannot read script \(path): \(error.localizedDescription)")
        }
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .first ?? ""
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty else { continue }
            guard let (frame, event) = Self.parse(words) else {
                throw .usage("\(path):\(index + 1): cannot read \"\(rawLine)\"")
            }
            eventsByFrame[frame, default: []].append(event)
        }
    }

    /// The events to apply at `frame`, in the script's order.
    func events(atFrame frame: Int) -> [InputEvent] {
        eventsByFrame[frame] ?? []
    }

    private static func parse(_ words: [String]) -> (Int, InputEvent)? {
        guard words.count >= 3, let frame = Int(words[0]), frame >= 1 else { return nil }
        if words[1] == "key", words.count == 3, let key = InputEvent.Key(rawValue: words[2]) {
            return (frame, .key(key))
        }
        guard words.count == 4, let x = Double(words[2]), let y = Double(words[3]) else {
            return nil
        }
        let point = CGPoint(x: x, y: y)
        // Counted in whole frames, then divided: no rounding error accumulates.
        let time = Double(frame - 1) / Double(framesPerSecond)
        switch words[1] {
        case "down": return (frame, .mouseDown(point, time: time))
        case "move": return (frame, .mouseMove(point, time: time))
        case "up": return (frame, .mouseUp(point, time: time))
        default: return nil
        }
    }
}
