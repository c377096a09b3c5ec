import Foundation
import Lunapark
import Testing

/// `dynamicTypeSize`: text styles take the sizes of Apple's table, fixed sizes stay,
/// ranges clamp.
@MainActor
struct DynamicTypeSizeTests {
    /// The laid-out frame of `text` (tagged) in a large host.
    private func frame(_ text: some View) -> CGRect {
        let host = HeadlessHost(size: CGSize(width: 600, height: 300)) { text._debugTag("text") }
        return host.graph.layoutFrame(tagged: "text") ?? .zero
    }

    private func expectSameSize(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.width - b.width) < 0.5 && abs(a.height - b.height) < 0.5,
                "\(a.size) vs \(b.size)", sourceLocation: sourceLocation)
    }

    @Test func textStylesTakeTheTableSizeAtAccessibility3() {
        let body = frame(Text("Hello").font(.body).dynamicTypeSize(.accessibility3))
        expectSameSize(body, frame(Text("Hello").font(.system(size: 40))))
        // The default font of text is the body style: it scales too.
        expectSameSize(frame(Text("Hello").dynamicTypeSize(.accessibility3)), body)
        let headline = frame(Text("Hello").font(.headline).dynamicTypeSize(.accessibility3))
        expectSameSize(headline, frame(Text("Hello").font(.system(size: 40, weight: .semibold))))
        let caption = frame(Text("Hello").font(.caption2).dynamicTypeSize(.xSmall))
        expectSameSize(caption, frame(Text("Hello").font(.system(size: 11))))
        #expect(body.height > 2 * frame(Text("Hello").font(.body)).height)
    }

    @Test func fixedSizesDoNotScaleAndCustomFontsScaleByTheirStyle() {
        expectSameSize(frame(Text("Hello").font(.system(size: 17)).dynamicTypeSize(.accessibility3)),
                       frame(Text("Hello").font(.system(size: 17))))
        expectSameSize(frame(Text("Hello").font(.custom("DejaVu Sans", fixedSize: 20)).dynamicTypeSize(.accessibility3)),
                       frame(Text("Hello").font(.custom("DejaVu Sans", fixedSize: 20))))
        // 34 points relative to the body: 34 * 40 / 17 = 80 points at accessibility3.
        expectSameSize(frame(Text("Hi").font(.custom("DejaVu Sans", size: 34)).dynamicTypeSize(.accessibility3)),
                       frame(Text("Hi").font(.custom("DejaVu Sans", fixedSize: 80))))
        // 11 points relative to the caption (12 -> 32): 11 * 32 / 12 = 29.33 points.
        expectSameSize(frame(Text("Hi").font(.custom("DejaVu Sans", size: 11, relativeTo: .caption)).dynamicTypeSize(.accessibility3)),
                       frame(Text("Hi").font(.custom("DejaVu Sans", fixedSize: 11 * 32 / 12))))
    }

    @Test func rangesClampTheSize() {
        let large = frame(Text("Hello").font(.body))
        let xxLarge = frame(Text("Hello").font(.system(size: 21)))
        // A size set inside a range reads as the range's nearer end.
        expectSameSize(frame(Text("Hello").dynamicTypeSize(.accessibility5).dynamicTypeSize(...DynamicTypeSize.xxLarge)), xxLarge)
        expectSameSize(frame(Text("Hello").dynamicTypeSize(.xSmall).dynamicTypeSize(DynamicTypeSize.large...)), large)
        // A size set outside a range too.
        expectSameSize(frame(Text("Hello").dynamicTypeSize(.xLarge ... .xxLarge).dynamicTypeSize(.accessibility2)), xxLarge)
        // Inside the range the size is kept.
        let xLarge = frame(Text("Hello").dynamicTypeSize(.xLarge).dynamicTypeSize(.small ..< .accessibility1))
        expectSameSize(xLarge, frame(Text("Hello").font(.system(size: 19))))
    }

    @Test func sizesAreOrderedAndTheLastFiveAreForAccessibility() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.xSmall < .large && .xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
            == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(EnvironmentValues().dynamicTypeSize == .large)
    }
}
