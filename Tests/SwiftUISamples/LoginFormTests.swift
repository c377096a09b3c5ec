import Foundation
import Lunapark
import Testing

/// The login form on pixels: the username field is focused when the form appears, typed
/// text goes to the focused field, Return moves the focus to the password (its underline
/// grows and turns blue over 0.25 s) and Return again signs in.
@MainActor
struct LoginFormTests {
    /// The rows of column `x` drawn in the focused underline's blue (left of the blue button).
    private func blueRows(_ image: RenderedImage, column x: Int = 40) -> [Int] {
        (0..<image.height).filter {
            let p = image.pixel(x: x, y: $0)
            return p.b > 200 && p.r < 90 && p.g < 170
        }
    }

    private func ink(_ image: RenderedImage, rows: Range<Int>) -> Int {
        image.pixels(in: CGRect(x: 32, y: rows.lowerBound, width: 336, height: rows.count)) {
            Int($0.r) + Int($0.g) + Int($0.b) < 300
        }
    }

    @Test func returnMovesTheFocusAndTheUnderlineFollows() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400)) { LoginForm() }
        host.advance(by: 0.5)
        // Focused on appear: the username's underline is the only blue one, 3 points high.
        let first = blueRows(host.render())
        #expect(first.count == 3)
        guard let usernameLine = first.first else { Issue.record("no focused underline"); return }

        host.type("anna")
        host.key(.return)
        host.advance(by: 0.1)
        // Midway through the 0.25 s ease: the password's underline is growing.
        let midway = blueRows(host.render())
        #expect(midway.allSatisfy { $0 > usernameLine + 10 })
        host.advance(by: 0.4)
        let moved = blueRows(host.render())
        #expect(moved.count == 3)
        #expect((moved.first ?? 0) > usernameLine + 20)

        // Typing now goes to the password field, drawn as bullets; the username keeps its text.
        let beforeTyping = host.render()
        host.type("secret")
        let typed = host.render()
        let passwordRows = (usernameLine + 6) ..< (moved.first ?? usernameLine + 40)
        #expect(ink(typed, rows: passwordRows) > ink(beforeTyping, rows: passwordRows) + 20)
        #expect(ink(typed, rows: 32 ..< usernameLine) == ink(beforeTyping, rows: 32 ..< usernameLine))

        // Return on the password signs in: no field is focused and the welcome line springs in.
        host.key(.return)
        host.advance(by: 0.05)
        let entering = ink(host.render(), rows: 200 ..< 400)
        host.advance(by: 1.5)
        let settled = host.render()
        #expect(blueRows(settled).isEmpty)
        #expect(ink(settled, rows: 200 ..< 400) > entering)
        #expect(ink(settled, rows: 200 ..< 400) > 100)
    }
}
