import Foundation
import LunaparkCore
@testable import LunaparkGraph
import Testing

/// `DisplayList.Layer.contentPoint(forParentPoint:)`, which the layer-making effect nodes
/// (`visualEffect`, `scrollTransition`) hit-test through.
struct DisplayListLayerHitTestingTests {
    private let perspective = ProjectionTransform(m11: 0.9, m12: 0.1, m13: 0.002, m21: -0.2, m22: 1.1, m23: -0.001,
                                                  m31: 12, m32: -7, m33: 1.05)

    @Test func aPointIsMappedBackThroughTheTransformThenTheProjection() throws {
        var layer = DisplayList.Layer(id: DisplayID(1), transform: CGAffineTransform(translationX: 100, y: 40))
        layer.projection = perspective
        let content = CGPoint(x: 30, y: 20)
        // Forward: content -> projection -> transform (the layer's documented order).
        let projected = try #require(perspective.apply(to: content))
        let parent = CGPoint(x: projected.x + 100, y: projected.y + 40)
        let back = try #require(layer.contentPoint(forParentPoint: parent))
        #expect(abs(back.x - content.x) < 1e-6 && abs(back.y - content.y) < 1e-6)
    }

    @Test func anAffineLayerIsInvertedExactly() throws {
        let layer = DisplayList.Layer(id: DisplayID(1), transform: CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 5, y: 0))
        // (x + 5) * 2, y * 4: the parent's (30, 8) is the content's (10, 2).
        let back = try #require(layer.contentPoint(forParentPoint: CGPoint(x: 30, y: 8)))
        #expect(abs(back.x - 10) < 1e-9 && abs(back.y - 2) < 1e-9)
    }

    @Test func nothingIsHitThroughATransparentOrCollapsedLayer() {
        let transparent = DisplayList.Layer(id: DisplayID(1), opacity: 0)
        #expect(transparent.contentPoint(forParentPoint: CGPoint(x: 1, y: 1)) == nil)
        let collapsed = DisplayList.Layer(id: DisplayID(1), transform: CGAffineTransform(scaleX: 0, y: 1))
        #expect(collapsed.contentPoint(forParentPoint: CGPoint(x: 1, y: 1)) == nil)
    }
}
