import Foundation
import LunaparkCore

/// The title alone (SwiftUI's `TitleOnlyLabelStyle`, `.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
