import Foundation
import Lunapark
import Observation
import Testing

/// Places its subviews on a circle of `radius` around the centre, the first at the top,
/// clockwise; a subview with a `Rank` layout value of 1 or more goes to the centre instead.
private struct RadialLayout: Layout {
    var radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ringed = subviews.filter { $0[Rank.self] == 0 }
        for (index, subview) in ringed.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(ringed.count) - Double.pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
        for subview in subviews where subview[Rank.self] > 0 {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Counts how many times its cache was made and updated.
private struct CountingLayout: Layout {
    var spacing: CGFloat

    struct Cache { var made = 0, updated = 0 }

    func makeCache(subviews: Subviews) -> Cache { Cache(made: 1) }
    func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.updated += 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: CGFloat(cache.made * 1000 + cache.updated), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
}

@Observable
private final class Switch {
    var isRow = true
    var spacing: CGFloat = 0
}

private struct Counting: View {
    let state: Switch

    var body: some View {
        CountingLayout(spacing: state.spacing) { Color.red }._debugTag("counting")
    }
}

/// Three 20-point squares in an `AnyLayout` that is a row or a column.
private struct Switching: View {
    let state: Switch

    var body: some View {
        let layout = state.isRow ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
        layout {
            Color.red.frame(width: 20, height: 20)._debugTag("first")
            Color.green.frame(width: 20, height: 20)._debugTag("second")
            Color.blue.frame(width: 20, height: 20)._debugTag("third")
        }
    }
}

/// SwiftUI's `Layout` protocol: custom layouts, layout values, caches, and `AnyLayout`
/// switching between stack layouts with views that keep their identity and move.
@MainActor
struct CustomLayoutTests {
    @Test func aCustomLayoutPlacesItsSubviewsWhereItSays() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            RadialLayout(radius: 50) {
                Color.red.frame(width: 10, height: 10)._debugTag("top")
                Color.red.frame(width: 10, height: 10)._debugTag("right")
                Color.red.frame(width: 10, height: 10)._debugTag("bottom")
                Color.red.frame(width: 10, height: 10)._debugTag("left")
                Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1)._debugTag("centre")
            }
        }
        // The layout takes the whole 200 x 200 window: centre (100, 100).
        let top = try #require(host.graph.layoutFrame(tagged: "top"))
        let right = try #require(host.graph.layoutFrame(tagged: "right"))
        let centre = try #require(host.graph.layoutFrame(tagged: "centre"))
        #expect(abs(top.midX - 100) < 0.01 && abs(top.midY - 50) < 0.01)
        #expect(abs(right.midX - 150) < 0.01 && abs(right.midY - 100) < 0.01)
        #expect(abs(centre.midX - 100) < 0.01 && abs(centre.midY - 100) < 0.01)
        let image = host.render()
        #expect(image.pixel(x: 100, y: 100).b > 200 && image.pixel(x: 100, y: 100).r < 60)
        #expect(image.pixel(x: 150, y: 100).r > 200 && image.pixel(x: 150, y: 100).g < 60)
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheContainerIsUpdated() throws {
        let state = Switch()
        let host = HeadlessHost(size: CGSize(width: 3000, height: 100)) { Counting(state: state) }
        let first = try #require(host.graph.layoutFrame(tagged: "counting"))
        #expect(first.width == 1000)
        state.spacing = 4
        host.advanceFrame()
        let second = try #require(host.graph.layoutFrame(tagged: "counting"))
        #expect(second.width == 1001)
    }

    @Test func anyLayoutSwitchesBetweenRowAndColumnAndTheViewsMove() throws {
        let state = Switch()
        let host = HeadlessHost(size: CGSize(width: 200, height: 200)) { Switching(state: state) }
        // A row 80 x 20 centred: x 60, 90, 120 at y 90.
        let rowThird = try #require(host.graph.layoutFrame(tagged: "third"))
        #expect(abs(rowThird.minX - 120) < 0.01 && abs(rowThird.minY - 90) < 0.01)
        withAnimation(.linear(duration: 1)) { state.isRow = false }
        host.advance(by: 0.5)
        // A column 20 x 80 centred: the third square at (90, 120); halfway at (105, 105).
        let halfway = try #require(host.graph.layoutFrame(tagged: "third"))
        #expect(abs(halfway.minX - 105) < 0.5 && abs(halfway.minY - 105) < 0.5)
        let image = host.render()
        #expect(image.pixel(x: 115, y: 115).b > 200 && image.pixel(x: 115, y: 115).r < 60)
        host.advance(by: 1)
        let column = try #require(host.graph.layoutFrame(tagged: "third"))
        #expect(abs(column.minX - 90) < 0.01 && abs(column.minY - 120) < 0.01)
        let first = try #require(host.graph.layoutFrame(tagged: "first"))
        #expect(abs(first.minX - 90) < 0.01 && abs(first.minY - 60) < 0.01)
    }
}
