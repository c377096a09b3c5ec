import Foundation
import Lunapark
import Testing

/// `swipeActions(edge:allowsFullSwipe:content:)` with simulated drags, on pixels and values.
/// A 300 x 400 window; rows are 44 points tall (row 0 at y 0...44).
@MainActor
struct SwipeActionsTests {
    @MainActor final class Log { var actions: [String] = [] }

    private struct Rows: View {
        let log: Log
        var allowsFullSwipe = true

        var body: some View {
            List {
                ForEach(0..<12, id: \.self) { index in
                    Text("Row \(index)")
                        .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                            Button(role: .destructive) { log.actions.append("delete \(index)") } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button { log.actions.append("flag \(index)") } label: {
                                Label("Flag", systemImage: "flag")
                            }
                            .tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Pin") { log.actions.append("pin \(index)") }
                                .tint(.green)
                        }
                        .onTapGesture { log.actions.append("tap \(index)") }
                }
            }
            .listStyle(.plain)
        }
    }

    private func isRed(_ p: RGBA8) -> Bool { p.r > 240 && p.g < 80 && p.b < 80 }
    private func isOrange(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 120 && p.g < 170 && p.b < 40 }
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 180 && p.r < 80 && p.b < 120 }

    /// The leftmost column of dark (text) pixels in row 0, or nil.
    private func textStart(_ image: RenderedImage) -> Int? {
        (0..<300).first { x in (10..<34).contains { y in image.isDark(x, y) } }
    }

    @Test func draggingARowLeftOpensItsTrailingActions() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: log) }
        let closed = host.render()
        #expect(!isRed(closed.pixel(x: 295, y: 22)))
        let textAtRest = textStart(closed) ?? 0
        #expect(textAtRest >= 19 && textAtRest <= 22)

        host.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.25)
        host.advance(by: 1)
        let open = host.render()
        // Delete (red) at the trailing edge, Flag (orange) left of it, each at least 74 wide.
        #expect(isRed(open.pixel(x: 295, y: 2)) && isRed(open.pixel(x: 230, y: 42)))
        #expect(isOrange(open.pixel(x: 300 - 80, y: 22)) && isOrange(open.pixel(x: 300 - 145, y: 22)))
        // The actions fill the row's height only: row 1 is untouched.
        #expect(!isRed(open.pixel(x: 295, y: 50)))
        // The text slid left by the actions' width (at least 148 points): out of its place.
        #expect(closed.count(in: CGRect(x: 15, y: 10, width: 60, height: 24), where: closed.isDark) > 20)
        #expect(open.count(in: CGRect(x: 15, y: 10, width: 60, height: 24), where: open.isDark) == 0)
        #expect(log.actions.isEmpty)
    }

    @Test func aShortDragSpringsBackClosed() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: log) }
        host.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 220, y: 22), duration: 0.2)
        // Just released: part of the red action still shows, then it springs closed.
        let released = host.render()
        #expect(isRed(released.pixel(x: 295, y: 22)))
        host.advance(by: 1)
        let settled = host.render()
        #expect(!isRed(settled.pixel(x: 295, y: 22)))
        #expect(textStart(settled).map { $0 >= 19 && $0 <= 22 } == true)
    }

    @Test func openingAnimatesWithASpring() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: Log()) }
        host.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.25)
        // Released at 100 points: it springs out to the actions' full width.
        func redStart(_ image: RenderedImage) -> Int { (0..<300).first { isRed(image.pixel(x: $0, y: 22)) } ?? 300 }
        func orangeStart(_ image: RenderedImage) -> Int { (0..<300).first { isOrange(image.pixel(x: $0, y: 22)) } ?? 300 }
        let early = orangeStart(host.render())
        host.advance(by: 0.1)
        let middle = orangeStart(host.render())
        host.advance(by: 1)
        let settled = host.render()
        #expect(early > middle && middle > orangeStart(settled))
        #expect(redStart(settled) <= 226)
    }

    @Test func tappingAnActionRunsItAndClosesTheRow() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: log) }
        host.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.25)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 300 - 100, y: 22))
        #expect(log.actions == ["flag 0"])
        host.advance(by: 1)
        #expect(!isOrange(host.render().pixel(x: 300 - 100, y: 22)))
        #expect(!isRed(host.render().pixel(x: 295, y: 22)))
    }

    @Test func aTapOnAnOpenRowOnlyClosesIt() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: log) }
        host.tap(at: CGPoint(x: 40, y: 66))
        #expect(log.actions == ["tap 1"])
        host.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.25)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 60, y: 22))
        host.advance(by: 1)
        #expect(log.actions == ["tap 1"])
        #expect(!isRed(host.render().pixel(x: 295, y: 22)))
    }

    @Test func aFullSwipeRunsTheFirstAction() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: log) }
        host.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 40, y: 66), duration: 0.3)
        #expect(log.actions == ["delete 1"])
        host.advance(by: 1)
        #expect(!isRed(host.render().pixel(x: 295, y: 66)))

        // Without a full swipe the same drag only opens the row.
        let noFull = Log()
        let other = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: noFull, allowsFullSwipe: false) }
        other.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 40, y: 66), duration: 0.3)
        other.advance(by: 1)
        #expect(noFull.actions.isEmpty)
        #expect(isRed(other.render().pixel(x: 295, y: 66)))
    }

    @Test func draggingRightOpensTheLeadingActions() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: log) }
        host.drag(from: CGPoint(x: 60, y: 22), to: CGPoint(x: 130, y: 22), duration: 0.25)
        host.advance(by: 1)
        let image = host.render()
        #expect(isGreen(image.pixel(x: 5, y: 22)) && isGreen(image.pixel(x: 70, y: 22)))
        #expect(!isRed(image.pixel(x: 295, y: 22)))
        host.tap(at: CGPoint(x: 30, y: 22))
        #expect(log.actions == ["pin 0"])
    }

    @Test func aVerticalDragStillScrollsTheList() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Rows(log: log) }
        let before = host.render()
        // A slightly slanted drag, mostly upwards.
        host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 140, y: 150), duration: 0.3)
        host.advance(by: 2)
        let image = host.render()
        // The rows moved up; no action was revealed or run.
        #expect(image != before)
        #expect(image.count(in: CGRect(x: 0, y: 0, width: 300, height: 400)) { x, y in isRed(image.pixel(x: x, y: y)) } == 0)
        #expect(log.actions.isEmpty)
    }
}
