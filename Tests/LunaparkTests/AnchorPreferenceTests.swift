import Foundation
import Lunapark
import Observation
import Testing

private struct BoundsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

private struct CenterKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = nextValue() ?? value }
}

@Observable
private final class Selection {
    var index = 0
}

/// Three boxes 40, 60 and 80 points wide in a row; a bar as wide as the selected box is drawn
/// under it from the boxes' bounds anchors, and a 4-point dot at the first box's centre.
private struct MarkedRow: View {
    let selection: Selection

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<3, id: \.self) { index in
                Color.gray.frame(width: CGFloat(40 + 20 * index), height: 20)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { [index: $0] }
            }
        }
        .transformAnchorPreference(key: CenterKey.self, value: .center) { value, anchor in value = anchor }
        .padding(20)
        .overlayPreferenceValue(BoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selection.index] {
                    let rect = proxy[anchor]
                    Color.blue.frame(width: rect.width, height: 4)
                        ._debugTag("bar")
                        .position(x: rect.midX, y: rect.maxY + 2)
                }
            }
        }
        .backgroundPreferenceValue(CenterKey.self, alignment: .topLeading) { center in
            GeometryReader { proxy in
                if let center {
                    let point = proxy[center]
                    Color.red.frame(width: 4, height: 4).position(point)._debugTag("dot")
                }
            }
        }
    }
}

/// Anchors of laid-out frames, resolved by `GeometryProxy` in the reader's coordinates, and
/// overlays built from them that follow an animated layout change.
@MainActor
struct AnchorPreferenceTests {
    @Test func boundsAnchorsResolveToTheSourceFrameInTheReadersCoordinates() throws {
        let selection = Selection()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { MarkedRow(selection: selection) }
        // The row is 40 + 60 + 80 + 2 x 10 = 200 wide, padded by 20: 240 x 60 centred in 300 x 100,
        // so the padded view starts at (30, 20) and the first box at (50, 40).
        let bar = try #require(host.graph.layoutFrame(tagged: "bar"))
        #expect(abs(bar.width - 40) < 0.01)
        #expect(abs(bar.minY - 60) < 0.01)  // the box's maxY (60) in the window
        let dot = try #require(host.graph.layoutFrame(tagged: "dot"))
        // The row's centre: (30 + 120, 20 + 30).
        #expect(abs(dot.midX - 150) < 0.01 && abs(dot.midY - 50) < 0.01)
    }

    @Test func anOverlayBuiltFromAnchorsFollowsAnAnimatedChange() throws {
        let selection = Selection()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { MarkedRow(selection: selection) }
        withAnimation(.linear(duration: 1)) { selection.index = 2 }
        host.advance(by: 0.5)
        // The bar moves from the first box (x 50, 40 wide) to the third (x 170, 80 wide): halfway
        // through the linear animation its presented frame is halfway. (`advance` stepped to 0.5.)
        let image = host.render()
        let half = try #require(host.graph.layoutFrame(tagged: "bar"))
        #expect(abs(half.width - 60) < 1 && abs(half.minX - 110) < 1)
        // Pixels: the bar's row is blue at the middle of the halfway frame, and not at its old start.
        let y = 61
        #expect(image.pixel(x: Int(half.midX), y: y).b > 200)
        #expect(image.pixel(x: Int(half.midX), y: y).r < 80)
        #expect(image.pixel(x: 52, y: y).b < 200 || image.pixel(x: 52, y: y).r > 200)
        host.advance(by: 1)
        let end = try #require(host.graph.layoutFrame(tagged: "bar"))
        #expect(abs(end.width - 80) < 0.01 && abs(end.minX - 170) < 0.01)
    }
}
