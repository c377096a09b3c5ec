import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import Testing

/// Layers and drawings whose transform cannot be inverted: scaled to zero (a `.scale`
/// transition's first frame, `.scaleEffect(0)`), flattened on one axis, or not finite.
/// They cover no area, so they draw nothing; everything else in the frame, and every later
/// frame into the same target, draws as usual. (cairo puts a context given such a matrix
/// into a lasting error state in which nothing draws any more: a window whose target kept
/// that context showed its last good pixels for ever.)
@MainActor
struct DegenerateTransformTests {
    typealias S = RenderTestSupport

    static let degenerate: [(String, CGAffineTransform)] = [
        ("scale 0", CGAffineTransform(scaleX: 0, y: 0)),
        ("scale 0 in x", CGAffineTransform(scaleX: 0, y: 1)),
        ("rank 1", CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)),
        ("not a number", CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        ("infinite", CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0)),
        ("too small to invert", CGAffineTransform(scaleX: 1e-170, y: 1e-170)),
    ]

    /// A frame: a blue square at 0...10, a layer with `transform` holding a red square
    /// (with `opacity` and `shadow`), then a green square at 20...30 drawn after it.
    static func frame(layer transform: CGAffineTransform, opacity: Double = 1,
                      shadow: DisplayList.Shadow? = nil) -> DisplayList {
        var items = [S.fill(1, Path(CGRect(x: 0, y: 0, width: 10, height: 10)), S.blue)]
        items += S.layer(2, { $0.transform = transform; $0.opacity = opacity; $0.shadow = shadow },
                         [S.fill(3, Path(CGRect(x: 0, y: 0, width: 40, height: 40)), S.red)])
        items.append(S.fill(4, Path(CGRect(x: 20, y: 20, width: 10, height: 10)), S.green))
        return DisplayList(items: items)
    }

    @Test(arguments: [false, true], [1.0, 0.5])
    func aLayerThatCannotBeInvertedDrawsNothingAndTheRestOfTheFrameDraws(cached: Bool, opacity: Double) throws {
        for (name, transform) in Self.degenerate {
            let renderer = CairoRenderer()
            renderer.isLayerCacheEnabled = cached
            let target = try RenderTarget(pixelWidth: 80, pixelHeight: 80, scale: 2)
            target.tracksChanges = false
            renderer.render(Self.frame(layer: transform, opacity: opacity), into: target, background: S.white)
            let image = target.snapshot()
            #expect(image.pixel(x: 10, y: 10) == RGBA8(r: 0, g: 0, b: 255, a: 255), "\(name): before the layer")
            #expect(image.pixel(x: 50, y: 50) == RGBA8(r: 0, g: 255, b: 0, a: 255), "\(name): after the layer")
            #expect(image.pixel(x: 70, y: 10) == RGBA8(r: 255, g: 255, b: 255, a: 255), "\(name): the layer itself")
        }
    }

    @Test func aShadowedLayerScaledToZeroDrawsNothing() throws {
        let renderer = CairoRenderer()
        let target = try RenderTarget(pixelWidth: 40, pixelHeight: 40)
        let shadow = DisplayList.Shadow(color: S.black, radius: 2, x: 3, y: 3)
        renderer.render(Self.frame(layer: CGAffineTransform(scaleX: 0, y: 0), shadow: shadow), into: target, background: S.white)
        let image = target.snapshot()
        #expect(image.pixel(x: 25, y: 25) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(image.pixel(x: 15, y: 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// The window's case: one target for every frame. After a frame with a zero-scale layer,
    /// the next frame into the same target shows its own content.
    @Test func theFrameAfterADegenerateLayerDrawsInTheSameTarget() throws {
        for (name, transform) in Self.degenerate {
            let renderer = CairoRenderer()
            let target = try RenderTarget(pixelWidth: 40, pixelHeight: 40)
            target.tracksChanges = false
            renderer.render(Self.frame(layer: transform), into: target, background: S.white)
            renderer.render(Self.frame(layer: CGAffineTransform(scaleX: 0.5, y: 0.5)), into: target, background: S.white)
            let image = target.snapshot()
            #expect(image.pixel(x: 15, y: 15) == RGBA8(r: 255, g: 0, b: 0, a: 255), "\(name): the layer at half size")
            #expect(image.pixel(x: 25, y: 25) == RGBA8(r: 0, g: 255, b: 0, a: 255), "\(name)")
        }
    }

    @Test(arguments: [false, true])
    func aDrawingThatCannotBeInvertedDrawsNothingAndTheNextOneDraws(cached: Bool) throws {
        for (name, transform) in Self.degenerate {
            let renderer = CairoRenderer()
            renderer.isLayerCacheEnabled = cached
            let target = try RenderTarget(pixelWidth: 40, pixelHeight: 40)
            let items = [S.fill(1, Path(CGRect(x: 0, y: 0, width: 40, height: 40)), S.red, transform: transform),
                         S.fill(2, Path(CGRect(x: 20, y: 20, width: 10, height: 10)), S.green)]
            renderer.render(DisplayList(items: items), into: target, background: S.white)
            renderer.render(DisplayList(items: items), into: target, background: S.white)
            let image = target.snapshot()
            #expect(image.pixel(x: 25, y: 25) == RGBA8(r: 0, g: 255, b: 0, a: 255), "\(name)")
            #expect(image.pixel(x: 5, y: 5) == RGBA8(r: 255, g: 255, b: 255, a: 255), "\(name)")
        }
    }

    /// The backstop: a target whose context failed anyway (here made to fail by hand) gets a
    /// new one for the next frame, which draws, and the renderer says so in its statistics.
    @Test func aFailedContextIsReplacedBeforeTheNextFrame() throws {
        let renderer = CairoRenderer()
        let target = try RenderTarget(pixelWidth: 40, pixelHeight: 40)
        let items = [S.fill(1, Path(CGRect(x: 20, y: 20, width: 10, height: 10)), S.green)]
        renderer.render(DisplayList(items: items), into: target, background: S.white)
        #expect(renderer.statistics.recoveredContexts == 0)
        cairo_scale(target.context.pointer, 0, 0)
        #expect(cairo_status(target.context.pointer) != CAIRO_STATUS_SUCCESS)
        renderer.render(DisplayList(items: [S.fill(1, Path(CGRect(x: 0, y: 0, width: 10, height: 10)), S.blue)]),
                        into: target, background: S.white)
        #expect(renderer.statistics.recoveredContexts == 1)
        let image = target.snapshot()
        #expect(image.pixel(x: 5, y: 5) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image.pixel(x: 25, y: 25) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
