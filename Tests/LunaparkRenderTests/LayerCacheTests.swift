import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import XCTest

/// The layer cache: reuse, invalidation, placement and eviction.
final class LayerCacheTests: XCTestCase {
    typealias S = RenderTestSupport

    /// A circle drawing of radius 10 (ids distinguish drawings).
    private static func circle(_ id: UInt64, version: UInt64 = 1, transform: CGAffineTransform) -> DisplayList.Item {
        S.fill(id, Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), S.red, version: version,
               transform: transform)
    }

    private static func frame(_ items: [DisplayList.Item]) -> DisplayList { DisplayList(items: items) }

    func testSecondFrameWithSameVersionsRasterizesNothing() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 100, pixelHeight: 100)
            let items = (0..<5).map { Self.circle(UInt64($0), transform: CGAffineTransform(translationX: CGFloat($0) * 15, y: 30)) }
            renderer.render(Self.frame(items), into: target)
            XCTAssertEqual(renderer.statistics.rasterized, 5)
            XCTAssertEqual(renderer.statistics.cachedDrawings, 5)
            let first = target.snapshot()
            renderer.render(Self.frame(items), into: target)
            XCTAssertEqual(renderer.statistics.rasterized, 0)
            XCTAssertEqual(renderer.statistics.compositedFromCache, 5)
            XCTAssertEqual(target.snapshot(), first)
            // The cached frame equals drawing without the cache at these whole-pixel positions.
            let direct = CairoRenderer()
            direct.isLayerCacheEnabled = false
            let uncached = try! direct.renderImage(Self.frame(items), pixelWidth: 100, pixelHeight: 100)
            XCTAssertEqual(direct.statistics.drawnDirectly, 5)
            XCTAssertLessThanOrEqual(S.maximumDifference(first, uncached), 1)
        }
    }

    /// A shadow whose radius went below 0 (a bouncy spring overshooting) is drawn unblurred, and
    /// the cached layer holds all of it: the cache's area counts a negative radius as 0 too.
    func testCachedShadowWithANegativeRadiusMatchesDirectDrawing() {
        MainActor.assumeIsolated {
            var layer = DisplayList.Layer(id: DisplayID(100))
            layer.shadow = DisplayList.Shadow(color: S.blue, radius: -2, x: 10, y: 10)
            let items = [DisplayList.Item.layer(layer), Self.circle(1, transform: CGAffineTransform(translationX: 20, y: 20)), .end]
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 80, pixelHeight: 80)
            renderer.render(Self.frame(items), into: target)
            renderer.render(Self.frame(items), into: target)
            renderer.render(Self.frame(items), into: target)
            XCTAssertEqual(renderer.statistics.layersFromCache, 1, "the still layer is composited from the cache")
            let direct = CairoRenderer()
            direct.isLayerCacheEnabled = false
            let uncached = try! direct.renderImage(Self.frame(items), pixelWidth: 80, pixelHeight: 80)
            XCTAssertEqual(uncached.pixel(x: 48, y: 40).b, 255, "the shadow's right edge, beyond the circle")
            XCTAssertLessThanOrEqual(S.maximumDifference(target.snapshot(), uncached), 1)
        }
    }

    func testChangedVersionRasterizesAgain() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 60, pixelHeight: 60)
            renderer.render(Self.frame([Self.circle(1, transform: .identity), Self.circle(2, transform: CGAffineTransform(translationX: 30, y: 30))]),
                            into: target)
            let changed = S.fill(1, Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), S.blue, version: 2)
            renderer.render(Self.frame([changed, Self.circle(2, transform: CGAffineTransform(translationX: 30, y: 30))]), into: target)
            XCTAssertEqual(renderer.statistics.rasterized, 1)
            XCTAssertEqual(renderer.statistics.compositedFromCache, 1)
            XCTAssertEqual(target.snapshot().pixel(x: 10, y: 10), RGBA8(r: 0, g: 0, b: 255, a: 255))
        }
    }

    func testTranslatedDrawingIsCompositedFromCacheWithFreshRasterPixels() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 80, pixelHeight: 80)
            renderer.render(Self.frame([Self.circle(1, transform: CGAffineTransform(translationX: 5, y: 5))]), into: target)
            let moved = Self.frame([Self.circle(1, transform: CGAffineTransform(translationX: 42, y: 31))])
            renderer.render(moved, into: target)
            XCTAssertEqual(renderer.statistics.rasterized, 0)
            XCTAssertEqual(renderer.statistics.compositedFromCache, 1)
            let fresh = try! CairoRenderer().renderImage(moved, pixelWidth: 80, pixelHeight: 80)
            XCTAssertEqual(target.snapshot(), fresh)
            let direct = CairoRenderer()
            direct.isLayerCacheEnabled = false
            XCTAssertLessThanOrEqual(S.maximumDifference(target.snapshot(),
                                                         try! direct.renderImage(moved, pixelWidth: 80, pixelHeight: 80)), 1)
        }
    }

    func testSubpixelTranslationLandsOnTheNearestPixel() {
        MainActor.assumeIsolated {
            // Policy: an unrotated cached raster is copied at whole pixels, so
            // (42.3, 30.6) draws exactly as a fresh raster at (42, 31).
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 80, pixelHeight: 80)
            renderer.render(Self.frame([Self.circle(1, transform: CGAffineTransform(translationX: 5, y: 5))]), into: target)
            renderer.render(Self.frame([Self.circle(1, transform: CGAffineTransform(translationX: 42.3, y: 30.6))]), into: target)
            XCTAssertEqual(renderer.statistics.compositedFromCache, 1)
            let direct = CairoRenderer()
            direct.isLayerCacheEnabled = false
            let snapped = try! direct.renderImage(Self.frame([Self.circle(1, transform: CGAffineTransform(translationX: 42, y: 31))]),
                                                  pixelWidth: 80, pixelHeight: 80)
            XCTAssertLessThanOrEqual(S.maximumDifference(target.snapshot(), snapped), 1)
        }
    }

    func testRotationAndOpacityReuseTheRaster() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 80, pixelHeight: 80)
            let square = Path(CGRect(x: -15, y: -10, width: 30, height: 20))
            func item(_ angle: Double) -> DisplayList.Item {
                S.fill(1, square, S.red, transform: CGAffineTransform(rotationAngle: angle)
                    .concatenating(CGAffineTransform(translationX: 40, y: 40)))
            }
            // A non-rectangular path, so it is cached (solid rectangles are drawn directly).
            renderer.render(Self.frame([item(0.3)]), into: target)
            XCTAssertEqual(renderer.statistics.rasterized, 1)
            renderer.render(Self.frame(S.layer(9, { $0.opacity = 0.5 }, [item(0.7)])), into: target)
            XCTAssertEqual(renderer.statistics.rasterized, 0)
            XCTAssertEqual(renderer.statistics.compositedFromCache, 1)
            // Resampled: the centre is exact, the edges close to a fresh raster.
            assertPixel(target.snapshot().pixel(x: 40, y: 40), RGBA8(r: 255, g: 0, b: 0, a: 128), tolerance: 1)
            renderer.render(Self.frame([item(0.7)]), into: target)
            let direct = CairoRenderer()
            direct.isLayerCacheEnabled = false
            let fresh = try! direct.renderImage(Self.frame([item(0.7)]), pixelWidth: 80, pixelHeight: 80)
            let cached = target.snapshot()
            var total = 0
            for (p, q) in zip(cached.pixels, fresh.pixels) { total += abs(Int(p >> 24) - Int(q >> 24)) }
            // The 100-point outline crosses ~100 edge pixels; bilinear resampling moves each by
            // well under half a level of coverage on average.
            XCTAssertLessThan(Double(total) / 100, 64, "mean alpha error per edge pixel")
        }
    }

    func testScaleChangeRasterizesAgainAtTheNewResolution() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 80, pixelHeight: 80)
            renderer.render(Self.frame([Self.circle(1, transform: .identity)]), into: target)
            renderer.render(Self.frame(S.layer(2, { $0.transform = CGAffineTransform(scaleX: 3, y: 3) },
                                               [Self.circle(1, transform: .identity)])), into: target)
            XCTAssertEqual(renderer.statistics.rasterized, 1)
            // Rasterized at 3x: the edge is as sharp as a fresh raster of the big circle.
            let direct = CairoRenderer()
            direct.isLayerCacheEnabled = false
            let fresh = try! direct.renderImage(Self.frame(S.layer(2, { $0.transform = CGAffineTransform(scaleX: 3, y: 3) },
                                                                   [Self.circle(1, transform: .identity)])),
                                                pixelWidth: 80, pixelHeight: 80)
            XCTAssertLessThanOrEqual(S.maximumDifference(target.snapshot(), fresh), 1)
        }
    }

    func testUnusedEntriesAreEvicted() {
        MainActor.assumeIsolated {
            let renderer = CairoRenderer()
            let target = try! RenderTarget(pixelWidth: 60, pixelHeight: 60)
            renderer.render(Self.frame([Self.circle(1, transform: .identity), Self.circle(2, transform: .identity)]), into: target)
            XCTAssertEqual(renderer.statistics.cachedDrawings, 2)
            let bytes = renderer.statistics.cachedBytes
            // 20x20 points + 2 pixels of padding each side: 24x24 pixels x 4 bytes, twice.
            XCTAssertEqual(bytes, 2 * 24 * 24 * 4)
            renderer.render(Self.frame([Self.circle(2, transform: .identity)]), into: target)
            XCTAssertEqual(renderer.statistics.cachedDrawings, 1)
            XCTAssertEqual(renderer.statistics.cachedBytes, bytes / 2)
        }
    }

    func testCachingAtScaleTwoMatchesDirectDrawing() {
        MainActor.assumeIsolated {
            let items = [Self.circle(1, transform: CGAffineTransform(translationX: 7, y: 3)),
                         Self.circle(2, transform: CGAffineTransform(translationX: 20, y: 18))]
            let cached = S.render(items, width: 100, height: 100, scale: 2)
            let direct = CairoRenderer()
            direct.isLayerCacheEnabled = false
            XCTAssertLessThanOrEqual(S.maximumDifference(cached, S.render(items, width: 100, height: 100, scale: 2,
                                                                          renderer: direct)), 1)
        }
    }
}
