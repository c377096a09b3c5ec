import Foundation
import LunaparkCore

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: makes the view a member of the
/// group `id` in `namespace`, whose geometry comes from its source.
public struct _MatchedGeometryEffect: ViewModifier {
    public typealias Body = Never
    let id: AnyHashable
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    var key: MatchedGeometryRegistry.Key { MatchedGeometryRegistry.Key(namespace: namespace, id: id) }

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        MatchedGeometryNode(parent: parent, graph: graph)
    }
}

extension View {
    /// Makes this view a member of the group of views with `id` in `namespace`, whose geometry is
    /// kept in step (SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`).
    ///
    /// - A view with `isSource: false` is laid out where its parent puts it, then takes the
    ///   `properties` of the group's source (the member with `isSource: true` that is not being
    ///   removed): it is offered the source's size (`.size`) and placed so that its `anchor`
    ///   point lies on the source's (`.position`), following the source as it moves.
    /// - A source inserted in the same change that removes another source of the group starts
    ///   with the removed view's geometry and animates to its own with the change's animation,
    ///   while the removed view, kept on screen by its removal transition, animates to the new
    ///   one's geometry: the two look like one view moving. How each is drawn meanwhile is up to
    ///   their transitions (the default fades one out and the other in).
    ///
    /// With more or fewer than one source in a group the result is not defined (as in SwiftUI);
    /// here the first source laid out wins. Only layout geometry is matched, not effects such
    /// as `offset` or `scaleEffect`.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center,
                                                    isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(id: AnyHashable(id), namespace: namespace, properties: properties,
                                        anchor: anchor, isSource: isSource))
    }
}
