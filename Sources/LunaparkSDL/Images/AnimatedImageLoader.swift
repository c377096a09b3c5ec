import CSDL2Image
import Foundation
import LunaparkCore
import LunaparkGraph
import LunaparkRender

/// An animated image file that could not be read: one line naming the file.
public struct AnimatedImageError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public var description: String { "cannot read animated image '\(path)': \(reason)" }
}

/// Loads `AnimatedImage("name")` files from `Assets/Images/<name>.gif` (or any
/// folder given) with SDL2_image's `IMG_LoadAnimation`, decoding each once.
///
/// It also loads still images (`ImageLoading`): `<name>.png` as
/// `AssetImageLoader` does, else the first frame of `<name>.gif`, else an
/// asset catalog's image set in any format SDL2_image reads (JPEG too). So a host
/// can install it as its `ViewGraph.imageLoader` and both `Image` and
/// `AnimatedImage` find their files.
@MainActor
public final class AnimatedImageLoader: AnimatedImageLoading, ImageLoading {
    private let folder: URL?
    private let stills: AssetImageLoader
    private var cache: [String: AnimatedImageFrames] = [:]

    /// A loader reading from `folder` (default: the project's `Assets/Images`).
    public init(folder: URL? = AssetLocator.directory?.appendingPathComponent("Images")) {
        self.folder = folder
        self.stills = AssetImageLoader(folder: folder)
    }

    public func animatedImage(named name: String) throws -> AnimatedImageFrames {
        if let cached = cache[name] { return cached }
        guard let folder else {
            throw AnimatedImageError(path: "Assets/Images/\(name).gif", reason: "no Assets folder found (set LUNAPARK_ASSETS)")
        }
        let frames = try Self.decode(at: folder.appendingPathComponent(name).appendingPathExtension("gif"))
        cache[name] = frames
        return frames
    }

    public func image(named name: String) throws -> ImageBitmap {
        if let folder, !FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).png").path),
           FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).gif").path) {
            return try animatedImage(named: name).frames[0]
        }
        if let folder, FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).png").path) {
            return try stills.image(named: name)
        }
        // An asset catalog's image set may hold a JPEG (or another format cairo cannot
        // read): SDL2_image decodes whatever it is, at the file's scale.
        if let (file, scale) = AssetCatalog.shared.imageFile(named: name), file.pathExtension.lowercased() != "png" {
            return try Self.decode(at: file, scale: scale).frames[0]
        }
        return try stills.image(named: name)
    }

    /// Decodes the animated image (GIF, or anything SDL2_image animates) at `url`:
    /// every frame as premultiplied ARGB32, and its delay in seconds.
    public static func decode(at url: URL, scale: CGFloat = 1) throws -> AnimatedImageFrames {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw AnimatedImageError(path: path, reason: "no such file")
        }
        guard let animation = IMG_LoadAnimation(path) else {
            let message = String(cString: SDL_GetError())
            throw AnimatedImageError(path: path, reason: message.isEmpty ? "not an image SDL2_image can animate" : message)
        }
        defer { IMG_FreeAnimation(animation) }
        let count = Int(animation.pointee.count)
        guard count > 0, let surfaces = animation.pointee.frames, let delays = animation.pointee.delays else {
            throw AnimatedImageError(path: path, reason: "no frames")
        }
        var frames: [ImageBitmap] = []
        var seconds: [TimeInterval] = []
        for index in 0..<count {
            guard let surface = surfaces[index] else { throw AnimatedImageError(path: path, reason: "frame \(index) is missing") }
            frames.append(try bitmap(from: surface, scale: scale, path: path))
            // SDL2_image gives milliseconds.
            seconds.append(TimeInterval(delays[index]) / 1000)
        }
        return AnimatedImageFrames(frames: frames, delays: seconds)
    }

    /// Copies a 32-bit SDL surface into premultiplied ARGB32 pixels, whatever the order of its channels.
    private static func bitmap(from surface: UnsafeMutablePointer<SDL_Surface>, scale: CGFloat, path: String) throws -> ImageBitmap {
        let s = surface.pointee
        guard let format = s.format?.pointee, format.BytesPerPixel == 4, let base = s.pixels else {
            throw AnimatedImageError(path: path, reason: "unsupported frame pixel format")
        }
        let width = Int(s.w), height = Int(s.h), pitch = Int(s.pitch)
        func channel(_ value: UInt32, _ mask: UInt32, _ shift: UInt8) -> UInt32 {
            mask == 0 ? 255 : (value & mask) >> UInt32(shift)
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let v = row[x]
                let a = channel(v, format.Amask, format.Ashift)
                let r = channel(v, format.Rmask, format.Rshift) * a / 255
                let g = channel(v, format.Gmask, format.Gshift) * a / 255
                let b = channel(v, format.Bmask, format.Bshift) * a / 255
                pixels[y * width + x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return ImageBitmap(width: width, height: height, scale: scale, pixels: pixels)
    }
}
