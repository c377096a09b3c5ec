import Foundation
@testable import LunaparkGraph
import LunaparkCore
import Observation
import Testing

/// Which child views count as unchanged when their parent's body runs again (`ViewComparison`):
/// plain numbers that are not `Equatable` by their bytes, a type without stored bytes always, class
/// instances by identity, closures never.
@MainActor
struct ViewComparisonTests {
    /// Plain data (numbers with no padding between them), not `Equatable`.
    private struct Badge: View {
        let index: Int
        let width: CGFloat
        let origin: CGPoint
        let visible: Bool

        var body: some View {
            Rectangle().fill(Color.red).frame(width: width, height: 10).offset(x: origin.x, y: origin.y)
                .opacity(visible ? 1 : 0.5)
        }
    }

    /// Numbers with padding between them (7 bytes after the tag): compared property by property.
    private struct Padded {
        let tag: Int8
        let value: Double
    }

    /// An enum's unused payload bytes are undefined: compared property by property.
    private struct WithEnum {
        enum Outline: Equatable { case round, square(corner: Double) }
        let outline: Outline
    }

    /// A property of existential type: compared by its dynamic value.
    private struct WithExistential {
        let value: any Hashable
        let size: CGSize
    }

    private struct Empty {}
    private enum OneCase { case only }

    private final class Reference {}

    private struct Holder {
        let reference: Reference
        let count: Int
    }

    private struct WithAction {
        let count: Int
        let action: () -> Void
    }

    @Test func plainDataIsComparedByItsBytes() {
        #expect(PlainData.isPlain(Badge.self), "the test needs a view of plain data")
        let badge = Badge(index: 1, width: 20, origin: CGPoint(x: 3, y: 4), visible: true)
        #expect(ViewComparison.isEqual(badge, badge))
        #expect(ViewComparison.isEqual(badge, Badge(index: 1, width: 20, origin: CGPoint(x: 3, y: 4), visible: true)))
        #expect(!ViewComparison.isEqual(badge, Badge(index: 2, width: 20, origin: CGPoint(x: 3, y: 4), visible: true)))
        #expect(!ViewComparison.isEqual(badge, Badge(index: 1, width: 20.5, origin: CGPoint(x: 3, y: 4), visible: true)))
        #expect(!ViewComparison.isEqual(badge, Badge(index: 1, width: 20, origin: CGPoint(x: 3, y: 5), visible: true)))
        #expect(!ViewComparison.isEqual(badge, Badge(index: 1, width: 20, origin: CGPoint(x: 3, y: 4), visible: false)))
        // The same rule for a property whose type is only known at run time.
        #expect(ViewComparison.isSameValue(CGPoint(x: 1, y: 2) as Any, CGPoint(x: 1, y: 2) as Any))
        #expect(!ViewComparison.isSameValue(CGPoint(x: 1, y: 2) as Any, CGPoint(x: 1, y: 3) as Any))
        #expect(!ViewComparison.isSameValue(CGPoint(x: 1, y: 2) as Any, CGSize(width: 1, height: 2) as Any))
    }

    @Test func paddingEnumsAndExistentialsAreComparedPropertyByProperty() {
        #expect(!PlainData.isPlain(Padded.self))
        #expect(!PlainData.isPlain(WithEnum.self))
        #expect(!PlainData.isPlain(Optional<Double>.self))
        #expect(!PlainData.isPlain(WithExistential.self))
        #expect(!PlainData.isPlain((any Hashable).self))
        #expect(ViewComparison.isEqual(WithExistential(value: 3, size: .zero), WithExistential(value: 3, size: .zero)))
        #expect(!ViewComparison.isEqual(WithExistential(value: 3, size: .zero), WithExistential(value: "3", size: .zero)))
        #expect(ViewComparison.isEqual(Padded(tag: 1, value: 2), Padded(tag: 1, value: 2)))
        #expect(!ViewComparison.isEqual(Padded(tag: 1, value: 2), Padded(tag: 1, value: 3)))
        #expect(ViewComparison.isEqual(WithEnum(outline: .square(corner: 2)), WithEnum(outline: .square(corner: 2))))
        #expect(!ViewComparison.isEqual(WithEnum(outline: .square(corner: 2)), WithEnum(outline: .round)))
    }

    @Test func typesWithoutStoredBytesAreAlwaysEqual() {
        #expect(MemoryLayout<Empty>.size == 0)
        #expect(ViewComparison.isEqual(Empty(), Empty()))
        #expect(ViewComparison.isEqual(OneCase.only, OneCase.only))
        #expect(PlainData.isPlain(Circle.self), "a circle is its inset")
        #expect(ViewComparison.isEqual(Circle(), Circle()))
        #expect(!ViewComparison.isEqual(Circle(), Circle().inset(by: 1)))
    }

    @Test func referencesByIdentityAndClosuresNever() {
        let reference = Reference()
        #expect(ViewComparison.isEqual(Holder(reference: reference, count: 1), Holder(reference: reference, count: 1)))
        #expect(!ViewComparison.isEqual(Holder(reference: reference, count: 1), Holder(reference: Reference(), count: 1)))
        #expect(!ViewComparison.isEqual(Holder(reference: reference, count: 1), Holder(reference: reference, count: 2)))
        #expect(!ViewComparison.isEqual(WithAction(count: 1, action: {}), WithAction(count: 1, action: {})))
    }

    @Test func anUnchangedChildOfPlainDataIsNotEvaluatedAgain() {
        let model = ComparedInputs()
        let h = GraphHarness {
            let _ = model.tick
            Badge(index: 1, width: model.width, origin: CGPoint(x: 5, y: model.corner), visible: true)
        }
        #expect(h.box(.red).width == 20)
        var bodies = h.stats.bodyEvaluations
        model.tick += 1
        h.render()
        #expect(h.stats.bodyEvaluations - bodies == 1, "only the parent: the badge's inputs are the same bytes")

        bodies = h.stats.bodyEvaluations
        model.width = 30
        h.render()
        #expect(h.stats.bodyEvaluations - bodies == 2, "the parent and the badge")
        #expect(h.box(.red).width == 30)

        bodies = h.stats.bodyEvaluations
        model.corner = 4
        h.render()
        #expect(h.stats.bodyEvaluations - bodies == 2, "a nested struct's number is part of the input")
    }

    @Test func anUnchangedShapeIsNotDrawnAgain() {
        let model = ComparedInputs()
        let h = GraphHarness {
            let _ = model.tick
            ZStack {
                Circle().fill(model.dotColor).frame(width: 10, height: 10)
                Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: 20)
            }
        }
        let paths = h.stats.pathEvaluations
        let rewrites = h.stats.drawingRewrites
        model.tick += 1
        h.render()
        #expect(h.stats.pathEvaluations == paths)
        #expect(h.stats.drawingRewrites == rewrites, "the same shapes and paints draw the same")

        model.dotColor = .green
        h.render()
        #expect(h.stats.drawingRewrites == rewrites + 1, "only the circle's paint changed")
        #expect(h.drawings(.green).count == 1)
    }
}

/// The inputs of `ViewComparisonTests`' parents.
@Observable @MainActor
final class ComparedInputs {
    var tick = 0
    var width: CGFloat = 20
    var corner = 2.0
    var dotColor = Color.blue
}
