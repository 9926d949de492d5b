import CSDL2
import Dance
import Foundation

/// An SDL window with an accelerated or software renderer, drawing nodes as triangles.
@MainActor
final class Renderer {
    let width: Int
    let height: Int
    /// Whether presenting waits for the display's vertical blank.
    ///
    /// SDL's software renderer, and any renderer on a video driver without a display
    /// (`offscreen`, `dummy`), accept the vsync flag but have no display to wait for, so they
    /// count as without.
    let hasVSync: Bool
    /// SDL's name for the renderer in use (`software`, `opengl`, …).
    let name: String
    /// The video driver SDL picked, and whether the window reaches a display.
    let videoDriver: VideoDriver

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var mesh = Mesh()

    /// Opens a window of `width × height` pixels, asking for a vsynced renderer.
    ///
    /// Throws ``WindowError/sdl(_:)`` with SDL's message when SDL cannot start.
    init(title: String, width: Int, height: Int) throws(WindowError) {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw .sdl("SDL_Init: \(Self.lastError)") }
        let videoDriver = VideoDriver.current()
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
        guard
            let window = SDL_CreateWindow(
                title, centered, centered, Int32(width), Int32(height),
                SDL_WINDOW_SHOWN.rawValue)
        else { throw .sdl("SDL_CreateWindow: \(Self.lastError)") }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        else {
            SDL_DestroyWindow(window)
            throw .sdl("SDL_CreateRenderer: \(Self.lastError)")
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        self.window = window
        self.renderer = renderer
        self.width = width
        self.height = height
        self.videoDriver = videoDriver
        name = info.name.map { String(cString: $0) } ?? "unknown"
        hasVSync =
            info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 && name != "software"
            && videoDriver.hasDisplay
    }

    /// Closes the window and shuts SDL down.
    func close() {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    static var lastError: String { String(cString: SDL_GetError()) }

    /// Clears to `background` and draws `nodes` back to front from their presentation values,
    /// in one `SDL_RenderGeometry` call.
    func draw(_ nodes: [Node], background: Color) {
        let clear = Mesh.sdlColor(background, alpha: 1)
        SDL_SetRenderDrawColor(renderer, clear.r, clear.g, clear.b, 255)
        SDL_RenderClear(renderer)
        mesh.removeAll()
        for node in nodes {
            mesh.append(node.presentation)
        }
        mesh.vertices.withUnsafeBufferPointer { vertices in
            mesh.indices.withUnsafeBufferPointer { indices in
                _ = SDL_RenderGeometry(
                    renderer, nil, vertices.baseAddress, Int32(vertices.count),
                    indices.baseAddress, Int32(indices.count))
            }
        }
    }

    /// Shows what was drawn; with vsync, waits for the display.
    func present() {
        SDL_RenderPresent(renderer)
    }

    /// Reads the drawn pixels back (`SDL_RenderReadPixels`) and writes them as a 24-bit BMP.
    ///
    /// Call after ``draw(_:background:)`` and before ``present()``: after a present the back
    /// buffer's content is undefined.
    func saveScreenshot(to path: String) throws(WindowError) {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 24, SDL_PIXELFORMAT_BGR24.rawValue)
        else { throw .sdl("SDL_CreateRGBSurfaceWithFormat: \(Self.lastError)") }
        defer { SDL_FreeSurface(surface) }
        guard
            SDL_RenderReadPixels(
                renderer, nil, SDL_PIXELFORMAT_BGR24.rawValue, surface.pointee.pixels,
                surface.pointee.pitch) == 0
        else { throw .sdl("SDL_RenderReadPixels: \(Self.lastError)") }
        guard SDL_SaveBMP_RW(surface, SDL_RWFromFile(path, "wb"), 1) == 0 else {
            throw .sdl("SDL_SaveBMP: \(Self.lastError)")
        }
    }
}

/// Why the window program stopped.
enum WindowError: Error, CustomStringConvertible {
    case sdl(String)
    case usage(String)
    case file(String)
    /// The live window found no display: SDL fell back to this headless video driver.
    case noDisplay(videoDriver: String)

    var description: String {
        switch self {
        case .sdl(let message): "SDL failed: \(message)"
        case .usage(let message): message
        case .file(let message): message
        case .noDisplay(let driver):
            "no display (SDL fell back to its \(driver) video driver): set DISPLAY, or run "
                + "under xvfb-run -a; SDL_VIDEODRIVER=\(driver) runs the window unseen on purpose"
        }
    }
}
