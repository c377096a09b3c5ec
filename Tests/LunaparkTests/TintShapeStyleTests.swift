import Foundation
import Lunapark
import Testing

/// `.tint` as a shape style: the nearest `tint(_:)`, else the accent colour.
@MainActor
struct TintShapeStyleTests {
    private func render(_ content: () -> some View) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 80, height: 40), content: content).render()
    }

    private func isOrange(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 120 && p.g < 170 && p.b < 40 }
    private func isBlue(_ p: RGBA8) -> Bool { p.r < 40 && p.g > 100 && p.g < 140 && p.b > 240 }
    private func isGreen(_ p: RGBA8) -> Bool { p.r < 80 && p.g > 160 && p.b < 110 }

    @Test func fillTakesTheTintAroundIt() {
        let tinted = render { Rectangle().fill(.tint).frame(width: 80, height: 40).tint(.orange) }
        #expect(isOrange(tinted.pixel(x: 40, y: 20)))
        // The nearest tint wins.
        let inner = render { Rectangle().fill(.tint).tint(.green).frame(width: 80, height: 40).tint(.orange) }
        #expect(isGreen(inner.pixel(x: 40, y: 20)))
    }

    @Test func withoutATintItIsTheAccentColour() {
        let plain = render { Rectangle().fill(.tint).frame(width: 80, height: 40) }
        #expect(isBlue(plain.pixel(x: 40, y: 20)))
        let accent = render { Rectangle().fill(.tint).frame(width: 80, height: 40).accentColor(.orange) }
        #expect(isOrange(accent.pixel(x: 40, y: 20)))
    }

    @Test func foregroundStyleTintColoursTextAndShapes() {
        let image = render {
            VStack(spacing: 0) {
                Text("Tint").font(.system(size: 18, weight: .bold))
                Circle().frame(width: 14, height: 14)
            }
            .foregroundStyle(.tint)
            .frame(width: 80, height: 40)
            .tint(.orange)
        }
        let orange = image.count(in: CGRect(x: 0, y: 0, width: 80, height: 40)) { x, y in isOrange(image.pixel(x: x, y: y)) }
        let dark = image.count(in: CGRect(x: 0, y: 0, width: 80, height: 40)) { x, y in
            let p = image.pixel(x: x, y: y)
            return p.r < 60 && p.g < 60 && p.b < 60
        }
        #expect(orange > 150)
        #expect(dark == 0)
    }
}
