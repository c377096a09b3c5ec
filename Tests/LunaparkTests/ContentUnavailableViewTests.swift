import Foundation
import Lunapark
import Testing

/// `ContentUnavailableView`: centred in its space, the icon over the title and description.
@MainActor
struct ContentUnavailableViewTests {
    /// The rows of `image` with dark (text or icon) pixels.
    private func inkRows(_ image: RenderedImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { x in
            let p = image.pixel(x: x, y: y); return Int(p.r) + Int(p.g) + Int(p.b) < 600 } }
    }

    @Test func itIsCentredInTheSpaceOffered() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 400), background: .white) {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        }.render()
        let rows = inkRows(image)
        guard let first = rows.first, let last = rows.last else { Issue.record("nothing drawn"); return }
        // Centred vertically: as much white above the ink as below it (within a few points).
        #expect(abs(first - (400 - 1 - last)) <= 4, "\(first)...\(last)")
        // Icon, title and description: three separate bands of ink.
        let bands = zip(rows, rows.dropFirst()).filter { $1 - $0 > 1 }.count + 1
        #expect(bands >= 3, "\(bands) bands")
    }

    @Test func theSearchVariantNamesTheText() {
        let plain = HeadlessHost(size: CGSize(width: 300, height: 300), background: .white) { ContentUnavailableView.search }.render()
        let named = HeadlessHost(size: CGSize(width: 300, height: 300), background: .white) {
            ContentUnavailableView.search(text: "pineapple pizza")
        }.render()
        // The title (the second band of ink, under the icon) is wider with the text in it.
        func titleWidth(_ image: RenderedImage) -> Int {
            let rows = inkRows(image)
            var bands: [[Int]] = []
            for y in rows {
                if let last = bands.last?.last, y == last + 1 { bands[bands.count - 1].append(y) } else { bands.append([y]) }
            }
            guard bands.count >= 2 else { return 0 }
            return bands[1].compactMap { image.inkSpan(row: $0)?.count }.max() ?? 0
        }
        #expect(titleWidth(named) > titleWidth(plain))
    }
}
