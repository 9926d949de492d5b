import Foundation
import Testing

@testable import Dance

/// A fresh `ManualClock` for one Dance test, an event log stamped with its time, and the
/// end-of-test check that nothing is left running.
///
/// Use it only from synchronous `@MainActor` tests in `.serialized` suites: the factory, the
/// driver and the error handler are singletons.
@MainActor
final class DanceFixture {
    /// The clock installed on the shared driver.
    let clock: ManualClock
    /// Events recorded with ``record(_:)``, each stamped `"1.250 …"`.
    private(set) var events: [String] = []
    /// Errors reported outside an explicit ``captureErrors(_:)`` since the fixture was made.
    private var unexpectedErrors: [DanceError] = []
    /// The error handler before the fixture installed its own.
    private let savedHandler: (DanceError) -> Void

    /// Installs a new manual clock; animations a previous failing test left behind are
    /// discarded first (and reported as a failure), so one failure does not cascade.
    init(
        frameInterval: TimeInterval = 1.0 / 60,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let leftovers = DanceFactory.instance.registeredTags
        #expect(
            leftovers.isEmpty, "animations left by an earlier test", sourceLocation: sourceLocation)
        for tag in leftovers {
            DanceFactory.instance.discardAnimation(tag: tag)
        }
        clock = ManualClock(frameInterval: frameInterval)
        AnimationDriver.shared.clock = clock
        Diagnostics.deliverQueued()
        savedHandler = Diagnostics.errorHandler
        Diagnostics.errorHandler = { [weak self] error in
            self?.unexpectedErrors.append(error)
            Diagnostics.defaultErrorHandler(error)
        }
    }

    /// The current clock time with three decimals, as event logs show it.
    var time: String { String(format: "%.3f", clock.now) }

    /// Appends `"<time> <event>"` to ``events``.
    func record(_ event: String) {
        events.append("\(time) \(event)")
    }

    /// A completion that records `"<time> <name> <position>"`.
    func completion(_ name: String = "completion") -> (AnimatingPosition) -> Void {
        { [unowned self] position in self.record("\(name) \(position)") }
    }

    /// Asserts that the factory is empty, the driver idle and the registry's invariants hold.
    ///
    /// It also expects no `DanceError` to have been reported outside an explicit
    /// ``captureErrors(_:)`` (a clock moved backwards, a call on a node without an animation),
    /// and puts the error handler back.
    func expectClean(sourceLocation: SourceLocation = #_sourceLocation) {
        Diagnostics.deliverQueued()
        #expect(
            unexpectedErrors == [], "unexpected errors reported", sourceLocation: sourceLocation)
        Diagnostics.errorHandler = savedHandler
        expectEngineClean(sourceLocation: sourceLocation)
    }
}

/// Everything observable about a node and its Dance animation, to prove a call changed nothing.
///
/// Reading it reports no error: the getters that report `.noAnimation` are read only when the
/// node has an animation.
@MainActor
struct DanceObservation: Equatable {
    var presentation: NodeSnapshot
    var model: NodeSnapshot
    var tag: Int
    var hasAnimation: Bool
    var state: DanceAnimationState
    var animatorState: AnimatingState?
    var progress: Double?
    var isRunning: Bool?
    var isReversed: Bool?
    var activeAnimationCount: Int
    var driverCount: Int

    init(_ node: Node) {
        let dance = node.dance
        presentation = node.presentation
        model = NodeSnapshot(
            center: node.center, bounds: node.bounds, transform: node.transform,
            alpha: node.alpha, backgroundColor: node.backgroundColor,
            cornerRadius: node.cornerRadius)
        tag = dance.tag
        hasAnimation = dance.hasAnimation
        state = dance.state
        animatorState = dance.animator?.state
        progress = dance.animator?.fractionComplete
        isRunning = dance.animator?.isRunning
        isReversed = dance.animator?.isReversed
        activeAnimationCount = DanceFactory.instance.activeAnimationCount
        driverCount = AnimationDriver.shared.activeCount
    }
}

/// Whether `lhs` is within `tolerance` of `rhs`: values shaped by a timing curve are compared
/// this way (the curve solver guarantees |error| ≤ 1e-6; the placeholder one does far better).
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// Whether both coordinates of `lhs` are within `tolerance` of those of `rhs`.
func isClose(_ lhs: CGPoint, _ rhs: CGPoint, tolerance: Double = 1e-9) -> Bool {
    isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}

/// `value` with six decimals, for event logs of values shaped by a timing curve.
func fixed(_ value: Double) -> String {
    String(format: "%.6f", value)
}

/// Whether two errors are the same, counting NaN values as equal (`==` does not).
func sameError(_ lhs: DanceError, _ rhs: DanceError) -> Bool {
    switch (lhs, rhs) {
    case (
        .invalidArgument(let t1, let o1, let a1, let v1),
        .invalidArgument(let t2, let o2, let a2, let v2)
    ):
        return t1 == t2 && o1 == o2 && a1 == a2 && (v1 == v2 || (v1.isNaN && v2.isNaN))
    default:
        return lhs == rhs
    }
}

/// Whether two error lists are the same, element by element, counting NaN values as equal.
func sameErrors(_ lhs: [DanceError], _ rhs: [DanceError]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { sameError($0, $1) }
}
