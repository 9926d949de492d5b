import Dance
import Foundation

/// Scene 7: time controls — an endless autoreversing pulse, a race whose speed changes
/// mid-flight, and a step timeline run to a fraction and back.
@MainActor
enum TimeControlsScene {
    static let id = "time-controls"

    /// The code of ``play(_:on:)`` between its snippet markers (a test keeps them identical).
    static let code = """
        let (pulse, racer, scrubbed) = (lanes.dots[0], lanes.dots[1], lanes.dots[2])
        pulse.dance.animate(duration: 0.5, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.6, y: 1.6)
        }.repeating(autoreverses: true).start()
        print("pulse: repeating(autoreverses: true)")
        let race = PropertyAnimator(duration: 3, curve: .linear) {
            racer.center.x = lanes.finish
        }
        race.addCompletion { position in print("race: completion(\\(position))") }
        race.startAnimation()
        let steps = PropertyAnimator(
            steps: [
                .move(to: CGPoint(x: lanes.finish, y: scrubbed.center.y), duration: 1),
                .fadeOut(duration: 1),
            ], on: scrubbed)
        steps.pauseAnimation(atFraction: 0.6)
        print("steps: pauseAnimation(atFraction: 0.6)")
        clock.advance(to: 1)
        race.speed = 3
        print("race.speed = 3")
        clock.advance(to: 2.5)
        steps.pauseAnimation(atFraction: 0.25)
        print("steps: pauseAnimation(atFraction: 0.25)")
        clock.advance(to: 4)
        pulse.dance.finish(at: .start)
        steps.stopAnimation(true)
        print("pulse: finish(at: .start)")
        clock.advance(to: 4.25)
        """

    /// Runs the three lanes, recording as it goes; leaves nothing animating.
    static func play(_ lanes: Lanes, on stage: Stage) {
        let clock = stage  // advance(to:) as ManualClock's, sampling every frame
        func print(_ line: String) { stage.log(line) }
        // snippet:begin
        let (pulse, racer, scrubbed) = (lanes.dots[0], lanes.dots[1], lanes.dots[2])
        pulse.dance.animate(duration: 0.5, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.6, y: 1.6)
        }.repeating(autoreverses: true).start()
        print("pulse: repeating(autoreverses: true)")
        let race = PropertyAnimator(duration: 3, curve: .linear) {
            racer.center.x = lanes.finish
        }
        race.addCompletion { position in print("race: completion(\(position))") }
        race.startAnimation()
        let steps = PropertyAnimator(
            steps: [
                .move(to: CGPoint(x: lanes.finish, y: scrubbed.center.y), duration: 1),
                .fadeOut(duration: 1),
            ], on: scrubbed)
        steps.pauseAnimation(atFraction: 0.6)
        print("steps: pauseAnimation(atFraction: 0.6)")
        clock.advance(to: 1)
        race.speed = 3
        print("race.speed = 3")
        clock.advance(to: 2.5)
        steps.pauseAnimation(atFraction: 0.25)
        print("steps: pauseAnimation(atFraction: 0.25)")
        clock.advance(to: 4)
        pulse.dance.finish(at: .start)
        steps.stopAnimation(true)
        print("pulse: finish(at: .start)")
        clock.advance(to: 4.25)
        // snippet:end
    }

    static func make(fps: Int) -> Scene {
        let labels = ["pulse, repeating", "speed 1 → 3 at 1 s", "steps to 0.6, then 0.25"]
        let stage = Stage(size: CGSize(width: 560, height: Lanes.height(lanes: 3)), fps: fps)
        let lanes = Lanes(on: stage, labels: labels)
        play(lanes, on: stage)
        return Scene(
            id: id, title: "9 · Time controls",
            caption: "Top: <code>.repeating(autoreverses: true)</code> pulses a dot forever "
                + "until <code>finish(at: .start)</code>. Middle: a 3 s linear race whose "
                + "<code>speed</code> becomes 3 at 1 s — nothing jumps, and the last two thirds "
                + "take 0.67 s. Bottom: a 2 s step timeline (move, then fade out) run by "
                + "<code>pauseAnimation(atFraction:)</code> to 0.6 and pausing exactly there, "
                + "then back to 0.25, reversed.",
            code: code,
            figures: [StageRenderer(stage: stage, sceneID: id).svg(), EventList.html(stage)],
            layout: .split)
    }
}
