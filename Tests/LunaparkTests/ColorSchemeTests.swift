import Foundation
import Lunapark
import Testing

/// Adaptive colours resolved against `colorScheme` where they are drawn.
@MainActor
struct ColorSchemeTests {
    /// The brightest and darkest channel sums among the pixels of `rect`.
    private func extremes(_ image: RenderedImage, in rect: CGRect) -> (darkest: Int, brightest: Int) {
        var darkest = Int.max, brightest = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image.pixel(x: x, y: y)
                let sum = Int(p.r) + Int(p.g) + Int(p.b)
                darkest = min(darkest, sum)
                brightest = max(brightest, sum)
            }
        }
        return (darkest, brightest)
    }

    @Test func darkSchemeTurnsPrimaryTextWhite() {
        let host = HeadlessHost(size: CGSize(width: 120, height: 40)) {
            Text("Hello").font(.system(size: 24, weight: .bold))
                .frame(width: 120, height: 40)
                .background(Color.black)
                .environment(\.colorScheme, .dark)
        }
        let image = host.render()
        // Text pixels on black: the brightest are (nearly) white.
        #expect(extremes(image, in: CGRect(x: 0, y: 0, width: 120, height: 40)).brightest > 700)
    }

    @Test func lightSchemePrimaryTextStaysBlack() {
        let host = HeadlessHost(size: CGSize(width: 120, height: 40)) {
            Text("Hello").font(.system(size: 24, weight: .bold))
                .frame(width: 120, height: 40)
                .background(Color.black)
        }
        #expect(extremes(host.render(), in: CGRect(x: 0, y: 0, width: 120, height: 40)).brightest < 30)
    }

    @Test func preferredColorSchemeDarkensTheWindowAndItsContent() {
        let host = HeadlessHost(size: CGSize(width: 120, height: 40)) {
            Text("Hello").font(.system(size: 24, weight: .bold))
                .frame(width: 60, height: 40)
                .preferredColorScheme(.dark)
        }
        #expect(host.graph.preferredColorScheme == .dark)
        let image = host.render()
        // The window background is black (x > 90 lies outside the text's frame) and the text white.
        let p = image.pixel(x: 110, y: 20)
        #expect(p.r < 5 && p.g < 5 && p.b < 5)
        #expect(extremes(image, in: CGRect(x: 0, y: 0, width: 60, height: 40)).brightest > 700)
    }

    @Test func noPreferenceKeepsTheLightWindow() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40)) {
            Color.clear.preferredColorScheme(nil)
        }
        #expect(host.graph.preferredColorScheme == nil)
        #expect(host.render().isWhite(20, 20))
    }

    @Test func theOutermostPreferenceWins() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40)) {
            VStack {
                Color.clear.preferredColorScheme(.light)
            }
            .preferredColorScheme(.dark)
        }
        #expect(host.graph.preferredColorScheme == .dark)
    }

    @Test func standardColoursAndBackgroundStyleAdapt() {
        func fill(_ scheme: ColorScheme) -> (red: RGBA8, background: RGBA8) {
            let host = HeadlessHost(size: CGSize(width: 20, height: 10), background: .gray) {
                HStack(spacing: 0) {
                    Rectangle().fill(Color.red).frame(width: 10, height: 10)
                    Rectangle().fill(.background).frame(width: 10, height: 10)
                }
                .environment(\.colorScheme, scheme)
            }
            let image = host.render()
            return (image.pixel(x: 5, y: 5), image.pixel(x: 15, y: 5))
        }
        let light = fill(.light), dark = fill(.dark)
        // Apple's system red: (255, 59, 48) light, (255, 69, 58) dark.
        #expect(abs(Int(light.red.g) - 59) <= 1 && abs(Int(dark.red.g) - 69) <= 1)
        #expect(light.background.r == 255 && dark.background.r == 0)
    }

    @Test func secondaryResolvesPerScheme() {
        var environment = EnvironmentValues()
        #expect(abs(Color.secondary.resolve(in: environment).red - 60 / 255) < 0.002)
        environment.colorScheme = .dark
        #expect(abs(Color.secondary.resolve(in: environment).red - 235 / 255) < 0.002)
        #expect(abs(Color.secondary.resolve(in: environment).opacity - 0.6) < 0.001)
        // A colour made from components is the same in both schemes.
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).resolve(in: environment).blue == 0.6)
    }

    @Test func colorLiteralMakesAColor() {
        let color: Color = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        #expect(color.resolved == Color.Resolved(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5))
        #expect(Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5) == color)
    }
}
