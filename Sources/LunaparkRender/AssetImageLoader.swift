import Foundation
import LunaparkCore
import LunaparkGraph

/// Loads `Image("name")` files from `Assets/Images/<name>.png` (or any
/// folder given), else from the PNG of the image set `name` in an asset
/// catalog (`AssetCatalog.shared`), decoding each once.
@MainActor
public final class AssetImageLoader: ImageLoading {
    private let folder: URL?
    private let catalog: AssetCatalog
    private var cache: [String: ImageBitmap] = [:]

    /// A loader reading from `folder` (default: the project's `Assets/Images`), then from `catalog`'s image sets.
    public init(folder: URL? = AssetLocator.directory?.appendingPathComponent("Images"), catalog: AssetCatalog = .shared) {
        self.folder = folder
        self.catalog = catalog
    }

    public func image(named name: String) throws -> ImageBitmap {
        if let cached = cache[name] { return cached }
        let url = folder?.appendingPathComponent(name).appendingPathExtension("png")
        let bitmap: ImageBitmap
        if let url, FileManager.default.fileExists(atPath: url.path) {
            bitmap = try ImageBitmap(pngAt: url)
        } else if let (file, scale) = catalog.imageFile(named: name) {
            bitmap = try ImageBitmap(pngAt: file, scale: scale)
        } else if let url {
            throw RenderError.cannotReadPNG(path: url.path, reason: "no such file, and no image set '\(name)' in an asset catalog")
        } else {
            throw RenderError.cannotReadPNG(path: "Assets/Images/\(name).png", reason: "no Assets folder found (set LUNAPARK_ASSETS) and no image set '\(name)' in an asset catalog")
        }
        cache[name] = bitmap
        return bitmap
    }
}
