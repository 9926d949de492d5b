extension DanceError {
    /// The public operation an error was reported by.
    public enum Operation: String, Sendable, Hashable, CaseIterable {
        // MARK: - Timing

        /// `CubicTimingParameters(controlPoint1:controlPoint2:)`.
        case cubicTimingParameters = "CubicTimingParameters.init"
        /// Any `SpringTimingParameters` initializer.
        case springTimingParameters = "SpringTimingParameters.init"
        /// `SpringTimingParameters.fitted(toDuration:)`.
        case fitSpring = "SpringTimingParameters.fitted(toDuration:)"
        /// `DecayTimingParameters(decelerationRate:)`.
        case decayTimingParameters = "DecayTimingParameters.init"

        // MARK: - Clock

        /// `ManualClock(frameInterval:)`.
        case makeManualClock = "ManualClock.init(frameInterval:)"
        /// `DisplayLinkClock(framesPerSecond:)`.
        case makeDisplayLinkClock = "DisplayLinkClock.init(framesPerSecond:)"
        /// `ManualClock.advance(by:)` or `advance(to:)`.
        case advanceClock = "ManualClock.advance"
        /// Setting `AnimationDriver.durationScale`.
        case setDurationScale = "AnimationDriver.durationScale"
        /// Setting ``AnimationDriver/clock``.
        case setClock = "AnimationDriver.clock"
        /// A frame a ``FrameClock`` delivered to the ``AnimationDriver``.
        case frame = "FrameClock frame"
        /// ``FrameClock/now``, read when an animation starts, is scheduled or changes clocks.
        case readClock = "FrameClock.now"

        // MARK: - PropertyAnimator

        /// A `PropertyAnimator` initializer.
        case makeAnimator = "PropertyAnimator.init"
        /// A timeline of declarative steps: `PropertyAnimator(steps:on:)`,
        /// `PropertyAnimator(inParallel:stagger:on:)`, `node.animate(_:)`, Dance's
        /// `animate(_:)` and their parallel forms.
        case makeStepTimeline = "the timeline of the steps"
        /// `PropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`,
        /// which starts the animator it makes (a bad delay: it starts at once).
        case runningPropertyAnimator = "PropertyAnimator.runningPropertyAnimator"
        /// `startAnimation()` or `startAnimation(afterDelay:)`.
        case startAnimation = "startAnimation"
        /// `pauseAnimation()`.
        case pauseAnimation = "pauseAnimation()"
        /// `stopAnimation(_:)`.
        case stopAnimation = "stopAnimation(_:)"
        /// `finishAnimation(at:)`.
        case finishAnimation = "finishAnimation(at:)"
        /// Setting `fractionComplete`.
        case setFractionComplete = "fractionComplete"
        /// Setting `isReversed`.
        case setReversed = "isReversed"
        /// Setting `isInterruptible`.
        case setInterruptible = "isInterruptible"
        /// `addAnimations(_:)` or `addAnimations(_:delayFactor:)`.
        case addAnimations = "addAnimations"
        /// `addCompletion(_:)`.
        case addCompletion = "addCompletion(_:)"
        /// `continueAnimation(withTimingParameters:durationFactor:)`.
        case continueAnimation = "continueAnimation(withTimingParameters:durationFactor:)"
        /// Setting `speed`.
        case setSpeed = "speed"
        /// Setting `repeatCount`.
        case setRepeatCount = "repeatCount"
        /// Setting `autoreverses`.
        case setAutoreverses = "autoreverses"
        /// Setting an `@Animated` property outside an animation block.
        case setAnimatedProperty = "an @Animated property's set"
        /// ``DanceFactory/sweepReleasedNodes()``.
        case sweepReleasedNodes = "DanceFactory.sweepReleasedNodes()"
        /// `pauseAnimation(atFraction:)`.
        case pauseAnimationAtFraction = "pauseAnimation(atFraction:)"

        // MARK: - Dance

        /// `dance.animate(…)`.
        case animate = "dance.animate"
        /// `dance.start()` or `dance.start(after:)`.
        case start = "dance.start"
        /// `dance.pause()` or `dance.pause(after:)`.
        case pause = "dance.pause"
        /// `dance.finish(at:)`.
        case finish = "dance.finish(at:)"
        /// `dance.reverse()` or setting `dance.isReversed`.
        case reverse = "dance.reverse()"
        /// `dance.setProgress(to:)` or setting `dance.progress`.
        case setProgress = "dance.setProgress(to:)"
        /// `dance.addCompletion(_:)`.
        case danceAddCompletion = "dance.addCompletion(_:)"
        /// `dance.repeating(count:autoreverses:)`.
        case repeating = "dance.repeating(count:autoreverses:)"
        /// `dance.speed(_:)` or setting `dance.speed`.
        case danceSpeed = "dance.speed"
        /// `dance.pause(atProgress:)`.
        case pauseAtProgress = "dance.pause(atProgress:)"

        // MARK: - Declarative

        /// A declarative step factory such as `Animation.fadeIn(duration:)`.
        case makeStep = "Animation"
        /// `node.animate(_:)`, `node.animate(inParallel:)` or a choreography.
        case runSteps = "node.animate(steps)"
        /// A keyframe factory such as `Keyframe.linear(_:duration:timing:)`.
        case makeKeyframe = "Keyframe"
        /// A `KeyframeTimeline` initializer, or evaluating one at a bad time.
        case keyframeTimeline = "KeyframeTimeline"
        /// `PropertyAnimator.seek(toLabel:)`.
        case seekToLabel = "seek(toLabel:)"
        /// `PropertyAnimator.run(toLabel:)`.
        case runToLabel = "run(toLabel:)"

        /// How the operation is named in messages.
        public var name: String { rawValue }

        /// Whether the operation builds a value that, given a bad argument, uses a documented
        /// safe value instead (a spring, a curve, a clock) rather than changing nothing.
        var usesFallbackValue: Bool {
            switch self {
            case .cubicTimingParameters, .springTimingParameters, .fitSpring,
                .decayTimingParameters, .makeManualClock, .makeDisplayLinkClock, .makeAnimator,
                .runningPropertyAnimator, .makeStepTimeline,
                .makeStep, .makeKeyframe, .keyframeTimeline, .readClock:
                true
            default:
                false
            }
        }
    }
}
