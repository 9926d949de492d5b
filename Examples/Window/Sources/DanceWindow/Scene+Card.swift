import Dance
import Foundation

/// Dragging, flinging and bouncing the card: the drag, release, fling and spring-back pattern
/// of the "Motion between animations" article, on the card's Dance animation.
///
/// The pointer's velocity while dragging is measured from input events, at the times they
/// happened (it is input, not animation: see ``PointerTrack``); once the card is let go, its
/// velocity is the engine's `card.$center.velocity`.
extension Scene {
    /// UIKit's normal deceleration rate, per millisecond.
    static let decelerationRate = 0.998

    // MARK: - Pointer

    /// Picks the card up if `point` is on it; `time` is the event's, in seconds.
    func grab(at point: CGPoint, time: TimeInterval) {
        let shown = card.$center.presentation
        let half = CGVector(dx: card.bounds.width / 2 + 4, dy: card.bounds.height / 2 + 4)
        guard abs(point.x - shown.x) <= half.dx, abs(point.y - shown.y) <= half.dy else { return }
        if card.dance.hasAnimation { card.dance.finish(at: .current) }  // stays where shown
        cardState = .dragging
        grabOffset = CGVector(dx: point.x - shown.x, dy: point.y - shown.y)
        pointerTrack = PointerTrack()
        pointerTrack.append(point, at: time)
        events.append("grab")
        lift(true)
    }

    /// Moves a dragged card with the pointer, at `point` at the event's `time`, in seconds.
    func drag(to point: CGPoint, time: TimeInterval) {
        guard cardState == .dragging else { return }
        card.center = CGPoint(x: point.x - grabOffset.dx, y: point.y - grabOffset.dy)
        pointerTrack.append(point, at: time)
    }

    /// Lets a dragged card go at `point` at the event's `time`, in seconds, with the pointer's
    /// velocity (at most ``PointerTrack/maximumSpeed``).
    func release(at point: CGPoint, time: TimeInterval) {
        guard cardState == .dragging else { return }
        drag(to: point, time: time)
        lift(false)
        let velocity = pointerTrack.releaseVelocity
        releaseSpeed = max(
            releaseSpeed, (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot())
        fling(velocity: velocity)
    }

    /// Lifts the card under the pointer (a little larger, tilted, translucent) or sets it down.
    private func lift(_ lifted: Bool) {
        let transform =
            lifted
            ? CGAffineTransform(rotationAngle: -0.06).concatenating(
                CGAffineTransform(scaleX: 1.08, y: 1.08)) : .identity
        let animator = PropertyAnimator(duration: 0.35, dampingRatio: 0.6) { [card] in
            card.transform = transform
            card.alpha = lifted ? 0.9 : 1
        }
        animator.startAnimation()
    }

    // MARK: - Fling and bounce

    /// Glides the card from the hand's `velocity` (pixels per second) to a stop, decelerating
    /// as a scroll view does, towards `DecayTimingParameters.projectedValue`: the card
    /// leaves the hand at exactly the hand's velocity and would travel
    /// velocity / (1000 · ln(1/r)).
    ///
    /// When that point lies outside the resting bounds, ``update()`` hands the card to
    /// ``springBack()`` on the frame it crosses the bound.
    func fling(velocity: CGVector) {
        let start = card.center
        guard (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot() > 20 else {
            // Let go at rest: stay, unless dropped outside the bounds.
            return canRest(at: start) ? settle() : springBack()
        }
        let decay = DecayTimingParameters(decelerationRate: Self.decelerationRate)
        let target = decay.projectedValue(
            from: start, initialVelocity: CGPoint(x: velocity.dx, y: velocity.dy))
        cardState = .flinging
        events.append("fling")
        // The decay's settling duration replaces the duration.
        card.dance.animate(duration: 0, timingParameters: decay) { $0.center = target }
            .addCompletion { [weak self] position in
                if position == .end { self?.settle() }
            }
            .start()
    }

    /// The card crossed the edge of its bounds while flinging (or was dropped outside them):
    /// a spring pulls it back to the nearest resting point.
    ///
    /// Dance's `animate` replaces the running fling, and the spring starts with the card's
    /// whole velocity at that moment (along the edge too), so the card overshoots past the
    /// edge, runs on along it, and returns. The velocities just before and just after the
    /// hand-off are kept in ``handOff``.
    func springBack() {
        let here = card.$center.presentation
        let before = cardVelocity()
        let target = CGPoint(
            x: min(max(here.x, restingBounds.minX), restingBounds.maxX),
            y: min(max(here.y, restingBounds.minY), restingBounds.maxY))
        cardState = .springingBack
        events.append("spring-back")
        card.dance.animate(duration: 0.9, dampingRatio: 0.55) { $0.center = target }
            .addCompletion { [weak self] position in
                if position == .end { self?.settle() }
            }
            .start()
        handOff = (before, cardVelocity())
    }

    /// The card's velocity now, pixels per second: the engine's analytic
    /// `card.$center.velocity` (zero while dragged, since the pointer sets the centre).
    func cardVelocity() -> CGVector {
        let velocity = card.$center.velocity
        return CGVector(dx: velocity.x, dy: velocity.y)
    }

    private func settle() {
        cardState = .resting
        events.append("settle")
    }
}
