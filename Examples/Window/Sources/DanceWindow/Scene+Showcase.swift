import Dance
import Foundation
import WindowRecord

/// The showcase: an orb and a block crossing the lower right, leg after leg, under the
/// keyboard's control (space pauses and resumes, R reverses, ←/→ scrub, +/− change speed).
extension Scene {
    /// Starts the next leg, towards whichever end the orb is not at.
    func startShowcaseLeg() {
        let outbound = orb.center.x < 650
        let animator = PropertyAnimator(
            duration: Self.showcaseLegDuration / showcaseSpeed, curve: .easeInOut
        ) { [orb, block] in
            orb.center.x = outbound ? 752 : 548
            orb.backgroundColor =
                outbound
                ? Color(red: 0.25, green: 0.45, blue: 0.98)
                : Color(red: 0.93, green: 0.27, blue: 0.30)
            block.center.x = outbound ? 752 : 548
            block.transform =
                outbound
                ? CGAffineTransform(rotationAngle: .pi * 0.75).concatenating(
                    CGAffineTransform(scaleX: 0.7, y: 0.7)) : .identity
            block.alpha = outbound ? 0.45 : 1
        }
        animator.addCompletion { [weak self] _ in self?.startShowcaseLeg() }
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
                fraction: showcase.fractionComplete, speed: showcaseSpeed))
    }

    /// Plays the showcase at `speed` (0.25…4) from now on, without moving anything.
    ///
    /// Until round 2's `PropertyAnimator.speed` lands, a running leg is continued with its
    /// remaining time divided by the speed, and later legs are shorter; a paused leg keeps its
    /// pace until the next one. Round 2 makes this body `showcase?.speed = speed`.
    func setShowcaseSpeed(_ speed: Double) {
        showcaseSpeed = min(max(speed, 0.25), 4)
        guard let showcase, showcase.isRunning else { return }
        let position = showcase.fractionComplete
        let remaining = showcase.isReversed ? position : 1 - position
        let seconds = remaining * Self.showcaseLegDuration / showcaseSpeed
        showcase.continueAnimation(
            withTimingParameters: nil, durationFactor: seconds / showcase.duration)
    }
}
