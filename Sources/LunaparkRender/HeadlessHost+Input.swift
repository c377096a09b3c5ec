import Foundation
import LunaparkCore
import LunaparkGraph

extension HeadlessHost {
    /// Presses and releases the primary button at `point`, then advances one frame.
    public func tap(at point: CGPoint) {
        content.handle(.pointerDown(point), at: time)
        content.handle(.pointerUp(point), at: time)
        advanceFrame()
    }

    /// Clicks the secondary (right) button at `point`, which opens the context menu of the view
    /// under it (`InputEvent.secondaryClick`), then advances one frame.
    public func secondaryClick(at point: CGPoint) {
        content.handle(.secondaryClick(point), at: time)
        advanceFrame()
    }

    /// Drags from `start` to `end` over `duration` seconds, moving once per frame, then releases.
    /// A `duration` that is negative or not a number counts as 0 (one move); one longer than
    /// `maximumFramesPerAdvance` frames as that many frames; both are reported.
    ///
    /// `modifiers` are held for the whole drag (reported as `InputEvent.modifiersChanged`
    /// before the press and released after it): Option or Control make it a pinch for
    /// `MagnifyGesture` and `RotateGesture`.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25, modifiers: EventModifiers = []) {
        let limit = Double(Self.maximumFramesPerAdvance)
        let frames = duration * frameRate
        if !(frames >= 0 && frames <= limit) {
            graph.report("HeadlessHost.drag(duration: \(duration)): outside 0...\(limit / frameRate) s; "
                         + (frames > limit ? "\(Self.maximumFramesPerAdvance) frames" : "one frame") + " instead")
        }
        if !modifiers.isEmpty { content.handle(.modifiersChanged(modifiers), at: time) }
        content.handle(.pointerDown(start), at: time)
        let steps = frames > limit ? Self.maximumFramesPerAdvance : max(1, Int((frames >= 0 ? frames : 0).rounded()))
        for k in 1...steps {
            let f = CGFloat(k) / CGFloat(steps)
            let p = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            advanceFrame()
            content.handle(.pointerMoved(p, isPressed: true), at: time)
        }
        content.handle(.pointerUp(end), at: time)
        if !modifiers.isEmpty { content.handle(.modifiersChanged([]), at: time) }
        advanceFrame()
    }

    /// Presses the primary button at `point` and keeps it down (no frame is produced): with
    /// `advance(by:)`, `movePressed(to:)` and `release(at:)` a test holds a press as long as it likes.
    public func press(at point: CGPoint) {
        content.handle(.pointerDown(point), at: time)
    }

    /// Moves the pointer to `point` with no button held, as a mouse hovering (no frame is produced).
    public func hover(at point: CGPoint) {
        content.handle(.pointerMoved(point, isPressed: false), at: time)
    }

    /// Moves the pointer to `point` with the button held (no frame is produced).
    public func movePressed(to point: CGPoint) {
        content.handle(.pointerMoved(point, isPressed: true), at: time)
    }

    /// Releases the primary button at `point`, then advances one frame.
    public func release(at point: CGPoint) {
        content.handle(.pointerUp(point), at: time)
        advanceFrame()
    }

    /// Turns the mouse wheel (or swipes a trackpad) with the pointer at `point`: the content
    /// under it scrolls by `delta` points (positive `height` reveals content further down,
    /// see `InputEvent.scroll`). Then advances one frame.
    public func scroll(at point: CGPoint, by delta: CGSize) {
        content.handle(.scroll(point, delta: delta), at: time)
        advanceFrame()
    }

    /// Presses `key`, then advances one frame. `phase` `.repeat` delivers an auto-repeat of a
    /// held key, `.up` its release (other values count as `.down`).
    public func key(_ key: KeyEquivalent, modifiers: EventModifiers = [], phase: KeyPress.Phases = .down) {
        switch phase {
        case .repeat: content.handle(.keyRepeat(key, modifiers: modifiers), at: time)
        case .up: content.handle(.keyUp(key, modifiers: modifiers), at: time)
        default: content.handle(.key(key, modifiers: modifiers), at: time)
        }
        advanceFrame()
    }

    /// Types `text` (as the platform's text input would deliver it), then advances one frame.
    public func type(_ text: String) {
        content.handle(.text(text), at: time)
        advanceFrame()
    }

    /// Changes the viewport size (points); a side that is negative or not a number counts
    /// as 0, one over `maximumViewportDimension` as that maximum (reported).
    public func resize(to size: CGSize) {
        var corrections: [String] = []
        graph.viewportSize = Self.viewportSize(size, corrections: &corrections)
        for message in corrections { graph.report(message) }
        produceFrame(at: time)
    }
}

extension HeadlessHost {
    /// The window's safe area insets in points (zero unless set, as in a desktop window): give
    /// a phone-like frame's status bar and home indicator, and the root is laid out inside
    /// them while `ignoresSafeArea` backgrounds and scroll views reach under them. Setting it
    /// lays out and draws the current frame again; negative or non-finite insets count as 0.
    public var safeAreaInsets: EdgeInsets {
        get { graph.safeAreaInsets }
        set {
            graph.safeAreaInsets = newValue
            produceFrame(at: time)
        }
    }
}
