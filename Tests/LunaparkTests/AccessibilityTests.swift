import Foundation
import Lunapark
import Testing

/// A heart button as animation samples label it, with a hidden decoration and a combined row.
private struct LikeRow: View {
    @State private var likes = 0

    var body: some View {
        VStack {
            Button("♥") { likes += 1 }
                .accessibilityLabel("Like")
                .accessibilityHint("Adds a like")
                .accessibilityValue("\(likes) likes")
                .accessibilityAction(named: "Reset") { likes = 0 }
                .help("Like this photo")
            Circle().fill(Color.red).frame(width: 10, height: 10).accessibilityHidden(true)
            HStack {
                Text("Sunny").accessibilityLabel("Weather")
                Text("21°").accessibilityLabel("21 degrees")
            }
            .accessibilityElement(children: .combine)
            Color.blue.frame(width: 20, height: 20)
                .accessibilityElement()
                .accessibilityLabel("Swatch")
                .accessibilityAction { likes += 10 }
        }
    }
}

@MainActor
struct AccessibilityTests {
    @Test func modifiersAreKeptAsElementsWithWorkingActions() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { LikeRow() }
        let elements = host.graph.accessibilityElements
        #expect(elements.map(\.label) == ["Like", "Weather, 21 degrees", "Swatch"])
        let like = elements[0]
        #expect(like.hint == "Adds a like")
        #expect(like.value == "0 likes")
        #expect(like.help == "Like this photo")
        #expect(like.actionNames == ["Reset"])
        #expect(like.frame.width > 0 && like.frame.height > 0)

        host.tap(at: CGPoint(x: like.frame.midX, y: like.frame.midY))
        #expect(host.graph.accessibilityElements[0].value == "1 likes")
        #expect(host.graph.accessibilityElements[2].performAction())
        host.advanceFrame()
        #expect(host.graph.accessibilityElements[0].value == "11 likes")
        #expect(host.graph.accessibilityElements[0].performAction(named: "Reset"))
        host.advanceFrame()
        #expect(host.graph.accessibilityElements[0].value == "0 likes")
        #expect(!host.graph.accessibilityElements[0].performAction(named: "Missing"))
    }

    @Test func theInspectorListsTheElements() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300), inspector: true) { LikeRow() }
        host.advanceFrame()
        let lines = host.inspector?.model.accessibility ?? []
        #expect(lines.first == "\"Like\"  value \"0 likes\"  hint \"Adds a like\"  help \"Like this photo\"  actions Reset")
    }
}
