import Foundation

/// How a recording is replayed in SMIL: a short lead-in, the recording, a visible pause, repeat.
///
/// Sample `i` (taken at clock time `t`) plays at `(lead + t) / total` of the loop. The values
/// list of every animation has one more entry at key time 0 and one at key time 1 (copies of the
/// first and last samples), so the first frame shows during the lead-in and the last during the
/// pause: value number `i + 1` is sample `i`.
struct Loop: Sendable, Equatable {
    /// Seconds before the recording starts playing.
    var lead: TimeInterval = 0.6
    /// Seconds the recording lasts.
    var duration: TimeInterval
    /// Seconds the last frame stays before the loop starts again.
    var hold: TimeInterval = 1.6

    /// The loop's length in seconds.
    var total: TimeInterval { lead + duration + hold }

    /// The `dur` attribute value.
    var dur: String { SVG.number(total, digits: 3) + "s" }

    /// The key time of clock time `time`.
    func keyTime(_ time: TimeInterval) -> Double {
        total > 0 ? (lead + time) / total : 0
    }

    /// The `keyTimes` attribute for samples taken at `times`.
    func keyTimes(_ times: [TimeInterval]) -> String {
        var keys = ["0"]
        var last = 0.0
        for time in times {
            // Printed key times must never decrease, even after rounding.
            last = max(last, (keyTime(time) * 100_000).rounded() / 100_000)
            keys.append(SVG.number(last, digits: 5))
        }
        keys.append("1")
        return keys.joined(separator: ";")
    }

    /// The `values` attribute: the first and last entries repeated for the lead-in and pause.
    func values(_ values: [String]) -> String {
        guard let first = values.first, let last = values.last else { return "" }
        return ([first] + values + [last]).joined(separator: ";")
    }

    /// A SMIL animation element of `attribute` through `values` at sample times `times`.
    ///
    /// - Parameters:
    ///   - element: `animate` or `animateTransform`.
    ///   - extra: Further attributes, such as `type="translate"`.
    func animation(
        _ element: String = "animate", id: String? = nil, attribute: String,
        values: [String], times: [TimeInterval], extra: String = ""
    ) -> String {
        let identity = id.map { " id=\"\($0)\"" } ?? ""
        return "<\(element)\(identity) attributeName=\"\(attribute)\"\(extra) dur=\"\(dur)\" "
            + "repeatCount=\"indefinite\" calcMode=\"linear\" "
            + "keyTimes=\"\(keyTimes(times))\" values=\"\(self.values(values))\"/>"
    }
}
