import Foundation
import LunaparkCore

/// A view with a `badge(_:)`: in a `List` row, the badge's text at the row's trailing edge in
/// the secondary colour, as iOS draws a row's badge; on a tab of a `TabView`, read by the tab
/// view for its item (see `_TabBadge`); elsewhere the view as it is, as SwiftUI's badge
/// outside tab bars and lists.
public struct _BadgedContent<Content: View>: View {
    let content: Content
    /// The badge's text (nil: no badge).
    let label: Text?
    @Environment(\.listRowBadgesShown) private var inListRow

    public var body: some View {
        HStack(spacing: 0) {
            content
            if inListRow, let label {
                Spacer(minLength: 8)
                label.foregroundColor(.secondary).lineLimit(1)
            }
        }
    }
}

/// A `_BadgedContent`, whatever its content's type: what a tab view reads.
@MainActor
protocol BadgeCarrying {
    var badgeLabel: Text? { get }
    var badgedContent: any View { get }
}

extension _BadgedContent: BadgeCarrying {
    var badgeLabel: Text? { label }
    var badgedContent: any View { content }
}

private struct ListRowBadgesShownKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True in a `List`'s rows, where a `badge` draws its text at the trailing edge.
    var listRowBadgesShown: Bool {
        get { self[ListRowBadgesShownKey.self] }
        set { self[ListRowBadgesShownKey.self] = newValue }
    }
}

extension View {
    /// Shows `count` in a badge on this view's tab item (SwiftUI's `badge(_:)`): a red
    /// capsule with the number in white at the top trailing corner of the tab's icon, as
    /// iOS draws it; on a `List` row, the number at the row's trailing edge in the secondary
    /// colour. A count of 0 shows no badge; a negative count is shown as it is.
    public func badge(_ count: Int) -> some View {
        _BadgedContent(content: self, label: count == 0 ? nil : Text("\(count)"))
    }

    /// Shows `label` in this view's badge (nil: no badge).
    public func badge(_ label: Text?) -> some View {
        _BadgedContent(content: self, label: label)
    }

    /// Shows the text of `key` in this view's badge (nil: no badge).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        _BadgedContent(content: self, label: key.map { Text($0) })
    }

    /// Shows `label` in this view's badge (nil: no badge).
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        _BadgedContent(content: self, label: label.map { Text($0) })
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
