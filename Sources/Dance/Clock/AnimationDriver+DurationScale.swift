import Foundation

extension AnimationDriver {
    /// Multiplies the duration and delay of every animation: 2 plays everything half as fast,
    /// 0 ends every animation on the next frame (Android's `durationScale`, Compose's
    /// `MotionDurationScale`, Flutter's `timeDilation`).
    ///
    /// Default 1. Changing it applies to running animations too: each continues from where it
    /// is at the new pace (nothing jumps), and a delay still to wait is scaled. At 0 every
    /// animation, running or started later, reaches its end on the next frame and runs its
    /// completions once; an endlessly repeating one ends at the end of the pass it is in. Use 0
    /// for reduced motion and for tests that need only end states. A scale of 0 wins over an
    /// animator's ``PropertyAnimator/speed`` of 0. The wait of Dance's `pause(after:)` is scaled
    /// as a delay is.
    ///
    /// Valid values: 0, or 1e-6…1e6. Any other value (or NaN) reports
    /// ``DanceError/invalidArgument(tag:operation:argument:value:)`` and changes nothing. A pass
    /// shorter than 1e-6 s of clock time (a traversal's seconds — the duration, or what
    /// `continueAnimation` made them — × duration scale ÷ speed) completes on the next frame,
    /// as a scale of 0 does.
    public var durationScale: Double {
        get { storedDurationScale }
        set {
            guard !Self.isComputingValues else {
                return Diagnostics.report(
                    .wrongState(tag: nil, operation: .setDurationScale, reason: .renderingFrame))
            }
            guard newValue == 0 || DurationLimits.paces.contains(newValue) else {
                return Diagnostics.report(
                    .invalidArgument(
                        tag: nil, operation: .setDurationScale, argument: .durationScale,
                        value: newValue))
            }
            let oldValue = storedDurationScale
            storedDurationScale = newValue
            guard newValue != oldValue else { return }
            forEachClientInTime { $0.durationScaleDidChange(from: oldValue, to: newValue) }
        }
    }
}
