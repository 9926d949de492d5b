import Foundation
import Testing

@testable import Dance

@Suite struct TimelineRateTests {
    @Test("running forwards the rate is 1/secondsPerUnit, reversed its negative")
    func running() {
        var timeline = Timeline(secondsPerUnit: 2)
        timeline.run(at: 1)
        #expect(timeline.rate(at: 1) == 0.5)
        #expect(timeline.rate(at: 2) == 0.5)
        timeline.reverse(at: 2)
        #expect(timeline.rate(at: 2.5) == -0.5)
    }

    @Test("the rate is 0 while paused, waiting out a delay, at the end, and for 0 s")
    func still() {
        var timeline = Timeline(secondsPerUnit: 2)
        #expect(timeline.rate(at: 0) == 0)
        timeline.run(at: 0, delay: 1)
        #expect(timeline.rate(at: 0.5) == 0)
        #expect(timeline.rate(at: 1) == 0.5)
        #expect(timeline.rate(at: 3) == 0)
        timeline.freeze(at: 2)
        #expect(timeline.rate(at: 2.5) == 0)
        var instant = Timeline(secondsPerUnit: 0)
        instant.run(at: 0)
        #expect(instant.rate(at: 0) == 0)
    }
}
