import Dance
import Foundation

/// Nodes driven by the real engine on a ``ManualClock``, their presentation sampled every frame.
///
/// Creating a stage installs a fresh clock at time 0 on ``AnimationDriver/shared``. A scene
/// adds its nodes, starts its animators, then calls ``run(until:)``: the stage advances the
/// clock one frame at a time and records every node's `presentation` (and every probe) after
/// each frame, so the page replays exactly what the engine computed.
@MainActor
final class Stage {
    /// A node on the stage and what it showed at each sample.
    struct Actor {
        let name: String
        let node: Node
        var snapshots: [NodeSnapshot]
    }

    /// A number read after every frame (a fraction, an animator's state…).
    struct Probe {
        let name: String
        let read: () -> Double
        var values: [Double]
    }

    /// Something that happened, with the clock time it happened at.
    struct Event: Equatable {
        let time: TimeInterval
        let label: String
    }

    /// The stage's size in points (the SVG view box).
    let size: CGSize
    /// Frames per second of the clock.
    let fps: Int
    /// The clock driving the engine while this stage records.
    let clock: ManualClock
    /// Static SVG drawn under the nodes (lanes, labels, finish lines).
    var decor: [String] = []

    private(set) var actors: [Actor] = []
    private(set) var probes: [Probe] = []
    private(set) var events: [Event] = []
    /// The clock time of each sample; samples are taken after every frame.
    private(set) var times: [TimeInterval] = []

    /// Creates a stage and makes its clock the driver's clock.
    init(size: CGSize, fps: Int) {
        self.size = size
        self.fps = max(fps, 1)
        clock = ManualClock(frameInterval: 1 / Double(max(fps, 1)))
        AnimationDriver.shared.clock = clock
    }

    /// The centre of the stage.
    var center: CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }

    /// Adds `node` to the recording under `name` (unique within the stage).
    func add(_ node: Node, name: String) {
        actors.append(Actor(name: name, node: node, snapshots: []))
    }

    /// Records `read()` after every frame under `name`.
    func addProbe(_ name: String, _ read: @escaping () -> Double) {
        probes.append(Probe(name: name, read: read, values: []))
    }

    /// Notes an event at the current clock time (shown as a marker and in the event list).
    func log(_ label: String) {
        events.append(Event(time: clock.now, label: label))
    }

    /// Advances the clock frame by frame to `end` (seconds), sampling after every frame, and
    /// once more at `end` itself when it falls between frames.
    func run(until end: TimeInterval) {
        if times.isEmpty { sample() }
        let rate = Double(fps)
        var frame = Int((clock.now * rate).rounded(.down)) + 1
        while true {
            let time = Double(frame) / rate
            guard time <= end else { break }
            clock.advance(to: time)
            sample()
            frame += 1
        }
        if clock.now < end {
            clock.advance(to: end)
            sample()
        }
    }

    /// Advances the clock to `time`, as ``ManualClock/advance(to:)`` does, sampling every frame
    /// (see ``run(until:)``).
    ///
    /// The code shown on the page names the stage `clock`, so it reads as a program on a
    /// `ManualClock` does: `clock.advance(to: 0.8)`.
    func advance(to time: TimeInterval) {
        run(until: time)
    }

    /// Advances the clock by `seconds`, as ``ManualClock/advance(by:)`` does, sampling every
    /// frame (see ``run(until:)``).
    func advance(by seconds: TimeInterval) {
        run(until: clock.now + seconds)
    }

    /// Records every actor and probe now; a second sample at the same time replaces the first.
    func sample() {
        let replace = times.last == clock.now
        if !replace { times.append(clock.now) }
        for index in actors.indices {
            let snapshot = actors[index].node.presentation
            if replace {
                actors[index].snapshots[actors[index].snapshots.count - 1] = snapshot
            } else {
                actors[index].snapshots.append(snapshot)
            }
        }
        for index in probes.indices {
            let value = probes[index].read()
            if replace {
                probes[index].values[probes[index].values.count - 1] = value
            } else {
                probes[index].values.append(value)
            }
        }
    }

    /// The recorded length in seconds.
    var duration: TimeInterval { times.last ?? 0 }

    /// The values probe `name` recorded, or an empty array.
    func values(of name: String) -> [Double] {
        probes.first { $0.name == name }?.values ?? []
    }
}
