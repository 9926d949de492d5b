import Dance
import Foundation
import Testing

@testable import DanceWindow

@Suite struct PointerTrackTests {
    /// A track of `count` samples `interval` seconds apart, moving `step` pixels right each.
    static func steady(count: Int, interval: TimeInterval, step: Double) -> PointerTrack {
        var track = PointerTrack()
        for index in 0..<count {
            track.append(
                CGPoint(x: 100 + Double(index) * step, y: 50), at: Double(index) * interval)
        }
        return track
    }

    @Test("a steady drag lets go at its own speed")
    func steadyDrag() {
        let track = Self.steady(count: 30, interval: 0.016, step: 2)
        let velocity = track.releaseVelocity
        #expect(abs(velocity.dx - 125) < 1e-9)
        #expect(velocity.dy == 0)
    }

    @Test("events piled up in a hitch are measured from the position before it")
    func hitch() {
        // 1 px every 16 ms, then the loop stalls 150 ms: five more 1 px moves and the release
        // are queued together and share one millisecond stamp.
        var track = Self.steady(count: 10, interval: 0.016, step: 1)
        let stamp = 0.144 + 0.150
        for index in 10..<15 {
            track.append(CGPoint(x: 100 + Double(index), y: 50), at: stamp)
        }
        let velocity = track.releaseVelocity
        // 5 px over the 150 ms since the last sample before the hitch.
        #expect(abs(velocity.dx - 5 / 0.150) < 1e-9)
    }

    @Test("a pointer that rested before letting go lets go still")
    func rested() {
        var track = Self.steady(count: 10, interval: 0.016, step: 3)
        track.append(CGPoint(x: 127, y: 50), at: 1.5)
        #expect(track.releaseVelocity == .zero)
    }

    @Test("a press and release in one batch of events lets go still")
    func oneBatch() {
        var track = PointerTrack()
        track.append(CGPoint(x: 0, y: 0), at: 2)
        track.append(CGPoint(x: 40, y: 0), at: 2.001)
        #expect(track.releaseVelocity == .zero)
    }

    @Test("a release faster than the maximum keeps its direction at the maximum speed")
    func cap() {
        var track = PointerTrack()
        track.append(CGPoint(x: 0, y: 0), at: 0)
        track.append(CGPoint(x: 300, y: 400), at: 0.025)  // 20 000 px/s
        let velocity = track.releaseVelocity
        #expect(abs(hypot(velocity.dx, velocity.dy) - PointerTrack.maximumSpeed) < 1e-9)
        #expect(abs(velocity.dx / velocity.dy - 0.75) < 1e-12)
    }

    @Test("a time that goes back counts as the last one")
    func wrapped() {
        var track = PointerTrack()
        track.append(CGPoint(x: 0, y: 0), at: 10)
        track.append(CGPoint(x: 10, y: 0), at: 0.5)
        #expect(track.samples.map(\.time) == [10, 10])
        #expect(track.releaseVelocity == .zero)
    }
}
