import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import Testing

/// Cached rasters blitted with pixman (`DirectCompositeTarget`) give the pixels cairo's paint
/// gives, and are used only where cairo would add nothing (no clip, no group, no rotation).
@MainActor
struct DirectCompositingTests {
    typealias S = RenderTestSupport

    private static func dot(_ id: UInt64, x: CGFloat, y: CGFloat, color: Color.Resolved = S.red,
                            version: UInt64 = 1) -> DisplayList.Item {
        S.fill(id, Path(ellipseIn: CGRect(x: 0, y: 0, width: 9, height: 9)), color, version: version,
               transform: CGAffineTransform(translationX: x, y: y))
    }

    /// Dots at fractional positions, half outside the edges, faded, clipped, rotated and
    /// shadowed: every way a cached raster reaches `composite`.
    private static func scene(shift: CGFloat) -> [DisplayList.Item] {
        var items: [DisplayList.Item] = []
        for i in 0..<12 {
            let x = CGFloat(i) * 9.3 - 4 + shift, y = CGFloat(i % 4) * 11.6 - 3
            items += S.layer(UInt64(100 + i), { $0.transform = CGAffineTransform(translationX: 0.25, y: 0.5) },
                             [dot(UInt64(i), x: x, y: y)])
        }
        items += S.layer(200, { $0.opacity = 0.4 }, [dot(20, x: 30.5 + shift, y: 50, color: S.blue)])
        items += S.layer(201, { $0.clip = Path(CGRect(x: 60, y: 40, width: 12, height: 30)) },
                         [dot(21, x: 58 + shift, y: 45, color: S.green), dot(22, x: 66, y: 58, color: S.green)])
        items += S.layer(202, { $0.transform = CGAffineTransform(rotationAngle: 0.3) },
                         [dot(23, x: 80 + shift, y: 20, color: S.black)])
        items += S.layer(203, { $0.shadow = DisplayList.Shadow(color: S.black, radius: 2, x: 3, y: 3) },
                         [dot(24, x: 10, y: 60, color: S.blue)])  // still: cached as a layer
        items.append(dot(25, x: 95 + shift, y: 67))  // past the right and bottom edges
        return items
    }

    /// Renders three frames of the scene moving by a third of a pixel, returns the last.
    private static func render(direct: Bool, renderer: CairoRenderer = CairoRenderer()) -> (RenderedImage, RenderStatistics) {
        renderer.isDirectCompositingEnabled = direct
        let target = try! RenderTarget(pixelWidth: 100, pixelHeight: 72)
        target.tracksChanges = false
        for frame in 0..<3 {
            renderer.render(DisplayList(items: scene(shift: CGFloat(frame) / 3)), into: target, background: S.white)
        }
        return (target.snapshot(), renderer.statistics)
    }

    @Test func blitsGiveCairosPixels() {
        let (blitted, stats) = Self.render(direct: true)
        let (painted, cairoStats) = Self.render(direct: false)
        #expect(S.maximumDifference(blitted, painted) == 0)
        #expect(cairoStats.blittedDirectly == 0)
        // The twelve moving dots, the faded one, the dot past the edges and the still shadowed layer;
        // not the clipped (cairo clips) or the rotated one (cairo resamples).
        #expect(stats.blittedDirectly == 15)
        #expect(stats.compositedFromCache == cairoStats.compositedFromCache)
    }

    @Test func bandsBlitIntoTheirOwnRows() throws {
        let list = DisplayList(items: Self.scene(shift: 0.5))
        let pixels = try #require(FramePixels(width: 100, height: 72))
        let banded = BandedRenderer(bandCount: 3)
        for _ in 0..<2 { banded.render(list, into: pixels, scale: 1, background: S.white) }
        let whole = CairoRenderer()
        whole.isDirectCompositingEnabled = false
        let target = try RenderTarget(pixelWidth: 100, pixelHeight: 72)
        target.tracksChanges = false
        whole.render(list, into: target, background: S.white)
        let painted = target.snapshot()
        for y in 0..<72 {
            for x in 0..<100 {
                let word = pixels.mutableBytes.load(fromByteOffset: y * pixels.stride + x * 4, as: UInt32.self)
                let p = painted.pixel(x: x, y: y)
                let expected = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
                if word != expected {
                    Issue.record("pixel (\(x), \(y)): \(String(word, radix: 16)) banded, \(String(expected, radix: 16)) whole")
                    return
                }
            }
        }
    }

    /// The cache looks a frame's n-th drawing up first at the n-th of the last frame: a new
    /// order, a new version at the same place and a dropped drawing must still draw right.
    @Test func lookupsByPositionFollowChangesInOrderAndVersion() {
        let renderer = CairoRenderer()
        let target = try! RenderTarget(pixelWidth: 60, pixelHeight: 20)
        target.tracksChanges = false
        let frames: [[DisplayList.Item]] = [
            (0..<5).map { Self.dot(UInt64($0), x: CGFloat($0) * 11, y: 5) },
            (0..<5).reversed().map { Self.dot(UInt64($0), x: CGFloat($0) * 11, y: 5) },
            [Self.dot(4, x: 44, y: 5), Self.dot(3, x: 33, y: 5, color: S.blue, version: 2), Self.dot(1, x: 11, y: 5)],
            [Self.dot(3, x: 33, y: 5, color: S.blue, version: 2), Self.dot(2, x: 22, y: 5, color: S.green)],
        ]
        for items in frames {
            renderer.render(DisplayList(items: items), into: target, background: S.white)
            let uncached = CairoRenderer()
            uncached.isLayerCacheEnabled = false
            let expected = try! uncached.renderImage(DisplayList(items: items), pixelWidth: 60, pixelHeight: 20,
                                                     background: S.white)
            // Whole-pixel positions: a cached raster equals drawing afresh (within rounding).
            #expect(S.maximumDifference(target.snapshot(), expected) <= 1)
        }
        #expect(renderer.statistics.rasterized == 1, "dot 2 is new in the last frame, with a new colour")
    }
}
