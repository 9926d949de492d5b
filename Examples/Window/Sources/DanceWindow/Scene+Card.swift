import Dance
import Foundation

/// Dragging, flinging and bouncing the card.
///
/// Three small functions stand in for round 2's API until it lands, each the one place to
/// switch: ``fling(velocity:)`` (→ `DecayTimingParameters` and `projectedValue`),
/// ``cardVelocity()`` (→ `card.$center.velocity`) and, in the showcase,
/// ``setShowcaseSpeed(_:)`` (→ `PropertyAnimator.speed`).
extension Scene {
    /// UIKit's normal deceleration rate, per millisecond.
    static let decelerationRate = 0.998

    // MARK: - Pointer

    func grab(at point: CGPoint) {
        let shown = card.$center.presentation
        let half = CGVector(dx: card.bounds.width / 2 + 4, dy: card.bounds.height / 2 + 4)
        guard abs(point.x - shown.x) <= half.dx, abs(point.y - shown.y) <= half.dy else { return }
        cardMotion?.stopAnimation(true)  // the card stays where it is shown
        cardMotion = nil
        cardState = .dragging
        grabOffset = CGVector(dx: point.x - shown.x, dy: point.y - shown.y)
        pointerSamples = [(AnimationDriver.shared.clock.now, point)]
        events.append("grab")
        lift(true)
    }

    func drag(to point: CGPoint) {
        guard cardState == .dragging else { return }
        card.center = CGPoint(x: point.x - grabOffset.dx, y: point.y - grabOffset.dy)
        let now = AnimationDriver.shared.clock.now
        pointerSamples.append((now, point))
        pointerSamples.removeAll { now - $0.time > 0.1 }
    }

    func release(at point: CGPoint) {
        guard cardState == .dragging else { return }
        drag(to: point)
        lift(false)
        let velocity = releaseVelocity()
        releaseSpeed = max(
            releaseSpeed, (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot())
        fling(velocity: velocity)
    }

    /// The pointer's velocity over its last 100 ms, pixels per second; zero if it rested.
    private func releaseVelocity() -> CGVector {
        guard let first = pointerSamples.first, let last = pointerSamples.last,
            last.time > first.time
        else { return .zero }
        let seconds = last.time - first.time
        return CGVector(
            dx: (last.point.x - first.point.x) / seconds,
            dy: (last.point.y - first.point.y) / seconds)
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
    /// as a scroll view does: it would travel velocity / (1000 · ln(1/r)).
    ///
    /// Until round 2's `DecayTimingParameters` lands, the decay curve 1 − r^(1000·t) is
    /// approximated by a cubic Bézier with the same start slope (ln 1000 over the settling
    /// time), so the card leaves the hand at the hand's speed. With round 2 this body becomes
    /// `let decay = DecayTimingParameters(decelerationRate: r)` and
    /// `card.center = decay.projectedValue(from: start, initialVelocity: velocity)`.
    func fling(velocity: CGVector) {
        let rate = 1000 * log(1 / Self.decelerationRate)  // per second
        let start = card.center
        let target = CGPoint(x: start.x + velocity.dx / rate, y: start.y + velocity.dy / rate)
        guard (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot() > 20 else {
            // Let go at rest: stay, unless dropped outside the bounds.
            return restingBounds.contains(start) ? settle() : springBack()
        }
        let settling = log(1000) / rate
        let timing = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.1 * log(1000)), controlPoint2: CGPoint(x: 0.3, y: 1)
        )
        let animator = PropertyAnimator(duration: settling, timingParameters: timing)
        animator.addAnimations { [card] in card.center = target }
        animator.addCompletion { [weak self] _ in self?.settle() }
        cardState = .flinging
        events.append("fling")
        cardMotion = animator
        animator.startAnimation()
    }

    /// The card crossed the edge of its bounds while flinging: a spring pulls it back inside,
    /// starting with the velocity it had, so it overshoots past the edge and returns.
    ///
    /// A spring's velocity is relative to its distance along one axis, so the card's velocity
    /// is projected on the way back; what runs along the edge is dropped.
    func springBack() {
        let velocity = cardVelocity()
        let here = card.$center.presentation
        cardMotion?.stopAnimation(true)
        let target = CGPoint(
            x: min(max(here.x, restingBounds.minX), restingBounds.maxX),
            y: min(max(here.y, restingBounds.minY), restingBounds.maxY))
        let distance = CGVector(dx: target.x - here.x, dy: target.y - here.y)
        let squared = distance.dx * distance.dx + distance.dy * distance.dy
        let relative =
            squared > 0 ? (velocity.dx * distance.dx + velocity.dy * distance.dy) / squared : 0
        let timing = SpringTimingParameters(
            dampingRatio: 0.55, initialVelocity: CGVector(dx: relative, dy: 0))
        let animator = PropertyAnimator(duration: 0.9, timingParameters: timing)
        animator.addAnimations { [card] in card.center = target }
        animator.addCompletion { [weak self] _ in self?.settle() }
        cardState = .springingBack
        events.append("spring-back")
        cardMotion = animator
        animator.startAnimation()
    }

    /// The card's velocity now, pixels per second.
    ///
    /// Until round 2's `card.$center.velocity` lands, read from the last two frames'
    /// presentation values; round 2 makes this body `card.$center.velocity`.
    func cardVelocity() -> CGVector {
        guard cardTrail.count == 2, cardTrail[1].time > cardTrail[0].time else { return .zero }
        let seconds = cardTrail[1].time - cardTrail[0].time
        return CGVector(
            dx: (cardTrail[1].point.x - cardTrail[0].point.x) / seconds,
            dy: (cardTrail[1].point.y - cardTrail[0].point.y) / seconds)
    }

    private func settle() {
        cardMotion = nil
        cardState = .resting
        events.append("settle")
    }
}
