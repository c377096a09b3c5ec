import Foundation
import LunaparkCore

/// A built-in modifier node for modifiers that apply to a list of views as a whole
/// (`AppliesToWholeList`): when its content is a list, the list's views take part in
/// the enclosing stack's layout directly, as if the modifier were not there.
@MainActor
class PassThroughModifierNode<M>: SingleChildModifierNode<M> {
    override var isList: Bool { content?.isList ?? false }
    override var passesListLayoutUp: Bool { true }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let content, content.isList { content.collectLayoutItems(into: &items) } else { items.append(self) }
    }
}
