import Foundation
import LunaparkCore

/// The modifiers a sheet's content uses to configure its sheet (`presentationDetents`,
/// `presentationDragIndicator`, `interactiveDismissDisabled`, `presentationCornerRadius`,
/// `presentationBackground`).
/// The content is unchanged; the enclosing sheet gathers them after updating its content,
/// outermost first, so an inner modifier wins (SwiftUI's preference order).
public struct _PresentationOptionModifier: ViewModifier {
    public typealias Body = Never
    let apply: @MainActor (inout PresentationOptions) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PresentationOptionNode(parent: parent, graph: graph)
    }
}

extension _PresentationOptionModifier: AppliesToWholeList {}

@MainActor
final class PresentationOptionNode: PassThroughModifierNode<_PresentationOptionModifier> {
    override func modelDidChange(from old: _PresentationOptionModifier?, context: UpdateContext) {
        enclosingCard?.contentDidChangeOptions(transaction: context.transaction)
    }

    private var enclosingCard: SheetCardNode? { nearestAncestor(SheetCardNode.self) }
}

extension View {
    /// The heights the sheet presenting this view rests at. It opens at the smallest and a
    /// drag moves it between them, settling at the one nearest to where the drag's momentum
    /// carries it; a drag below the smallest dismisses it. An empty set means `[.large]`.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PresentationOptionModifier { $0.detents = detents })
    }

    /// The heights the sheet rests at, with the current one in `selection` (written when a
    /// drag settles at another; a new value moves the sheet there, animated).
    public func presentationDetents(_ detents: Set<PresentationDetent>,
                                    selection: Binding<PresentationDetent>) -> some View {
        modifier(_PresentationOptionModifier { $0.detents = detents; $0.selection = selection })
    }

    /// Whether the sheet shows its grabber, a 36 x 5 point capsule 5 points under its top edge.
    /// `.automatic` shows it when the sheet has more than one detent, as on iOS.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_PresentationOptionModifier { $0.dragIndicator = visibility })
    }

    /// Whether a drag down or a tap on the dimmed background may dismiss the sheet (true by
    /// default). Disabled, the sheet follows a drag down with resistance and springs back;
    /// `dismiss()` and the binding still dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_PresentationOptionModifier { $0.interactiveDismissDisabled = isDisabled })
    }

    /// The radius of the sheet's top corners in points (10 by default).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(_PresentationOptionModifier { $0.cornerRadius = cornerRadius })
    }

    /// Fills the sheet (or full-screen cover) presenting this view with `style` instead of
    /// the system background, in the sheet's shape (its corner radius): a colour, a gradient,
    /// a material (`.thinMaterial` blurs what is behind), or `.clear` to show the dimmed
    /// presenter through it. The grabber is still drawn over it.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return modifier(_PresentationOptionModifier { $0.background = .style(erased) })
    }

    /// Puts `content` behind the sheet's content instead of the system background: laid out
    /// in the whole card at its `alignment` and clipped to the card's shape.
    public func presentationBackground<V: View>(alignment: Alignment = .center,
                                                @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(content())
        return modifier(_PresentationOptionModifier { $0.background = .content(background, alignment: alignment) })
    }
}
