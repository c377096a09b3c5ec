import Foundation
import LunaparkCore
/// A view (or modifier) with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        Modifier._makeModifierNode(parent: parent, graph: graph)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

/// Lets modifier nodes take a `ModifiedContent` apart without knowing its content type.
@MainActor
protocol ModifiedContentParts {
    var contentView: any View { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentParts where Content: View, Modifier: ViewModifier {
    var contentView: any View { content }
    var modifierValue: Any { modifier }
}
