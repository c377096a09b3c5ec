import Foundation
import Lunapark
import Testing

/// A `Section` behind an `if` in a `List` comes and goes as a section of its own, with its
/// header, and the rows after it keep working (their nodes were once handed views of
/// another type and trapped in a cast).
@MainActor
struct ListConditionalSectionTests {
    private struct Settings: View {
        @State var enabled = false
        var body: some View {
            List {
                Section(header: Text("General")) { Toggle("Allow", isOn: $enabled) }
                if enabled {
                    Section(header: Text("Alerts")) { Toggle("Sound", isOn: .constant(true)); Text("Filter") }
                }
                Section { Text("Summary") }
            }
        }
    }

    private func isWhite(_ p: RGBA8) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }

    /// The (top, bottom) rows of each white card in column 150, separators included.
    private func cards(_ image: RenderedImage) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var start: Int?
        for y in 0..<image.height {
            let card = isWhite(image.pixel(x: 150, y: y)) || image.isDark(150, y)
            if card, start == nil { start = y }
            if !card, let s = start {
                // A separator (one grey line between rows) does not end the card.
                if let last = result.last, s - last.1 <= 2 { result[result.count - 1].1 = y - 1 } else { result.append((s, y - 1)) }
                start = nil
            }
        }
        return result
    }

    @Test func anInsertedSectionIsACardWithItsHeader() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 500)) { Settings() }
        #expect(cards(host.render()).count == 2)
        host.tap(at: CGPoint(x: 255, y: 70))
        host.advance(by: 1)
        let on = cards(host.render())
        #expect(on.count == 3, "\(on)")
        guard on.count == 3 else { return }
        // A header line stands between the first two cards (more than the 35 points of a
        // header-less gap); none before the third.
        #expect(on[1].0 - on[0].1 > 38, "\(on)")
        #expect(abs((on[2].0 - on[1].1) - 35) <= 2, "\(on)")
        host.tap(at: CGPoint(x: 255, y: 70))
        host.advance(by: 1)
        #expect(cards(host.render()).count == 2)
    }
}
