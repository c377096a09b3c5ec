import Foundation
import Lunapark
import Testing

/// `onGeometryChange` and `onScrollGeometryChange` on values: the first layout, a resize,
/// and scrolling report what the transforms derive, only when it changes.
@MainActor
struct GeometryChangeTests {
    private final class Log { var sizes: [CGSize] = []; var minYs: [CGFloat] = []; var offsets: [(CGFloat, CGFloat)] = [] }

    @Test func sizeIsReportedAtFirstAndOnEveryChange() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Color.red.onGeometryChange(for: CGSize.self) { $0.size } action: { log.sizes.append($0) }
        }
        host.advanceFrame()
        #expect(log.sizes == [CGSize(width: 200, height: 100)])
        host.resize(to: CGSize(width: 150, height: 100))
        host.advanceFrame()
        host.advanceFrame()
        #expect(log.sizes == [CGSize(width: 200, height: 100), CGSize(width: 150, height: 100)])
    }

    @Test func positionFollowsScrollingAndScrollGeometryReportsOffsets() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 100, height: 200)) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 100)
                    Color.red.frame(height: 50)
                        .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { old, new in
                            log.minYs.append(new)
                        }
                    Color.green.frame(height: 500)
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { old, new in
                log.offsets.append((old, new))
            }
        }
        host.advanceFrame()
        #expect(log.minYs.isEmpty)  // the two-value form waits for a change
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 60))
        host.advance(by: 1)
        #expect(abs((log.minYs.last ?? 0) - 40) < 0.5)
        #expect(log.minYs.count > 2)  // reported along the way, not only at the end
        #expect(abs((log.offsets.last?.1 ?? 0) - 60) < 0.5)
        #expect(log.offsets.first?.0 == 0)
    }
}
