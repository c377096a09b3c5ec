import Foundation
import Lunapark
import Testing

/// `Color.gradient`: a colour's standard gradient, lighter at the top than at the
/// bottom, usable wherever a shape style goes.
@MainActor
struct ColorGradientTests {
    private func render(scheme: ColorScheme = .light, _ content: () -> some View) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 100, height: 100)) {
            content().environment(\.colorScheme, scheme)
        }.render()
    }

    @Test func fillRunsFromALighterShadeAtTheTopToTheColourAtTheBottom() {
        let image = render { Rectangle().fill(.blue.gradient).frame(width: 100, height: 100) }
        let top = image.pixel(x: 50, y: 0), bottom = image.pixel(x: 50, y: 99), middle = image.pixel(x: 50, y: 50)
        // Blue is (0, 122, 255); a fifth of white mixed in gives (51, 149, 255).
        #expect(abs(Int(top.r) - 51) <= 3 && abs(Int(top.g) - 149) <= 3 && top.b > 250)
        #expect(bottom.r <= 3 && abs(Int(bottom.g) - 122) <= 3 && bottom.b > 250)
        #expect(middle.r > bottom.r && middle.r < top.r)
        // The same columns across: the gradient runs only from top to bottom.
        #expect(image.pixel(x: 5, y: 50) == middle && image.pixel(x: 95, y: 50) == middle)
    }

    @Test func foregroundStyleAndBackgroundTakeTheGradient() {
        let styled = render { Rectangle().foregroundStyle(.red.gradient).frame(width: 100, height: 100) }
        let background = render { Color.clear.frame(width: 100, height: 100).background(Color.red.gradient) }
        for image in [styled, background] {
            let top = image.pixel(x: 50, y: 1), bottom = image.pixel(x: 50, y: 98)
            #expect(top.r > 250 && bottom.r > 250)
            #expect(Int(top.g) > Int(bottom.g) + 30)
        }
    }

    @Test func followsTheColourScheme() {
        let dark = render(scheme: .dark) { Rectangle().fill(Color.blue.gradient).frame(width: 100, height: 100) }
        // Dark blue is (10, 132, 255).
        let bottom = dark.pixel(x: 50, y: 99)
        #expect(abs(Int(bottom.r) - 10) <= 3 && abs(Int(bottom.g) - 132) <= 3)
    }

    @Test func accentColorGradientFollowsTheAccentInForce() {
        let image = render {
            Rectangle().fill(Color.accentColor.gradient).frame(width: 100, height: 100).accentColor(.green)
        }
        let bottom = image.pixel(x: 50, y: 99)
        // Green is (52, 199, 89).
        #expect(abs(Int(bottom.r) - 52) <= 3 && abs(Int(bottom.g) - 199) <= 3 && abs(Int(bottom.b) - 89) <= 3)
    }

    @Test func equalColoursGiveEqualGradients() {
        #expect(Color.red.gradient == Color.red.gradient)
        #expect(Color.red.gradient != Color.blue.gradient)
        #expect(Color.red.gradient != AnyGradient(Gradient(colors: [.red])))
    }
}
