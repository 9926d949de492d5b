/// Content an animator drives other than its captured tracks: a declarative sequence's
/// segments, laid out on one timeline.
///
/// The animator keeps the timeline, the state machine and the completions; the content maps a
/// timeline position to property values and leaves them at an end.
@MainActor
protocol TimelineContent: AnyObject {
    /// Sets every property the content animates for timeline `position` (0…1); `linear` asks
    /// for linear progress within each segment (scrubbing with `scrubsLinearly`).
    func render(at position: Double, linear: Bool)

    /// Makes model values equal presentation values, as stopping does (UIKit's rule).
    func stop()

    /// Leaves every property at `position` and releases it.
    func settle(at position: SettlePosition)
}
