import CSDL2
import Foundation

/// The video driver SDL started with, and whether its windows reach a display.
///
/// When SDL finds no display (no `DISPLAY`, a dead X server, no Wayland socket) it does not
/// fail: it falls back to its `offscreen` driver, which draws into memory. A live window would
/// then run where nobody sees it, and its present would never wait for a refresh.
struct VideoDriver {
    /// SDL's name for the driver, such as `x11`, `wayland`, `offscreen` or `dummy`.
    let name: String
    /// Whether `SDL_VIDEODRIVER` (the variable or the hint) names this driver: the user asked
    /// for it, so running without a display is on purpose.
    let isRequested: Bool

    /// The drivers that draw into memory instead of onto a display.
    private static let headlessNames: Set = ["offscreen", "dummy"]

    /// Whether windows appear on a display; `false` for `offscreen` and `dummy`.
    var hasDisplay: Bool { !Self.headlessNames.contains(name) }

    /// The driver of SDL's running video subsystem; call after `SDL_Init(SDL_INIT_VIDEO)`.
    static func current() -> VideoDriver {
        let name = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        // SDL reads the hint as a comma-separated list of drivers to try, case-insensitively.
        let requested =
            SDL_GetHint(SDL_HINT_VIDEODRIVER).map { String(cString: $0) }?
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            ?? []
        return VideoDriver(name: name, isRequested: requested.contains(name.lowercased()))
    }
}
