import Foundation
import LunaparkCore
/// A type-erased view (SwiftUI's `AnyView`). When the wrapped view's type
/// changes, the old view is removed and the new one inserted (new identity).
public struct AnyView: View {
    public typealias Body = Never
    let wrapped: any View

    /// Erases the type of `view`. An `AnyView` passed in is unwrapped rather than
    /// nested, so `AnyView(AnyView(x))` behaves as `AnyView(x)`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { wrapped = any.wrapped } else { wrapped = view }
    }

    /// The same as `init(_:)`.
    public init<V: View>(erasing view: V) { self.init(view) }

    public static func _makeNode(_ view: AnyView, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .anyView, parent: parent, graph: graph)
    }
}

extension AnyView: ListContent {
    var listKind: ListNode.Kind { .anyView }
    var listChildren: [ListChild] {
        [ListChild(key: .type(ObjectIdentifier(type(of: wrapped))), view: wrapped)]
    }
}
