import Foundation

/// The floor: the sprites' animations written by hand over plain arrays, with a textbook
/// Bézier solver, sharing no code with Dance.
@MainActor
final class FloorRun: Run {
    private struct Track {
        var start: Double
        var from: SpriteValues
        var to: SpriteValues
    }

    private let workload: Workload
    private let count: Int
    private let duration: Double
    private var tracks: [Track] = []
    private var presentation: [SpriteValues] = []
    private let curve = EaseInOut()

    init(_ workload: Workload, count: Int, duration: Double) {
        (self.workload, self.count, self.duration) = (workload, count, duration)
    }

    func start() {
        tracks = (0..<count).map { i in
            let (from, to) = SpriteValues.endpoints(i)
            return Track(start: workload.delay(i, of: count), from: from, to: to)
        }
        presentation = tracks.map(\.from)
    }

    func frame(at time: Double) {
        let duration = self.duration
        let curve = self.curve
        tracks.withUnsafeBufferPointer { tracks in
            presentation.withUnsafeMutableBufferPointer { output in
                for i in tracks.indices {
                    let track = tracks[i]
                    let u = min(max((time - track.start) / duration, 0), 1)
                    let y = curve.value(at: u)
                    let (from, to) = (track.from, track.to)
                    output[i] = SpriteValues(
                        position: CGPoint(
                            x: from.position.x + (to.position.x - from.position.x) * y,
                            y: from.position.y + (to.position.y - from.position.y) * y),
                        alpha: from.alpha + (to.alpha - from.alpha) * y,
                        scale: from.scale + (to.scale - from.scale) * y)
                }
            }
        }
    }

    func checksum() -> Double {
        presentation.reduce(0) { $0 + $1.position.x + $1.position.y + $1.alpha + $1.scale }
    }

    func finish() {
        tracks = []
        presentation = []
    }
}

/// easeInOut, (0.42, 0)(0.58, 1), by textbook Newton on x to 1e-7 with a bisection fallback
/// (|dy/dx| ≤ 1.73 on this curve, so y is within 2e-7).
///
/// The coefficients are stored, as any curve's would be (constants the compiler could fold
/// would make the floor faster than a real animation loop).
struct EaseInOut {
    // x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    private let ax, bx, cx, ay, by, cy: Double

    init(x1: Double = 0.42, y1: Double = 0, x2: Double = 0.58, y2: Double = 1) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    @inline(__always)
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        var s = x
        var converged = false
        for _ in 0..<8 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-7 {
                converged = true
                break
            }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        if !converged { s = bisect(x) }
        return ((ay * s + by) * s + cy) * s
    }

    @inline(never)
    private func bisect(_ x: Double) -> Double {
        var (low, high, s) = (0.0, 1.0, x)
        for _ in 0..<60 {
            let value = ((ax * s + bx) * s + cx) * s
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
