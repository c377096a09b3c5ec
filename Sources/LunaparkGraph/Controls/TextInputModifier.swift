import Foundation
import LunaparkCore

/// Makes its content an editable line of text: a press focuses it and puts
/// the cursor at the character boundary nearest the press; while focused,
/// typed text is inserted at the cursor and the editing keys work (see
/// `TextInputNode.handleEditingKey(_:)`).
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

    func pointerDown(at location: CGPoint, time: TimeInterval) {
        if let previous = graph.focusedTextInput, previous !== self, previous.isAttached {
            previous.model.isFocused.wrappedValue = false
        }
        graph.focusedTextInput = self
        model.isFocused.wrappedValue = true
        model.cursor.wrappedValue = boundary(nearestX: location.x - presentedFrame.minX - model.textInset)
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
    /// are dropped: a text field holds one line.
    func insert(_ typed: String) {
        let clean = typed.filter { !$0.isNewline }
        guard !clean.isEmpty else { return }
        var text = model.text.wrappedValue
        let at = min(max(0, model.cursor.wrappedValue), text.count)
        text.insert(contentsOf: clean, at: text.index(text.startIndex, offsetBy: at))
        model.text.wrappedValue = text
        model.cursor.wrappedValue = at + clean.count
    }

    /// Delete and Forward Delete remove a character, the arrows move the cursor by
    /// one, Home and End (or Command-Left and Command-Right) to the ends, Return
    /// runs the submit actions. Other keys that type text are taken (their text
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
            model.onSubmit()
        default:
            let typesText = press.key.character.unicodeScalars.first.map { $0.value >= 0x20 && $0.value < 0xF700 } ?? false
            return typesText && press.modifiers.isDisjoint(with: [.command, .control])
        }
        return true
    }
}
