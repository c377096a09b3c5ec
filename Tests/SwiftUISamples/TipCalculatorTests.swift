import Foundation
import Lunapark
import Testing

/// The tip calculator: its texts show the formatted values, and dragging the slider rolls the
/// total to the new amount over several frames.
@MainActor
struct TipCalculatorTests {
    /// The text runs drawn, with their frames in the window (layers' transforms applied).
    private func texts(_ host: HeadlessHost) -> [(string: String, frame: CGRect)] {
        var transforms: [CGAffineTransform] = [.identity]
        var found: [(String, CGRect)] = []
        for item in host.displayList.items {
            switch item {
            case .layer(let layer): transforms.append(layer.transform.concatenating(transforms.last!))
            case .end: if transforms.count > 1 { transforms.removeLast() }
            case .drawing(let drawing):
                if case .text(let run) = drawing.content {
                    found.append((run.string, run.frame.applying(drawing.transform.concatenating(transforms.last!))))
                }
            }
        }
        return found
    }

    @Test func showsFormattedValues() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 300)) { TipCalculator() }
        _ = host.render()
        let strings = texts(host).map(\.string)
        #expect(strings.contains("Tip: 15%"))
        #expect(strings.contains("$55.20"))  // 48 × 1.15
        #expect(strings.contains("Bill 48.00"))
    }

    @Test func draggingTheSliderRollsTheTotal() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 300)) { TipCalculator() }
        let before = host.render()
        let tip = try #require(texts(host).first { $0.string == "Tip: 15%" }).frame
        let total = try #require(texts(host).first { $0.string == "$55.20" }).frame
        // The slider lies between the two texts; its thumb (15 of 0...30) at the middle.
        let y = (tip.maxY + total.minY) / 2
        host.drag(from: CGPoint(x: 160, y: y), to: CGPoint(x: 319, y: y))
        host.advance(by: 0.03)
        let during = host.render()
        host.advance(by: 1)
        let after = host.render()
        let strings = texts(host).map(\.string)
        #expect(strings.contains("Tip: 30%"))
        #expect(strings.contains("$62.40"))  // 48 × 1.3
        #expect(during != before && during != after, "the total changes over frames, not at once")
    }
}
