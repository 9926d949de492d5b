import Foundation
import Testing

@testable import Dance

/// The check every fixture ends a test with: the driver idle (every animator finished or
/// stopped), the Dance factory empty, and its registry's invariants intact.
@MainActor
func expectEngineClean(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        AnimationDriver.shared.isIdle, "the test left animators running",
        sourceLocation: sourceLocation)
    #expect(
        DanceFactory.instance.activeAnimationCount == 0, "the test left Dance animations",
        sourceLocation: sourceLocation)
    #expect(
        DanceFactory.instance.invariantViolations().isEmpty, "the Dance registry is inconsistent",
        sourceLocation: sourceLocation)
    if AnimationDriver.shared.isIdle {
        let tables = 0...FrameTrackTable.maximumLanes
        let records = tables.map { FrameTrackTable.withTable(lanes: UInt8($0)) { $0.count } }
        let rows = tables.map { FramePath.shared.table(lanes: $0).count }
        #expect(
            FramePath.shared.animatorCount == 0 && records.allSatisfy { $0 == 0 }
                && rows.allSatisfy { $0 == 0 },
            "the batched frame path holds rows or tracks while nothing runs",
            sourceLocation: sourceLocation)
    }
}
