import Foundation

@testable import Dance

/// How a ``ReferenceModelTests`` sequence's animator is made.
struct ReferenceModelSetup: CustomStringConvertible {
    var duration: Double
    var frameInterval: Double
    var repeatCount: Double
    var autoreverses: Bool
    var pausesOnCompletion: Bool
    var isInterruptible: Bool
    /// The most steps the sequence plays.
    var length = 60

    /// A random set-up: single-pass, or with one of the repeat counts worth testing.
    static func random(repeating: Bool, using random: inout SplitMix64) -> ReferenceModelSetup {
        let frameInterval = random.pick([1.0 / 60, 1.0 / 60, 0.05, 1.0 / 7, 3.0])
        let duration = random.pick([0.5, 1, 2, 0.3 + 2 * random.unit()])
        var repeatCount = 0.0
        var autoreverses = false
        if repeating {
            repeatCount = random.pick([0, 1, 2, 3, 2.5, 1.5, .infinity, 0.5, 1e6, 1000.5])
            autoreverses = random.pick([false, true])
        }
        return ReferenceModelSetup(
            duration: duration, frameInterval: frameInterval, repeatCount: repeatCount,
            autoreverses: autoreverses, pausesOnCompletion: random.int(4) == 0,
            isInterruptible: random.int(7) != 0, length: random.pick([10, 25, 60]))
    }

    /// The model of the animator this set-up makes.
    func model() -> AnimatorReferenceModel {
        var model = AnimatorReferenceModel(
            duration: duration, repeatCount: repeatCount, autoreverses: autoreverses)
        model.pausesOnCompletion = pausesOnCompletion
        model.isInterruptible = isInterruptible
        return model
    }

    var description: String {
        "duration \(duration), frames every \(frameInterval) s, repeatCount \(repeatCount), "
            + "autoreverses \(autoreverses), pausesOnCompletion \(pausesOnCompletion), "
            + "isInterruptible \(isInterruptible)"
    }
}

/// One step of a sequence: a call on the animator (or the driver), or a clock advance.
enum ReferenceModelOperation: CustomStringConvertible {
    case advance(Double)
    case start
    case startAfterDelay(Double)
    case pause
    case stop(withoutFinishing: Bool)
    case finish(AnimatingPosition)
    case scrub(Double)
    case reverse(Bool)
    case continueAnimation(Double)
    case speed(Double)
    case pauseAtFraction(Double)
    case durationScale(Double)
    case interruptible(Bool)
    case repeatCount(Double)
    case autoreverses(Bool)

    /// Applies the step to the library.
    @MainActor
    func apply(to animator: PropertyAnimator, clock: ManualClock) {
        switch self {
        case .advance(let seconds): clock.advance(by: seconds)
        case .start: animator.startAnimation()
        case .startAfterDelay(let delay): animator.startAnimation(afterDelay: delay)
        case .pause: animator.pauseAnimation()
        case .stop(let withoutFinishing): animator.stopAnimation(withoutFinishing)
        case .finish(let position): animator.finishAnimation(at: position)
        case .scrub(let fraction): animator.fractionComplete = fraction
        case .reverse(let reversed): animator.isReversed = reversed
        case .continueAnimation(let factor):
            animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
        case .speed(let speed): animator.speed = speed
        case .pauseAtFraction(let fraction): animator.pauseAnimation(atFraction: fraction)
        case .durationScale(let scale): AnimationDriver.shared.durationScale = scale
        case .interruptible(let interruptible): animator.isInterruptible = interruptible
        case .repeatCount(let count): animator.repeatCount = count
        case .autoreverses(let reverses): animator.autoreverses = reverses
        }
    }

    /// Applies the step to the model (after the library: an advance reads the clock's time).
    @MainActor
    func apply(
        to model: inout AnimatorReferenceModel, clock: ManualClock
    ) -> AnimatorReferenceModel.Verdict {
        switch self {
        case .advance:
            if clock.now > model.now { model.advance(to: clock.now) }
            return .accepted
        case .start: return model.start()
        case .startAfterDelay(let delay): return model.start(afterDelay: delay)
        case .pause: return model.pause()
        case .stop(let withoutFinishing): return model.stop(withoutFinishing: withoutFinishing)
        case .finish(let position): return model.finish(at: position)
        case .scrub(let fraction): return model.scrub(to: fraction)
        case .reverse(let reversed): return model.setReversed(reversed)
        case .continueAnimation(let factor): return model.continueAnimation(durationFactor: factor)
        case .speed(let speed): return model.setSpeed(speed)
        case .pauseAtFraction(let fraction): return model.pause(atFraction: fraction)
        case .durationScale(let scale): return model.setDurationScale(scale)
        case .interruptible(let interruptible): return model.setInterruptible(interruptible)
        case .repeatCount(let count): return model.setRepeatCount(count)
        case .autoreverses(let reverses): return model.setAutoreverses(reverses)
        }
    }

