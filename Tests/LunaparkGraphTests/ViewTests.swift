import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import XCTest

@MainActor @Observable
final class ViewTestModel {
    var flag = false
    var choice = 0
    var name: String? = nil
    var count = 3
    var value: Double = 0
}

struct ColorItem: Identifiable { var id: String; var color: Color }
@MainActor @Observable final class ItemsModel { var list: [ColorItem] = [] }

private struct Swatch: View {
    var color: Color
    var side: CGFloat = 10
    var body: some View { color.frame(width: side, height: side) }
}

private enum Choice { case a, b, c }

/// Views: `body`, `@ViewBuilder` forms, `ForEach`, `Group`, `AnyView`, `EmptyView`, many children.
@MainActor
final class ViewTests: XCTestCase {
    func testBodyOfCompositeViewIsDrawn() async {
        let h = GraphHarness { VStack { Swatch(color: .red) } }
        let red = h.drawing(.red)
        // The 10 x 10 frame is centred in the viewport.
        expectRect(red?.frame, CGRect(x: (400 - 10) / 2, y: (300 - 10) / 2, width: 10, height: 10))
    }

    func testIfElseShowsOneBranchAtATime() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            VStack {
                if model.flag { Swatch(color: .red) } else { Swatch(color: .blue) }
            }
        }
        XCTAssertEqual(h.drawings(.red).count, 0)
        XCTAssertEqual(h.drawings(.blue).count, 1)
        model.flag = true
        h.render()
        XCTAssertEqual(h.drawings(.red).count, 1)
        XCTAssertEqual(h.drawings(.blue).count, 0, "without animation the old branch leaves at once")
    }

    func testIfWithoutElseInsertsAndRemoves() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            VStack(spacing: 0) {
                Swatch(color: .blue)
                if model.flag { Swatch(color: .red) }
            }
        }
        XCTAssertEqual(h.drawings(.red).count, 0)
        let blueAlone = h.box(.blue)
        XCTAssertEqual(blueAlone.midY, 150, accuracy: 0.01)
        model.flag = true
        h.render()
        XCTAssertEqual(h.drawings(.red).count, 1)
        // The stack of two 10-point squares is centred: blue moves up by 5.
        XCTAssertEqual(h.box(.blue).midY, 150 - 5, accuracy: 0.01)
        XCTAssertEqual(h.box(.red).minY, h.box(.blue).maxY, accuracy: 0.01)
        model.flag = false
        h.render()
        XCTAssertEqual(h.drawings(.red).count, 0)
    }

    func testSwitchSelectsCase() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            let choice: Choice = model.choice == 0 ? .a : (model.choice == 1 ? .b : .c)
            switch choice {
            case .a: Swatch(color: .red)
            case .b: Swatch(color: .green)
            case .c: Swatch(color: .blue)
            }
        }
        XCTAssertEqual(h.drawings(.red).count, 1)
        model.choice = 1
        h.render()
        XCTAssertEqual(h.drawings(.red).count, 0)
        XCTAssertEqual(h.drawings(.green).count, 1)
        model.choice = 2
        h.render()
        XCTAssertEqual(h.drawings(.green).count, 0)
        XCTAssertEqual(h.drawings(.blue).count, 1)
    }

    func testOptionalViewsAndIfLet() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            VStack {
                if let name = model.name { Text(name) }
                model.name.map { Text($0 + "!") }
            }
        }
        XCTAssertTrue(h.drawings.isEmpty)
        model.name = "Luna"
        h.render()
        XCTAssertEqual(h.texts("Luna").count, 1)
        XCTAssertEqual(h.texts("Luna!").count, 1)
        model.name = nil
        h.render()
        XCTAssertTrue(h.drawings.isEmpty)
    }

    func testForEachOverRangeMakesOneViewPerElement() async {
        let h = GraphHarness {
            VStack(spacing: 5) {
                ForEach(0..<4) { i in
                    Color(white: Double(i) / 10).frame(width: 10, height: 10)
                }
            }
        }
        let squares = h.drawings
        XCTAssertEqual(squares.count, 4)
        let total = 4 * 10.0 + 3 * 5.0
        for (i, d) in squares.enumerated() {
            XCTAssertEqual(d.fillColor, Color(white: Double(i) / 10).resolved)
            XCTAssertEqual(d.frame.minY, (300 - total) / 2 + Double(i) * 15, accuracy: 0.01)
        }
    }

    func testForEachWithIdentifiedDataFollowsTheData() async {
        let items = ItemsModel()
        items.list = [ColorItem(id: "r", color: .red), ColorItem(id: "g", color: .green)]
        let h = GraphHarness {
            HStack(spacing: 0) {
                ForEach(items.list) { item in Swatch(color: item.color) }
                ForEach(items.list, id: \.id) { item in Swatch(color: item.color, side: 5) }
            }
        }
        XCTAssertEqual(h.drawings.count, 4)
        items.list.append(ColorItem(id: "b", color: .blue))
        h.render()
        XCTAssertEqual(h.drawings.count, 6)
        XCTAssertEqual(h.drawings(.blue).count, 2)
        items.list.removeFirst()
        h.render()
        XCTAssertEqual(h.drawings(.red).count, 0)
        XCTAssertEqual(h.drawings.count, 4)
    }

    func testGroupChildrenTakePartInTheEnclosingStack() async {
        let h = GraphHarness {
            HStack(spacing: 10) {
                Swatch(color: .red)
                Group {
                    Swatch(color: .green)
                    Swatch(color: .blue)
                }
            }
        }
        let r = h.box(.red), g = h.box(.green), b = h.box(.blue)
        XCTAssertEqual(g.minX, r.maxX + 10, accuracy: 0.01)
        XCTAssertEqual(b.minX, g.maxX + 10, accuracy: 0.01, "a Group's children are laid out as the HStack's children")
        XCTAssertEqual(r.midY, b.midY, accuracy: 0.01)
    }

    func testAnyViewSwitchesWrappedType() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            model.flag ? AnyView(Text("text")) : AnyView(Swatch(color: .red))
        }
        XCTAssertEqual(h.drawings(.red).count, 1)
        model.flag = true
        h.render()
        XCTAssertEqual(h.drawings(.red).count, 0)
        XCTAssertEqual(h.texts("text").count, 1)
    }

    func testEmptyViewTakesNoSpace() async {
        let h = GraphHarness {
            VStack(spacing: 10) {
                Swatch(color: .red)
                EmptyView()
                Swatch(color: .blue)
            }
        }
        XCTAssertEqual(h.box(.blue).minY - h.box(.red).maxY, 10, accuracy: 0.01)
    }

    func testManyChildren() async {
        let h = GraphHarness(height: 600) {
            VStack(spacing: 0) {
                Swatch(color: Color(white: 0.00)); Swatch(color: Color(white: 0.05)); Swatch(color: Color(white: 0.10))
                Swatch(color: Color(white: 0.15)); Swatch(color: Color(white: 0.20)); Swatch(color: Color(white: 0.25))
                Swatch(color: Color(white: 0.30)); Swatch(color: Color(white: 0.35)); Swatch(color: Color(white: 0.40))
                Swatch(color: Color(white: 0.45)); Swatch(color: Color(white: 0.50)); Swatch(color: Color(white: 0.55))
                Swatch(color: Color(white: 0.60)); Swatch(color: Color(white: 0.65))
            }
        }
        let all = h.drawings
        XCTAssertEqual(all.count, 14)
        for k in 1..<all.count {
            XCTAssertEqual(all[k].frame.minY, all[k - 1].frame.maxY, accuracy: 0.01)
        }
    }

    func testNestedBuildersAndBuilderFunctions() async {
        @ViewBuilder func pair(_ flag: Bool) -> some View {
            if flag { Swatch(color: .red) }
            Swatch(color: .green)
        }
        let h = GraphHarness { VStack { pair(true); pair(false) } }
        XCTAssertEqual(h.drawings(.red).count, 1)
        XCTAssertEqual(h.drawings(.green).count, 2)
    }
}

