import Foundation
import Lunapark
import Testing

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`, animated inside `withAnimation`.
@MainActor
struct ScrollViewReaderTests {
    private struct Rows: View {
        let lazy: Bool
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Color.black.frame(width: 100, height: 20)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { proxy.scrollTo(30, anchor: .top) } }
                    ScrollView {
                        if lazy {
                            LazyVStack(spacing: 0) { ForEach(0..<100) { row(for: $0) } }
                        } else {
                            VStack(spacing: 0) { ForEach(0..<100) { row(for: $0) } }
                        }
                    }
                    .frame(width: 100, height: 200)
                }
            }
        }

        /// Row 30 is green, the others alternate red and blue; 20 points each.
        private func row(for i: Int) -> some View {
            Color(red: i == 30 ? 0 : (i % 2 == 0 ? 1 : 0), green: i == 30 ? 1 : 0, blue: i == 30 ? 0 : (i % 2 == 0 ? 0 : 1))
                .frame(height: 20)
                .id(i)
        }
    }

    /// The y of the green row's top edge on screen (first green pixel down the column), or nil.
    private func greenTop(_ image: RenderedImage) -> Int? {
        (20..<220).first { let p = image.pixel(x: 50, y: $0); return p.g > 200 && p.r < 60 }
    }

    @Test(arguments: [false, true])
    func scrollToAnimatesTheTargetRowToTheTop(lazy: Bool) throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 220)) { Rows(lazy: lazy) }
        let start = greenTop(host.render())
        #expect(start == nil)
        host.tap(at: CGPoint(x: 50, y: 10))
        // Linear over 1 s from offset 0 to 600 (row 30 at content y 600).
        host.advance(by: 0.5 - 1 / 60)
        // Offset 300 half way: row 30 at 600 - 300 = 300 below the scroll view's top: not yet visible.
        let half = greenTop(host.render())
        #expect(half == nil)
        host.advance(by: 0.3)
        // Offset 480: row 30 at 120 + 20 (the black bar) = 140.
        let later = try #require(greenTop(host.render()))
        #expect(abs(later - 140) <= 2)
        host.advance(by: 0.5)
        let end = greenTop(host.render())
        #expect(end == 20)
    }
}
