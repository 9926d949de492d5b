import CSDL2
import Dance
import Foundation

/// A frame clock fed by the renderer's present: one frame per present, timed by SDL's
/// monotonic performance counter.
///
/// The render loop calls ``didPresent()`` right after `SDL_RenderPresent` returns; with vsync
/// that is once per display refresh, so animations advance exactly once per frame shown.
/// While ``wantsFrames`` is `false` (nothing animates) the loop may sleep until input arrives.
@MainActor
final class PresentClock: FrameClock {
    /// Receives each frame's time; set by ``AnimationDriver``.
    var frameHandler: ((TimeInterval) -> Void)?

    /// Whether the driver needs frames; the render loop may wait for input while `false`.
    var wantsFrames = false

    /// Seconds the last frame spent inside the driver (advancing animations, completions).
    private(set) var lastEngineSeconds: TimeInterval = 0

    private let origin = SDL_GetPerformanceCounter()
    private let ticksPerSecond = Double(SDL_GetPerformanceFrequency())

    /// Seconds since the clock was made, from the monotonic performance counter.
    var now: TimeInterval { seconds(since: origin) }

    /// Delivers the frame for the present that just completed, when frames are wanted.
    func didPresent() {
        guard wantsFrames, let frameHandler else {
            lastEngineSeconds = 0
            return
        }
        let start = SDL_GetPerformanceCounter()
        frameHandler(seconds(since: origin, until: start))
        lastEngineSeconds = seconds(since: start)
    }

    private func seconds(since start: UInt64, until end: UInt64 = SDL_GetPerformanceCounter())
        -> TimeInterval
    {
        Double(end &- start) / ticksPerSecond
    }
}