    /// A random step for the animator `model` describes, with valid and invalid arguments.
    static func random(
        for model: AnimatorReferenceModel, setup: ReferenceModelSetup,
        using random: inout SplitMix64
    ) -> ReferenceModelOperation {
        let duration = setup.duration
        switch random.int(100) {
        case 0..<30:
            return .advance(
                random.pick([
                    0, 1e-7, 1.0 / 60, random.unit() * 0.2, random.unit() * duration,
                    random.unit() * 3 * duration, random.pick([5.0, 10.0]),
                    setup.frameInterval >= 1 ? 1000 * random.unit() * duration : 0.1,
                ]))
        case 30..<38: return .start
        case 38..<42: return .startAfterDelay(random.pick([0, 0.1, random.unit(), -1, .nan]))
        case 42..<48: return .pause
        case 48..<52: return .stop(withoutFinishing: random.int(3) == 0)
        case 52..<57: return .finish(random.pick([.start, .end, .current]))
        case 57..<66:
            return .scrub(random.pick([0, 1, random.unit(), random.unit(), -0.5, 1.5, .nan]))
        case 66..<73: return .reverse(!model.isReversed)
        case 73..<79:
            return .continueAnimation(random.pick([0, 0.5, 2, random.unit() * 3, -1, .nan]))
        case 79..<88:
            return .speed(
                random.pick([0, 0.5, 1, 2, 0.1 + 4 * random.unit(), -1, .nan, 1e-7, .infinity]))
        case 88..<96:
            // Not during a start delay: see `AmbiguousSpot.pauseAtFractionInDelay`.
            if model.isRunning, model.motionStart > model.now { return .pause }
            return .pauseAtFraction(
                random.pick([0, 1, random.unit(), random.unit(), random.unit(), -0.5, .nan]))
        case 96..<98:
            return .durationScale(random.pick([0.5, 1, 2, 0.2 + 3 * random.unit(), 0, -1, .nan]))
        case 98: return .interruptible(!model.isInterruptible)
        default:
            // A single-pass animator stays single-pass: only the refused change while active.
            if setup.repeatCount == 0, model.state == .inactive { return .start }
            return random.int(2) == 0
                ? .repeatCount(random.pick([2, 0.5, .infinity, -1]))
                : .autoreverses(!model.autoreverses)
        }
    }

    var description: String {
        switch self {
        case .advance(let seconds): "clock.advance(by: \(seconds))"
        case .start: "animator.startAnimation()"
        case .startAfterDelay(let delay): "animator.startAnimation(afterDelay: \(delay))"
        case .pause: "animator.pauseAnimation()"
        case .stop(let withoutFinishing): "animator.stopAnimation(\(withoutFinishing))"
        case .finish(let position): "animator.finishAnimation(at: .\(position))"
        case .scrub(let fraction): "animator.fractionComplete = \(fraction)"
        case .reverse(let reversed): "animator.isReversed = \(reversed)"
        case .continueAnimation(let factor):
            "animator.continueAnimation(withTimingParameters: nil, durationFactor: \(factor))"
        case .speed(let speed): "animator.speed = \(speed)"
        case .pauseAtFraction(let fraction): "animator.pauseAnimation(atFraction: \(fraction))"
        case .durationScale(let scale): "AnimationDriver.shared.durationScale = \(scale)"
        case .interruptible(let interruptible): "animator.isInterruptible = \(interruptible)"
        case .repeatCount(let count): "animator.repeatCount = \(count)"
        case .autoreverses(let reverses): "animator.autoreverses = \(reverses)"
        }
    }
}

extension SplitMix64 {
    /// A uniform double in 0..<1 (53 random bits).
    fileprivate mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A uniform integer in 0..<count.
    fileprivate mutating func int(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    /// One of `values`, uniformly.
    fileprivate mutating func pick<Value>(_ values: [Value]) -> Value { values[int(values.count)] }
}
