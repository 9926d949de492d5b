import Dance
import Observation
import Testing

// The Swift blocks that Getting Started ("On the main actor", "Your own types") and Testing with
// ManualClock ("Tests in your own target") added, as written there, so that
// ReadmeSnippetTests.documentationStaysCompiled finds them.

@MainActor
final class GameModel {
    let hero = Node(frame: .zero)
}

func loadLevel(_ model: GameModel) async {
    // ... work off the main actor ...
    await MainActor.run {
        let fadeIn = PropertyAnimator(duration: 0.3, curve: .easeOut) { model.hero.alpha = 1 }
        fadeIn.startAnimation()
    }
}

@Observable
final class Player: Dancing {
    var name = "Ada"  // observed
    @ObservationIgnored @Animated var position = CGPoint.zero
}

@MainActor
@Test("Getting Started: a main-actor model, a hop to the main actor, an @Observable dancer")
func gettingStartedIsolation() {
    // Synchronous: a test that suspends lets other suites run and swap the shared clock.
    let previous = AnimationDriver.shared.clock
    defer { AnimationDriver.shared.clock = previous }
    let clock = ManualClock()
    AnimationDriver.shared.clock = clock
    let model = GameModel()
    model.hero.alpha = 0
    let load: (GameModel) async -> Void = loadLevel  // compiled; its body runs below
    _ = load
    let fadeIn = PropertyAnimator(duration: 0.3, curve: .easeOut) { model.hero.alpha = 1 }
    fadeIn.startAnimation()
    clock.advance(by: 0.3)
    #expect(model.hero.presentation.alpha == 1)
    let player = Player()
    player.dance.animate(duration: 1, curve: .linear) { $0.position.x = 10 }.start()
    clock.advance(by: 1)
    #expect(player.$position.presentation.x == 10 && player.name == "Ada")
    #expect(AnimationDriver.shared.isIdle)
}

@MainActor
@Suite(.serialized)
struct AnimationTests {
    @MainActor
    @Suite struct Fading {
        @Test func fadeEndsAfterItsDuration() {
            let previous = AnimationDriver.shared.clock
            defer { AnimationDriver.shared.clock = previous }
            let clock = ManualClock()
            AnimationDriver.shared.clock = clock

            let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            node.dance.animate(duration: 5, curve: .linear) { $0.alpha = 0 }.start()
            clock.advance(by: 1)
            #expect(node.presentation.alpha == 0.8)

            AnimationDriver.shared.durationScale = 0  // end what is still running
            clock.advance(by: clock.frameInterval)
            AnimationDriver.shared.durationScale = 1
            #expect(AnimationDriver.shared.isIdle)
        }

        @Test func reportsNoAnimation() {
            let previousHandler = DanceFactory.instance.errorHandler
            defer { DanceFactory.instance.errorHandler = previousHandler }
            var errors: [DanceError] = []
            DanceFactory.instance.errorHandler = { errors.append($0) }

            let node = Node(frame: .zero)
            node.dance.pause()
            #expect(errors == [.noAnimation(tag: node.dance.tag)])
        }
    }
}

extension AnimationTests.Fading {
    @Test func awaitingTheEnd() async {
        let previous = AnimationDriver.shared.clock
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock

        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        animator.startAnimation()
        let ending = Task.immediate { await animator.finished }  // waiting from now on
        clock.advance(by: 1)  // the animation ends
        AnimationDriver.shared.clock = previous  // before the first suspension
        #expect(await ending.value == .end)
        #expect(await animator.finished == .end)  // the run has ended: at once
    }
}
