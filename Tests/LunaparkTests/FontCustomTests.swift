import Foundation
import Lunapark
import Testing

/// `Font.custom` through pango, with the system font standing in for a missing
/// family, and the `fontDesign` / `fontWeight` view modifiers.
@MainActor
struct FontCustomTests {
    private func render<V: View>(_ view: V, messages: inout [String]) -> RenderedImage {
        // Built empty first, so the handler is in place when the view's text is first resolved.
        let host = HeadlessHost(size: CGSize(width: 240, height: 40)) { EmptyView() }
        var reported: [String] = []
        host.graph.diagnosticHandler = { reported.append($0) }
        host.graph.setRootView(view)
        let image = host.render()
        messages = reported
        return image
    }

    private func render<V: View>(_ view: V) -> RenderedImage {
        var ignored: [String] = []
        return render(view, messages: &ignored)
    }

    private func ink(_ image: RenderedImage) -> Int {
        image.count(in: CGRect(x: 0, y: 0, width: 240, height: 40)) { x, y in image.isDark(x, y) }
    }

    private func text(_ font: Font) -> some View {
        Text("Hamburgefonstiv").font(font).frame(width: 240, height: 40, alignment: .leading)
    }

    @Test func anInstalledFamilyDrawsLikeItsSystemDesign() {
        var messages: [String] = []
        let custom = render(text(.custom("DejaVu Serif", size: 20)), messages: &messages)
        let serif = render(text(.system(size: 20, design: .serif)))
        let sans = render(text(.system(size: 20)))
        #expect(messages.isEmpty)
        #expect(ink(custom) == ink(serif) && ink(custom) != ink(sans))
        // A "Family-Style" name: the style part sets the weight.
        #expect(ink(render(text(.custom("DejaVuSerif-Bold", size: 20)))) == ink(render(text(.system(size: 20, weight: .bold, design: .serif)))))
        #expect(ink(render(text(.custom("dejavu serif", fixedSize: 20)))) == ink(serif))
        #expect(ink(render(text(.custom("DejaVu Serif", size: 20, relativeTo: .title)))) == ink(serif))
    }

    @Test func aMissingFamilyWarnsOnceAndDrawsTheSystemFont() {
        var messages: [String] = []
        let view = VStack {
            Text("One").font(.custom("Avenir-Heavy", size: 20))
            Text("Two").font(.custom("Avenir-Heavy", size: 20))
        }
        let image = render(view, messages: &messages)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Avenir-Heavy") == true)
        #expect(ink(image) > 50)
        // The stand-in is the system font at the given size.
        #expect(ink(render(text(.custom("NoSuchFace", size: 20)))) == ink(render(text(.system(size: 20)))))
    }

    @Test func fontDesignAndFontWeightApplyToTheFontInForce() {
        let mono = render(text(.system(size: 20, design: .monospaced)))
        #expect(ink(render(text(.system(size: 20)).fontDesign(.monospaced))) == ink(mono))
        #expect(ink(render(Text("Hamburgefonstiv").font(.system(size: 20)).fontDesign(.monospaced)
            .frame(width: 240, height: 40, alignment: .leading))) == ink(mono))
        let bold = render(text(.system(size: 20, weight: .bold)))
        #expect(ink(render(text(.system(size: 20)).fontWeight(.bold))) == ink(bold))
        #expect(ink(bold) > ink(render(text(.system(size: 20)))))
    }
}
