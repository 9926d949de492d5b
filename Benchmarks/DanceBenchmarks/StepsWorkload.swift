import Dance
import Foundation

/// The "steps" workload's sequence for node `i`: a keyframe step on the center, then a fade.
@MainActor
func stepsSequence(_ i: Int, duration: Double) -> [Animation] {
    let (_, first, second, alpha) = Endpoints.steps(i)
    let keyframes = Endpoints.keyframeDuration
    return [
        .keyframes(
            \.center, [.cubic(first, duration: keyframes), .cubic(second, duration: keyframes)]),
        .custom(duration: duration - 2 * keyframes, curve: .easeInOut) { $0.alpha = alpha },
    ]
}

/// The floor of "steps": the same sequence by hand, with its own cubic Hermite and Bézier.
struct FloorSteps {
    private struct Track {
        var start: CGPoint
        var first: CGPoint
        var second: CGPoint
        var alpha: Double
    }

    private var tracks: [Track] = []
    private var presentation: [(center: CGPoint, alpha: Double)] = []

    init(count: Int) {
        tracks = (0..<count).map { i in
            let (frame, first, second, alpha) = Endpoints.steps(i)
            return Track(
                start: CGPoint(x: frame.midX, y: frame.midY), first: first, second: second,
                alpha: alpha)
        }
        presentation = tracks.map { ($0.start, 1) }
    }

    /// The value at `u` (0…1) of the cubic Hermite segment from `p0` (leaving at `v0`) to `p1`
    /// (arriving at `v1`) that lasts `d` seconds.
    @inline(__always)
    private static func hermite(
        _ p0: Double, _ p1: Double, _ v0: Double, _ v1: Double, _ d: Double, _ u: Double
    ) -> Double {
        let u2 = u * u
        let u3 = u2 * u
        return p0 + (p1 - p0) * (3 * u2 - 2 * u3) + v0 * d * (u3 - 2 * u2 + u) + v1 * d * (u3 - u2)
    }

    mutating func frame(at time: Double, duration: Double, curve: UnitBezier) {
        let d = Endpoints.keyframeDuration
        let fade = duration - 2 * d
        tracks.withUnsafeBufferPointer { tracks in
            presentation.withUnsafeMutableBufferPointer { output in
                for i in tracks.indices {
                    let track = tracks[i]
                    var center = track.second
                    if time < d {
                        // At rest at the start; at the first keyframe (next − previous) / 2 s.
                        let u = time / d
                        center = CGPoint(
                            x: Self.hermite(
                                track.start.x, track.first.x, 0,
                                (track.second.x - track.start.x) / (2 * d), d, u),
                            y: Self.hermite(
                                track.start.y, track.first.y, 0,
                                (track.second.y - track.start.y) / (2 * d), d, u))
                    } else if time < 2 * d {
                        let u = (time - d) / d
                        center = CGPoint(
                            x: Self.hermite(
                                track.first.x, track.second.x,
                                (track.second.x - track.start.x) / (2 * d), 0, d, u),
                            y: Self.hermite(
                                track.first.y, track.second.y,
                                (track.second.y - track.start.y) / (2 * d), 0, d, u))
                    }
                    var alpha = 1.0
                    if time > 2 * d {
                        let u = min((time - 2 * d) / fade, 1)
                        alpha = 1 + (track.alpha - 1) * curve.value(at: u)
                    }
                    output[i] = (center, alpha)
                }
            }
        }
    }

    func checksum() -> Double {
        presentation.reduce(0) { $0 + $1.center.x + $1.center.y + $1.alpha }
    }
}
