import CSDL2
import Dance
import Foundation
import WindowRecord

/// The interactive window: the present-driven clock, real input, until closed.
///
/// It needs a display: when SDL found none and fell back to a headless video driver, it stops
/// with ``WindowError/noDisplay(videoDriver:)`` rather than run unseen, unless
/// `SDL_VIDEODRIVER` asked for that driver. Then it runs, paced to 60 Hz by ``Pacer``, as a
/// headless driver never waits for a refresh.
@MainActor
struct LiveRun {
    let options: Options

    func run() throws(WindowError) {
        let renderer = try Renderer(
            title: "Dance — drag the card", width: Scene.width, height: Scene.height)
        defer { renderer.close() }
        let video = renderer.videoDriver
        guard video.hasDisplay || video.isRequested else {
            throw .noDisplay(videoDriver: video.name)
        }
        let clock = PresentClock()
        AnimationDriver.shared.clock = clock
        let scene = Scene()
        scene.start()
        let startCenter = scene.card.$center.presentation
        let pacing = renderer.hasVSync ? "vsync" : "no vsync, paced to 60 Hz"
        print("dance-window: video \(video.name), renderer \(renderer.name), \(pacing)")
        var pacer = Pacer()
        var frames = 0
        loop: while true {
            if let exitAfter = options.exitAfter, clock.now >= exitAfter { break }
            let inputs =
                clock.wantsFrames ? SDLInput.pending() : SDLInput.waiting(milliseconds: 100)
            for input in inputs {
                switch input {
                case .quit: break loop
                case .input(let event): scene.handle(event)
                case .ignored: break
                }
            }
            scene.update()
            renderer.draw(scene.nodes, background: scene.background)
            renderer.present()
            frames += 1
            clock.didPresent()
            if !renderer.hasVSync { pacer.wait() }
        }
        if let path = options.stateOutput {
            try StateFile.write(scene: scene, startCenter: startCenter, frames: frames, to: path)
        }
    }
}

/// Writes the card's story at exit.
enum StateFile {
    @MainActor
    static func write(scene: Scene, startCenter: CGPoint, frames: Int, to path: String)
        throws(WindowError)
    {
        let end = scene.card.$center.presentation
        let bounds = scene.restingBounds
        let record = LiveRecord(
            startCenter: [startCenter.x, startCenter.y], endCenter: [end.x, end.y],
            restingBounds: [bounds.minX, bounds.minY, bounds.width, bounds.height],
            cardIsAnimating: scene.card.$center.isAnimating, events: scene.events,
            releaseSpeed: scene.releaseSpeed,
            handOff: scene.handOff.map { [$0.before.dx, $0.before.dy, $0.after.dx, $0.after.dy] }
                ?? [], frames: frames, controls: scene.controls)
        try JSONFile.write(record, to: path)
    }
}

/// Encodes values as pretty-printed JSON files.
enum JSONFile {
    static func write<Value: Encodable>(_ value: Value, to path: String) throws(WindowError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(value).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .file("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
