import Foundation
import LunaparkCore

/// One view in the title bar and where it goes.
public struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// A list of toolbar items, what `ToolbarContentBuilder` makes.
public struct _ToolbarItemList: ToolbarContent {
    public typealias Body = Never
    public let _toolbarEntries: [ToolbarEntry]
}

/// Builds toolbar content from items, `if`, `if`/`else` and loops (SwiftUI's `ToolbarContentBuilder`).
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItemList {
        _ToolbarItemList(_toolbarEntries: content._toolbarEntries)
    }
    public static func buildBlock(_ parts: _ToolbarItemList...) -> _ToolbarItemList {
        _ToolbarItemList(_toolbarEntries: parts.flatMap { $0._toolbarEntries })
    }
    public static func buildOptional(_ part: _ToolbarItemList?) -> _ToolbarItemList {
        part ?? _ToolbarItemList(_toolbarEntries: [])
    }
    public static func buildEither(first: _ToolbarItemList) -> _ToolbarItemList { first }
    public static func buildEither(second: _ToolbarItemList) -> _ToolbarItemList { second }
    public static func buildArray(_ parts: [_ToolbarItemList]) -> _ToolbarItemList {
        _ToolbarItemList(_toolbarEntries: parts.flatMap { $0._toolbarEntries })
    }
    public static func buildLimitedAvailability(_ part: _ToolbarItemList) -> _ToolbarItemList { part }
}
