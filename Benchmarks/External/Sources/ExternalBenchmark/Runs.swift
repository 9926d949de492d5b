import Dance
import Foundation

/// The workloads: "4p" (every sprite starts at t = 0) and "staggered" (sprite i after i/N s).
enum Workload: String, CaseIterable {
    case fourProperties = "4p"
    case staggered

    /// Seconds sprite `i` of `count` waits before moving.
    func delay(_ i: Int, of count: Int) -> Double {
        self == .staggered ? Double(i) / Double(count) : 0
    }
}

/// How a workload is driven.
enum Way: String, CaseIterable {
    case floor, animator, dance
    /// `animator` with `AnimationDriver.allowsParallelFrames` on (two cores from 50 000
    /// animators); the other engine ways run on one core, like the floor.
    case parallel
}

/// One repetition of one workload driven one way.
@MainActor
protocol Run: AnyObject {
    func start()
    func frame(at time: Double)
    func checksum() -> Double
    func finish()
}

/// Sprites animated by raw `PropertyAnimator`s or by `sprite.dance`, on a manual clock.
@MainActor
final class EngineRun: Run {
    private let workload: Workload
    private let way: Way
    private let count: Int
    private let duration: Double
    private let clock = ManualClock(frameInterval: 1.0 / 60)
    private var sprites: [Sprite] = []
    private var animators: [PropertyAnimator] = []

    init(_ workload: Workload, _ way: Way, count: Int, duration: Double) {
        (self.workload, self.way, self.count, self.duration) = (workload, way, count, duration)
        AnimationDriver.shared.clock = clock
    }

    func start() {
        sprites.reserveCapacity(count)
        if way != .dance { animators.reserveCapacity(count) }
        for i in 0..<count {
            let (from, to) = SpriteValues.endpoints(i)
            let sprite = Sprite(from)
            let delay = workload.delay(i, of: count)
            if way != .dance {
                let animator = PropertyAnimator(duration: duration, curve: .easeInOut) {
                    sprite.set(to)
                }
                animator.startAnimation(afterDelay: delay)
                animators.append(animator)
            } else {
                sprite.dance.animate(duration: duration, curve: .easeInOut) { $0.set(to) }
                    .start(after: delay)
            }
            sprites.append(sprite)
        }
    }

    func frame(at time: Double) {
        clock.advance(to: time)
    }

    func checksum() -> Double {
        sprites.reduce(0) { $0 + $1.presentationSum }
    }

    func finish() {
        for animator in animators {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
        }
        if way == .dance {
            for sprite in sprites { sprite.dance.finish(at: .end) }
        }
        animators = []
        sprites = []
        DanceFactory.instance.sweepReleasedNodes()
    }
}
