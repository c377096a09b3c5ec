import Foundation
import LunaparkGraph

extension ImageBitmap {
    /// Decodes the PNG file at `url` (premultiplied ARGB32, as `ImageBitmap`
    /// stores pixels); `scale` is pixels per point (2 for an @2x asset). Throws
    /// `RenderError.cannotReadPNG`, one line naming the file, when the file is
    /// missing or not a valid PNG.
    public convenience init(pngAt url: URL, scale: CGFloat = 1) throws {
        let image = try RenderedImage(pngAt: url)
        self.init(width: image.width, height: image.height, scale: scale, pixels: image.pixels)
    }
}
