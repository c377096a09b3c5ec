import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import XCTest

private struct CounterView: View {
    let box: BindingBox<Int>
    @State private var count = 0
    var body: some View {
        let _ = (box.binding = $count)
        Text("count \(count)")
    }
}

private struct Stepper: View {
    @Binding var value: Int
    let box: BindingBox<Int>
    var body: some View {
        let _ = (box.binding = $value)
        Text("child \(value)")
    }
}

private struct BindingParent: View {
    let childBox: BindingBox<Int>
    @State private var value = 1
    var body: some View {
        VStack {
            Text("parent \(value)")
            Stepper(value: $value, box: childBox)
        }
    }
}

private struct PointEditor: View {
    @Binding var x: CGFloat
    let box: BindingBox<CGFloat>
    var body: some View {
        let _ = (box.binding = $x)
        Color.red.frame(width: 10, height: 10).offset(x: x)
    }
}

private struct PointParent: View {
    let box: BindingBox<CGFloat>
    @State private var point = CGPoint(x: 0, y: 0)
    var body: some View {
        VStack {
            Text("x \(Int(point.x))")
            PointEditor(x: $point.x, box: box)
        }
    }
}

private struct Accent: EnvironmentKey {
    static let defaultValue = Color.gray
}

extension EnvironmentValues {
    fileprivate var accent: Color {
        get { self[Accent.self] }
        set { self[Accent.self] = newValue }
    }
}

private struct AccentSquare: View {
    @Environment(\.accent) private var accent
    let counter: Counter
    var body: some View {
        let _ = counter.hit()
        accent.frame(width: 10, height: 10)
    }
}

@MainActor @Observable
final class TwoValues {
    var a = 0
    var b = 0
}

private struct ReadsA: View {
    let model: TwoValues
    let counter: Counter
    var body: some View {
        let _ = counter.hit()
        Text("a \(model.a)")
    }
}

private struct ReadsB: View {
    let model: TwoValues
    let counter: Counter
    var body: some View {
        let _ = counter.hit()
        Text("b \(model.b)")
    }
}

@MainActor @Observable final class Position { var x: CGFloat = 0 }

@MainActor
final class StateTests: XCTestCase {
    func testStateWrittenFromOutsideUpdatesTheView() async {
        let box = BindingBox<Int>()
        let h = GraphHarness { CounterView(box: box) }
        XCTAssertEqual(h.texts("count 0").count, 1)
        box.set(5)
        h.render()
        XCTAssertEqual(h.texts("count 5").count, 1)
        XCTAssertEqual(box.value, 5)
    }

    func testBindingWritesReachTheOwnerAndBothViewsUpdate() async {
        let box = BindingBox<Int>()
        let h = GraphHarness(root: BindingParent(childBox: box))
        XCTAssertEqual(h.texts("parent 1").count, 1)
        XCTAssertEqual(h.texts("child 1").count, 1)
        box.set(7)
        h.render()
        XCTAssertEqual(h.texts("parent 7").count, 1)
        XCTAssertEqual(h.texts("child 7").count, 1)
    }

    func testConstantBindingShowsItsValueAndIgnoresWrites() async {
        let box = BindingBox<Int>()
        let h = GraphHarness { Stepper(value: .constant(3), box: box) }
        XCTAssertEqual(h.texts("child 3").count, 1)
        box.set(9)
        h.render()
        XCTAssertEqual(h.texts("child 3").count, 1)
        XCTAssertEqual(box.value, 3)
    }

    func testDerivedBindingToAPropertyWritesTheWholeValue() async {
        let box = BindingBox<CGFloat>()
        let h = GraphHarness(root: PointParent(box: box))
        XCTAssertEqual(h.texts("x 0").count, 1)
        box.set(40)
        h.render()
        XCTAssertEqual(h.texts("x 40").count, 1, "the parent's point changed through $point.x")
        let square = h.box(.red)
        XCTAssertEqual(square.midX, 200 + 40, accuracy: 0.01)
    }

    func testCustomEnvironmentKeyDefaultAndOverride() async {
        let model = ViewTestModel()
        let counter = Counter()
        let h = GraphHarness {
            HStack {
                AccentSquare(counter: counter)
                AccentSquare(counter: counter).environment(\.accent, model.flag ? .red : .blue)
            }
        }
        XCTAssertEqual(h.drawings(.gray).count, 1, "the key's default value")
        XCTAssertEqual(h.drawings(.blue).count, 1)
        let before = counter.count
        model.flag = true
        h.render()
        XCTAssertEqual(h.drawings(.red).count, 1)
        XCTAssertEqual(h.drawings(.gray).count, 1)
        XCTAssertEqual(counter.count - before, 1, "only the view whose environment changed is evaluated again")
    }

    func testObservableModelIsTrackedPerBody() async {
        let model = TwoValues()
        let countA = Counter(), countB = Counter()
        let h = GraphHarness {
            VStack {
                ReadsA(model: model, counter: countA)
                ReadsB(model: model, counter: countB)
            }
        }
        XCTAssertEqual(countA.count, 1)
        XCTAssertEqual(countB.count, 1)
        model.a = 1
        h.render()
        XCTAssertEqual(h.texts("a 1").count, 1)
        XCTAssertEqual(countA.count, 2)
        XCTAssertEqual(countB.count, 1, "ReadsB did not read `a`")
        model.b = 2
        h.render()
        XCTAssertEqual(countA.count, 2)
        XCTAssertEqual(countB.count, 2)
        // Writing a value nobody reads evaluates nothing.
        let evaluations = h.stats.bodyEvaluations
        h.render()
        XCTAssertEqual(h.stats.bodyEvaluations, evaluations)
    }

    func testChangeFromOutsideInsideWithAnimationAnimatesLikeAButtonAction() async {
        func scene(_ position: Position) -> GraphHarness {
            GraphHarness {
                VStack {
                    Color.red.frame(width: 10, height: 10).offset(x: position.x)
                    Color.blue.frame(width: 40, height: 40).onTapGesture {
                        withAnimation(.easeInOut(duration: 1)) { position.x = 100 }
                    }
                }
            }
        }
        let tapped = Position(), direct = Position()
        let a = scene(tapped), b = scene(direct)
        a.advance(by: 0.1)
        b.advance(by: 0.1)
        let button = a.box(.blue)
        a.graph.handle(.pointerDown(CGPoint(x: button.midX, y: button.midY)), at: a.time)
        a.graph.handle(.pointerUp(CGPoint(x: button.midX, y: button.midY)), at: a.time)
        withAnimation(.easeInOut(duration: 1)) { direct.x = 100 }
        var moved = false
        for _ in 0..<8 {
            a.advance(by: 0.125)
            b.advance(by: 0.125)
            let xa = a.box(.red).minX, xb = b.box(.red).minX
            XCTAssertEqual(xa, xb, accuracy: 1e-9)
            if xa > 195 + 1, xa < 195 + 99 { moved = true }
        }
        XCTAssertTrue(moved, "the change animated")
        XCTAssertEqual(b.box(.red).minX, 195 + 100, accuracy: 1e-9)
    }

    /// A child holding the same model instance (a class) has unchanged inputs: SwiftUI compares
    /// references by identity, so the child is not evaluated again when its parent is.
    func testChildHoldingSameModelInstanceIsNotReevaluated() async {
        let model = TwoValues()
        let countB = Counter()
        let h = GraphHarness {
            VStack {
                Text("a \(model.a)")
                ReadsB(model: model, counter: countB)
            }
        }
        model.a = 1
        h.render()
        XCTAssertEqual(countB.count, 1, "ReadsB's model is the same instance and it did not read `a`")
    }
}
