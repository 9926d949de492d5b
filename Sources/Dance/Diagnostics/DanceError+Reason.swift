extension DanceError {
    /// Why an operation is not allowed in the animation's current state.
    public enum StateReason: String, Sendable, Hashable, CaseIterable {
        /// The animator has not started (or has already completed).
        case inactive
        /// The animator is stopped: only `finishAnimation(at:)` may follow.
        case stopped
        /// The animator is running; the operation needs it paused or inactive.
        case running
        /// The animator is active; the operation is only allowed while inactive.
        case active
        /// `finishAnimation(at:)` needs a stopped animator.
        case notStopped
        /// The animator is not interruptible and is running.
        case notInterruptible

        /// The state, as a phrase that completes "because it is …".
        var phrase: String {
            switch self {
            case .inactive: "inactive"
            case .stopped: "stopped"
            case .running: "running"
            case .active: "active"
            case .notStopped: "not stopped"
            case .notInterruptible: "running and not interruptible"
            }
        }

        /// What the caller can do instead.
        var advice: String {
            switch self {
            case .inactive: "start it first"
            case .stopped: "call finishAnimation(at:) to end it"
            case .running: "pause it first"
            case .active: "do this before the animation starts"
            case .notStopped: "call stopAnimation(false) first"
            case .notInterruptible: "let it finish, or set isInterruptible before starting"
            }
        }
    }

    /// The argument an ``DanceError/invalidArgument(tag:operation:argument:value:)`` names.
    public enum Argument: String, Sendable, Hashable, CaseIterable {
        case duration
        case delay
        case fractionComplete
        case progress
        case durationFactor
        case delayFactor
        case dampingRatio
        case mass
        case stiffness
        case damping
        case initialVelocity
        case bounce
        case controlPoint
        case frameInterval
        case framesPerSecond
        case time
        case stagger
        /// A Core Animation key time: rising from 0 to 1, one per value.
        case keyTimes
        /// How many values, key times or timing functions a keyframe timeline was given.
        case count
        case decelerationRate
        case speed
        case durationScale
        case repeatCount
        case fraction

        /// The rule the value broke in `operation`, as a phrase that completes "use …".
        func requirement(in operation: Operation) -> String {
            switch self {
            case .duration where operation == .springTimingParameters || operation == .fitSpring:
                "a finite number > 0"
            case .duration, .delay, .durationFactor, .damping, .stagger, .speed, .durationScale:
                "a finite number ≥ 0"
            case .fractionComplete, .progress, .delayFactor, .fraction:
                "a number in 0…1"
            case .repeatCount:
                "a number ≥ 0, or .infinity"
            case .mass, .stiffness, .frameInterval, .framesPerSecond:
                "a finite number > 0"
            case .dampingRatio:
                "a finite number ≥ 0.001"
            case .initialVelocity, .controlPoint, .time:
                "a finite number"
            case .bounce:
                "a finite number in -1…1"
            case .keyTimes:
                "key times that rise from 0 to 1"
            case .count:
                "one key time per value and one timing function per segment"
            case .decelerationRate:
                "a number between 0 and 1 (exclusive)"
            }
        }
    }
}
