import Foundation
import Lunapark
import Testing

/// `TextEditor`: several lines typed, Return as a line break, the caret drawn on the
/// line it is on, the arrows and presses moving it, a `FocusState` focusing it.
@MainActor
struct TextEditorTests {
    private final class Box { var text = "" }

    private func editor(_ box: Box, size: CGSize = CGSize(width: 200, height: 120)) -> HeadlessHost {
        HeadlessHost(size: size) {
            TextEditor(text: Binding(get: { box.text }, set: { box.text = $0 }))
                .tint(.red)
                .frame(width: size.width, height: size.height)
        }
    }

    /// Rows holding a red caret pixel.
    private func caretRows(_ image: RenderedImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { image.isRed($0, y) } }
    }

    private func caretColumn(_ image: RenderedImage) -> Int? {
        (0..<image.width).first { x in (0..<image.height).contains { image.isRed(x, $0) } }
    }

    @Test func typesSeveralLinesAndDrawsTheCaretOnTheLastOne() {
        let box = Box()
        let host = editor(box)
        host.tap(at: CGPoint(x: 100, y: 60))
        #expect(host.graph.isEditingText)
        // Empty: the caret stands at the top-left inset (5, 8).
        let empty = host.render()
        #expect(caretColumn(empty) == 5)
        #expect(caretRows(empty).first == 8)
        host.type("one")
        host.key(.return)
        host.type("two")
        #expect(box.text == "one\ntwo")
        let image = host.render()
        let rows = caretRows(image)
        // On the second line, one line height (about 20 points at 17 points) below the first.
        #expect((rows.first ?? 0) >= 26 && (rows.first ?? 0) <= 30)
        let twoWidth = HeadlessHost(size: CGSize(width: 100, height: 30)) {
            HStack(spacing: 0) { Text("two"); Color.red.frame(width: 2, height: 10) }.frame(width: 100, alignment: .leading)
        }.render()
        #expect(abs((caretColumn(image) ?? 0) - 5 - (caretColumn(twoWidth) ?? 0)) <= 1)
    }

    @Test func arrowsAndPressesMoveTheCaretBetweenLines() {
        let box = Box()
        box.text = "alpha\nbeta"
        let host = editor(box)
        // A press at the start of the second line puts the cursor there.
        host.tap(at: CGPoint(x: 6, y: 8 + 30))
        host.type("Z")
        #expect(box.text == "alpha\nZbeta")
        // Up moves to the first line, near the same x.
        host.key(.upArrow)
        host.type("Y")
        #expect(box.text == "aYlpha\nZbeta")
        host.key(.downArrow)
        host.key(.end)
        host.type("!")
        #expect(box.text == "aYlpha\nZbeta!")
    }

    @Test func longTextWrapsAndTheCaretFollowsTheWrap() {
        let box = Box()
        let host = editor(box)
        host.tap(at: CGPoint(x: 100, y: 60))
        host.type("the quick brown fox jumps over the lazy dog")
        let rows = caretRows(host.render())
        // Wrapped at 190 points into at least two lines: the caret is on a later one.
        #expect((rows.first ?? 0) > 20)
    }

    private struct FocusedEditor: View {
        @State var notes = ""
        @FocusState var isEditing: Bool
        var body: some View {
            VStack {
                TextEditor(text: $notes).focused($isEditing).frame(height: 80)
                Button("Done") { isEditing = false }.frame(height: 30)
            }
            .onAppear { isEditing = true }
        }
    }

    @Test func aFocusStateFocusesAndReleasesTheEditor() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 120)) { FocusedEditor() }
        host.advance(by: 0.1)
        #expect(host.graph.isEditingText)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        #expect(!host.graph.isEditingText)
    }
}
