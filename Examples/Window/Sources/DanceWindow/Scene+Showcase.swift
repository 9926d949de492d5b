import Dance
import Foundation
import WindowRecord

/// The showcase: an orb and a block crossing the lower right and back, endlessly, under the
/// keyboard's control (space pauses and resumes, R reverses, ←/→ scrub, +/− change speed).
extension Scene {
    /// Starts the showcase from where its nodes are: one animator that repeats without end
    /// and autoreverses, so each pass goes out and comes back.
    ///
    /// Reversed, the playhead runs back through the passes to the very start and the animator
    /// completes there; the showcase then starts again, still reversed.
    func startShowcase(reversed: Bool) {
        let animator = PropertyAnimator(duration: Self.showcaseLegDuration, curve: .easeInOut) {
            [orb, block] in
            orb.center.x = 752
            orb.backgroundColor = Color(red: 0.25, green: 0.45, blue: 0.98)
            block.center.x = 752
            block.transform = CGAffineTransform(rotationAngle: .pi * 0.75).concatenating(
                CGAffineTransform(scaleX: 0.7, y: 0.7))
            block.alpha = 0.45
        }
        animator.repeatCount = .infinity
        animator.autoreverses = true
        animator.speed = showcaseSpeed
        animator.isReversed = reversed
        animator.addCompletion { [weak self] position in
            self?.startShowcase(reversed: position == .start)
        }
        showcase = animator
        animator.startAnimation()
    }

    /// Applies a showcase key.
    func control(_ key: InputEvent.Key) {
        guard let showcase else { return }
        switch key {
        case .space:
            if showcase.isRunning { showcase.pauseAnimation() } else { showcase.startAnimation() }
        case .reverse:
            showcase.isReversed.toggle()
        case .left, .right:
            if showcase.isRunning { showcase.pauseAnimation() }
            let step = key == .left ? -0.1 : 0.1
            showcase.fractionComplete = min(max(showcase.fractionComplete + step, 0), 1)
        case .faster:
            setShowcaseSpeed(showcaseSpeed * 1.5)
        case .slower:
            setShowcaseSpeed(showcaseSpeed / 1.5)
        }
        controls.append(
            ControlRecord(
                key: key.rawValue, isRunning: showcase.isRunning, isReversed: showcase.isReversed,
                fraction: showcase.fractionComplete, speed: showcase.speed))
    }

    /// Plays the showcase at `speed` (0.25…4) from now on, without moving anything: its
    /// animator's `speed`.
    func setShowcaseSpeed(_ speed: Double) {
        showcaseSpeed = min(max(speed, 0.25), 4)
        showcase?.speed = showcaseSpeed
    }
}
