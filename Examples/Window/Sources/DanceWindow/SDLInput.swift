import CSDL2
import Foundation

/// What one SDL event means to the window.
enum SDLInput {
    case quit
    case input(InputEvent)
    case ignored

    init(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .input(.mouseDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .input(.mouseUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
        case SDL_MOUSEMOTION:
            self = .input(.mouseMove(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))))
        case SDL_KEYDOWN:
            self = Self.key(event.key.keysym.sym)
        default:
            self = .ignored
        }
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
