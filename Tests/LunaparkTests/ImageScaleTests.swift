import Foundation
import Lunapark
import Testing

@MainActor
struct ImageScaleTests {
    /// The height of what a symbol draws in column-wise ink, in a 100 x 100 window.
    private func inkHeight(_ scale: Image.Scale) -> Int {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Image(systemName: "xmark").font(.system(size: 40)).imageScale(scale)
        }
        let image = host.render()
        let rows = (0..<100).filter { y in image.inkSpan(row: y) != nil }
        return (rows.last ?? 0) - (rows.first ?? 0) + 1
    }

    @Test func symbolsScaleWithTheirFont() {
        let small = inkHeight(.small), medium = inkHeight(.medium), large = inkHeight(.large)
        #expect(abs(Double(small) / Double(medium) - 0.8) < 0.1)
        #expect(abs(Double(large) / Double(medium) - 1.3) < 0.1)
    }
}
