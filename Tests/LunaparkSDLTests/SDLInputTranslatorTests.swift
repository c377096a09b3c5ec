import CSDL2
import LunaparkGraph
import XCTest
@testable import LunaparkSDL

final class SDLInputTranslatorTests: XCTestCase {
    private func key(_ code: SDL_KeyCode) -> KeyEquivalent? {
        SDLInputTranslator.key(for: SDL_Keycode(code.rawValue))
    }

    func testPrintableKeysAreTheirCharacter() {
        XCTAssertEqual(key(SDLK_a), "a")
        XCTAssertEqual(key(SDLK_q), "q")
        XCTAssertEqual(key(SDLK_1), "1")
        XCTAssertEqual(key(SDLK_SLASH), "/")
        XCTAssertEqual(key(SDLK_SPACE), .space)
        // A layout key outside ASCII (é on a French keyboard) is its Unicode scalar.
        XCTAssertEqual(SDLInputTranslator.key(for: 0xE9), "é")
    }

    func testSpecialKeys() {
        XCTAssertEqual(key(SDLK_ESCAPE), .escape)
        XCTAssertEqual(key(SDLK_RETURN), .return)
        XCTAssertEqual(key(SDLK_KP_ENTER), .return)
        XCTAssertEqual(key(SDLK_TAB), .tab)
        XCTAssertEqual(key(SDLK_BACKSPACE), .delete)
        XCTAssertEqual(key(SDLK_DELETE), .deleteForward)
        XCTAssertEqual(key(SDLK_LEFT), .leftArrow)
        XCTAssertEqual(key(SDLK_RIGHT), .rightArrow)
        XCTAssertEqual(key(SDLK_UP), .upArrow)
        XCTAssertEqual(key(SDLK_DOWN), .downArrow)
        XCTAssertEqual(key(SDLK_HOME), .home)
        XCTAssertEqual(key(SDLK_END), .end)
        XCTAssertEqual(key(SDLK_PAGEUP), .pageUp)
        XCTAssertEqual(key(SDLK_PAGEDOWN), .pageDown)
        XCTAssertEqual(key(SDLK_KP_5), "5")
        XCTAssertEqual(key(SDLK_KP_0), "0")
        XCTAssertEqual(key(SDLK_KP_PLUS), "+")
    }

    func testKeysWithoutEquivalent() {
        XCTAssertNil(key(SDLK_LSHIFT))
        XCTAssertNil(key(SDLK_RCTRL))
        XCTAssertNil(key(SDLK_F1))
        XCTAssertNil(key(SDLK_UNKNOWN))
        XCTAssertNil(key(SDLK_AUDIOPLAY))
    }

    func testModifiers() {
        func mods(_ values: SDL_Keymod...) -> EventModifiers {
            SDLInputTranslator.modifiers(from: UInt16(values.reduce(0) { $0 | $1.rawValue }))
        }
        XCTAssertEqual(mods(KMOD_NONE), [])
        XCTAssertEqual(mods(KMOD_LSHIFT), .shift)
        XCTAssertEqual(mods(KMOD_RSHIFT), .shift)
        XCTAssertEqual(mods(KMOD_RCTRL), .control)
        XCTAssertEqual(mods(KMOD_LALT, KMOD_LGUI), [.option, .command])
        XCTAssertEqual(mods(KMOD_CAPS), .capsLock)
        XCTAssertEqual(mods(KMOD_NUM), [], "Num Lock is not a SwiftUI modifier")
    }

    private func mouseButton(_ type: SDL_EventType, button: Int32, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        return event
    }

    func testPrimaryButtonDownAndUpInPoints() {
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 10, y: 20)),
                       .pointerDown(CGPoint(x: 10, y: 20)))
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, x: 11, y: 21)),
                       .pointerUp(CGPoint(x: 11, y: 21)))
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 7, y: 8)),
                       .secondaryClick(CGPoint(x: 7, y: 8)), "the right button opens context menus as it goes down")
        XCTAssertNil(SDLInputTranslator.inputEvent(from: mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, x: 7, y: 8)))
        XCTAssertNil(SDLInputTranslator.inputEvent(from: mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_MIDDLE, x: 1, y: 1)))
        XCTAssertNil(SDLInputTranslator.inputEvent(from: mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_MIDDLE, x: 1, y: 1)))
    }

    func testMotionReportsWhetherThePrimaryButtonIsHeld() {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = 5
        event.motion.y = 6
        event.motion.state = lunapark_SDL_BUTTON_LMASK()
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .pointerMoved(CGPoint(x: 5, y: 6), isPressed: true))
        event.motion.state = 0
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .pointerMoved(CGPoint(x: 5, y: 6), isPressed: false))
    }

    func testTextInputBecomesTypedText() {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            let bytes = Array("é!".utf8)
            for (i, byte) in bytes.enumerated() { raw[i] = byte }
            raw[bytes.count] = 0
        }
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .text("é!"))
        withUnsafeMutableBytes(of: &event.text.text) { raw in raw[0] = 0 }
        XCTAssertNil(SDLInputTranslator.inputEvent(from: event))
    }

    func testWheelScrollsByFortyPointsANotchTowardsTheUser() {
        var wheel = SDL_MouseWheelEvent()
        wheel.preciseY = 1      // away from the user: towards the top
        wheel.preciseX = -0.5   // half a notch to the left
        wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
        XCTAssertEqual(SDLInputTranslator.scrollEvent(from: wheel, pointer: CGPoint(x: 3, y: 4)),
                       .scroll(CGPoint(x: 3, y: 4), delta: CGSize(width: -20, height: -40)))
        wheel.direction = UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
        XCTAssertEqual(SDLInputTranslator.scrollEvent(from: wheel, pointer: CGPoint(x: 3, y: 4)),
                       .scroll(CGPoint(x: 3, y: 4), delta: CGSize(width: 20, height: 40)))
    }

    func testKeyDownCarriesModifiersAndKeyUpIsIgnored() {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_q.rawValue)
        event.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .key("q", modifiers: .control))
        event.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
        event.key.keysym.mod = 0
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .key(.escape, modifiers: []))
        event.key.repeat = 1
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .keyRepeat(.escape, modifiers: []))
        event.type = SDL_KEYUP.rawValue
        event.key.repeat = 0
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .keyUp(.escape, modifiers: []))
    }

    func testModifierKeysReportTheModifiersHeldAfterThem() {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_LCTRL.rawValue)
        event.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .modifiersChanged(.control))
        event.type = SDL_KEYUP.rawValue
        event.key.keysym.mod = 0
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .modifiersChanged([]))
        event.key.keysym.sym = SDL_Keycode(SDLK_RALT.rawValue)
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.mod = UInt16(KMOD_RALT.rawValue | KMOD_LSHIFT.rawValue)
        XCTAssertEqual(SDLInputTranslator.inputEvent(from: event), .modifiersChanged([.option, .shift]))
    }

    func testOtherEventsCarryNoInput() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        XCTAssertNil(SDLInputTranslator.inputEvent(from: event))
        event.type = SDL_TEXTINPUT.rawValue
        XCTAssertNil(SDLInputTranslator.inputEvent(from: event))
    }
}
