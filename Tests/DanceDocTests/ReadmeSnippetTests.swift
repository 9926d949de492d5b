import Dance
import Testing

/// Runs every code block of README.md, as written there, through the public API only.
@MainActor
@Suite(.serialized)
struct ReadmeSnippetTests {
    init() {
        _ = SnippetClock.fresh()
    }

    /// A fresh manual clock for the test that reads it (see ``SnippetClock/fresh()``).
    private var clock: ManualClock? { SnippetClock.fresh() }

    @Test("the quick start, a complete program, prints once the circle has danced")
    func quickStartProgram() async throws {
        let clock = try #require(clock)
        /// Stands in for `Task.sleep` in the program below: the manual clock moves instead.
        enum Task {
            @MainActor static func sleep(for duration: Duration) async throws {
                let (seconds, attoseconds) = duration.components
                let clock = AnimationDriver.shared.clock as? ManualClock
                clock?.advance(by: Double(seconds) + Double(attoseconds) * 1e-18)
            }
        }
        _ = Printed.take()

        let circle = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        circle.dance.animate(duration: 2.0, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: 200, y: 200)
            $0.backgroundColor = .blue
        }.addCompletion { _ in
            print("circle finished dancing")
        }.start(after: 5.0)

        // Frames come from the main queue, which runs while the program waits.
        try await Task.sleep(for: .seconds(8))

        #expect(clock.now == 8)
        #expect(Printed.take() == ["circle finished dancing"])
        #expect(circle.presentation.center == CGPoint(x: 200, y: 200))
        #expect(circle.presentation.backgroundColor == .blue)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("the quick start's chained calls pause, scrub to 0.25, then reverse to the start")
    func quickStartChain() throws {
        let clock = try #require(clock)
        let circle = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        circle.dance.animate(duration: 2.0, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: 200, y: 200)
            $0.backgroundColor = .blue
        }.start(after: 5.0)
        clock.advance(by: 6)
        // Half-way through easeInOut, whose curve is symmetric: 50 + 150 × 0.5.
        #expect(abs(circle.$center.presentation.x - 125) < 1e-9)
        _ = Printed.take()

        circle.dance.pause().setProgress(to: 0.25)
        print(circle.dance.pause().progress)  // 0.25
        circle.dance.start().reverse()

