import Foundation
import LunaparkCore

/// The decoded frames of an animated image (a GIF) and how long each shows.
public struct AnimatedImageFrames: Equatable, Sendable {
    /// The frames, each a full picture (earlier frames already composited in).
    public let frames: [ImageBitmap]
    /// Seconds each frame shows, one per frame, each positive.
    public let delays: [TimeInterval]

    /// Frames and their delays. A delay of zero or less becomes 0.1 s, as browsers
    /// play GIFs that ask for "as fast as possible".
    public init(frames: [ImageBitmap], delays: [TimeInterval]) {
        precondition(!frames.isEmpty, "AnimatedImageFrames: no frames")
        precondition(frames.count == delays.count, "AnimatedImageFrames: \(frames.count) frames, \(delays.count) delays")
        self.frames = frames
        self.delays = delays.map { $0 > 0 ? $0 : 0.1 }
    }

    /// One loop's length in seconds.
    public var duration: TimeInterval { delays.reduce(0, +) }

    /// The size of the first frame in points.
    public var size: CGSize { frames[0].size }

    /// The frame shown `elapsed` seconds after the animation started (looping forever).
    public func frameIndex(at elapsed: TimeInterval) -> Int {
        guard frames.count > 1, elapsed > 0 else { return 0 }
        var t = elapsed.truncatingRemainder(dividingBy: duration)
        for (index, delay) in delays.enumerated() {
            if t < delay { return index }
            t -= delay
        }
        return frames.count - 1
    }

    /// Equal when the delays are equal and the frames are the same bitmaps (by
    /// identifier; pixels are not compared).
    public static func == (a: AnimatedImageFrames, b: AnimatedImageFrames) -> Bool {
        a.delays == b.delays && a.frames.map(\.identifier) == b.frames.map(\.identifier)
    }
}

/// Decodes animated images for `AnimatedImage` views. The platform layer provides
/// the GIF implementation (`AnimatedImageLoader`, SDL2_image); a host installs it as its
/// `ViewGraph.imageLoader`, or a view tree passes one down with
/// `animatedImageLoader(_:)`.
@MainActor
public protocol AnimatedImageLoading: AnyObject {
    /// The animated image `name` from the assets (`Assets/Images/<name>.gif`);
    /// throws an error whose description is one line naming the file.
    func animatedImage(named name: String) throws -> AnimatedImageFrames
}

/// An animated-image loader in the environment; equal when it is the same object.
// Sendable: the loader is main-actor isolated and only used on the main actor.
struct AnimatedImageLoaderBox: Equatable, @unchecked Sendable {
    let loader: (any AnimatedImageLoading)?

    nonisolated static func == (a: AnimatedImageLoaderBox, b: AnimatedImageLoaderBox) -> Bool {
        a.loader.map(ObjectIdentifier.init) == b.loader.map(ObjectIdentifier.init)
    }
}

private struct AnimatedImageLoaderKey: EnvironmentKey {
    static let defaultValue = AnimatedImageLoaderBox(loader: nil)
}

extension EnvironmentValues {
    /// The loader `AnimatedImage` views use; nil: the host's image loader, if it loads animations.
    public var animatedImageLoader: (any AnimatedImageLoading)? {
        get { self[AnimatedImageLoaderKey.self].loader }
        set { self[AnimatedImageLoaderKey.self] = AnimatedImageLoaderBox(loader: newValue) }
    }
}

extension View {
    /// Makes `AnimatedImage` views in this subtree load through `loader`.
    public func animatedImageLoader(_ loader: any AnimatedImageLoading) -> some View {
        environment(\.animatedImageLoader, loader)
    }
}
