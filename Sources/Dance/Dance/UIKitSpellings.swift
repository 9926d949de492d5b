import Foundation

// UIKit names a porter may type, pointing at this package's names at compile time. Only
// where UIKit is absent, so that they never clash with the real ones.
#if !canImport(UIKit)

    /// Use ``PropertyAnimator``.
    @available(*, unavailable, renamed: "PropertyAnimator")
    public typealias UIViewPropertyAnimator = PropertyAnimator

    /// Use ``CubicTimingParameters``.
    @available(*, unavailable, renamed: "CubicTimingParameters")
    public typealias UICubicTimingParameters = CubicTimingParameters

    /// Use ``SpringTimingParameters``.
    @available(*, unavailable, renamed: "SpringTimingParameters")
    public typealias UISpringTimingParameters = SpringTimingParameters

    /// Use ``TimingCurveProvider``.
    @available(*, unavailable, renamed: "TimingCurveProvider")
    public typealias UITimingCurveProvider = TimingCurveProvider

    /// Use ``AnimatingState``.
    @available(*, unavailable, renamed: "AnimatingState")
    public typealias UIViewAnimatingState = AnimatingState

    /// Use ``AnimatingPosition``.
    @available(*, unavailable, renamed: "AnimatingPosition")
    public typealias UIViewAnimatingPosition = AnimatingPosition

    /// Use ``Node``, or mark your own class's properties `@Animated` and conform it to ``Dancing``.
    @available(
        *, unavailable, renamed: "Node",
        message: "Use Node, or conform your own class to Dancing with @Animated properties"
    )
    public typealias UIView = Node
#endif

extension PropertyAnimator {
    /// Not supported: there is no hit-testing on Linux.
    @available(*, unavailable, message: "There is no hit-testing here; nothing to enable")
    public var isUserInteractionEnabled: Bool { true }

    /// Not supported: there is no hit-testing on Linux.
    @available(*, unavailable, message: "There is no hit-testing here; nothing to enable")
    public var isManualHitTestingEnabled: Bool { false }
}
