import Foundation
import Lunapark
import Testing

/// The quick notes panel on pixels: typing goes to the field focused on appear, Ctrl-Return
/// (Command-Return on a Mac) adds the note, which springs in; Escape clears the list with a fade.
@MainActor
struct QuickNotesTests {
    private func isNoteYellow(_ p: RGBA8) -> Bool { p.r > 230 && p.g > 220 && p.b < 200 }
    private let notesArea = CGRect(x: 0, y: 90, width: 320, height: 200)

    @Test func ctrlReturnAddsTheNoteWithASpringAndEscapeClears() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 320)) { QuickNotesView() }
        host.advance(by: 0.1)
        #expect(host.graph.isEditingText)
        host.type("Buy milk")
        host.key(.return)
        #expect(host.render().pixels(in: notesArea, where: isNoteYellow) == 0, "Return alone only submits the field")
        host.key(.return, modifiers: .control)
        host.advance(by: 0.05)
        let arriving = host.render().pixels(in: notesArea, where: isNoteYellow)
        host.advance(by: 1)
        let added = host.render().pixels(in: notesArea, where: isNoteYellow)
        #expect(added > 280 * 30, "a note card: \(added)")
        #expect(arriving < added * 3 / 4, "fading and sliding in: \(arriving) of \(added)")
        host.key(.escape)
        host.advance(by: 0.1)
        let clearing = host.render().pixels(in: notesArea, where: isNoteYellow)
        host.advance(by: 1)
        #expect(host.render().pixels(in: notesArea, where: isNoteYellow) == 0)
        #expect(clearing < added, "fading away: \(clearing)")
    }
}
