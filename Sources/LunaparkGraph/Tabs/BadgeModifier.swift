import Foundation
import LunaparkCore

/// `badge(_:)`: the badge of a tab item. The tab view reads it from its tabs; elsewhere it
/// changes nothing of the view it is written on, as SwiftUI's badge outside tab bars and lists.
public struct _BadgeModifier: ViewModifier {
    public typealias Body = Never
    /// The badge's text (nil: no badge).
    let label: Text?

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SingleChildModifierNode<_BadgeModifier>(parent: parent, graph: graph)
    }
}

extension View {
    /// Shows `count` in a badge on this view's tab item (SwiftUI's `badge(_:)`): a red
    /// capsule with the number in white at the top trailing corner of the tab's icon, as
    /// iOS draws it. A count of 0 shows no badge; a negative count is shown as it is.
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(label: count == 0 ? nil : Text("\(count)")))
    }

    /// Shows `label` in this view's tab badge (nil: no badge).
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label))
    }

    /// Shows the text of `key` in this view's tab badge (nil: no badge).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(label: key.map { Text($0) }))
    }

    /// Shows `label` in this view's tab badge (nil: no badge).
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(label: label.map { Text($0) }))
    }
}

/// A tab item's badge as iOS draws it: white 13-point text on a red capsule at least 18
/// points tall and wide, with 5 points on each side of the text.
struct _TabBadge: View {
    let label: Text

    var body: some View {
        label
            .font(.system(size: 13))
            .foregroundColor(.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
            .fixedSize()
    }
}
