import Foundation
import LunaparkCore

/// A coordinate space (SwiftUI's `CoordinateSpace`) in which `GeometryProxy.frame(in:)`
/// reports a frame, in points with the origin at the space's top-leading corner.
///
/// Frames move with the scrolling of every `ScrollView` they are inside, as on Apple
/// platforms; other effects (`offset`, `scaleEffect`...) do not change them.
public enum CoordinateSpace: Hashable {
    /// The window's space: origin at the window's top-leading corner.
    case global
    /// The view's own space: origin at its top-leading corner.
    case local
    /// The space of the nearest ancestor marked `.coordinateSpace(name:)` with this name;
    /// with no such ancestor, the window's (as SwiftUI falls back to `.global`).
    case named(AnyHashable)
}

// Unchecked: the names SwiftUI code gives are strings, numbers and enums, read only on the main actor.
extension CoordinateSpace: @unchecked Sendable {}

extension View {
    /// Names this view's frame as a coordinate space for the views inside it (SwiftUI's
    /// `coordinateSpace(name:)`): their `GeometryProxy.frame(in: .named(name))` is measured
    /// from this view's top-leading corner. Around a `ScrollView`, that frame stays put
    /// while the content scrolls, which is how a parallax header reads its scroll offset.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

/// `coordinateSpace(name:)`.
public struct _CoordinateSpaceModifier: ViewModifier {
    public typealias Body = Never
    let name: AnyHashable

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        CoordinateSpaceNode(parent: parent, graph: graph)
    }
}

extension _CoordinateSpaceModifier: AppliesToWholeList {}

/// Marks its frame as a named coordinate space; readers inside find it by walking up.
@MainActor
final class CoordinateSpaceNode: PassThroughModifierNode<_CoordinateSpaceModifier> {
    var name: AnyHashable { model.name }
}

extension ViewNode {
    /// `rect` (in the layout's coordinates, where a scroll view's content is laid out
    /// unscrolled) as it is shown in the window: moved by the offset of every `ScrollView`
    /// above this node.
    func windowFrame(of rect: CGRect) -> CGRect {
        var frame = rect
        var scroll = enclosingScrollView
        while let s = scroll {
            frame = frame.offsetBy(dx: -s.offset.x, dy: -s.offset.y)
            scroll = s.enclosingScrollView
        }
        return frame
    }

    /// The window frames of the named coordinate spaces above this node (keyed by their
    /// `.named` space), the nearest one for each name.
    func namedCoordinateSpaceFrames() -> [CoordinateSpace: CGRect] {
        var frames: [CoordinateSpace: CGRect] = [:]
        var node = parent
        while let n = node {
            if let space = n as? CoordinateSpaceNode, frames[.named(space.name)] == nil {
                frames[.named(space.name)] = space.windowFrame(of: space.layoutFrame)
            }
            node = n.parent
        }
        return frames
    }
}
