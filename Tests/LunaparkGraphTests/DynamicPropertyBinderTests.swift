import Foundation
@testable import LunaparkGraph
import LunaparkCore
import Testing

/// `DynamicPropertyBinder` finds a view type's `@State`, `@Environment`... once, at their offsets
/// in the view value, whatever lies between them; a type with an optional or existential
/// property is reflected value by value.
@MainActor
struct DynamicPropertyBinderTests {
    /// A generic view whose dynamic properties lie after fields of other sizes and alignments.
    private struct Mixed<Content: View>: View {
        let tag: Int8
        let title: String
        @State private var taps = 0
        let content: Content
        let scale: Double
        @Environment(\.isEnabled) private var isEnabled
        @State private var width: CGFloat = 10
        let box: BindingBox<Int>
        let widthBox: BindingBox<CGFloat>

        var body: some View {
            let _ = (box.binding = $taps, widthBox.binding = $width)
            (isEnabled ? Color.red : Color.gray).frame(width: width * scale + CGFloat(taps), height: 10)
        }
    }

    /// A view with an optional property: reflected value by value.
    private struct WithOptional: View {
        let note: String?
        @State private var count = 1
        let box: BindingBox<Int>

        var body: some View {
            let _ = box.binding = $count
            Color.blue.frame(width: CGFloat(count) * 10, height: 10)
        }
    }

    @Test func statesAtTheirOffsetsKeepTheirValuesAcrossParentUpdates() {
        let model = ViewTestModel()
        let taps = BindingBox<Int>(), width = BindingBox<CGFloat>(), count = BindingBox<Int>()
        let h = GraphHarness {
            VStack {
                Mixed(tag: 3, title: model.flag ? "on" : "off", content: Text("x"), scale: 2, box: taps, widthBox: width)
                    .disabled(model.choice == 1)
                WithOptional(note: model.flag ? "note" : nil, box: count)
            }
        }
        #expect(h.box(.red).width == 20)
        #expect(h.box(.blue).width == 10)
        taps.set(3)
        width.set(15)
        count.set(4)
        h.render()
        #expect(h.box(.red).width == 33, "15 * 2 + 3")
        #expect(h.box(.blue).width == 40)

        // The parent makes new values of both views: the state stays with the nodes.
        model.flag = true
        h.render()
        #expect(h.box(.red).width == 33)
        #expect(h.box(.blue).width == 40)
        #expect(taps.value == 3 && width.value == 15 && count.value == 4)

        // The environment property is bound too.
        model.choice = 1
        h.render()
        #expect(h.drawings(Color.gray).count == 1 && h.drawings(Color.red).isEmpty)
    }
}
