import Foundation
import LunaparkCore

/// The node of a container view (stacks, `GeometryReader`): holds the node
/// of its content and lays out the content's items.
@MainActor
class ContainerNode: ViewNode {
    private(set) var content: ViewNode?

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    /// Updates (or creates) the content node with `view`.
    final func updateContent(_ view: any View, context: UpdateContext) {
        content = reconcile(content, with: view, context: context)
    }

    override func render(into builder: inout DisplayListBuilder) {
        content?.render(into: &builder)
    }

    /// The views this container arranges.
    final var items: [ViewNode] { content?.layoutItems ?? [] }

    override var layoutPriority: Double { 0 }
}
