import Dance
import Foundation

/// The floor: the same animations written by hand over plain arrays, sharing no code with the
/// engine.
///
/// Per animator and frame it does what the engine must: progress = (t − start) / duration,
/// clamped to 0…1; the timing curve — its own textbook solver (``UnitBezier``) or closed-form
/// spring (``FloorSpring``), evaluated per animator; and a lerp of every value. The spring's
/// three constants come from the engine's fitting at setup; nothing the engine runs per frame
/// is called. Start times
/// live in an array (0, or i/N s for "staggered"), as independent animators' would, so the
/// curve cannot be hoisted out of the loop.
@MainActor
final class FloorRun: BenchmarkRun {
    /// One "1p" animation.
    private struct One {
        var start: Double
        var from: Double
        var to: Double
    }

    /// One "4p" animation.
    private struct Four {
        var start: Double
        var from: FourValues
        var to: FourValues
    }

    private let workload: Workload
    private let count: Int
    private let duration: Double
    private let curve = UnitBezier.easeInOut
    private let spring: FloorSpring
    /// "retarget": the second animators' spring, fitted to their shorter duration.
    private let retargetSpring: FloorSpring
    private var ones: [One] = []
    private var onePresentation: [Double] = []
    private var fours: [Four] = []
    private var fourPresentation: [FourValues] = []
    /// "retarget": where each node's second animation goes.
    private var retargets: [FourValues] = []
    /// "steps": the sequences by hand.
    private var steps = FloorSteps(count: 0)

    init(_ workload: Workload, count: Int, duration: Double) {
        self.workload = workload
        self.count = count
        self.duration = duration
        // The engine fits the spring's constants to the duration once, at setup; only those
        // three numbers are taken from it, the per-frame maths is the floor's own.
        let fitted = SpringTimingParameters(dampingRatio: 0.5).fitted(toDuration: duration)
        spring = FloorSpring(
            mass: fitted.mass, stiffness: fitted.stiffness, damping: fitted.damping)
        let retargetFitted = SpringTimingParameters(dampingRatio: 0.5)
            .fitted(toDuration: Endpoints.retargetDuration(duration))
        retargetSpring = FloorSpring(
            mass: retargetFitted.mass, stiffness: retargetFitted.stiffness,
            damping: retargetFitted.damping)
    }

    func start() {
        switch workload {
        case .oneProperty:
            ones = (0..<count).map { i in
                let (from, to) = Endpoints.value(i)
                return One(start: 0, from: from, to: to)
            }
            onePresentation = ones.map(\.from)
        case .steps:
            steps = FloorSteps(count: count)
        case .fourProperties, .spring, .staggered, .retarget:
            if workload == .retarget { retargets = (0..<count).map(Endpoints.retarget) }
            fours = (0..<count).map { i in
                let (from, to) = Endpoints.four(i)
                return Four(start: Endpoints.delay(i, of: count, workload), from: from, to: to)
            }
            fourPresentation = fours.map(\.from)
        }
    }

    func frame(at time: Double) {
        switch workload {
        case .oneProperty: renderOne(at: time)
        case .fourProperties, .staggered: renderFour(at: time, spring: false)
        case .spring: renderFour(at: time, spring: true)
        case .retarget: renderRetarget(at: time)
        case .steps: steps.frame(at: time, duration: duration, curve: curve)
        }
    }

    /// Two tracks per value: the newer runs from the older one's target to the retarget along
    /// the spring, and the older one, still running along easeInOut, adds its offset from its
    /// own target (UIKit's additive blending).
    private func renderRetarget(at time: Double) {
        let curve = self.curve
        let spring = self.retargetSpring
        let duration = self.duration
        let retargetDuration = Endpoints.retargetDuration(duration)
        fours.withUnsafeBufferPointer { tracks in
            retargets.withUnsafeBufferPointer { targets in
                fourPresentation.withUnsafeMutableBufferPointer { output in
                    for i in tracks.indices {
                        let track = tracks[i]
                        let older = curve.value(at: min(max((time - track.start) / duration, 0), 1))
                        let u = min(max(time / retargetDuration, 0), 1)
                        let newer = u >= 1 ? 1 : spring.value(at: u * retargetDuration)
                        func blend(_ from: Double, _ to: Double, _ retarget: Double) -> Double {
                            let base = to + (retarget - to) * newer
                            let offset = (from + (to - from) * older) - to
                            return base + offset
                        }
                        let (from, to, retarget) = (track.from, track.to, targets[i])
                        output[i] = FourValues(
                            position: CGPoint(
                                x: blend(from.position.x, to.position.x, retarget.position.x),
                                y: blend(from.position.y, to.position.y, retarget.position.y)),
                            alpha: blend(from.alpha, to.alpha, retarget.alpha),
                            scale: blend(from.scale, to.scale, retarget.scale))
                    }
                }
            }
        }
    }

    private func renderOne(at time: Double) {
        let curve = self.curve
        let duration = self.duration
        ones.withUnsafeBufferPointer { tracks in
            onePresentation.withUnsafeMutableBufferPointer { output in
                for i in tracks.indices {
                    let track = tracks[i]
                    let u = min(max((time - track.start) / duration, 0), 1)
                    let y = curve.value(at: u)
                    output[i] = track.from + (track.to - track.from) * y
                }
            }
        }
    }

    private func renderFour(at time: Double, spring useSpring: Bool) {
        let curve = self.curve
        let spring = self.spring
        let duration = self.duration
        fours.withUnsafeBufferPointer { tracks in
            fourPresentation.withUnsafeMutableBufferPointer { output in
                for i in tracks.indices {
                    let track = tracks[i]
                    let u = min(max((time - track.start) / duration, 0), 1)
                    let y =
                        useSpring
                        ? (u >= 1 ? 1 : spring.value(at: u * duration)) : curve.value(at: u)
                    output[i] = FourValues(
                        position: CGPoint(
                            x: track.from.position.x + (track.to.position.x - track.from.position.x)
                                * y,
                            y: track.from.position.y + (track.to.position.y - track.from.position.y)
                                * y),
                        alpha: track.from.alpha + (track.to.alpha - track.from.alpha) * y,
                        scale: track.from.scale + (track.to.scale - track.from.scale) * y)
                }
            }
        }
    }

    func checksum() -> Double {
        var sum = onePresentation.reduce(0, +) + steps.checksum()
        for value in fourPresentation {
            sum += value.position.x + value.position.y + value.alpha + value.scale
        }
        return sum
    }

    func finish() {
        ones = []
        onePresentation = []
        fours = []
        fourPresentation = []
        retargets = []
        steps = FloorSteps(count: 0)
    }
}
