import Foundation
import Lunapark
import Testing

/// A vertical field whose text is mirrored into `log`, in a 200-point column with a red marker under it.
private struct NotesForm: View {
    let log: AxisLog
    var limit: ClosedRange<Int>?
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            field
            Color.red.frame(width: 10, height: 10)
        }
        .frame(width: 200, height: 400, alignment: .topLeading)
        .font(.system(size: 20))
    }

    @ViewBuilder private var field: some View {
        let base = TextField("Notes", text: $notes, axis: .vertical)
            .onSubmit { log.submits += 1 }
            .onChange(of: notes) { log.text = notes }
        if let limit { base.lineLimit(limit) } else { base }
    }
}

@MainActor
private final class AxisLog {
    var text = ""
    var submits = 0
}

/// `TextField(_:text:axis:)` with `.vertical` and line limits, measured by a marker under the field.
@MainActor
struct TextFieldAxisTests {
    private func markerRow(_ host: HeadlessHost) -> Int {
        let image = host.render()
        return (0..<image.height).first { image.isRed(5, $0) } ?? -1
    }

    private let words = "the quick brown fox jumps over the lazy dog and keeps running far away"

    @Test func aVerticalFieldWrapsAndGrowsLineByLine() {
        let log = AxisLog()
        let host = HeadlessHost(size: CGSize(width: 200, height: 400)) { NotesForm(log: log) }
        let oneLine = markerRow(host)
        #expect(oneLine > 15 && oneLine < 40)
        host.tap(at: CGPoint(x: 50, y: 10))
        host.type("short")
        #expect(markerRow(host) == oneLine)
        host.type(" " + words)
        let grown = markerRow(host)
        #expect(grown >= oneLine * 4, "wrapped over several lines at 200 points: \(oneLine) -> \(grown)")
        // Return breaks the line (as on iOS) and submits nothing.
        host.key(.return)
        host.type("x")
        #expect(log.text.hasSuffix("\nx"))
        #expect(log.submits == 0)
        #expect(markerRow(host) > grown)
    }

    @Test func aLineLimitRangeReservesAndCapsTheHeight() {
        let log = AxisLog()
        let free = HeadlessHost(size: CGSize(width: 200, height: 400)) { NotesForm(log: log) }
        let oneLine = markerRow(free)
        let host = HeadlessHost(size: CGSize(width: 200, height: 400)) { NotesForm(log: log, limit: 2...3) }
        let reserved = markerRow(host)
        #expect(abs(reserved - 2 * oneLine) <= 2, "two lines reserved while empty: \(oneLine) \(reserved)")
        host.tap(at: CGPoint(x: 50, y: 10))
        host.type(words + " " + words)
        let capped = markerRow(host)
        #expect(abs(capped - 3 * oneLine) <= 2, "three lines at most: \(capped)")
        // The field scrolled to the caret: the last word's line is drawn, the marker stays.
        let image = host.render()
        let dark = image.count(in: CGRect(x: 0, y: 0, width: 200, height: CGFloat(capped))) { image.isDark($0, $1) }
        #expect(dark > 100)
        host.type(" more words at the end of it all")
        #expect(markerRow(host) == capped)
    }

    @Test func textReservesLinesWithReservesSpace() {
        func marker<V: View>(_ text: V) -> Int {
            let host = HeadlessHost(size: CGSize(width: 200, height: 300)) {
                VStack(alignment: .leading, spacing: 0) { text; Color.red.frame(width: 10, height: 10) }
                    .font(.system(size: 20)).frame(width: 200, height: 300, alignment: .topLeading)
            }
            return markerRow(host)
        }
        let one = marker(Text("Title"))
        #expect(abs(marker(Text("Title").lineLimit(3, reservesSpace: true)) - 3 * one) <= 2)
        #expect(marker(Text("Title").lineLimit(3, reservesSpace: false)) == one)
        #expect(abs(marker(Text("Title").lineLimit(2...4)) - 2 * one) <= 2)
        #expect(abs(marker(Text("Title").lineLimit(2...)) - 2 * one) <= 2)
        // The upper bound still cuts a long text.
        let long = Text(words + " " + words)
        #expect(abs(marker(long.lineLimit(2...4)) - 4 * one) <= 2)
        #expect(marker(long.lineLimit(...2)) == marker(long.lineLimit(2)))
    }
}
