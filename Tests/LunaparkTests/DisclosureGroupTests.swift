import Foundation
import Lunapark
import Testing

/// `DisclosureGroup` on pixels: a press on the label row expands it in 0.3 s (the content
/// slides and fades in, what follows is pushed down, the chevron turns), a bound state
/// expands it from code.
@MainActor
struct DisclosureGroupTests {
    private final class Log { var expanded: [Bool] = [] }

    private struct Screen: View {
        @State var isExpanded = false
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                DisclosureGroup("Details", isExpanded: $isExpanded) {
                    Color.red.frame(width: 40, height: 40)
                }
                Color.green.frame(height: 10)
                Spacer()
            }
            .tint(.blue)
            .frame(width: 300, height: 200)
            .onChange(of: isExpanded) { _, expanded in log.expanded.append(expanded) }
        }
    }

    private func redCount(_ image: RenderedImage) -> Int {
        image.count(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)) { image.isRed($0, $1) }
    }

    private func greenTop(_ image: RenderedImage) -> Int? {
        (0..<image.height).first { let p = image.pixel(x: 150, y: $0); return p.g > 150 && p.r < 100 && p.b < 100 }
    }

    /// The chevron's blue pixels' bounding box (width, height).
    private func chevronBox(_ image: RenderedImage) -> (Int, Int) {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<40 { for x in 250..<300 {
            let p = image.pixel(x: x, y: y)
            if p.b > 180 && p.r < 120 { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) }
        } }
        return maxX < 0 ? (0, 0) : (maxX - minX + 1, maxY - minY + 1)
    }

    @Test func pressingTheLabelExpandsWithAnAnimation() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) { Screen(log: log) }
        let collapsed = host.render()
        #expect(redCount(collapsed) == 0)
        let closedBox = chevronBox(collapsed)
        // Pointing right: taller than wide.
        #expect(closedBox.1 > closedBox.0)
        let greenBefore = greenTop(collapsed) ?? -1

        host.tap(at: CGPoint(x: 60, y: 10))
        host.advance(by: 0.001)
        #expect(log.expanded == [true])
        host.advance(by: 0.15)
        let midway = host.render()
        let greenMidway = greenTop(midway) ?? -1
        #expect(greenMidway > greenBefore + 5 && greenMidway < greenBefore + 48)
        host.advance(by: 0.5)
        let open = host.render()
        // The content is 40 points, 8 below the label: what follows moved down by 48.
        #expect(abs(redCount(open) - 1600) <= 80)
        #expect(abs((greenTop(open) ?? -1) - (greenBefore + 48)) <= 1)
        let openBox = chevronBox(open)
        // Pointing down: wider than tall.
        #expect(openBox.0 > openBox.1)

        host.tap(at: CGPoint(x: 60, y: 10))
        host.advance(by: 0.6)
        #expect(log.expanded == [true, false])
        #expect(redCount(host.render()) == 0)
    }

    @Test func aGroupWithoutABindingKeepsItsOwnState() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 120)) {
            VStack {
                DisclosureGroup { Color.red.frame(width: 30, height: 30) } label: { Text("More") }
                Spacer()
            }
        }
        #expect(redCount(host.render()) == 0)
        host.tap(at: CGPoint(x: 30, y: 10))
        host.advance(by: 0.6)
        #expect(abs(redCount(host.render()) - 900) <= 60)
    }
}
