import Foundation

/// The relation between a window's size in points (what the scene graph lays
/// out in and what SDL reports window and mouse coordinates in) and its
/// drawable size in pixels (what is rasterized and presented).
///
/// SDL2 with `SDL_WINDOW_ALLOW_HIGHDPI` may give a drawable larger than the
/// window (macOS Retina, Wayland with a scale factor); on X11 the two are
/// equal. `SDL_GetWindowSize` returns points, `SDL_GetRendererOutputSize`
/// pixels (SDL wiki, SDL_GetWindowSize / SDL_GetRendererOutputSize).
public struct DisplayScale: Sendable, Hashable {
    /// The window's size in points.
    public var pointSize: CGSize
    /// The drawable's size in pixels.
    public var pixelSize: PixelSize

    /// Creates a scale from the window size in points and the drawable size in pixels.
    public init(pointSize: CGSize, pixelSize: PixelSize) {
        self.pointSize = pointSize
        self.pixelSize = pixelSize
    }

    /// Pixels per point (1 on X11; 2 on a Retina display). The horizontal
    /// ratio is used: SDL scales both axes alike. 1 when the window has no width.
    public var scale: Double {
        pointSize.width > 0 && pixelSize.width > 0 ? Double(pixelSize.width) / Double(pointSize.width) : 1
    }

    /// A position in pixels converted to points.
    public func points(fromPixels x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: x / scale, y: y / scale)
    }

    /// A position in points converted to pixels.
    public func pixels(fromPoints point: CGPoint) -> (x: Double, y: Double) {
        (Double(point.x) * scale, Double(point.y) * scale)
    }

    /// The drawable size in pixels for a window size in points at a scale,
    /// rounded to whole pixels.
    public static func pixelSize(for pointSize: CGSize, scale: Double) -> PixelSize {
        PixelSize(width: Int((Double(pointSize.width) * scale).rounded()),
                  height: Int((Double(pointSize.height) * scale).rounded()))
    }
}
