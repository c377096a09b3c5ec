import Foundation
import LunaparkCore
import LunaparkGraph

/// Loads `Image("name")` files from `Assets/Images/<name>.png` (or any
/// folder given), decoding each once.
@MainActor
public final class AssetImageLoader: ImageLoading {
    private let folder: URL?
    private var cache: [String: ImageBitmap] = [:]

    /// A loader reading from `folder` (default: the project's `Assets/Images`).
    public init(folder: URL? = AssetLocator.directory?.appendingPathComponent("Images")) {
        self.folder = folder
    }

    public func image(named name: String) throws -> ImageBitmap {
        if let cached = cache[name] { return cached }
        guard let folder else { throw RenderError.cannotReadPNG(path: "Assets/Images/\(name).png", reason: "no Assets folder found (set LUNAPARK_ASSETS)") }
        let url = folder.appendingPathComponent(name).appendingPathExtension("png")
        let bitmap = try ImageBitmap(pngAt: url)
        cache[name] = bitmap
        return bitmap
    }
}
