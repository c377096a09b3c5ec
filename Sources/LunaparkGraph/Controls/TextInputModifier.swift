import Foundation
import LunaparkCore

/// Makes its content an editable line of text: a press focuses it and puts
/// the cursor at the character boundary nearest the press; while focused,
/// typed text is inserted at the cursor and the editing keys work (see
/// `TextInputNode.handleEditingKey(_:)`). A `focused` modifier's request moves the
/// focus to it or away from it.
struct _TextInputModifier: ViewModifier {
    typealias Body = Never
    let text: Binding<String>
    /// The cursor, as a number of characters from the start.
    let cursor: Binding<Int>
    let isFocused: Binding<Bool>
    /// Where the text starts, in points from the content's leading edge.
    let textInset: CGFloat
    /// True when the text is drawn as bullets (`SecureField`): positions are measured on them.
    let isSecure: Bool
    let font: Font.Resolved
    let onSubmit: @MainActor () -> Void
    /// Whether the innermost `focused` modifier's state names this input (nil: no such modifier).
    var requestedFocus: Bool? = nil
    /// One line (`TextField`) or wrapped lines (`TextEditor`).
    var lines: TextInputLines = .single
    /// The caret's colour when the node draws it (multi-line input; a text field draws its own).
    var caretColor: Color? = nil
    /// Where the node draws the caret (a character offset) while focused; nil: not focused.
    var caretOffset: Int? = nil
    /// The most lines a multi-line input shows (a vertical `TextField`'s `lineLimit`): beyond
    /// them it keeps that height and scrolls its lines to show the caret's. nil: it grows.
    var visibleLineLimit: Int? = nil

    static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        TextInputNode(parent: parent, graph: graph)
    }
}

