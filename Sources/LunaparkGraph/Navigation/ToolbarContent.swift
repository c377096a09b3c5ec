import Foundation
import LunaparkCore

/// Content for `.toolbar { ... }` (SwiftUI's `ToolbarContent`): `ToolbarItem`,
/// `ToolbarItemGroup`, or a type of your own whose `body` is made of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The content this content is made of.
    associatedtype Body: ToolbarContent
    /// The items of this content.
    @ToolbarContentBuilder var body: Body { get }
    /// The items in bar order (built-in content implements it; others use their body's).
    var _toolbarEntries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    public var _toolbarEntries: [ToolbarEntry] { body._toolbarEntries }
}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is built-in toolbar content and has no body") }
}

extension Never: ToolbarContent {
    public var _toolbarEntries: [ToolbarEntry] { [] }
}
