import Foundation
import LunaparkCore

/// `drawingGroup(opaque:colorMode:)`: the content is flattened into one offscreen layer.
public struct _DrawingGroupEffect: ViewModifier, Equatable {
    public typealias Body = Never
    var opaque: Bool
    var colorMode: ColorRenderingMode
}

extension _DrawingGroupEffect: LayerEffect {
    var isNeutral: Bool { false }
    func apply(to layer: inout DisplayList.Layer, frame: CGRect) { layer.isFlattened = true }
}

extension View {
    /// Draws the view's content into one offscreen image before compositing it (SwiftUI's
    /// `drawingGroup(opaque:colorMode:)`): the renderer rasterizes the whole subtree into a
    /// cached surface, reused while the content does not change, so effects and blending
    /// outside apply to one flat image.
    ///
    /// `opaque` and `colorMode` are accepted as SwiftUI's hints; Lunapark's offscreen surfaces
    /// are always 8-bit premultiplied sRGB with alpha (see `ColorRenderingMode`).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_DrawingGroupEffect(opaque: opaque, colorMode: colorMode))
    }
}
