import Foundation

/// Decodes images for `Image` views. The render layer provides the PNG
/// implementation and hosts install it (`ViewGraph.imageLoader`).
@MainActor
public protocol ImageLoading: AnyObject {
    /// The image `name` from the assets (`Assets/Images/<name>.png`); throws an
    /// error whose description is one line naming the file.
    func image(named name: String) throws -> ImageBitmap
}
