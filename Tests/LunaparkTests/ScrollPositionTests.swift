import Foundation
import Lunapark
import Observation
import Testing

@MainActor @Observable
private final class PositionModel {
    var position = ScrollPosition(idType: Int.self)
}

/// iOS 18's `ScrollPosition` bound with `scrollPosition(_:anchor:)`, on pixels and values:
/// ids, edges and points scroll (animated inside `withAnimation`), and user scrolling writes it back.
@MainActor
struct ScrollPositionTests {
    /// Twenty 50-point rows, row `k` with green `k / 20`, in a 200-point-high scroll view.
    private struct Rows: View {
        @Bindable var model: PositionModel
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { k in
                        Color(red: 1, green: Double(k) / 20, blue: 0).frame(width: 100, height: 50)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($model.position)
            .scrollIndicators(.hidden)
        }
    }

    /// The row drawn at window point (50, `y`), from its green.
    private func row(_ image: RenderedImage, y: Int) -> Int {
        Int((Double(image.pixel(x: 50, y: y).g) / 255 * 20).rounded())
    }

    private func host(_ model: PositionModel) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 100, height: 200)) { Rows(model: model) }
    }

    @Test func settingAnIDScrollsItToTheTop() {
        let model = PositionModel()
        let host = host(model)
        #expect(row(host.render(), y: 10) == 0)
        model.position.scrollTo(id: 7)
        host.advanceFrame()
        #expect(row(host.render(), y: 10) == 7)
        #expect(model.position.viewID(type: Int.self) == 7)
        #expect(model.position.isPositionedByUser == false)
        // An anchor puts that point of the row on the same point of the scroll view.
        model.position.scrollTo(id: 12, anchor: .bottom)
        host.advanceFrame()
        #expect(row(host.render(), y: 190) == 12)
        #expect(row(host.render(), y: 10) == 9)
    }

    @Test func edgesAndPointsScrollAndAreClamped() {
        let model = PositionModel()
        let host = host(model)
        model.position.scrollTo(edge: .bottom)
        host.advanceFrame()
        #expect(row(host.render(), y: 190) == 19)
        #expect(model.position.edge == .bottom)
        model.position.scrollTo(y: 125)
        host.advanceFrame()
        // Offset 125: row 2 (100...150) at the top, row 3 from y = 25.
        #expect(row(host.render(), y: 10) == 2)
        #expect(row(host.render(), y: 30) == 3)
        #expect(model.position.point == CGPoint(x: 0, y: 125))
        model.position.scrollTo(point: CGPoint(x: 0, y: 5000))
        host.advanceFrame()
        #expect(row(host.render(), y: 190) == 19)  // clamped to the content's end (800)
        model.position.scrollTo(edge: .top)
        host.advanceFrame()
        #expect(row(host.render(), y: 10) == 0)
    }

    @Test func aChangeInsideWithAnimationScrollsOverTheAnimation() {
        let model = PositionModel()
        let host = host(model)
        withAnimation(.linear(duration: 1)) { model.position.scrollTo(id: 10) }
        host.advance(by: 0.5)
        // Halfway from offset 0 to 500: row 5 at the top.
        #expect(row(host.render(), y: 10) == 5)
        host.advance(by: 0.6)
        #expect(row(host.render(), y: 10) == 10)
    }

    @Test func userScrollingWritesThePositionBack() {
        let model = PositionModel()
        let host = host(model)
        model.position.scrollTo(edge: .top)
        host.advanceFrame()
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 320))
        host.advance(by: 1)
        // Offset 320: row 6 (300...350) is the top-most.
        #expect(row(host.render(), y: 10) == 6)
        #expect(model.position.isPositionedByUser)
        #expect(model.position.edge == nil)
        #expect(model.position.viewID(type: Int.self) == 6)
        #expect(model.position.viewID(type: String.self) == nil)
        // Setting the same id the user reached scrolls it to the top again.
        model.position.scrollTo(id: 6)
        host.advanceFrame()
        #expect(row(host.render(), y: 1) == 6 && row(host.render(), y: 48) == 6)
        #expect(model.position.isPositionedByUser == false)
    }

    @Test func positionsCompareByWhatTheyName() {
        var a = ScrollPosition(idType: Int.self)
        let b = ScrollPosition(idType: Int.self)
        #expect(a == b)
        #expect(ScrollPosition(idType: Int.self) != ScrollPosition(idType: String.self))
        a.scrollTo(x: 40)
        #expect(a.point == CGPoint(x: 40, y: 0))
        #expect(a != b)
        a.isPositionedByUser = true
        #expect(a.point == nil)
        #expect(ScrollPosition(id: "card", anchor: .center).viewID(type: String.self) == "card")
        #expect(ScrollPosition(edge: .trailing).edge == .trailing)
    }
}
