import CSDL2
import Foundation

/// What one SDL event means to the window.
enum SDLInput {
    case quit
    case input(InputEvent)
    case ignored

    /// Reads `event`; pointer events keep SDL's timestamp, in seconds.
    ///
    /// SDL 2 stamps an event with its millisecond tick count when it queues the event, so
    /// events that arrive while the loop is busy share a stamp: ``PointerTrack`` allows for it.
    init(_ event: SDL_Event) {
        let time = TimeInterval(event.common.timestamp) / 1000
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .input(.mouseDown(Self.point(event.button.x, event.button.y), time: time))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .input(.mouseUp(Self.point(event.button.x, event.button.y), time: time))
        case SDL_MOUSEMOTION:
            self = .input(.mouseMove(Self.point(event.motion.x, event.motion.y), time: time))
        case SDL_KEYDOWN:
            self = Self.key(event.key.keysym.sym)
        default:
            self = .ignored
        }
    }

    private static func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: Int(x), y: Int(y))
    }

    private static func key(_ symbol: SDL_Keycode) -> SDLInput {
        switch UInt32(bitPattern: symbol) {
        case SDLK_ESCAPE.rawValue, SDLK_q.rawValue: .quit
        case SDLK_SPACE.rawValue: .input(.key(.space))
        case SDLK_r.rawValue: .input(.key(.reverse))
        case SDLK_LEFT.rawValue: .input(.key(.left))
        case SDLK_RIGHT.rawValue: .input(.key(.right))
        case SDLK_PLUS.rawValue, SDLK_EQUALS.rawValue, SDLK_KP_PLUS.rawValue:
            .input(.key(.faster))
        case SDLK_MINUS.rawValue, SDLK_KP_MINUS.rawValue: .input(.key(.slower))
        default: .ignored
        }
    }

    /// Every pending event, in order.
    static func pending() -> [SDLInput] {
        var inputs: [SDLInput] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            inputs.append(SDLInput(event))
        }
        return inputs
    }

    /// Waits up to `milliseconds` for an event, then returns it and every other pending one.
    static func waiting(milliseconds: Int32) -> [SDLInput] {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, milliseconds) != 0 else { return [] }
        return [SDLInput(event)] + pending()
    }
}
