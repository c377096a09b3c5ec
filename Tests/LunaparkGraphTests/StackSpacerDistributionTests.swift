import Foundation
import LunaparkGraph
import Testing

/// A deterministic text measurer: 7 points per character, 17-point lines, wrapping by characters.
@MainActor
final class FixedWidthTextMeasurer: TextMeasuring {
    func size(of string: String, font: Font.Resolved, maxWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        let width = CGFloat(string.count) * 7
        guard let maxWidth, maxWidth < width, maxWidth > 0 else { return CGSize(width: width, height: 17) }
        let perLine = max(1, Int(maxWidth / 7))
        let lines = (string.count + perLine - 1) / perLine
        return CGSize(width: CGFloat(perLine) * 7, height: CGFloat(lines) * 17)
    }
}

@MainActor
struct StackSpacerDistributionTests {
    /// SwiftUI's stacks size Spacers last: a label next to a Spacer keeps its ideal width
    /// when the stack can afford it, instead of getting an equal share and wrapping.
    @Test func labelBesideSpacerKeepsItsIdealWidth() {
        let graph = ViewGraph(size: CGSize(width: 300, height: 100), textMeasurer: FixedWidthTextMeasurer(),
                              content: HStack(spacing: 0) {
                                  Text(String(repeating: "x", count: 30))._debugTag("label") // ideal 30 * 7 = 210
                                  Spacer()
                                  Rectangle().frame(width: 50, height: 30)
                              })
        _ = graph.frame(at: 0)
        let label = graph.layoutFrame(tagged: "label") ?? .zero
        #expect(abs(label.width - 30 * 7) < 1e-9)
        #expect(abs(label.height - 17) < 1e-9)
    }

    /// With too little room the label is offered what is left after the fixed-width
    /// view and the Spacer's minimum length (8 points), and wraps.
    @Test func labelWrapsWhenTheStackIsTooNarrow() {
        let width: CGFloat = 150
        let graph = ViewGraph(size: CGSize(width: width, height: 100), textMeasurer: FixedWidthTextMeasurer(),
                              content: HStack(spacing: 0) {
                                  Text(String(repeating: "x", count: 30))._debugTag("label")
                                  Spacer()
                                  Rectangle().frame(width: 50, height: 30)
                              })
        _ = graph.frame(at: 0)
        let offered = width - 50 - 8
        let perLine = CGFloat(Int(offered / 7))
        let label = graph.layoutFrame(tagged: "label") ?? .zero
        #expect(abs(label.width - perLine * 7) < 1e-9)
        #expect(label.height > 17)
    }
}
