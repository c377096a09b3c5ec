import Foundation
import LunaparkCore

/// The accessibility modifiers (`accessibilityLabel`, `accessibilityHint`,
/// `accessibilityAction`, `accessibilityElement(children:)`, `help`...): the
/// content is drawn and laid out unchanged; the property is kept on the node
/// for `ViewGraph.accessibilityElements`.
public struct _AccessibilityModifier: ViewModifier {
    public typealias Body = Never
    let property: AccessibilityProperty

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        AccessibilityNode(parent: parent, graph: graph)
    }
}

@MainActor
final class AccessibilityNode: SingleChildModifierNode<_AccessibilityModifier> {}

extension ViewGraph {
    /// The accessibility elements of the views on screen, in drawing order: one
    /// for each view carrying accessibility modifiers (the modifiers stacked on
    /// one view make one element). `accessibilityHidden(true)` leaves a view and
    /// everything inside it out; `accessibilityElement(children: .ignore)` leaves
    /// out the elements inside, `.combine` merges them into the outer one.
    public var accessibilityElements: [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        collectAccessibilityElements(root, into: &elements)
        return elements
    }

    private func collectAccessibilityElements(_ node: ViewNode, into elements: inout [AccessibilityElement]) {
        guard !node.isRemoving else { return }
        guard node is AccessibilityNode else {
            for child in node.children { collectAccessibilityElements(child, into: &elements) }
            return
        }
        // The modifiers stacked on one view: this node and accessibility nodes right inside it.
        var element = AccessibilityElement(frame: node.presentedFrame)
        var inner: ViewNode? = node
        while let accessibility = inner as? AccessibilityNode {
            accessibility.model.property.apply(to: &element)
            inner = accessibility.children.first
        }
        if element.isHidden { return }
        var nested: [AccessibilityElement] = []
        if let inner { collectAccessibilityElements(inner, into: &nested) }
        switch element.children.kind {
        case .ignore:
            elements.append(element)
        case .contain:
            elements.append(element)
            elements += nested
        case .combine:
            if element.label == nil {
                let labels = nested.compactMap(\.label)
                if !labels.isEmpty { element.label = labels.joined(separator: ", ") }
            }
            for child in nested {
                element.actionNames += child.actionNames
                element.actions += child.actions
            }
            elements.append(element)
        }
    }
}