@MainActor
final class TextInputNode: SingleChildModifierNode<_TextInputModifier>, PointerHandling {
    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        guard environment.isEnabled, presentedFrame.contains(point) else { return nil }
        return PointerTarget(handler: self)
    }

    override func willUnmount() {
        if graph.focusedTextInput === self { graph.focusedTextInput = nil }
        super.willUnmount()
    }

    /// Points a vertical text field's lines are scrolled up by at its last placement.
    private var placedScroll: CGFloat = 0

    override func modelDidChange(from old: _TextInputModifier?, context: UpdateContext) {
        super.modelDidChange(from: old, context: context)
        if model.lines != .single, old?.caretOffset != model.caretOffset || old?.text.wrappedValue != model.text.wrappedValue {
            graph.setNeedsDisplay()
            if model.visibleLineLimit != nil || old?.visibleLineLimit != nil { invalidateLayout() }
        }
        // A focus state set by code moves the focus here, or away from here.
        guard let requested = model.requestedFocus else { return }
        let hasFocus = graph.focusedTextInput === self
        if requested, !hasFocus {
            takeFocus()
            model.cursor.wrappedValue = model.text.wrappedValue.count
        } else if !requested, hasFocus {
            graph.focusedTextInput = nil
            model.isFocused.wrappedValue = false
        }
    }

    /// Makes this input the focused one, taking the focus from the input or view that had it.
    private func takeFocus() {
        graph.moveFocus(to: nil)
        if let previous = graph.focusedTextInput, previous !== self, previous.isAttached {
            previous.model.isFocused.wrappedValue = false
        }
        graph.focusedTextInput = self
        model.isFocused.wrappedValue = true
    }

    /// Gives this input the focus as the Tab key does: the cursor at the end of its text.
    func takeFocusFromKeyboard() {
        takeFocus()
        model.cursor.wrappedValue = model.text.wrappedValue.count
    }

    /// Gives up the focus (a `focusable` view took it).
    func resignFocus() {
        guard graph.focusedTextInput === self else { return }
        graph.focusedTextInput = nil
        model.isFocused.wrappedValue = false
    }

    func pointerDown(at location: CGPoint, time: TimeInterval) {
        takeFocus()
        switch model.lines {
        case .single:
            model.cursor.wrappedValue = boundary(nearestX: location.x - presentedFrame.minX - model.textInset)
        case .multiple(let top):
            model.cursor.wrappedValue = textLines().offset(nearest: CGPoint(
                x: location.x - presentedFrame.minX - model.textInset,
                y: location.y - presentedFrame.minY - top + placedScroll))
        }
    }

    /// How far a multi-line input with a line limit scrolls its lines up, in points: none while
    /// its lines fit; otherwise just enough to show the caret's line (the first lines while it
    /// is not focused).
    private var scrollOffset: CGFloat {
        guard case .multiple = model.lines, let limit = model.visibleLineLimit.map({ max($0, 1) }) else { return 0 }
        let lines = textLines()
        let overflow = lines.lines.count - limit
        guard overflow > 0 else { return 0 }
        let caretLine = model.caretOffset.map { lines.lineIndex(of: $0) } ?? 0
        return CGFloat(min(max(caretLine - limit + 1, 0), overflow)) * lines.lineHeight
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var size = super.sizeThatFits(proposal)
        guard case .multiple(let top) = model.lines, let limit = model.visibleLineLimit.map({ max($0, 1) }) else {
            return size
        }
        let lineHeight = graph.textMeasurer.size(of: "", font: model.font, maxWidth: nil, lineLimit: 1).height
        size.height = min(size.height, top + CGFloat(limit) * lineHeight)
        return size
    }

    /// The content at its full height, scrolled up by `scrollOffset`, when the lines are limited.
    override func contentRect(in rect: CGRect) -> CGRect {
        guard model.lines != .single, model.visibleLineLimit != nil, let content else { return rect }
        let full = content.measure(ProposedViewSize(width: rect.width, height: nil))
        placedScroll = scrollOffset
        return CGRect(x: rect.minX, y: rect.minY - placedScroll, width: rect.width, height: max(full.height, rect.height))
    }

    /// The wrapped lines of a multi-line input's text at its width.
    private func textLines() -> TextLines {
        TextLines(text: model.text.wrappedValue, font: model.font,
                  width: max(presentedFrame.width - 2 * model.textInset, 1), measurer: graph.textMeasurer)
    }

    override func render(into builder: inout DisplayListBuilder) {
        super.render(into: &builder)
        guard case .multiple(let top) = model.lines, let color = model.caretColor,
              let offset = model.caretOffset else { return }
        let caret = textLines().caret(at: offset)
        let lineHeight = graph.textMeasurer.size(of: "", font: model.font, maxWidth: nil, lineLimit: 1).height
        let rect = CGRect(x: presentedFrame.minX + model.textInset + caret.x,
                          y: presentedFrame.minY + top + caret.y - placedScroll, width: 2, height: lineHeight)
        builder.fill(rect, color: color.resolve(in: environment), id: displayID(1))
    }

    func pointerMoved(to location: CGPoint, time: TimeInterval) {}
    func pointerUp(at location: CGPoint, time: TimeInterval) {}

    /// The character boundary whose measured offset is nearest `x` (points from the text's start).
    private func boundary(nearestX x: CGFloat) -> Int {
        let typed = model.text.wrappedValue
        let text = model.isSecure ? String(repeating: "•", count: typed.count) : typed
        var best = 0
        var bestDistance = abs(x)
        for count in 1...max(1, text.count) where count <= text.count {
            let width = graph.textMeasurer.size(of: String(text.prefix(count)), font: model.font,
                                                maxWidth: nil, lineLimit: 1).width
            let distance = abs(x - width)
            if distance < bestDistance { best = count; bestDistance = distance }
            if width > x { break }
        }
        return best
    }

    /// Inserts typed text at the cursor and moves the cursor after it. Line breaks
    /// are dropped from a text field, which holds one line; letters are made capitals
    /// where `textInputAutocapitalization(_:)` says the keyboard would shift.
    func insert(_ typed: String) {
        var clean = model.lines == .single ? typed.filter { !$0.isNewline } : typed
        guard !clean.isEmpty else { return }
        var text = model.text.wrappedValue
        let at = min(max(0, model.cursor.wrappedValue), text.count)
        if let capitalization = environment.textInputAutocapitalization {
            clean = capitalization.apply(to: clean, after: text.prefix(at))
        }
        text.insert(contentsOf: clean, at: text.index(text.startIndex, offsetBy: at))
        model.text.wrappedValue = text
        model.cursor.wrappedValue = at + clean.count
    }

    /// Delete and Forward Delete remove a character, the arrows move the cursor by
    /// one, Home and End (or Command-Left and Command-Right) to the ends, Return
    /// runs the submit actions (Return with Command or Control is left to others). Other keys that type text are taken (their text
    /// comes as a `.text` event); keys held with Command or Control are left to others.
    func handleEditingKey(_ press: KeyPress) -> Bool {
        var text = model.text.wrappedValue
        let cursor = min(max(0, model.cursor.wrappedValue), text.count)
        let command = press.modifiers.contains(.command)
        switch press.key {
        case .delete:
            guard cursor > 0 else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
            model.text.wrappedValue = text
            model.cursor.wrappedValue = cursor - 1
        case .deleteForward:
            guard cursor < text.count else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            model.text.wrappedValue = text
        case .leftArrow:
            model.cursor.wrappedValue = command ? 0 : max(0, cursor - 1)
        case .rightArrow:
            model.cursor.wrappedValue = command ? text.count : min(text.count, cursor + 1)
        case .home:
            model.cursor.wrappedValue = 0
        case .end:
            model.cursor.wrappedValue = text.count
        case .return:
            // Command-Return (Ctrl-Return) is left to keyboard shortcuts, as AppKit's fields leave it.
            guard press.modifiers.isDisjoint(with: [.command, .control]) else { return false }
            if model.lines == .single { model.onSubmit() } else { insert("\n") }
        case .upArrow, .downArrow:
            guard model.lines != .single else { return false }
            let lines = textLines()
            let caret = lines.caret(at: cursor)
            let step = press.key == .upArrow ? -lines.lineHeight : lines.lineHeight
            let lineIndex = lines.lineIndex(of: cursor) + (press.key == .upArrow ? -1 : 1)
            guard lineIndex >= 0, lineIndex < lines.lines.count else {
                model.cursor.wrappedValue = press.key == .upArrow ? 0 : text.count
                return true
            }
            model.cursor.wrappedValue = lines.offset(nearest: CGPoint(x: caret.x, y: caret.y + step + lines.lineHeight / 2))
        default:
            let typesText = press.key.character.unicodeScalars.first.map { $0.value >= 0x20 && $0.value < 0xF700 } ?? false
            return typesText && press.modifiers.isDisjoint(with: [.command, .control])
        }
        return true
    }
}

/// Whether a text input holds one line or wraps several.
enum TextInputLines: Equatable {
    case single
    /// Wrapped lines whose text starts `top` points below the input's top.
    case multiple(top: CGFloat)
}
