import Foundation
import Testing

@testable import Dance

/// Finite in, finite out for the time controls: whatever duration, speed, duration scale and
/// keyframe durations are given (bad ones are reported and change nothing or use a safe
/// value), every presentation value and velocity stays finite.
@MainActor @Suite(.serialized) struct TimeControlsFinitenessPropertyTests {
    nonisolated static let seeds: [UInt64] = [1, 0x5EED, 0xDA_2CE]
    static let draws = 150
    static let framesPerDraw = 4

    /// Whether `node`'s animated alpha and center, and their velocities, are finite.
    private func isFinite(_ node: Node) -> Bool {
        let center = node.$center.presentation
        let velocity = node.$center.velocity
        return node.$alpha.presentation.isFinite && node.$alpha.velocity.isFinite
            && center.x.isFinite && center.y.isFinite && velocity.x.isFinite
            && velocity.y.isFinite
    }

    @Test(
        "animators at any duration, speed and duration scale give finite values and velocities",
        arguments: seeds)
    func animators(seed: UInt64) {
        var numbers = ExtremeNumbers(seed: seed)
        withEngine { clock in
            defer { AnimationDriver.shared.durationScale = 1 }
            _ = captureErrors {
                for _ in 0..<Self.draws {
                    let node = makeNode()
                    let (duration, speed, scale) = (numbers.next(), numbers.next(), numbers.next())
                    let inputs = "duration \(duration) speed \(speed) scale \(scale)"
                    AnimationDriver.shared.durationScale = scale
                    let animator = PropertyAnimator(duration: duration, curve: .easeInOut) {
                        node.alpha = 0
                        node.center = CGPoint(x: 1e6, y: -1e6)
                    }
                    animator.speed = speed
                    animator.startAnimation()
                    for _ in 0..<Self.framesPerDraw {
                        guard isFinite(node) else {
                            Issue.record("not finite at \(clock.now) for \(inputs)")
                            break
                        }
                        // Change the pace mid-flight too.
                        if numbers.random.next() % 2 == 0 {
                            animator.speed = numbers.next()
                        } else {
                            AnimationDriver.shared.durationScale = numbers.next()
                        }
                        #expect(isFinite(node), "after a pace change for \(inputs)")
                        clock.advance(by: clock.frameInterval)
                    }
                    if animator.state == .active { animator.stopAnimation(true) }
                    AnimationDriver.shared.durationScale = 1
                }
            }
        }
    }

    @Test(
        "keyframe timelines with any durations give finite values and velocities",
        arguments: seeds)
    func keyframes(seed: UInt64) {
        var numbers = ExtremeNumbers(seed: seed)
        _ = captureErrors {
            for _ in 0..<Self.draws {
                let durations = (0..<4).map { _ in numbers.next() }
                let kinds = (0..<4).map { _ in numbers.random.next() % 4 }
                let keyframes: [Keyframe<Double>] = zip(durations, kinds).enumerated().map {
                    index, pair in
                    let value = index % 2 == 0 ? 1000.0 : -1000
                    switch pair.1 {
                    case 0: return .linear(value, duration: pair.0)
                    case 1: return .cubic(value, duration: pair.0)
                    case 2: return .spring(value, duration: pair.0)
                    default: return .move(value)
                    }
                }
                let timeline = KeyframeTimeline(initialValue: 0, keyframes: keyframes)
                for _ in 0..<12 {
                    let time = numbers.nextTime()
                    let (value, velocity) = (
                        timeline.value(time: time), timeline.velocity(time: time)
                    )
                    guard value.isFinite, velocity.isFinite else {
                        Issue.record("\(value), \(velocity) at \(time) for \(durations) \(kinds)")
                        break
                    }
                }
            }
        }
    }
}
