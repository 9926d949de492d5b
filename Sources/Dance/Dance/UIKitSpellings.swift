import Foundation

// UIKit names a porter may type, pointing at this package's names at compile time: every name
// of the porting guide's table (PortingFromUIKitAndDance.md) has one. Only where UIKit is
// absent, so that they never clash with the real ones.
#if !canImport(UIKit)

    /// Use ``PropertyAnimator``.
    @available(
        *, unavailable, renamed: "PropertyAnimator",
        message: "UIViewPropertyAnimator is PropertyAnimator here, with the same members"
    )
    public typealias UIViewPropertyAnimator = PropertyAnimator

    /// Use ``PropertyAnimator``, which implements what the protocol declares.
    @available(
        *, unavailable, renamed: "PropertyAnimator",
        message: "There is one animator type, PropertyAnimator; use it in place of the protocol"
    )
    public typealias UIViewAnimating = PropertyAnimator

    /// Use ``PropertyAnimator``, which implements what the protocol declares.
    @available(
        *, unavailable, renamed: "PropertyAnimator",
        message: "There is one animator type, PropertyAnimator; use it in place of the protocol"
    )
    public typealias UIViewImplicitlyAnimating = PropertyAnimator

    /// Use ``CubicTimingParameters``.
    @available(
        *, unavailable, renamed: "CubicTimingParameters",
        message: "UICubicTimingParameters is CubicTimingParameters here"
    )
    public typealias UICubicTimingParameters = CubicTimingParameters

    /// Use ``SpringTimingParameters``.
    @available(
        *, unavailable, renamed: "SpringTimingParameters",
        message: "UISpringTimingParameters is SpringTimingParameters here"
    )
    public typealias UISpringTimingParameters = SpringTimingParameters

    /// Use ``TimingCurveProvider``.
    @available(
        *, unavailable, renamed: "TimingCurveProvider",
        message: "UITimingCurveProvider is TimingCurveProvider here"
    )
    public typealias UITimingCurveProvider = TimingCurveProvider

    /// Use ``TimingCurveType``.
    @available(
        *, unavailable, renamed: "TimingCurveType",
        message: "UITimingCurveType is TimingCurveType here"
    )
    public typealias UITimingCurveType = TimingCurveType

    /// Use ``AnimatingState``.
    @available(
        *, unavailable, renamed: "AnimatingState",
        message: "UIViewAnimatingState is AnimatingState here (.inactive, .active, .stopped)"
    )
    public typealias UIViewAnimatingState = AnimatingState

    /// Use ``AnimatingPosition``.
    @available(
        *, unavailable, renamed: "AnimatingPosition",
        message: "UIViewAnimatingPosition is AnimatingPosition here (.start, .end, .current)"
    )
    public typealias UIViewAnimatingPosition = AnimatingPosition

    /// Use ``Node``, or mark your own class's properties `@Animated` and conform it to ``Dancing``.
    @available(
        *, unavailable, renamed: "Node",
        message: "Use Node, or conform your own class to Dancing with @Animated properties"
    )
    public typealias UIView = Node

    /// Use ``Color``.
    @available(
        *, unavailable, renamed: "Color",
        message: "UIColor is Color here: Color(red:green:blue:alpha:), components 0…1"
    )
    public typealias UIColor = Color

    /// Set ``AnimationDriver/durationScale`` to 0 where the desktop asks for reduced motion.
    @available(
        *, unavailable,
        message: "Set AnimationDriver.shared.durationScale = 0 where the desktop asks for it"
    )
    public enum UIAccessibility {
        /// Set ``AnimationDriver/durationScale`` to 0 where the desktop asks for reduced motion.
        @available(
            *, unavailable,
            message: "Set AnimationDriver.shared.durationScale = 0 where the desktop asks for it"
        )
        public static var isReduceMotionEnabled: Bool { false }
    }
#endif

#if !canImport(QuartzCore)
    /// Use ``DisplayLinkClock``.
    @available(
        *, unavailable, renamed: "DisplayLinkClock",
        message: "Frames come from AnimationDriver.shared.clock: a DisplayLinkClock by default"
    )
    public typealias CADisplayLink = DisplayLinkClock

    /// Use ``Node``; a layer's time controls are the animator's.
    @available(
        *, unavailable, renamed: "Node",
        message: "CALayer is Node here; speed, repeatCount and autoreverses are PropertyAnimator's"
    )
    public typealias CALayer = Node
#endif

extension PropertyAnimator {
    /// Not supported: there is no hit-testing on Linux.
    @available(*, unavailable, message: "There is no hit-testing here; nothing to enable")
    public var isUserInteractionEnabled: Bool { true }

    /// Not supported: there is no hit-testing on Linux.
    @available(*, unavailable, message: "There is no hit-testing here; nothing to enable")
    public var isManualHitTestingEnabled: Bool { false }
}
