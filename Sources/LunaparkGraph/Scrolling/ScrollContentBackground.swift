import Foundation
import LunaparkCore

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue: Visibility = .automatic
}

extension EnvironmentValues {
    /// Whether scrollable views that draw a background of their own (`List`, `TextEditor`) draw it.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Specifies the visibility of the background of scrollable views within this view
    /// (SwiftUI's `scrollContentBackground(_:)`).
    ///
    /// A `List` and a `TextEditor` draw the system background (white, black in the dark
    /// appearance; a list in a grouped style the grouped grey, black in the dark appearance)
    /// behind their content, as on iOS, so a `background(_:)` around them is covered;
    /// `.hidden` removes it and lets that background show through (a grouped list's white
    /// section cards stay). `.automatic` and
    /// `.visible` draw it. Row backgrounds (`listRowBackground(_:)`) are not affected.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

/// The background a `List` or a `TextEditor` draws behind its content: the system
/// background (the grouped grey one for a list in a grouped style), or nothing under
/// `scrollContentBackground(.hidden)`.
struct _ScrollContentBackground: View {
    var isGrouped = false
    @Environment(\.scrollContentBackground) private var visibility

    var body: some View {
        visibility == .hidden ? Color.clear : (isGrouped ? ListRowStyle.groupedBackground : Color.systemBackground)
    }
}
