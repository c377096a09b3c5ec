import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import XCTest

/// Layers with a shadow, blur or mask are cached as rendered, like drawings.
final class EffectLayerCacheTests: XCTestCase {
    typealias S = RenderTestSupport

    private static let shadow = DisplayList.Shadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5),
                                                   radius: 3, x: 4, y: 6)

    /// A rounded card (drawing 1) in a shadowed layer 10 with `transform`, inside layer 20 with `outer`.
    private static func card(_ transform: CGAffineTransform, outer: CGAffineTransform = .identity,
                             opacity: Double = 1, version: UInt64 = 1) -> DisplayList {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 5)
        return DisplayList(items: S.layer(20, { $0.transform = outer }, S.layer(10, {
            $0.transform = transform
            $0.shadow = shadow
            $0.opacity = opacity
        }, [S.fill(1, path, S.red, version: version)])))
    }

    @MainActor
    private static func uncached(_ list: DisplayList, scale: CGFloat = 1) -> RenderedImage {
        let renderer = CairoRenderer()
        renderer.isLayerCacheEnabled = false
        return try! renderer.renderImage(list, pixelWidth: 100, pixelHeight: 100, scale: scale)
    }

    func testMovedShadowedLayerIsCompositedFromCache() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 100, pixelHeight: 100)
            renderer.render(Self.card(CGAffineTransform(translationX: 10, y: 10)), into: target)
            XCTAssertEqual(renderer.statistics.layersRendered, 1)
            // The cached rendering equals rendering without any cache (same whole-pixel place).
            XCTAssertLessThanOrEqual(S.maximumDifference(target.snapshot(),
                                                         Self.uncached(Self.card(CGAffineTransform(translationX: 10, y: 10)))), 1)
            let moved = Self.card(CGAffineTransform(translationX: 47, y: 38))
            renderer.render(moved, into: target)
            XCTAssertEqual(renderer.statistics.layersFromCache, 1)
            XCTAssertEqual(renderer.statistics.layersRendered, 0)
            XCTAssertEqual(renderer.statistics.rasterized, 0)
            XCTAssertLessThanOrEqual(S.maximumDifference(target.snapshot(), Self.uncached(moved)), 1)
            // The shadow is there: below-right of the card (card ends at 77, 58; shadow at +4, +6).
            XCTAssertGreaterThan(target.snapshot().pixel(x: 79, y: 62).a, 40)
        }
    }

    func testFadingUsesTheCacheAndChangedContentRendersAgain() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 100, pixelHeight: 100)
            let place = CGAffineTransform(translationX: 20, y: 20)
            renderer.render(Self.card(place), into: target)
            renderer.render(Self.card(place, opacity: 0.5), into: target)
            XCTAssertEqual(renderer.statistics.layersFromCache, 1)
            // Centre of the card: opaque red at half opacity (the shadow under it is covered).
            assertPixel(target.snapshot().pixel(x: 35, y: 30), RGBA8(r: 255, g: 0, b: 0, a: 128), tolerance: 1)
            XCTAssertLessThanOrEqual(S.maximumDifference(target.snapshot(), Self.uncached(Self.card(place, opacity: 0.5))), 1)
            renderer.render(Self.card(place, version: 2), into: target)
            XCTAssertEqual(renderer.statistics.layersRendered, 1)
            XCTAssertEqual(renderer.statistics.rasterized, 1)
        }
    }

    func testLayerWhoseContentKeepsChangingIsDrawnUncachedUntilItHoldsStill() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 100, pixelHeight: 100)
            let place = CGAffineTransform(translationX: 20, y: 20)
            // Frame 1: new → rendered into the cache. Frame 2: changed right after
            // appearing (a change too) → uncached; frame 3 likewise. A change after a
            // stable frame renders into the cache again.
            for (version, rendered) in [(UInt64(1), 1), (2, 0), (3, 0)] {
                renderer.render(Self.card(place, version: version), into: target)
                XCTAssertEqual(renderer.statistics.layersRendered, rendered, "version \(version)")
                XCTAssertEqual(renderer.statistics.layersFromCache, 0)
            }
            XCTAssertLessThanOrEqual(S.maximumDifference(target.snapshot(), Self.uncached(Self.card(place, version: 3))), 1)
            // Still for a frame: cached again, then reused.
            renderer.render(Self.card(place, version: 3), into: target)
            XCTAssertEqual(renderer.statistics.layersRendered, 1)
            renderer.render(Self.card(place, version: 3), into: target)
            XCTAssertEqual(renderer.statistics.layersFromCache, 1)
            renderer.render(Self.card(place, version: 4), into: target)
            XCTAssertEqual(renderer.statistics.layersRendered, 1)
        }
    }

    func testRotationOfTheLayerItselfTurnsContentUnderAFixedShadow() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 100, pixelHeight: 100)
            let place = CGAffineTransform(translationX: 40, y: 40)
            renderer.render(Self.card(place), into: target)
            // Rotating an enclosing layer turns the shadow with the content: reused.
            renderer.render(Self.card(place, outer: CGAffineTransform(rotationAngle: 0.3)), into: target)
            XCTAssertEqual(renderer.statistics.layersFromCache, 1)
            // Rotating the shadowed layer itself keeps the shadow offset in the parent's
            // axes, so the rendering changes: rendered again, matching an uncached frame.
            let turned = Self.card(CGAffineTransform(rotationAngle: 0.3).concatenating(place))
            renderer.render(turned, into: target)
            XCTAssertEqual(renderer.statistics.layersRendered, 1)
            var total = 0
            let reference = Self.uncached(turned)
            for (p, q) in zip(target.snapshot().pixels, reference.pixels) { total += abs(Int(p >> 24) - Int(q >> 24)) }
            // Resampled with the rotation: edges differ slightly, the whole barely.
            XCTAssertLessThan(Double(total) / Double(100 * 100), 2, "mean alpha difference per pixel")
        }
    }

    func testBlurredLayerAtScaleTwoMatchesUncached() {
        MainActor.assumeIsolated {
            let list = DisplayList(items: S.layer(5, {
                $0.blurRadius = 2
                $0.transform = CGAffineTransform(translationX: 10, y: 10)
            }, [S.fill(1, Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), S.blue)]))
            let renderer = CairoRenderer()
            let cached = try! renderer.renderImage(list, pixelWidth: 100, pixelHeight: 100, scale: 2)
            XCTAssertEqual(renderer.statistics.layersRendered, 1)
            XCTAssertLessThanOrEqual(S.maximumDifference(cached, Self.uncached(list, scale: 2)), 1)
        }
    }
}
