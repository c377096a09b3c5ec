import Foundation
import LunaparkCore

/// The style labels have without `.labelStyle(_:)` (SwiftUI's
/// `DefaultLabelStyle`, `.automatic`): title and icon, as outside lists and
/// toolbars on iOS. (In a toolbar SwiftUI shows the icon only; toolbars here do too.)
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style (icon and title).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
