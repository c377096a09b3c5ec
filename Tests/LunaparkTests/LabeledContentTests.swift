import Foundation
import Lunapark
import Testing

/// `LabeledContent` and `labelsHidden()`: the label leads, the value trails in the
/// secondary colour; hidden labels leave the control alone.
@MainActor
struct LabeledContentTests {
    private func render<V: View>(_ view: V) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 300, height: 40)) { view.frame(width: 300, height: 40) }.render()
    }

    private func ink(_ image: RenderedImage, _ columns: Range<Int>) -> Int {
        image.count(in: CGRect(x: columns.lowerBound, y: 0, width: columns.count, height: 40)) { x, y in
            let p = image.pixel(x: x, y: y)
            return Int(p.r) + Int(p.g) + Int(p.b) < 600
        }
    }

    @Test func theLabelLeadsAndTheValueTrailsInTheSecondaryColour() {
        let image = render(LabeledContent("Version", value: "2.4.1"))
        #expect(ink(image, 0..<80) > 50)
        #expect(ink(image, 80..<240) == 0)
        #expect(ink(image, 240..<300) > 50)
        // The value is drawn in Color.secondary (60, 60, 67 at 60 %): grey, never black.
        var darkest = 765
        for x in 240..<300 {
            for y in 0..<40 {
                let p = image.pixel(x: x, y: y)
                darkest = min(darkest, Int(p.r) + Int(p.g) + Int(p.b))
            }
        }
        #expect(darkest > 250)
        let formatted = render(LabeledContent("Count", value: 1234, format: .number))
        #expect(ink(formatted, 200..<300) > 50)
    }

    @Test func labelsHiddenLeavesTheControlAlone() {
        let shown = render(LabeledContent("Version", value: "2.4.1"))
        let hidden = render(LabeledContent("Version", value: "2.4.1").labelsHidden())
        #expect(ink(hidden, 0..<100) == 0)
        #expect(ink(hidden, 100..<200) > 50)
        #expect(ink(shown, 0..<100) > 50)
        var on = true
        let toggle = render(Toggle("Wi-Fi", isOn: Binding(get: { on }, set: { on = $0 })).labelsHidden())
        // Only the 51-point switch, centred in the row: no label ink at the leading side.
        #expect(ink(toggle, 0..<100) == 0)
        var count = 3
        let stepper = render(Stepper("Count", value: Binding(get: { count }, set: { count = $0 })).labelsHidden())
        #expect(ink(stepper, 0..<90) == 0)
    }
}
