import Foundation
import Lunapark
import Testing

/// `onDelete(perform:)` on a `ForEach` in a `List`: rows get a trailing Delete swipe action.
/// A 300 x 400 window, the default (inset grouped) style: rows of 44 points from y 35, in a
/// card 16 points in from each side (x 16...284).
@MainActor
struct OnDeleteTests {
    @MainActor final class Log { var deleted: [IndexSet] = [] }

    private struct Fruits: View {
        let log: Log
        @State private var fruits = ["Apple", "Pear", "Plum", "Fig"]

        var body: some View {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { offsets in
                    log.deleted.append(offsets)
                    fruits.remove(atOffsets: offsets)
                }
            }
        }
    }

    private func isRed(_ p: RGBA8) -> Bool { p.r > 240 && p.g < 80 && p.b < 80 }
    /// The rows with text in the card's text column (x 36...120), as 44-point row indices.
    private func rowsWithText(_ image: RenderedImage) -> [Int] {
        (0..<6).filter { row in
            let top = 35 + 44 * row
            return image.count(in: CGRect(x: 36, y: top + 8, width: 84, height: 28)) { image.isDark($0, $1) } > 10
        }
    }

    @Test func aFullSwipeDeletesTheRowsElement() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Fruits(log: log) }
        #expect(rowsWithText(host.render()) == [0, 1, 2, 3])
        // Row 1 (Pear, y 79...123) dragged almost across the card.
        host.drag(from: CGPoint(x: 270, y: 101), to: CGPoint(x: 20, y: 101), duration: 0.3)
        host.advance(by: 1.5)
        #expect(log.deleted == [IndexSet(integer: 1)])
        #expect(rowsWithText(host.render()) == [0, 1, 2])
    }

    @Test func aShortSwipeShowsTheRedDeleteButtonWhichDeletesWhenTapped() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Fruits(log: log) }
        host.drag(from: CGPoint(x: 250, y: 145), to: CGPoint(x: 170, y: 145), duration: 0.25)
        host.advance(by: 1)
        let open = host.render()
        // Delete in red at the card's trailing edge, its white title on it; nothing deleted yet.
        #expect(isRed(open.pixel(x: 280, y: 128)) && isRed(open.pixel(x: 215, y: 162)))
        #expect(open.count(in: CGRect(x: 212, y: 135, width: 70, height: 20)) { open.pixel(x: $0, y: $1).g > 200 } > 10)
        #expect(log.deleted.isEmpty)
        host.tap(at: CGPoint(x: 250, y: 145))
        host.advance(by: 1.5)
        #expect(log.deleted == [IndexSet(integer: 2)])
        #expect(rowsWithText(host.render()) == [0, 1, 2])
    }

    @Test func withoutAnActionOrOutsideAListNothingIsAdded() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) {
            VStack(alignment: .leading) {
                ForEach(["One", "Two"], id: \.self) { Text($0) }
                    .onDelete { _ in }
                ForEach(["Three"], id: \.self) { Text($0) }
                    .onDelete(perform: nil)
            }
        }
        let image = host.render()
        // Three lines of text, laid out as the ForEach's rows.
        let inkRows = (0..<200).filter { y in (0..<300).contains { image.isDark($0, y) } }
        #expect(inkRows.count > 30)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 20, y: 100), duration: 0.3)
        host.advance(by: 1)
        #expect(!(0..<200).contains { isRed(host.render().pixel(x: 290, y: $0)) })
    }
}
