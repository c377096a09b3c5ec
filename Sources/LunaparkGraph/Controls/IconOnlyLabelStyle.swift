import Foundation
import LunaparkCore

/// The icon alone (SwiftUI's `IconOnlyLabelStyle`, `.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
