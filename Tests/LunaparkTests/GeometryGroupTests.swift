import Foundation
import Lunapark
import Observation
import Testing

@MainActor @Observable
final class GroupTestModel {
    var isMoved = false
    var hasSecondMember = false

    /// Changes the model and lets the graph hear of it (see `TransitionTestShown.set(_:)`).
    func change(_ body: (GroupTestModel) -> Void) async {
        body(self)
        await Task.yield()
    }
}

/// A row of a blue square, and a green one added later, that moves 100 points right over 1 s
/// (linear); grouped or not.
private struct MovingRow: View {
    let model: GroupTestModel
    let isGrouped: Bool

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white.frame(width: 200, height: 40)
            if isGrouped {
                row.geometryGroup().padding(.leading, model.isMoved ? 100 : 0)
            } else {
                row.padding(.leading, model.isMoved ? 100 : 0)
            }
        }
        .animation(.linear(duration: 1), value: model.isMoved)
    }

    private var row: some View {
        HStack(spacing: 0) {
            Color.blue.frame(width: 20, height: 20)
            if model.hasSecondMember {
                Color.green.frame(width: 20, height: 20).transition(.identity)
            }
        }
    }
}

@MainActor
struct GeometryGroupTests {
    /// The left edge of the green square in row y = 10, or nil.
    private func greenLeft(_ image: RenderedImage) -> Int? {
        (0..<image.width).first { x in
            let p = image.pixel(x: x, y: 10)
            return p.g > 150 && p.r < 100 && p.b < 130
        }
    }

    private func blueLeft(_ image: RenderedImage) -> Int? {
        (0..<image.width).first { x in
            let p = image.pixel(x: x, y: 10)
            return p.b > 200 && p.r < 60
        }
    }

    /// Moves the row, adds the green square half way through the move (without animation), and
    /// returns where the blue and green squares are drawn then.
    private func memberAddedMidMove(grouped: Bool) async -> (blue: Int?, green: Int?) {
        let model = GroupTestModel()
        let host = HeadlessHost(size: CGSize(width: 200, height: 40)) { MovingRow(model: model, isGrouped: grouped) }
        _ = host.render()
        await model.change { $0.isMoved = true }
        host.advance(by: 0.5)
        await model.change { $0.hasSecondMember = true }
        host.advance(by: 0)
        let image = host.render()
        return (blueLeft(image), greenLeft(image))
    }

    @Test func aMemberAddedDuringTheMoveStaysLockedToTheGroup() async {
        let grouped = await memberAddedMidMove(grouped: true)
        // Half way: the group is at x = 50; the new member right after the blue one.
        #expect(abs((grouped.blue ?? -100) - 50) <= 1)
        #expect(abs((grouped.green ?? -100) - 70) <= 1)
    }

    @Test func withoutAGroupTheNewMemberAppearsWhereTheMoveEnds() async {
        let plain = await memberAddedMidMove(grouped: false)
        #expect(abs((plain.blue ?? -100) - 50) <= 1)
        #expect(abs((plain.green ?? -100) - 120) <= 1)
    }

    @Test func theGroupStillMovesAsOne() async {
        let model = GroupTestModel()
        model.hasSecondMember = true
        let host = HeadlessHost(size: CGSize(width: 200, height: 40)) { MovingRow(model: model, isGrouped: true) }
        _ = host.render()
        await model.change { $0.isMoved = true }
        host.advance(by: 0.25)
        let image = host.render()
        #expect(abs((blueLeft(image) ?? -100) - 25) <= 1)
        #expect(abs((greenLeft(image) ?? -100) - 45) <= 1)
        host.advance(by: 1)
        let end = host.render()
        #expect(abs((blueLeft(end) ?? -100) - 100) <= 1)
        #expect(abs((greenLeft(end) ?? -100) - 120) <= 1)
    }
}
