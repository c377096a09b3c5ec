import Foundation
import Lunapark
import Observation
import Testing

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value.append(contentsOf: nextValue()) }
}

private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

@MainActor
private final class Seen {
    var values: [[String]] = []
}

@Observable
private final class Toggles {
    var extra = false
}

/// Three named views, the middle one's name set twice (the outer value replaces the inner),
/// and one more name while `extra` is on; `Seen` records every value the action is given.
private struct NamedRows: View {
    let seen: Seen
    let toggles: Toggles

    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["a"])
            Color.red.frame(width: 10, height: 10)
                .preference(key: NamesKey.self, value: ["inner"])
                .preference(key: NamesKey.self, value: ["b"])
            HStack {
                Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["c"])
                if toggles.extra { Color.red.frame(width: 10, height: 10).preference(key: NamesKey.self, value: ["d"]) }
            }
            .transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() } }
        }
        .onPreferenceChange(NamesKey.self) { seen.values.append($0) }
    }
}

/// The classic measuring pattern: each bar reports its width through a `GeometryReader`
/// background, and a line below is as wide as the widest.
private struct WidestBar: View {
    @State private var widest: CGFloat = 0
    let widths: [CGFloat]

    var body: some View {
        VStack(spacing: 4) {
            ForEach(widths.indices, id: \.self) { index in
                Color.gray.frame(width: widths[index], height: 10)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
                    })
            }
            Color.blue.frame(width: widest, height: 6)._debugTag("line")
        }
        .onPreferenceChange(MaxWidthKey.self) { widest = $0 }
    }
}

/// `PreferenceKey` values flowing up to `onPreferenceChange`, on the whole stack.
@MainActor
struct PreferenceKeyTests {
    @Test func valuesAreReducedInTreeOrderAndAnOuterValueReplacesTheInnerOne() {
        let seen = Seen()
        let toggles = Toggles()
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { NamedRows(seen: seen, toggles: toggles) }
        #expect(seen.values == [["a", "b", "C"]])
        toggles.extra = true
        host.advanceFrame()
        #expect(seen.values == [["a", "b", "C"], ["a", "b", "C", "D"]])
        // A frame that changes nothing reports nothing.
        host.advance(by: 0.1)
        #expect(seen.values.count == 2)
    }

    @Test func sizesMeasuredByGeometryReaderBackgroundsReachTheAction() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { WidestBar(widths: [40, 120, 80]) }
        let line = try #require(host.graph.layoutFrame(tagged: "line"))
        #expect(abs(line.width - 120) < 0.01)
        // Pixels: the blue line spans the widest bar's 120 points, centred in 300.
        let image = host.render()
        let y = Int(line.midY)
        #expect(image.pixel(x: 95, y: y).b > 200 && image.pixel(x: 95, y: y).r < 60)
        #expect(image.pixel(x: 205, y: y).b > 200 && image.pixel(x: 205, y: y).r < 60)
        #expect(image.pixel(x: 85, y: y).r > 200)  // white outside
    }

    @Test func aKeyWithAnOptionalValueDefaultsToNil() {
        struct OptionalKey: PreferenceKey {
            static func reduce(value: inout Int?, nextValue: () -> Int?) { value = nextValue() ?? value }
        }
        #expect(OptionalKey.defaultValue == nil)
    }
}
