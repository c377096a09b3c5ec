import Foundation
import Lunapark
import Testing

/// `scrollContentBackground(_:)`: a `List` and a `TextEditor` draw the system background,
/// covering a `background(_:)` around them, until it is hidden.
@MainActor
struct ScrollContentBackgroundTests {
    private func isYellow(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 190 && p.b < 40 }

    private func list(_ visibility: Visibility, scheme: ColorScheme = .light) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 200, height: 200)) {
            List {
                Text("One")
                Text("Two")
            }
            .listStyle(.plain)
            .scrollContentBackground(visibility)
            .background(Color.yellow)
            .environment(\.colorScheme, scheme)
        }.render()
    }

    @Test func listCoversABackgroundUntilItsOwnIsHidden() {
        let automatic = list(.automatic), visible = list(.visible), hidden = list(.hidden)
        // Inside a row (0...44), right of its text, and under the rows.
        #expect(automatic.isWhite(150, 20) && automatic.isWhite(150, 150))
        #expect(visible.isWhite(150, 20) && visible.isWhite(150, 150))
        #expect(isYellow(hidden.pixel(x: 150, y: 20)) && isYellow(hidden.pixel(x: 150, y: 150)))
        // The rows' text and the hairline under the first row are still drawn on it.
        #expect(hidden.count(in: CGRect(x: 20, y: 10, width: 60, height: 24)) { hidden.isDark($0, $1) } > 20)
        let hairline = hidden.pixel(x: 150, y: 43)
        #expect(!isYellow(hairline) && hairline.b > 80)
    }

    @Test func listBackgroundFollowsTheColourScheme() {
        let dark = list(.automatic, scheme: .dark)
        let p = dark.pixel(x: 150, y: 150)
        #expect(p.r < 10 && p.g < 10 && p.b < 10)
    }

    @Test func textEditorCoversABackgroundUntilItsOwnIsHidden() {
        func editor(_ visibility: Visibility) -> RenderedImage {
            HeadlessHost(size: CGSize(width: 200, height: 100)) {
                TextEditor(text: .constant("Notes"))
                    .scrollContentBackground(visibility)
                    .background(Color.yellow)
            }.render()
        }
        #expect(editor(.automatic).isWhite(150, 80))
        let hidden = editor(.hidden)
        #expect(isYellow(hidden.pixel(x: 150, y: 80)))
        #expect(hidden.count(in: CGRect(x: 0, y: 0, width: 80, height: 30)) { hidden.isDark($0, $1) } > 20)
    }
}
