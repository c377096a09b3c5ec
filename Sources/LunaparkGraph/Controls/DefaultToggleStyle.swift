import Foundation
import LunaparkCore

/// The style toggles have without `.toggleStyle(_:)` (SwiftUI's
/// `DefaultToggleStyle`, `.automatic`): the switch, as on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's style: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
