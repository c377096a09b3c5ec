import Foundation
import Lunapark
import Testing

/// `LazyVStack` and `LazyHStack`: laid out as stacks, and inside a scroll view only the rows
/// near the visible region are made.
@MainActor
struct LazyStackTests {
    /// A row that counts its body evaluations through the graph's statistics.
    private struct Row: View {
        let index: Int
        var body: some View {
            Color(red: index % 2 == 0 ? 1 : 0, green: 0, blue: index % 2 == 0 ? 0 : 1)
                .frame(height: 20)
        }
    }

    private func makeHost(rows: Int) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 100, height: 200)) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { Row(index: $0) }
                }
            }
        }
    }

    @Test func tenThousandRowsBuildOnlyThoseNearTheVisibleRegion() {
        let host = makeHost(rows: 10_000)
        // 200 points of 20-point rows: 10 visible, 5 more above and below as margin.
        let made = host.statistics.bodyEvaluations
        #expect(made >= 10 && made <= 40)
        let image = host.render()
        // Full width (a lazy stack takes the width offered), red and blue rows alternating.
        #expect(image.pixel(x: 95, y: 10).r > 200)
        #expect(image.pixel(x: 95, y: 30).b > 200)
        // The estimate of the content's length: 10,000 rows of 20 points (the wheel goes to the end).
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 1_000_000))
        host.advance(by: 1)
        let end = host.render()
        #expect(end.pixel(x: 50, y: 190).b > 200)  // row 9,999 is odd: blue, at the bottom
        // On the way, each frame of the 0.2 s wheel spring makes the rows it shows: a few hundred, not 10,000.
        #expect(host.statistics.bodyEvaluations - made < 1_000)
    }

    @Test func scrollingMakesTheRowsThatComeIntoView() {
        let host = makeHost(rows: 1_000)
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 510))
        host.advance(by: 1)
        // Offset 510: row 25 (odd, blue) spans 500...520, so 0...10 on screen; row 26 (red) 10...30.
        let image = host.render()
        #expect(image.pixel(x: 50, y: 5).b > 200)
        #expect(image.pixel(x: 50, y: 20).r > 200)
        #expect(host.statistics.bodyEvaluations <= 80)
    }

    @Test func lazyHStackLaysOutLeadingToTrailing() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top, spacing: 10) {
                    ForEach(0..<50, id: \.self) { i in
                        Color(red: i % 2 == 0 ? 1 : 0, green: 0, blue: i % 2 == 0 ? 0 : 1)
                            .frame(width: 30, height: 40)
                    }
                }
            }
        }
        let image = host.render()
        // Cells at x = 0, 40, 80...; 40 points tall at the top of the 100-point height.
        #expect(image.pixel(x: 15, y: 30).r > 200)
        #expect(image.pixel(x: 35, y: 30).r > 200 && image.pixel(x: 35, y: 30).b > 200)  // the white gap
        #expect(image.pixel(x: 55, y: 30).b > 200)
        #expect(image.pixel(x: 15, y: 60).g > 200)  // below the cells
    }
}
