import Foundation
import Lunapark
import Testing

/// `List` and `Section` in the plain style on pixels: rows, separators, section headers.
@MainActor
struct ListTests {
    private struct Fruits: View {
        var body: some View {
            List {
                Section(header: Color.purple.frame(width: 30, height: 10)) {
                    ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 50, height: 20) }
                }
                Color.blue.frame(width: 50, height: 20)
            }
            .listStyle(.plain)
        }
    }

    @Test func rowsAreInsetAtLeast44PointsTallWithSeparatorsBetween() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Fruits() }
        let image = host.render()
        // The header band: 10 + 2 × 6 = 22 points, light grey across the width; its content at x = 20.
        let band = image.pixel(x: 150, y: 11)
        #expect(band.r > 230 && band.r < 250)
        #expect(image.pixel(x: 25, y: 11).r > 120 && image.pixel(x: 25, y: 11).g < 100)
        // Rows of 44 points from y = 22: content 20 tall centred (34...54), 20 points in.
        #expect(image.pixel(x: 25, y: 44).r > 200 && image.pixel(x: 25, y: 44).g < 60)
        #expect(image.pixel(x: 10, y: 44).g > 240)  // the inset is white
        // A hairline at the bottom of the first row (y 65.5...66), from x = 20 to the edge.
        let line = image.pixel(x: 150, y: 65)
        #expect(line.r < 240 && line.r > 180)
        #expect(image.pixel(x: 10, y: 65).r > 250)
        // The last row (blue, outside the section) has no separator under it.
        #expect(image.pixel(x: 25, y: 22 + 3 * 44 + 22).b > 200)
        #expect(image.pixel(x: 150, y: 22 + 4 * 44 - 1).r > 250)
    }
}
