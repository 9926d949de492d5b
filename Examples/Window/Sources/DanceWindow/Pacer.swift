import CSDL2

/// Holds a loop to 60 frames a second when presenting does not wait for vsync (a software
/// renderer, or Xvfb, has no display to wait for).
struct Pacer {
    private let ticksPerSecond = Double(SDL_GetPerformanceFrequency())
    private var next = SDL_GetPerformanceCounter()
    private let interval: UInt64

    init(framesPerSecond: Double = 60) {
        interval = UInt64(Double(SDL_GetPerformanceFrequency()) / framesPerSecond)
    }

    /// Sleeps until the next frame is due; a late frame resets the schedule instead of
    /// rushing to catch up.
    mutating func wait() {
        next &+= interval
        let now = SDL_GetPerformanceCounter()
        if now >= next {
            next = now
            return
        }
        SDL_Delay(UInt32(Double(next - now) / ticksPerSecond * 1000))
    }
}
