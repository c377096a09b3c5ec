import Foundation
import LunaparkCore

/// Where a toolbar item goes in the title bar (SwiftUI's `ToolbarItemPlacement`),
/// as on iOS: leading placements after the back button, trailing ones at the
/// trailing end, `.principal` in the middle instead of an inline title,
/// `.bottomBar` in a 44-point bar under the content.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }
    let slot: Slot

    /// Trailing on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the bar (iOS 14 name).
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the bar (iOS 14 name).
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The middle of the bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The main action: trailing.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A cancel action: leading.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A confirming action: trailing.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// Secondary actions: trailing (iOS shows them in the bar too).
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A bar under the content.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// Status information: in the bottom bar, as on iOS.
    public static let status = ToolbarItemPlacement(slot: .bottom)
}
