import Foundation
import LunaparkCore

/// The icon, 8 points of space, then the title, centred on each other
/// (SwiftUI's `TitleAndIconLabelStyle`, `.titleAndIcon`).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title side by side.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
