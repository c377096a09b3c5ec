import Foundation
import Lunapark
import Testing

/// A secondary (right) click opens the context menu of the innermost view under the pointer
/// that has one: inside a scroll view (whose offset counts), nested menus, disabled views.
@MainActor
struct ContextMenuSecondaryClickTests {
    /// Rows of 50 points in a scroll view, each with a menu whose row records the row's number;
    /// the list (200 points high, at the top, so that its menu fits under it) has a menu of its own.
    private struct Rows: View {
        let chosen: @MainActor (String) -> Void
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { row in
                            Color(white: row.isMultiple(of: 2) ? 0.8 : 0.9)
                                .frame(height: 50)
                                .contextMenu { Button("Row \(row)") { chosen("row \(row)") } }
                                .disabled(row == 3)
                        }
                    }
                }
                .frame(height: 200)
                .contextMenu { Button("List") { chosen("list") } }
                Spacer()
            }
        }
    }

    /// Opens the menu at `point`, then taps its first row (at the top of the open menu card:
    /// found as the first platter-grey row under the click) and returns what ran.
    private func choose(at point: CGPoint, in host: HeadlessHost, log: () -> [String]) -> [String] {
        host.secondaryClick(at: point)
        guard host.graph.isPresenting else { return log() }
        host.advance(by: 1)
        let image = host.render()
        let top = (0..<image.height - 2).first { y in
            (0..<3).allSatisfy { let p = image.pixel(x: 200, y: y + $0); return p.r == p.g && p.r >= 241 && p.r <= 243 }
        }
        if let top { host.tap(at: CGPoint(x: 200, y: CGFloat(top) + 22)) }
        host.advance(by: 1)
        return log()
    }

    @Test func theInnermostMenuUnderThePointerOpensAndItsRowRuns() {
        var log: [String] = []
        let host = HeadlessHost(size: CGSize(width: 320, height: 400)) { Rows { log.append($0) } }
        #expect(choose(at: CGPoint(x: 100, y: 75), in: host) { log } == ["row 1"])
        // Scrolled by 100 points: row 5 is at y 150...200, and row 3, which is disabled, at 50...100,
        // where the list's menu opens instead.
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 100))
        host.advance(by: 1)
        #expect(choose(at: CGPoint(x: 100, y: 175), in: host) { log } == ["row 1", "row 5"])
        #expect(choose(at: CGPoint(x: 100, y: 75), in: host) { log } == ["row 1", "row 5", "list"])
    }

    @Test func aPrimaryPressIsNotTakenAndOtherViewsOpenNothing() {
        var taps = 0
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            HStack {
                Color.blue.frame(width: 80, height: 80).onTapGesture { taps += 1 }
                Color.red.frame(width: 80, height: 80).contextMenu { Button("Copy") {} }
            }
        }
        host.secondaryClick(at: CGPoint(x: 50, y: 50))
        #expect(!host.graph.isPresenting && taps == 0, "a right click is no tap")
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 1)
        host.tap(at: CGPoint(x: 145, y: 50))
        #expect(!host.graph.isPresenting, "a tap opens no context menu")
        host.secondaryClick(at: CGPoint(x: 145, y: 50))
        #expect(host.graph.isPresenting)
    }
}
