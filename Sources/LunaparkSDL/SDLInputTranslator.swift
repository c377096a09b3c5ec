import CSDL2
import Foundation
import LunaparkGraph

/// Translates SDL input events into the scene graph's `InputEvent`s. Pure
/// functions of the event, tested without a window.
///
/// Keys are identified by their SDL keycode, the character the key produces
/// in the current layout without modifiers (SDL wiki, SDL_Keycode): printable
/// keys become that character ('a' for A with or without Shift; Shift is
/// reported in `EventModifiers`, as SwiftUI's keyboard shortcuts do), special
/// keys the private-use characters of `KeyEquivalent`.
///
/// Mouse coordinates: SDL2 reports them in window coordinates, which are
/// points (with `SDL_WINDOW_ALLOW_HIGHDPI` the drawable may be larger, the
/// event coordinates are not; SDL wiki, SDL_MouseMotionEvent and
/// SDL_GL_GetDrawableSize), so they pass through unscaled. Only the primary
/// (left) button makes pointer down/up; SDL synthesizes it from touches too.
/// The right button going down is a secondary click (it opens context menus).
/// A wheel event carries no position before SDL 2.26, so the pointer's current
/// position (`SDL_GetMouseState`) is where it scrolls.
public enum SDLInputTranslator {
    /// The input event for an SDL event, or nil for events that carry none
    /// (the middle button, the right button's release, keys without an equivalent, window events).
    public static func inputEvent(from event: SDL_Event) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            return .secondaryClick(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_MOUSEMOTION:
            let pressed = event.motion.state & lunapark_SDL_BUTTON_LMASK() != 0
            return .pointerMoved(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)), isPressed: pressed)
        case SDL_TEXTINPUT:
            // SDL enables text input on desktop platforms at start-up: the text arrives
            // composed (layout, Shift, dead keys), UTF-8, NUL-terminated in a 32-byte buffer.
            var buffer = event.text.text
            let text = withUnsafeBytes(of: &buffer) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return scrollEvent(from: event.wheel, pointer: CGPoint(x: Int(x), y: Int(y)))
        case SDL_KEYDOWN, SDL_KEYUP:
            // SDL updates its modifier state before it fills the event (SDL_keyboard.c,
            // SDL_SendKeyboardKeyInternal): a modifier key's own event carries the state after it.
            if isModifierKey(event.key.keysym.sym) { return .modifiersChanged(modifiers(from: event.key.keysym.mod)) }
            guard let key = key(for: event.key.keysym.sym) else { return nil }
            let held = modifiers(from: event.key.keysym.mod)
            if SDL_EventType(event.type) == SDL_KEYUP { return .keyUp(key, modifiers: held) }
            // The keyboard's auto-repeat comes as more key-down events with `repeat` set (SDL wiki, SDL_KeyboardEvent).
            return event.key.repeat != 0 ? .keyRepeat(key, modifiers: held) : .key(key, modifiers: held)
        default:
            return nil
        }
    }

    /// Points the content scrolls per wheel notch (SDL's `preciseX`/`preciseY` count notches;
    /// a trackpad reports fractions of one). 40 points is about three lines of body text,
    /// the distance a notch scrolls in a macOS window.
    public static let pointsPerWheelNotch: CGFloat = 40

    /// The scroll event of a wheel event with the pointer at `pointer` (window points).
    /// SDL's vertical amount is positive when the wheel turns away from the user, which
    /// scrolls towards the top: the delta is its negation (SDL wiki, SDL_MouseWheelEvent),
    /// and both flip when the system reports `SDL_MOUSEWHEEL_FLIPPED` ("natural" scrolling).
    public static func scrollEvent(from wheel: SDL_MouseWheelEvent, pointer: CGPoint) -> InputEvent {
        let flip: CGFloat = wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
        let delta = CGSize(width: CGFloat(wheel.preciseX) * pointsPerWheelNotch * flip,
                           height: -CGFloat(wheel.preciseY) * pointsPerWheelNotch * flip)
        return .scroll(pointer, delta: delta)
    }

    /// The key equivalent of an SDL keycode, or nil for keys without one
    /// (modifier keys, function keys, media keys).
    public static func key(for keycode: SDL_Keycode) -> KeyEquivalent? {
        if let special = specialKeys[keycode] { return special }
        // Keycodes without the scancode bit are the Unicode scalar the key types
        // unshifted (SDL_keycode.h: SDLK_a = 'a', SDLK_1 = '1', 'é' on a French layout).
        guard keycode & Int32(SDLK_SCANCODE_MASK) == 0, keycode >= 0x20, keycode != 0x7F,
              let scalar = Unicode.Scalar(UInt32(keycode)) else { return nil }
        return KeyEquivalent(Character(scalar))
    }

    /// Whether `keycode` is a modifier key (Shift, Control, Alt, GUI, Caps Lock), whose presses
    /// and releases become `modifiersChanged` events.
    public static func isModifierKey(_ keycode: SDL_Keycode) -> Bool {
        let keys: [SDL_KeyCode] = [SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LCTRL, SDLK_RCTRL, SDLK_LALT, SDLK_RALT,
                                   SDLK_LGUI, SDLK_RGUI, SDLK_CAPSLOCK]
        return keys.contains { SDL_Keycode($0.rawValue) == keycode }
    }

    /// The modifiers held, from SDL's `SDL_Keymod` bits.
    public static func modifiers(from mod: UInt16) -> EventModifiers {
        let bits = UInt32(mod)
        var modifiers: EventModifiers = []
        if bits & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { modifiers.insert(.option) }
        if bits & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        if bits & KMOD_CAPS.rawValue != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }

    /// Keys that are not their own character.
    private static let specialKeys: [SDL_Keycode: KeyEquivalent] = {
        func code(_ key: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(key.rawValue) }
        var table: [SDL_Keycode: KeyEquivalent] = [
            code(SDLK_ESCAPE): .escape,
            code(SDLK_RETURN): .return,
            code(SDLK_RETURN2): .return,
            code(SDLK_KP_ENTER): .return,
            code(SDLK_TAB): .tab,
            code(SDLK_KP_TAB): .tab,
            code(SDLK_SPACE): .space,
            code(SDLK_KP_SPACE): .space,
            code(SDLK_BACKSPACE): .delete,
            code(SDLK_KP_BACKSPACE): .delete,
            code(SDLK_DELETE): .deleteForward,
            code(SDLK_UP): .upArrow,
            code(SDLK_DOWN): .downArrow,
            code(SDLK_LEFT): .leftArrow,
            code(SDLK_RIGHT): .rightArrow,
            code(SDLK_HOME): .home,
            code(SDLK_END): .end,
            code(SDLK_PAGEUP): .pageUp,
            code(SDLK_PAGEDOWN): .pageDown,
            code(SDLK_CLEAR): .clear,
            code(SDLK_KP_CLEAR): .clear,
            code(SDLK_KP_PERIOD): ".",
            code(SDLK_KP_COMMA): ",",
            code(SDLK_KP_PLUS): "+",
            code(SDLK_KP_MINUS): "-",
            code(SDLK_KP_MULTIPLY): "*",
            code(SDLK_KP_DIVIDE): "/",
            code(SDLK_KP_EQUALS): "=",
        ]
        // The keypad digits type their digit (SDLK_KP_1 ... SDLK_KP_9, then SDLK_KP_0).
        let digits: [SDL_KeyCode] = [SDLK_KP_0, SDLK_KP_1, SDLK_KP_2, SDLK_KP_3, SDLK_KP_4,
                                     SDLK_KP_5, SDLK_KP_6, SDLK_KP_7, SDLK_KP_8, SDLK_KP_9]
        for (digit, key) in digits.enumerated() {
            table[code(key)] = KeyEquivalent(Character(String(digit)))
        }
        return table
    }()
}
