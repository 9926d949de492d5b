import Foundation
import Testing

@testable import Dance

/// A call on a node's handle, named for the test report.
struct DanceCall: CustomTestStringConvertible, Sendable {
    let name: String
    let run: @MainActor @Sendable (Dance<Node>) -> Void

    var testDescription: String { name }

    /// Every method and reporting getter of the handle.
    static let all: [DanceCall] = [
        DanceCall(name: "addCompletion") { $0.addCompletion { _ in } },
        DanceCall(name: "start()") { $0.start() },
        DanceCall(name: "start(after:)") { $0.start(after: 1) },
        DanceCall(name: "pause()") { $0.pause() },
        DanceCall(name: "pause(after:)") { $0.pause(after: 1) },
        DanceCall(name: "finish(at: .end)") { $0.finish(at: .end) },
        DanceCall(name: "finish(at: .current)") { $0.finish(at: .current) },
        DanceCall(name: "reverse()") { $0.reverse() },
        DanceCall(name: "setProgress(to:)") { $0.setProgress(to: 0.5) },
        DanceCall(name: "progress =") { $0.progress = 0.5 },
        DanceCall(name: "isReversed =") { $0.isReversed = true },
        DanceCall(name: "progress") { #expect($0.progress == 0) },
        DanceCall(name: "isRunning") { #expect(!$0.isRunning) },
        DanceCall(name: "isReversed") { #expect(!$0.isReversed) },
    ]
}

@MainActor @Suite(.serialized) struct DanceErrorTests {
    // MARK: - No animation

    @Test(
        "without an animation every call reports .noAnimation(tag:) and changes nothing",
        arguments: DanceCall.all)
    func noAnimation(call: DanceCall) {
        let fixture = DanceFixture()
        let fresh = Node()
        let finished = Node()
        finished.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
        fixture.clock.advance(by: 1)
        for node in [fresh, finished] {
            let before = DanceObservation(node)
            let errors = captureErrors { call.run(node.dance) }
            #expect(errors == [.noAnimation(tag: node.dance.tag)])
            #expect(DanceObservation(node) == before)
        }
        fixture.expectClean()
    }

    @Test("tag, hasAnimation, state and animator report nothing without an animation")
    func quietGetters() {
        let fixture = DanceFixture()
        let node = Node()
        let errors = captureErrors {
            _ = node.dance.tag
            #expect(!node.dance.hasAnimation)
            #expect(node.dance.state == .inactive)
            #expect(node.dance.animator == nil)
        }
        #expect(errors.isEmpty)
        fixture.expectClean()
    }

    // MARK: - Invalid arguments

    nonisolated static let badDurations: [TimeInterval] = [
        .nan, .infinity, -.infinity, -1, -1e-300, 1e9.nextUp, 1e300,
    ]

    private func animate(_ overload: String, _ node: Node, duration: TimeInterval) {
        let block: (Node) -> Void = { $0.center = CGPoint(x: 999, y: 999) }
        switch overload {
        case "curve":
            node.dance.animate(duration: duration, curve: .linear, block)
        case "timingParameters":
            node.dance.animate(
                duration: duration, timingParameters: CubicTimingParameters(), block)
        case "controlPoints":
            node.dance.animate(
                duration: duration, controlPoint1: CGPoint(x: 0.3, y: 0),
                controlPoint2: CGPoint(x: 0.7, y: 1), block)
        default:
            node.dance.animate(duration: duration, dampingRatio: 0.5, block)
        }
    }

    @Test(
        "animate with a duration outside 0…1e9 reports it once, with its tag, and changes nothing",
        arguments: ["curve", "timingParameters", "controlPoints", "dampingRatio"], badDurations)
    func badDuration(overload: String, duration: TimeInterval) {
        let fixture = DanceFixture()
        let idle = Node()
        let busy = Node()
        busy.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 0.5)
        for node in [idle, busy] {
            let before = DanceObservation(node)
            let errors = captureErrors { animate(overload, node, duration: duration) }
            #expect(
                sameErrors(
                    errors,
                    [
                        .invalidArgument(
                            tag: node.dance.tag, operation: .animate, argument: .duration,
                            value: duration)
                    ]), "\(errors)")
            #expect(DanceObservation(node) == before)
        }
        #expect(fixture.events.isEmpty)
        fixture.clock.advance(by: 1.5)
        #expect(fixture.events == ["2.000 completion end"])
        fixture.expectClean()
    }

    @Test(
        "animate with a zero duration is valid and completes on the next frame",
        arguments: [0.0, -0.0])
    func zeroDuration(duration: TimeInterval) {
        let fixture = DanceFixture()
        let node = Node()
        let errors = captureErrors {
            node.dance.animate(duration: duration, curve: .linear) { $0.alpha = 0 }
                .addCompletion(fixture.completion()).start()
        }
        #expect(errors.isEmpty)
        fixture.clock.advance(by: 1.0 / 60)
        #expect(fixture.events == ["0.017 completion end"])
        fixture.expectClean()
    }

    nonisolated static let badDelays: [TimeInterval] = [
        .nan, .infinity, -.infinity, -1, -1e-300, 1e9.nextUp, 1e308,
    ]

    @Test(
        "start(after:) with a bad delay reports it; an unstarted or paused animation stays so",
        arguments: badDelays, [false, true])
    func badStartDelay(delay: TimeInterval, paused: Bool) {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
        if paused {
            node.dance.start()
            fixture.clock.advance(by: 0.5)
            node.dance.pause()
        }
        let before = DanceObservation(node)
        let errors = captureErrors { node.dance.start(after: delay) }
        #expect(
            sameErrors(
                errors,
                [
                    .invalidArgument(
                        tag: node.dance.tag, operation: .start, argument: .delay, value: delay)
                ]), "\(errors)")
        #expect(DanceObservation(node) == before)
        fixture.clock.advance(by: 1)
        #expect(DanceObservation(node) == before)
        node.dance.finish(at: .start)
        fixture.expectClean()
    }

