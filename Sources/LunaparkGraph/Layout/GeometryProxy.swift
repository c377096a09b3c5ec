import Foundation
import LunaparkCore

/// A view's size and position, for `GeometryReader` content (SwiftUI's `GeometryProxy`).
public struct GeometryProxy: Sendable {
    /// The size of the reader, in points.
    public let size: CGSize
    /// The reader's frame in the window, moved by the scrolling of the scroll views around it.
    let globalFrame: CGRect
    /// The window frames of the named coordinate spaces around the reader (keys are `.named`).
    let namedFrames: [CoordinateSpace: CGRect]
    /// Notes that the content asked for a position (not only the size), so that the reader
    /// builds its content again when scrolling moves it.
    let positionReads: GeometryPositionReads?

    init(size: CGSize, globalFrame: CGRect, namedFrames: [CoordinateSpace: CGRect] = [:],
         safeAreaInsets: EdgeInsets = EdgeInsets(), positionReads: GeometryPositionReads? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.namedFrames = namedFrames
        self.positionReads = positionReads
    }

    /// How far each edge of the reader lies in the unsafe area around it, in points: zero
    /// for a reader inside the safe area (always, in a desktop window without insets); the
    /// window's insets for a reader that ignores the safe area; a `safeAreaInset` bar's band.
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame in a coordinate space, in points: `.local` is its own bounds,
    /// `.global` its frame in the window (scrolled with the scroll views around it),
    /// `.named(name)` its frame from the top-leading corner of the nearest ancestor marked
    /// `coordinateSpace(name:)` (the window's when there is none).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            positionReads?.didRead = true
            return globalFrame
        case .named:
            positionReads?.didRead = true
            guard let space = namedFrames[coordinateSpace] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }
}

/// Whether a reader's content asked for its position. Written while the content closure runs,
/// on the main actor, and read there by the reader's node.
final class GeometryPositionReads: @unchecked Sendable {
    var didRead = false
}
