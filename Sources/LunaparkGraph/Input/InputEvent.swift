import Foundation
import LunaparkCore

/// Input delivered by a host (SDL window, headless host) to the scene graph.
/// Locations are in points in the root view's coordinates, origin top-left, y down.
public enum InputEvent: Sendable, Hashable {
    /// The primary button went down at a location.
    case pointerDown(CGPoint)
    /// The pointer moved; `isPressed` tells whether the primary button is held.
    case pointerMoved(CGPoint, isPressed: Bool)
    /// The primary button went up at a location.
    case pointerUp(CGPoint)
    /// The secondary (right) button went down at a location: it opens the `contextMenu` of the
    /// innermost view under the pointer that has one, as a right click does on macOS (which
    /// opens the menu as the button goes down). Nothing else receives it.
    case secondaryClick(CGPoint)
    /// The mouse wheel or a trackpad scrolled while the pointer was at a location.
    /// `delta` is how far, in points, the content under the pointer should scroll:
    /// positive `height` reveals content further down (the wheel turned toward the
    /// user), positive `width` content further right. It goes to the innermost
    /// `ScrollView` under the pointer that scrolls along that axis.
    case scroll(CGPoint, delta: CGSize)
    /// The modifier keys held changed (a modifier key went down or up). A press takes the
    /// modifiers held when it starts: with Option or Control held, a drag drives
    /// `MagnifyGesture` and `RotateGesture` as a pinch.
    case modifiersChanged(EventModifiers)
    /// A key was pressed (it went down).
    case key(KeyEquivalent, modifiers: EventModifiers)
    /// A key held down repeats (the keyboard's auto-repeat): it goes where a press goes, with
    /// the `.repeat` phase for `onKeyPress`.
    case keyRepeat(KeyEquivalent, modifiers: EventModifiers)
    /// A key went up: only `onKeyPress` handlers that ask for the `.up` phase receive it.
    case keyUp(KeyEquivalent, modifiers: EventModifiers)
    /// Text was typed, as the platform's text input composed it (keyboard
    /// layout, Shift and dead keys applied): it goes to the focused `TextField`.
    /// The key presses that typed it arrive as `key` events as well.
    case text(String)
}
