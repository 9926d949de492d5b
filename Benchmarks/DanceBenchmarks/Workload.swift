import Foundation

/// The fixed workloads (the same ones the C++ Qt harness runs).
enum Workload: String, CaseIterable, Sendable {
    /// Each animator animates one `Double`.
    case oneProperty = "1p"
    /// Each animator animates a `CGPoint`, an alpha and a scale under easeInOut.
    case fourProperties = "4p"
    /// "4p" under `SpringTimingParameters(dampingRatio: 0.5)`.
    case spring
    /// "4p" with animator i started after a delay of i/N s, so that no two share a timeline.
    case staggered
    /// "4p", and each node retargeted at once by a second animator (a 0.5-damped spring over
    /// ``Endpoints/retargetDuration(_:)``, to ``Endpoints/retarget(_:)``): on every property
    /// the newer track blends additively with the older one, which runs on (UIKit's
    /// behaviour). N counts the nodes; each has two animators. Not through Dance, whose
    /// `animate` replaces a running animation instead of blending with it.
    case retarget
    /// A declarative sequence on each of N `Node`s: a keyframe step moves the center through
    /// two cubic keyframes (1 s each), then an easeInOut step fades the alpha over the rest of
    /// the duration (``Endpoints/steps(_:)``).
    case steps
}

/// How a workload is driven.
enum Way: String, CaseIterable, Sendable {
    /// The hand-written loop over plain arrays: the floor.
    case floor
    /// Raw `PropertyAnimator`s.
    case animator
    /// `node.dance.animate(duration:curve:){…}.start()` (needs the Dance layer).
    case dance
    /// Raw `PropertyAnimator`s with `AnimationDriver.allowsParallelFrames` on: two cores from
    /// 50 000 animators. The other engine ways run with it off, on one core like the floor.
    case parallel
}

/// The values every way animates, per animator index `i`.
enum Endpoints {
    /// Seconds animator `i` of `count` waits before moving: i/N for "staggered", else 0.
    static func delay(_ i: Int, of count: Int, _ workload: Workload) -> Double {
        workload == .staggered ? Double(i) / Double(count) : 0
    }

    /// "1p": from i to i + 1 + (i mod 10).
    static func value(_ i: Int) -> (from: Double, to: Double) {
        (Double(i), Double(i + 1 + i % 10))
    }

    /// "retarget": the values the second animator of node `i` moves to.
    static func retarget(_ i: Int) -> FourValues {
        FourValues(
            position: CGPoint(x: Double(i - 3 - i % 7), y: Double(-i - 2)),
            alpha: Double(i % 100) / 2000, scale: 1 + Double(i % 5) / 10)
    }

    /// "retarget": the second animator's duration, half a second shorter than the first's so
    /// that the two timelines differ, and both still run on every frame.
    static func retargetDuration(_ duration: Double) -> Double {
        duration - 0.5
    }

    /// "steps": node `i`'s frame, its two keyframe centers and its final alpha.
    static func steps(_ i: Int) -> (frame: CGRect, first: CGPoint, second: CGPoint, alpha: Double) {
        let frame = CGRect(x: Double(i % 1000), y: Double(-(i % 700)), width: 10, height: 10)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        return (
            frame, CGPoint(x: center.x + 50, y: center.y + 30 + Double(i % 3)),
            CGPoint(x: center.x + 100, y: center.y), 0.25 + Double(i % 10) / 100
        )
    }

    /// "steps": seconds each keyframe lasts; the fade takes the rest of the duration.
    static let keyframeDuration = 1.0

    /// "4p": position, alpha and scale.
    static func four(_ i: Int) -> (from: FourValues, to: FourValues) {
        let alpha = Double(i % 100) / 1000
        let from = FourValues(
            position: CGPoint(x: Double(i), y: Double(-i)), alpha: alpha, scale: 1)
        let to = FourValues(
            position: CGPoint(x: Double(i + 1 + i % 10), y: Double(-i + 1 + i % 5)),
            alpha: 1 - alpha, scale: 2 + Double(i % 10) / 10)
        return (from, to)
    }
}

/// The values of a "4p" animator at one end.
struct FourValues {
    var position: CGPoint
    var alpha: Double
    var scale: Double
}

/// Parameters shared by every workload.
struct Timing: Sendable {
    /// Seconds each animation takes: 5, longer when more frames are asked for so that every
    /// animator stays active on every frame (a staggered animator, delayed by up to 1 s, has
    /// not finished either).
    var duration: Double
    /// Frames driven (60 Hz).
    var frames: Int

    init(frames: Int) {
        self.frames = frames
        duration = max(5, Double(frames + 60) / 60)
    }

    /// The time of frame `frame` (1-based), computed from the frame count.
    func time(ofFrame frame: Int) -> Double { Double(frame) / 60 }
}
