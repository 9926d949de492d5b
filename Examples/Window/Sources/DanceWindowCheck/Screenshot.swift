import CSDL2

/// A screenshot read back as 8-bit RGB.
struct Screenshot {
    let width: Int
    let height: Int
    private let pixels: [UInt8]

    /// Loads a BMP with SDL and converts it to RGB24.
    init(path: String) throws {
        guard let loaded = SDL_LoadBMP_RW(SDL_RWFromFile(path, "rb"), 1) else {
            throw CheckFailure("cannot load \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let rgb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB24.rawValue, 0) else {
            throw CheckFailure("cannot convert \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(rgb) }
        let surface = rgb.pointee
        width = Int(surface.w)
        height = Int(surface.h)
        let pitch = Int(surface.pitch)
        guard let base = surface.pixels?.assumingMemoryBound(to: UInt8.self) else {
            throw CheckFailure("\(path) has no pixels")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<(width * 3) {
                pixels[y * width * 3 + x] = base[y * pitch + x]
            }
        }
        self.pixels = pixels
    }

    /// The colour at pixel (`x`, `y`): red, green, blue, 0…255.
    func color(x: Int, y: Int) -> [Int] {
        let offset = (y * width + x) * 3
        return [Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2])]
    }
}