// MARK: - Modifiers

/// A custom modifier with a body: pads the content and puts a background behind it.
private struct Card: ViewModifier {
    var inset: CGFloat
    func body(content: Content) -> some View {
        content
            .padding(inset)
            .background(Color.yellow)
    }
}

private struct Tint: ViewModifier {
    var color: Color
    func body(content: Content) -> some View {
        content.foregroundStyle(color)
    }
}

/// A custom geometry effect: moves the view by a fraction of its own width.
private struct Shift: GeometryEffect {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width * fraction, y: 0))
    }
}

@MainActor
final class ModifierTests: XCTestCase {
    func testCustomViewModifierBodyWrapsTheContent() async {
        let h = GraphHarness {
            VStack { Swatch(color: .red, side: 20).modifier(Card(inset: 5))._debugTag("card") }
        }
        let card = h.frame("card")
        XCTAssertEqual(card.size, CGSize(width: 20 + 2 * 5, height: 20 + 2 * 5))
        expectRect(h.drawing(.yellow)?.frame, card)
        expectRect(h.drawing(.red)?.frame, card.insetBy(dx: 5, dy: 5))
        // The background is drawn below the content.
        XCTAssertEqual(h.drawings.map(\.fillColor), [Color.yellow.resolved, Color.red.resolved])
    }

    func testModifiedContentAndConcat() async {
        let h = GraphHarness {
            VStack {
                ModifiedContent(content: Rectangle().frame(width: 10, height: 10), modifier: Tint(color: .green))
                Rectangle().frame(width: 10, height: 10).modifier(Tint(color: .blue).concat(Card(inset: 3)))
            }
        }
        XCTAssertEqual(h.drawings(.green).count, 1)
        XCTAssertEqual(h.drawings(.blue).count, 1)
        XCTAssertEqual(h.drawings(.yellow).count, 1)
        XCTAssertEqual(h.box(.yellow).width, 10 + 2 * 3, accuracy: 0.01)
    }

    func testModifierBodyIsReevaluatedWhenItsValueChanges() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            Rectangle().frame(width: 10, height: 10).modifier(Tint(color: model.flag ? .red : .blue))
        }
        XCTAssertEqual(h.drawings(.blue).count, 1)
        model.flag = true
        h.render()
        XCTAssertEqual(h.drawings(.red).count, 1)
    }

    func testCustomGeometryEffectMovesTheDrawingNotTheLayout() async {
        let h = GraphHarness {
            HStack(spacing: 0) {
                Swatch(color: .red, side: 20).modifier(Shift(fraction: 0.5))._debugTag("shifted")
                Swatch(color: .blue, side: 20)
            }
        }
        let laidOut = h.frame("shifted")
        expectRect(h.drawing(.red)?.frame, laidOut.offsetBy(dx: 20 * 0.5, dy: 0))
        XCTAssertEqual(h.box(.blue).minX, laidOut.maxX, accuracy: 0.01, "layout is not affected")
    }
}
