import Foundation
import LunaparkCore

/// A button drawn as a white label on a capsule filled with the tint colour,
/// with 12 points of padding horizontally and 6 vertically (SwiftUI's
/// `BorderedProminentButtonStyle`, `.borderedProminent`). While pressed the
/// whole button is drawn at 55 % opacity; after the release it fades back over 0.2 s.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleHost(style: BorderedLook(prominent: true), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// Buttons on a capsule filled with the tint (see `BorderedProminentButtonStyle`).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
