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
        /// The Dance handle's node has been released: there is nothing left to animate.
        case nodeReleased
        /// The engine is computing values — a frame, or a scrub, start, pause, stop, finish,
        /// track recording, velocity read or velocity hand-off outside one: the call came from the code it runs, a value
        /// type's `interpolated(to:fraction:)` or arithmetic, which must not change animations
        /// (the engine reads their tracks while it runs it).
        case renderingFrame

        /// The state, as a phrase that completes "because it is …".
        var phrase: String {
            switch self {
            case .inactive: "inactive"
            case .stopped: "stopped"
            case .running: "running"
            case .active: "active"
            case .notStopped: "not stopped"
            case .notInterruptible: "running and not interruptible"
            case .nodeReleased: "for a node that no longer exists"
            case .renderingFrame: "made while the engine computes values (from a value type's code)"
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
            case .nodeReleased: "keep a strong reference to the node while it animates"
            case .renderingFrame:
                "make it from a completion or after the frame; interpolated(to:fraction:) and "
                    + "vector arithmetic must not change animations"
            }
        }
    }

    /// The argument an ``DanceError/invalidArgument(tag:operation:argument:value:)`` names.
    ///
    /// Each argument's valid range is listed in the Errors article of the documentation; the
    /// ranges are chosen so that every computation inside them stays finite.
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
        /// A control point's x (the time axis of a cubic curve).
        case controlPointX
        /// A control point's y (the value axis of a cubic curve).
        case controlPointY
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
            switch (self, operation) {
            case (.duration, .springTimingParameters): "a number in 0.001…1000"
            case (.duration, .fitSpring): "a finite number > 0"
            case (.duration, .makeStepTimeline): "steps that last 0…1e9 s in all"
            case (.durationFactor, .continueAnimation):
                "a number ≥ 0 that, times the duration, is at most 1e9 s"
            case (.duration, .makeKeyframe), (.duration, .makeAnimator), (.duration, .makeStep),
                (.duration, .animate), (.duration, .continueAnimation), (.delay, _),
                (.stagger, .makeStep):
                "a number in 0…1e9"
            case (.duration, .advanceClock):
                "a finite number ≥ 0 that keeps the clock's time finite"
            case (.time, .advanceClock): "a finite number ≥ the clock's current time"
            case (.time, .frame): "a finite number ≥ the previous frame's time"
            case (.time, _): "a finite number"
            case (.progress, .keyframeTimeline): "a number (it is clamped to 0…1)"
            case (.duration, _), (.durationFactor, _), (.stagger, _):
                "a finite number ≥ 0"
            case (.fractionComplete, _), (.progress, _), (.delayFactor, _), (.controlPointX, _):
                "a number in 0…1"
            case (.controlPointY, _): "a number in -1000…1000"
            case (.mass, _), (.stiffness, _): "a number in 1e-6…1e6"
            case (.damping, _): "a number in 0…1e6"
            case (.dampingRatio, _): "a number in 0.001…1000"
            case (.initialVelocity, _): "a number in -1e6…1e6"
            case (.bounce, _): "a number in -1…1"
            case (.frameInterval, _): "a finite number ≥ 0.0001"
            case (.speed, _), (.durationScale, _): "0, or a number in 1e-6…1e6"
            case (.fraction, _): "a number in 0…1"
            case (.repeatCount, _): "a number ≥ 0, or .infinity"
            case (.keyTimes, _): "key times that rise from 0 to 1"
            case (.count, _): "one key time per value and one timing function per segment"
            case (.decelerationRate, _): "a number between 0 and 1 (exclusive)"
            case (.framesPerSecond, _): "a number in 1…1000"
            }
        }
    }
}
