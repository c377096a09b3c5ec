import Foundation
import LunaparkCore

/// The padding and, in the `.roundedBorder` style, the white rounded box with a thin grey border
/// around a text field's text (7 points at the sides, 6 above and below; none in other styles).
struct TextFieldChrome: ViewModifier {
    let bordered: Bool

    /// Points between the field's leading edge and its text.
    static func inset(bordered: Bool) -> CGFloat { bordered ? 7 : 0 }

    func body(content: Content) -> some View {
        content
            .padding(.horizontal, Self.inset(bordered: bordered))
            .padding(.vertical, bordered ? 6 : 0)
            .background {
                if bordered {
                    RoundedRectangle(cornerRadius: 5).fill(Color.white)
                        .overlay { RoundedRectangle(cornerRadius: 5).strokeBorder(Color(white: 0.8), lineWidth: 0.5) }
                }
            }
    }
}
