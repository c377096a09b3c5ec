import Foundation
import LunaparkCore

/// The look of a `List` (SwiftUI's `ListStyle`). Lunapark draws lists in the plain style
/// only; the styles here are those that look that way.
public protocol ListStyle {}

/// The plain list style: rows edge to edge with separators (SwiftUI's `PlainListStyle`).
public struct PlainListStyle: ListStyle {
    public init() {}
}

/// The platform's default list style; plain here (SwiftUI's `DefaultListStyle`).
public struct DefaultListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == PlainListStyle {
    /// The plain list style.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default list style (plain here).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension View {
    /// Sets the style of lists in this view. Every style Lunapark has draws plain lists, so
    /// the view is returned as it is.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}
