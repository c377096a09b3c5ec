import Foundation
import LunaparkCore

/// A part of a control that its style receives as a view of its own (a
/// button's label, a label's title and icon, a toggle's label, a progress
/// view's labels): the part's view, type-erased, with the identity an
/// `AnyView` of it would have.
public protocol _StyledPart: View where Body == Never {
    /// The part's view.
    var _content: AnyView { get }
}

extension _StyledPart {
    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        AnyView._makeNode(view._content, parent: parent, graph: graph)
    }

    var listKind: ListNode.Kind { .anyView }
    var listChildren: [ListChild] { _content.listChildren }
}
