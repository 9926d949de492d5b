import Foundation

extension PropertyAnimator {
    /// Options for ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)``
    /// (mirrors the curve options of `UIView.AnimationOptions`, with the same raw values).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted for source compatibility; there is no hit-testing to allow here.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted for source compatibility; animations always begin from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// The ease-in-out curve (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// The ease-in curve.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The linear curve.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve the options select.
        var curve: AnimationCurve {
            switch (rawValue >> 16) & 3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// Creates an animator that starts at once, like `UIView.animate` (mirrors
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    ///
    /// - Parameters:
    ///   - duration: Seconds in 0…1e9 (see ``init(duration:curve:animations:)``).
    ///   - delay: Seconds before the motion starts, in 0…1e9; a bad value reports
    ///     ``DanceError/invalidArgument(tag:operation:argument:value:)`` and 0 is used.
    ///   - options: The curve; other options are accepted and ignored.
    ///   - animations: Sets the `@Animated` properties; runs now.
    ///   - completion: Runs once when the animation ends.
    /// - Returns: The running animator.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((AnimatingPosition) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(
            duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        var checkedDelay = delay
        if !DurationLimits.allowsAnimator(delay) {
            animator.reject(.runningPropertyAnimator, .delay, delay)
            checkedDelay = 0
        }
        animator.startAnimation(afterDelay: checkedDelay)
        return animator
    }
}
