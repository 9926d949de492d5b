import Dance
import Testing

/// Runs every code block of the DocC articles, as written there, through the public API only.
@MainActor
@Suite(.serialized)
struct DocCSnippetTests {
    init() {
        _ = SnippetClock.fresh()
    }

    /// A fresh manual clock for the test that reads it (see ``SnippetClock/fresh()``).
    private var clock: ManualClock? { SnippetClock.fresh() }

    @Test("Getting Started: animate, control, and a custom Dancing type")
    func gettingStarted() throws {
        let clock = try #require(clock)
        var positions: [AnimatingPosition] = []
        _ = Printed.take()
        let circle = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        circle.dance.animate(duration: 2.0, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: 200, y: 200)
            $0.backgroundColor = .blue
        }.addCompletion { position in
            print("finished at \(position)")
        }.start()

        circle.dance.addCompletion { positions.append($0) }
        #expect(circle.center == CGPoint(x: 200, y: 200))
        #expect(circle.$center.presentation == CGPoint(x: 50, y: 50))
        clock.advance(by: 1)

        circle.dance.pause()
        circle.dance.setProgress(to: 0.5)
        circle.dance.start().reverse()
        circle.dance.finish(at: .end)

        #expect(positions == [.end])
        #expect(Printed.take() == ["finished at end"])
        #expect(circle.presentation.center == CGPoint(x: 200, y: 200))

        final class Sprite: Dancing {
            @Animated var position = CGPoint.zero
            @Animated var opacity = 1.0
        }
        let sprite = Sprite()
        sprite.dance.animate(duration: 1, curve: .linear) {
            $0.position = CGPoint(x: 100, y: 0)
            $0.opacity = 0
        }.start()

        clock.advance(by: 0.25)
        #expect(sprite.$position.presentation == CGPoint(x: 25, y: 0))
        #expect(sprite.$opacity.presentation == 0.75)
        clock.advance(by: 1)
        #expect(!sprite.dance.hasAnimation)
    }

    @Test("Testing with ManualClock: the event log")
    func manualClock() {
        let clock = ManualClock()
        AnimationDriver.shared.clock = clock
        let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var events: [String] = []
        let animator = PropertyAnimator(duration: 2, curve: .linear) { node.alpha = 0 }
        animator.addCompletion { position in events.append("\(clock.now) \(position)") }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.pauseAnimation()
        events.append("\(clock.now) pause at \(animator.fractionComplete)")
        animator.startAnimation()
        clock.advance(to: 3)
        // events == ["0.5 pause at 0.25", "2.0 end"]

        #expect(events == ["0.5 pause at 0.25", "2.0 end"])
    }

    @Test("Curves and Springs: a cubic curve that overshoots, and both spring families")
    func curvesAndSprings() {
        let backOut = CubicTimingParameters(
            controlPoint1: CGPoint(x: 0.68, y: -0.55), controlPoint2: CGPoint(x: 0.265, y: 1.55))
        let halfway = backOut.value(at: 0.5)
        let bouncy = PropertyAnimator(duration: 1, timingParameters: backOut)

        #expect(abs(halfway - Self.bezierY(at: 0.5, backOut)) < 1e-6)
        #expect(bouncy.duration == 1)

        let wobbly = SpringTimingParameters(dampingRatio: 0.2)
        let springy = PropertyAnimator(duration: 2, timingParameters: wobbly)
        let physical = SpringTimingParameters(
            mass: 1, stiffness: 200, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let settling = PropertyAnimator(duration: 99, timingParameters: physical)
        // settling.duration == physical.settlingDuration

        #expect(springy.duration == 2)
        #expect(settling.duration == physical.settlingDuration)
    }

    @Test("Declarative Sequences: the article's sequence scrubbed, and a choreography")
    func declarativeSequences() throws {
        let clock = try #require(clock)
        let view = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0
        let timeline = view.animate([
            .fadeIn(duration: 0.3),
            .resize(to: CGSize(width: 200, height: 200), duration: 0.3),
        ])
        timeline.pauseAnimation()
        timeline.fractionComplete = 0.75  // alpha 1, size half-way to 200 × 200
        timeline.startAnimation()

        #expect(view.$alpha.presentation == 1)
        #expect(abs(view.$bounds.presentation.width - 150) < 1e-9)
        clock.advance(by: 0.15)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 200))

        _ = Printed.take()
        let title = Node(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        let cards = (0..<3).map { Node(frame: CGRect(x: 90 * $0, y: 400, width: 60, height: 80)) }
        let choreography = PropertyAnimator(steps: [
            .fadeIn(duration: 0.3).on(title),
            .parallel(
                cards.map { .move(to: CGPoint(x: $0.center.x, y: 150), duration: 0.4).on($0) },
                stagger: 0.1),
        ])
        choreography.addCompletion { position in print("choreography ended at \(position)") }
        choreography.startAnimation()

        #expect(abs(choreography.duration - 0.9) < 1e-12)
        clock.advance(by: 0.9)
        #expect(Printed.take() == ["choreography ended at end"])
        #expect(cards.map(\.$center.presentation.y) == [150, 150, 150])
        #expect(AnimationDriver.shared.isIdle)
    }

    /// The curve's y at x, by 200 bisection steps on x (a reference computed another way).
    static func bezierY(at x: Double, _ curve: CubicTimingParameters) -> Double {
        func point(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        let (p1, p2) = (curve.controlPoint1, curve.controlPoint2)
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if point(mid, p1.x, p2.x) < x { low = mid } else { high = mid }
        }
        return point((low + high) / 2, p1.y, p2.y)
    }

    @Test("Porting: finishing an animator that is not stopped is reported, not raised")
    func porting() {
        let saved = DanceFactory.instance.errorHandler
        defer { DanceFactory.instance.errorHandler = saved }
        var reported: [DanceError] = []
        DanceFactory.instance.errorHandler = { reported.append($0) }

        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.finishAnimation(at: .end)
        // ** Dance Error: finishAnimation(at:) is not allowed because it is not stopped;
        //    call stopAnimation(false) first. Nothing was changed. **

        #expect(
            reported == [.wrongState(tag: nil, operation: .finishAnimation, reason: .notStopped)])
        #expect(
            reported.first?.description
                == "** Dance Error: finishAnimation(at:) is not allowed because it is not stopped; "
                + "call stopAnimation(false) first. Nothing was changed. **")
        #expect(animator.state == .inactive)
    }
}
