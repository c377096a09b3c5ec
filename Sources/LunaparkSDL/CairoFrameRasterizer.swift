import Foundation
import LunaparkCore
import LunaparkGraph
import LunaparkRender

/// The cairo renderer (LunaparkRender) as an `SDLHost` rasterizer: renders
/// each display list into a `RenderTarget` of the drawable's pixel size, whose
/// ARGB32 pixels the host uploads as they are.
@MainActor
public final class CairoFrameRasterizer: FrameRasterizer {
    /// The renderer (its layer cache persists across frames).
    public let renderer: CairoRenderer
    /// What shows where the content draws nothing: the window background.
    public var background: Color.Resolved
    private var target: RenderTarget?

    /// A rasterizer drawing with `renderer` over `background` (opaque white
    /// by default, the light-mode window background).
    public init(renderer: CairoRenderer = CairoRenderer(),
                background: Color.Resolved = Color.Resolved(red: 1, green: 1, blue: 1)) {
        self.renderer = renderer
        self.background = background
    }

    public func rasterize(_ list: DisplayList, pixelSize: PixelSize, scale: Double) -> RasterizedFrame? {
        if target == nil || target?.pixelWidth != pixelSize.width || target?.pixelHeight != pixelSize.height
            || target?.scale != CGFloat(scale) {
            target = try? RenderTarget(pixelWidth: pixelSize.width, pixelHeight: pixelSize.height, scale: CGFloat(scale))
            // The host uploads whole frames: finding the changed rectangle would cost a pass for nothing.
            target?.tracksChanges = false
        }
        guard let target else { return nil }
        renderer.render(list, into: target, background: background)
        return RasterizedFrame(pixels: target.pixels, bytesPerRow: target.stride)
    }
}
