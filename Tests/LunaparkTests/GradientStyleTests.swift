import Foundation
import Lunapark
import Testing

/// The static gradient members of `ShapeStyle` draw as the gradient types, and
/// `EllipticalGradient` stretches its circles to the bounds.
@MainActor
struct GradientStyleTests {
    private func render<S: ShapeStyle>(_ style: S) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 120, height: 60)) {
            Rectangle().fill(style).frame(width: 120, height: 60)
        }.render()
    }

    private func expectSamePixels(_ a: RenderedImage, _ b: RenderedImage, sourceLocation: SourceLocation = #_sourceLocation) {
        var differing = 0
        for y in stride(from: 0, to: 60, by: 3) {
            for x in stride(from: 0, to: 120, by: 3) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0, sourceLocation: sourceLocation)
    }

    @Test func membersDrawLikeTheGradientTypes() {
        let colors: [Color] = [.red, .yellow, .blue]
        let stops = [Gradient.Stop(color: .green, location: 0.2), Gradient.Stop(color: .purple, location: 0.9)]
        let gradient = Gradient(colors: colors)
        expectSamePixels(render(.linearGradient(colors: colors, startPoint: .leading, endPoint: .trailing)),
                         render(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing)))
        expectSamePixels(render(.linearGradient(AnyGradient(gradient), startPoint: .top, endPoint: .bottom)),
                         render(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
        expectSamePixels(render(.linearGradient(stops: stops, startPoint: .topLeading, endPoint: .bottomTrailing)),
                         render(LinearGradient(stops: stops, startPoint: .topLeading, endPoint: .bottomTrailing)))
        expectSamePixels(render(.radialGradient(colors: colors, center: .center, startRadius: 5, endRadius: 50)),
                         render(RadialGradient(colors: colors, center: .center, startRadius: 5, endRadius: 50)))
        expectSamePixels(render(.radialGradient(AnyGradient(gradient), endRadius: 40)),
                         render(RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: 40)))
        expectSamePixels(render(.angularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(270))),
                         render(AngularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(270))))
        expectSamePixels(render(.conicGradient(colors: colors, center: .center, angle: .degrees(90))),
                         render(AngularGradient(colors: colors, center: .center, angle: .degrees(90))))
        expectSamePixels(render(.ellipticalGradient(colors: colors)), render(EllipticalGradient(colors: colors)))
        // An AnyGradient used by itself runs from top to bottom.
        expectSamePixels(render(AnyGradient(gradient)),
                         render(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
    }

    @Test func ellipticalGradientReachesTheEdgesOfItsBounds() {
        let image = render(EllipticalGradient(colors: [.red, .blue]))
        // Centre red; the middle of each edge (fraction 0.5 across and down) blue; halfway
        // to the right edge and halfway to the bottom edge the same mix, although 30 and
        // 15 points from the centre.
        let centre = image.pixel(x: 60, y: 30)
        #expect(centre.r > 240 && centre.b < 60)
        let right = image.pixel(x: 119, y: 30), bottom = image.pixel(x: 60, y: 59)
        #expect(right.b > 230 && right.r < 20 && bottom.b > 230 && bottom.r < 20)
        let halfRight = image.pixel(x: 90, y: 30), halfDown = image.pixel(x: 60, y: 45)
        #expect(abs(Int(halfRight.r) - Int(halfDown.r)) <= 6 && halfRight.r > 90 && halfRight.r < 170)
    }
}
