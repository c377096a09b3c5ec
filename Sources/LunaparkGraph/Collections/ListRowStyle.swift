import Foundation
import LunaparkCore

/// How a list lays out and decorates its rows, for its `ListStyle` (measured on iOS 17's
/// UITableView styles; colours are UIKit's, light and dark).
struct ListRowStyle: Equatable {
    /// Around each row's content, in points.
    var insets: EdgeInsets
    /// The least height of a row, insets included.
    var minimumHeight: CGFloat
    /// Where separators start from the row's leading edge, in points.
    var separatorLeading: CGFloat
    var separatorThickness: CGFloat
    var separatorColor: Color
    /// The band behind section headers; nil: none (the grouped styles).
    var headerBackground: Color?
    /// Around a section header's and a section footer's content.
    var headerInsets: EdgeInsets
    var footerInsets: EdgeInsets
    /// Whether rows (and headers) are inset from the list's sides by the layout margin.
    var insetFromSides: Bool
    /// The fill behind each section's rows (a card); nil: rows lie on the list's background.
    var cardFill: Color?
    var cardCornerRadius: CGFloat
    /// Whether sections are spaced apart (`listSectionSpacing(_:)`), the list starting and
    /// ending with that spacing.
    var spacesSections: Bool

    /// UIKit's `separator` made opaque: (199, 199, 204) light, (56, 56, 58) dark.
    static let separatorColor = Color(light: .init(red: 0.78, green: 0.78, blue: 0.8),
                                      dark: .init(red: 0.22, green: 0.22, blue: 0.227))
    /// iOS's grouped background (`systemGroupedBackground`): (242, 242, 247) light, black dark.
    static let groupedBackground = Color(light: .init(red: 0.949, green: 0.949, blue: 0.969),
                                         dark: .init(red: 0, green: 0, blue: 0))
    /// The fill of grouped rows (`secondarySystemGroupedBackground`): white light, (28, 28, 30) dark.
    static let groupedRowFill = Color(light: .init(red: 1, green: 1, blue: 1),
                                      dark: .init(red: 0.110, green: 0.110, blue: 0.118))

    /// iOS's plain list: 20-point leading inset, 44-point rows, grey hairlines, headers on a
    /// light grey band ((242, 242, 247); (28, 28, 30) dark).
    static let plain = ListRowStyle(
        insets: EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20), minimumHeight: 44,
        separatorLeading: 20, separatorThickness: 0.5, separatorColor: separatorColor,
        headerBackground: Color(light: .init(red: 0.95, green: 0.95, blue: 0.97), dark: .init(red: 0.110, green: 0.110, blue: 0.118)),
        headerInsets: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20),
        footerInsets: EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20),
        insetFromSides: false, cardFill: nil, cardCornerRadius: 0, spacesSections: false)

    /// The row style of `kind`: plain; inset (plain rows within the side margins); grouped
    /// (sections spaced apart on the grouped background, rows on white, headers 7 points
    /// above their rows and footers 7 below, without bands); inset grouped and sidebar (the
    /// grouped sections as cards with 10-point corners within the side margins).
    static func forKind(_ kind: ListStyleKind) -> ListRowStyle {
        var style = plain
        switch kind {
        case .plain:
            break
        case .inset:
            style.insetFromSides = true
        case .grouped, .insetGrouped, .sidebar:
            style.headerBackground = nil
            style.headerInsets = EdgeInsets(top: 0, leading: 20, bottom: 7, trailing: 20)
            style.footerInsets = EdgeInsets(top: 7, leading: 20, bottom: 0, trailing: 20)
            style.cardFill = groupedRowFill
            style.spacesSections = true
            if kind != .grouped {
                style.insetFromSides = true
                style.cardCornerRadius = 10
            }
        }
        return style
    }

    /// UIKit's side layout margin for a list `width` points wide: 16, or 20 from 414 points
    /// (the larger iPhones).
    static func sideMargin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}
