import Foundation
import LunaparkCore

/// The purpose of a button (SwiftUI's `ButtonRole`), passed to button styles
/// through their configuration's `role`.
public struct ButtonRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case cancel, destructive }
    let kind: Kind

    /// A button that cancels an operation.
    public static let cancel = ButtonRole(kind: .cancel)
    /// A button that deletes data or does something that cannot be undone; the
    /// built-in styles draw its label in red instead of the tint.
    public static let destructive = ButtonRole(kind: .destructive)
}