        #expect(Printed.take() == ["0.25"])
        #expect(circle.dance.isReversed)
        clock.advance(by: 1)
        #expect(!circle.dance.hasAnimation)
        #expect(circle.center == CGPoint(x: 50, y: 50))
        #expect(circle.backgroundColor == .clear)
    }

    @Test("the PropertyAnimator example scrubs, reverses and continues with a spring")
    func propertyAnimator() throws {
        let clock = try #require(clock)
        var ended: [AnimatingPosition] = []
        _ = Printed.take()
        let box = Node(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let animator = PropertyAnimator(duration: 1, curve: .easeOut) {
            box.center.x = 300
            box.alpha = 0.5
        }
        animator.addCompletion { position in
            print("ended at \(position)")
        }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5  // scrubs linearly: box.$center.presentation.x == 160
        animator.isReversed = true
        // The cancelled gesture: springs back to the start from where the box is, with no jump.
        animator.continueAnimation(
            withTimingParameters: SpringTimingParameters(dampingRatio: 0.6), durationFactor: 0)

        #expect(animator.isReversed)
        #expect(animator.fractionComplete == 0.5)
        #expect(box.$center.presentation.x == 160)
        clock.advance(by: 1.0 / 60)
        // Back towards 20 by the spring's first step from rest, not onto the curve's value.
        #expect(box.$center.presentation.x < 160 && box.$center.presentation.x > 150)

        animator.addCompletion { ended.append($0) }
        clock.advance(by: 1)
        #expect(Printed.take() == ["ended at start"])
        #expect(ended == [.start])
        #expect(box.center.x == 20)
        #expect(box.alpha == 1)
    }

    @Test("the declarative examples run in sequence, in parallel and across nodes")
    func declarative() throws {
        let clock = try #require(clock)
        let view = Node(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0  // hidden, so that the fade in shows
        view.animate([
            .fadeIn(duration: 0.3),
            .resize(to: CGSize(width: 200, height: 200), duration: 0.3),
        ])
        view.animate(inParallel: [
            .fadeIn(duration: 0.3),
            .scale(to: 2, duration: 0.3),
        ])

        let title = Node(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        let button = Node(frame: CGRect(x: 20, y: 300, width: 120, height: 44))
        title.alpha = 0
        let intro = PropertyAnimator(steps: [
            .fadeIn(duration: 0.3).on(title),
            .wait(0.1),
            .parallel(
                [
                    .move(to: CGPoint(x: 80, y: 120), duration: 0.5).on(button),
                    .backgroundColor(to: .orange, duration: 0.5).on(button),
                ], stagger: 0.1),
        ])
        intro.startAnimation()

        #expect(abs(intro.duration - 1.0) < 1e-12)
        #expect(title.$alpha.presentation == 0)
        clock.advance(by: 0.4)
        #expect(title.$alpha.presentation == 1)
        #expect(button.$center.presentation == CGPoint(x: 80, y: 322))
        clock.advance(by: 0.6)
        #expect(button.$center.presentation == CGPoint(x: 80, y: 120))
        #expect(button.$backgroundColor.presentation == .orange)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("the ManualClock example moves alpha half way in one second")
    func manualClock() {
        _ = Printed.take()
        let clock = ManualClock(frameInterval: 1.0 / 60)
        AnimationDriver.shared.clock = clock
        let dot = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        PropertyAnimator(duration: 2, curve: .linear) { dot.alpha = 0 }.startAnimation()
        clock.advance(by: 1)
        print(dot.$alpha.presentation)  // 0.5

        #expect(Printed.take() == ["0.5"])
        #expect(dot.$alpha.presentation == 0.5)
        clock.advance(by: 1)
        #expect(AnimationDriver.shared.isIdle)
    }

    @Test("the errors example reports noAnimation to the handler")
    func errors() {
        let saved = DanceFactory.instance.errorHandler
        defer { DanceFactory.instance.errorHandler = saved }
        var reported: [DanceError] = []
        _ = Printed.take()
        DanceFactory.instance.errorHandler = { error in
            print("Dance reported: \(error)")
        }
        let idle = Node(frame: .zero)
        idle.dance.pause()
        // Dance reported: ** Dance Error: node with dance.tag = 1 does not have an active animation! **

        #expect(
            Printed.take() == [
                "Dance reported: ** Dance Error: node with dance.tag = \(idle.dance.tag) "
                    + "does not have an active animation! **"
            ])

        DanceFactory.instance.errorHandler = { reported.append($0) }
        idle.dance.pause()
        #expect(reported == [.noAnimation(tag: idle.dance.tag)])
    }

    @Test("the examples need only import Dance, and the files that run them import no more")
    func examplesImportDanceOnly() throws {
        for file in try SnippetSync.documentationFiles() {
            for line in try SnippetSync.importLines(in: file) {
                #expect(line == "import Dance", "\(file) shows \(line)")
            }
        }
        #expect(try SnippetSync.importLines(in: "README.md").first == "import Dance")
        for file in ["ReadmeSnippetTests.swift", "DocCSnippetTests.swift"] {
            #expect(
                try SnippetSync.importLines(ofTestFile: file) == ["import Dance", "import Testing"])
        }
    }

    @Test("every Swift block of the README and the DocC articles is one of these tests")
    func documentationStaysCompiled() throws {
        let sources = try SnippetSync.normalizedTestSources()
        for file in try SnippetSync.documentationFiles() {
            for block in try SnippetSync.swiftBlocks(in: file) {
                let code = SnippetSync.normalized(block)
                let isRun = sources.contains(code)
                #expect(isRun, "\(file) has a block no test runs:\n\(block)")
            }
        }
    }
}
