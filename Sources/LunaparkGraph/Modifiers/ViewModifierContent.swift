import Foundation
import LunaparkCore

/// The content a `ViewModifier` receives in `body(content:)` (SwiftUI's
/// `_ViewModifier_Content`). It stands for the modified view's node, which
/// persists while the modifier's body is evaluated again and again; the
/// content is updated where the placeholder stands, so it sees the
/// environment that the modifier's body sets around it.
public struct _ViewModifier_Content<Modifier>: View {
    public typealias Body = Never
    weak var owner: (any ContentOwner)?

    init(owner: (any ContentOwner)?) { self.owner = owner }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PlaceholderNode(parent: parent, graph: graph)
    }
}

extension _ViewModifier_Content: PlaceholderView {
    var contentOwner: (any ContentOwner)? { owner }
}

/// A view that stands for content owned by another node.
@MainActor
protocol PlaceholderView {
    var contentOwner: (any ContentOwner)? { get }
}

/// A node that owns a persistent content node shown through a placeholder
/// (a modifier with a body, a transition host).
@MainActor
protocol ContentOwner: AnyObject {
    /// The content's node.
    var ownedContent: ViewNode? { get }
    /// The content's latest view value.
    var ownedContentView: (any View)? { get }
    /// Incremented whenever `ownedContentView` changes.
    var ownedContentGeneration: UInt64 { get }
    /// The context the placeholder last applied the content with.
    var placeholderContext: UpdateContext? { get set }
    /// The transaction the content is updated (`placing == false`) or placed (`placing == true`)
    /// with, given the one that reached the placeholder. Owners pass it through, except that of
    /// `animation(_:body:)`, whose scoped animation stops at the placeholder.
    func contentTransaction(inherited: Transaction, placing: Bool) -> Transaction
}

extension ContentOwner {
    func contentTransaction(inherited: Transaction, placing: Bool) -> Transaction { inherited }
}
