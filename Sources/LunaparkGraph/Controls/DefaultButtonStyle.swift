import Foundation
import LunaparkCore

/// The style buttons have without `.buttonStyle(_:)` (SwiftUI's
/// `DefaultButtonStyle`, `.automatic`): here the same as `.borderless`, as on
/// iOS outside lists and toolbars.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style (`.borderless` here).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The tint buttons draw their label or fill with: red for a destructive role,
/// else the environment's tint, else the accent colour.
@MainActor
func buttonTint(role: ButtonRole?, tint: Color?) -> Color {
    role == .destructive ? .red : (tint ?? .accentColor)
}

/// The opacity of a pressed label (borderless and plain styles): a highlight
/// that appears at once and fades out over 0.2 s after the release.
let pressedLabelOpacity = 0.35
/// The opacity of a pressed bordered or bordered-prominent button.
let pressedBorderedOpacity = 0.55
/// How a released button returns to its idle look: pressing shows the
/// highlight at once (no animation), releasing fades it out with this.
let buttonReleaseAnimation = Animation.easeOut(duration: 0.2)