    @Test(
        "pause(after:) with a bad delay reports it and the animation keeps running",
        arguments: badDelays)
    func badPauseDelay(delay: TimeInterval) {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 0.5)
        let before = DanceObservation(node)
        let errors = captureErrors { node.dance.pause(after: delay) }
        #expect(
            sameErrors(
                errors,
                [
                    .invalidArgument(
                        tag: node.dance.tag, operation: .pause, argument: .delay, value: delay)
                ]), "\(errors)")
        #expect(DanceObservation(node) == before)
        fixture.clock.advance(by: 1.5)
        #expect(fixture.events == ["2.000 completion end"])
        fixture.expectClean()
    }

    nonisolated static let badProgress: [Double] = [
        -0.001, 1.000_001, -1, 2, .nan, .infinity, -.infinity,
    ]

    @Test(
        "setProgress(to:) and progress = outside 0…1 report it; running, paused or unstarted stays so",
        arguments: badProgress, ["running", "paused", "unstarted"])
    func badProgressValue(progress: Double, situation: String) {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
        if situation != "unstarted" {
            node.dance.start()
            fixture.clock.advance(by: 0.5)
        }
        if situation == "paused" { node.dance.pause() }
        let before = DanceObservation(node)
        let errors = captureErrors {
            node.dance.setProgress(to: progress)
            node.dance.progress = progress
        }
        let expected = DanceError.invalidArgument(
            tag: node.dance.tag, operation: .setProgress, argument: .progress, value: progress)
        #expect(sameErrors(errors, [expected, expected]), "\(errors)")
        #expect(DanceObservation(node) == before)
        node.dance.finish(at: .end)
        fixture.expectClean()
    }

    @Test("setProgress accepts exactly 0 and 1")
    func progressBounds() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
        let errors = captureErrors {
            node.dance.setProgress(to: 1)
            #expect(node.presentation.alpha == 0)
            node.dance.setProgress(to: 0)
            #expect(node.presentation.alpha == 1)
            node.dance.progress = -0.0
        }
        #expect(errors.isEmpty)
        node.dance.finish(at: .current)
        fixture.expectClean()
    }

    // MARK: - Wrong state

    @Test("a running non-interruptible animation cannot be paused, scrubbed or finished")
    func notInterruptible() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion())
        node.dance.animator?.isInterruptible = false
        node.dance.start()
        fixture.clock.advance(by: 0.5)
        let tag = node.dance.tag
        let before = DanceObservation(node)
        let errors = captureErrors {
            node.dance.pause()
            node.dance.pause(after: 0.5)
            node.dance.pause(after: 0)
            node.dance.setProgress(to: 0.1)
            node.dance.finish(at: .end)
            node.dance.animator?.isInterruptible = true
        }
        #expect(
            errors == [
                .wrongState(tag: tag, operation: .pause, reason: .notInterruptible),
                .wrongState(tag: tag, operation: .pause, reason: .notInterruptible),
                .wrongState(tag: tag, operation: .pause, reason: .notInterruptible),
                .wrongState(tag: tag, operation: .setProgress, reason: .notInterruptible),
                .wrongState(tag: tag, operation: .finish, reason: .notInterruptible),
                .wrongState(tag: tag, operation: .setInterruptible, reason: .active),
            ])
        #expect(DanceObservation(node) == before)
        fixture.clock.advance(by: 1.5)
        #expect(fixture.events == ["2.000 completion end"])
        fixture.expectClean()
    }

    @Test("an animation stopped through its animator only accepts finish(at:)")
    func stoppedAnimator() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 1)
        node.dance.animator?.stopAnimation(false)
        let tag = node.dance.tag
        let before = DanceObservation(node)
        let errors = captureErrors {
            node.dance.start()
            node.dance.start(after: 1)
            node.dance.pause()
            node.dance.setProgress(to: 0.1)
            node.dance.reverse()
            node.dance.isReversed = true
        }
        #expect(
            errors == [
                .wrongState(tag: tag, operation: .start, reason: .stopped),
                .wrongState(tag: tag, operation: .start, reason: .stopped),
                .wrongState(tag: tag, operation: .pause, reason: .stopped),
                .wrongState(tag: tag, operation: .setProgress, reason: .stopped),
                .wrongState(tag: tag, operation: .reverse, reason: .stopped),
                .wrongState(tag: tag, operation: .reverse, reason: .stopped),
            ])
        #expect(DanceObservation(node) == before)
        node.dance.finish(at: .current)
        #expect(fixture.events == ["1.000 completion current"])
        #expect(isClose(node.alpha, 0.5))
        fixture.expectClean()
    }

    @Test("an animation stopped without finishing leaves the factory and runs no completion")
    func stoppedWithoutFinishing() {
        let fixture = DanceFixture()
        let node = Node()
        node.dance.animate(duration: 2, curve: .linear) { $0.alpha = 0 }
            .addCompletion(fixture.completion()).start()
        fixture.clock.advance(by: 1)
        node.dance.animator?.stopAnimation(true)
        #expect(!node.dance.hasAnimation)
        #expect(isClose(node.alpha, 0.5))
        #expect(fixture.events.isEmpty)
        fixture.expectClean()
    }

    // MARK: - The log and the handler

    @Test("the default handler logs every error at .error, word for word")
    func defaultHandlerLogs() {
        let fixture = DanceFixture()
        let node = Node()
        let (errors, log) = captureDiagnostics(logLevel: .error) {
            node.dance.start()
            node.dance.animate(duration: -1, curve: .linear) { _ in }
        }
        #expect(errors.count == 2)
        #expect(log == errors.map(\.description))
        #expect(
            log.first
                == "** Dance Error: node with dance.tag = \(node.dance.tag) does not have an active animation! **"
        )
        fixture.expectClean()
    }

    @Test("logLevel .off silences the log, and a handler set on the factory still gets every error")
    func offSilences() {
        let fixture = DanceFixture()
        let node = Node()
        let handleTag = node.dance.tag
        var received: [DanceError] = []
        let (_, log) = captureDiagnostics(logLevel: .off) {
            #expect(DanceFactory.instance.logLevel == .off)
            DanceFactory.instance.errorHandler = { received.append($0) }
            node.dance.pause()
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
            node.dance.setProgress(to: 2)
            node.dance.finish(at: .end)
        }
        #expect(log.isEmpty)
        #expect(
            received == [
                .noAnimation(tag: handleTag),
                .invalidArgument(
                    tag: node.dance.tag, operation: .setProgress, argument: .progress, value: 2),
            ])
        fixture.expectClean()
    }

    @Test(".debug logs the animation's events as well as errors")
    func debugLogs() {
        let fixture = DanceFixture()
        let node = Node()
        let (errors, log) = captureDiagnostics(logLevel: .debug) {
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 0 }.start()
            fixture.clock.advance(by: 1)
            node.dance.pause()
        }
        let tag = node.dance.tag
        #expect(errors == [.noAnimation(tag: tag)])
        #expect(log.contains("Dance: dance.tag = \(tag) created an animation"))
        #expect(log.contains("Dance: dance.tag = \(tag) ended"))
        #expect(
            log.contains {
                $0.hasPrefix("Dance: animator ") && $0.hasSuffix(" started (delay 0.0 s)")
            })
        #expect(
            log.contains { $0.hasPrefix("Dance: animator ") && $0.hasSuffix(" completed at end") })
        #expect(log.last == errors.first?.description)
        let quiet = captureDiagnostics(logLevel: .error) {
            node.dance.animate(duration: 1, curve: .linear) { $0.alpha = 1 }.finish(at: .end)
        }
        #expect(quiet.log.isEmpty)
        fixture.expectClean()
    }
}
