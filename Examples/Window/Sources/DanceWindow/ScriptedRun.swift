import CSDL2
import Dance
import Foundation
import WindowRecord

/// The test run: the same scene on a `ManualClock`, frame by frame, with scripted input,
/// writing screenshots read back from the renderer and what the engine presented in each.
@MainActor
struct ScriptedRun {
    let frames: Int
    let directory: String
    let options: Options

    func run() throws(WindowError) {
        let script =
            try options.scriptPath.map { path throws(WindowError) in
                try Script(contentsOf: path)
            } ?? Script()
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .file("cannot create \(directory): \(error.localizedDescription)")
        }
        let renderer = try Renderer(
            title: "Dance — scripted", width: Scene.width, height: Scene.height)
        defer { renderer.close() }
        let clock = ManualClock(frameInterval: 1 / Double(Script.framesPerSecond))
        AnimationDriver.shared.clock = clock
        let scene = Scene()
        scene.start()
        let startCenter = scene.card.$center.presentation
        var records: [FrameRecord] = []
        for frame in 1...frames {
            _ = SDLInput.pending()  // keep the window responsive; input comes from the script
            for event in script.events(atFrame: frame) {
                scene.handle(event)
            }
            clock.advance(to: Double(frame) / Double(Script.framesPerSecond))
            scene.update()
            renderer.draw(scene.nodes, background: scene.background)
            if frame % options.screenshotEvery == 0 || frame == frames {
                let name = String(format: "frame-%04d.bmp", frame)
                try renderer.saveScreenshot(to: "\(directory)/\(name)")
                records.append(
                    FrameRecord(
                        frame: frame, time: clock.now, screenshot: name,
                        shapes: scene.shapeRecords()))
            }
            renderer.present()
        }
        let background = Mesh.sdlColor(scene.background, alpha: 1)
        let run = RunRecord(
            width: renderer.width, height: renderer.height,
            background: [Int(background.r), Int(background.g), Int(background.b)],
            frames: records)
        try JSONFile.write(run, to: "\(directory)/\(RunRecord.fileName)")
        if let path = options.stateOutput {
            try StateFile.write(scene: scene, startCenter: startCenter, frames: frames, to: path)
        }
        print(
            "dance-window: \(records.count) screenshots and \(RunRecord.fileName) in \(directory)")
    }
}
