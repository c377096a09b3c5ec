import Foundation
import Lunapark
import Observation
import Testing

@MainActor @Observable
final class ColorEffectTestModel {
    var isDrained = false
}

/// Pure red (1, 0, 0): the colour the expected values below are computed for.
private let pureRed = Color(red: 1, green: 0, blue: 0)

/// A red square drained of saturation, or turned half way round the hue circle, over 1 s (linear).
private struct AnimatedColorSquare: View {
    let model: ColorEffectTestModel
    let turnsHue: Bool

    var body: some View {
        if turnsHue {
            pureRed.frame(width: 40, height: 40)
                .hueRotation(.degrees(model.isDrained ? 180 : 0))
                .animation(.linear(duration: 1), value: model.isDrained)
        } else {
            pureRed.frame(width: 40, height: 40)
                .saturation(model.isDrained ? 0 : 1)
                .animation(.linear(duration: 1), value: model.isDrained)
        }
    }
}

@MainActor
struct ColorEffectTests {
    /// The centre pixel of a 40x40 square of `color` with `effect` applied, on white.
    private func centre(of color: Color = pureRed, _ effect: (AnyView) -> some View) -> RGBA8 {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40)) {
            effect(AnyView(color.frame(width: 40, height: 40)))
        }
        return host.render().pixel(x: 20, y: 20)
    }

    private func expectClose(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance,
                "pixel \(p) is not (\(r), \(g), \(b))", sourceLocation: sourceLocation)
    }

    @Test func hueRotationTurnsRedToTheSVGMatrixValue() {
        // SVG hueRotate(180°) of (1, 0, 0): rows 0.213 - 0.787, 0.213 + 0.213, 0.213 + 0.213.
        expectClose(centre { $0.hueRotation(.degrees(180)) }, 0, 109, 109)
        // 360° is no change.
        expectClose(centre { $0.hueRotation(.degrees(360)) }, 255, 0, 0)
    }

    @Test func saturationAndGrayscaleMakeRedItsLuminanceGrey() {
        // saturate(0): every component is 0.213 · R = 54.3.
        expectClose(centre { $0.saturation(0) }, 54, 54, 54)
        expectClose(centre { $0.grayscale(1) }, 54, 54, 54)
        // Half: R = 0.213·0.5 + 0.5, G = B = 0.213·0.5.
        expectClose(centre { $0.grayscale(0.5) }, 155, 27, 27)
    }

    @Test func brightnessAddsAndContrastScalesAroundGrey() {
        expectClose(centre { $0.brightness(1) }, 255, 255, 255)
        expectClose(centre { $0.brightness(0.5) }, 255, 128, 128)
        expectClose(centre { $0.contrast(0) }, 128, 128, 128)
        // (C - 0.5)·(-1) + 0.5 inverts.
        expectClose(centre { $0.contrast(-1) }, 0, 255, 255)
        expectClose(centre { $0.contrast(1) }, 255, 0, 0)
    }

    @Test func colorInvertAndColorMultiply() {
        expectClose(centre { $0.colorInvert() }, 0, 255, 255)
        expectClose(centre(of: .white) { $0.colorMultiply(Color(red: 0.2, green: 0.4, blue: 1)) }, 51, 102, 255)
        // Red times green is black.
        expectClose(centre { $0.colorMultiply(Color(red: 0, green: 1, blue: 0)) }, 0, 0, 0)
    }

    @Test func luminanceToAlphaLetsTheBackgroundThroughDarkParts() {
        let host = HeadlessHost(size: CGSize(width: 80, height: 40)) {
            HStack(spacing: 0) {
                Color.white.frame(width: 40, height: 40)
                Color.black.frame(width: 40, height: 40)
            }
            .luminanceToAlpha()
            .background(Color(red: 0, green: 0, blue: 1))
        }
        let image = host.render()
        // White: opaque black. Black: fully transparent, the blue shows.
        expectClose(image.pixel(x: 20, y: 20), 0, 0, 0)
        expectClose(image.pixel(x: 60, y: 20), 0, 0, 255)
    }

    @Test func saturationAnimatesWithoutRunningTheBody() async {
        let model = ColorEffectTestModel()
        let host = HeadlessHost(size: CGSize(width: 40, height: 40)) {
            AnimatedColorSquare(model: model, turnsHue: false)
        }
        expectClose(host.render().pixel(x: 20, y: 20), 255, 0, 0)
        model.isDrained = true
        await Task.yield()
        host.advance(by: 0)
        let bodies = host.statistics.bodyEvaluations
        host.advance(by: 0.5)
        // Half way: saturation 0.5.
        expectClose(host.render().pixel(x: 20, y: 20), 155, 27, 27)
        #expect(host.statistics.bodyEvaluations == bodies)
        host.advance(by: 0.6)
        expectClose(host.render().pixel(x: 20, y: 20), 54, 54, 54)
    }

    @Test func hueRotationAnimatesThroughTheHues() async {
        let model = ColorEffectTestModel()
        let host = HeadlessHost(size: CGSize(width: 40, height: 40)) {
            AnimatedColorSquare(model: model, turnsHue: true)
        }
        _ = host.render()
        model.isDrained = true
        await Task.yield()
        host.advance(by: 0.5)
        // 90°: c = 0, s = 1: R = 0.213 - 0.213, G = 0.213 + 0.143, B = 0.213 - 0.787.
        expectClose(host.render().pixel(x: 20, y: 20), 0, 91, 0)
    }
}
