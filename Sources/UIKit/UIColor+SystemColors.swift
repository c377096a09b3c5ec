import Foundation
import LunaparkCore

// UIKit's colours. The system colours are dynamic: their light and dark values
// are iOS's (Human Interface Guidelines, "Color", iOS system colours and
// backgrounds), 8-bit sRGB / 255. The fixed colours (`.red`, `.gray`...) are
// UIKit's component values, the same in both appearances.
extension UIColor {
    /// A dynamic colour from 8-bit sRGB components per appearance and an alpha per appearance.
    private static func dynamic(light: (Int, Int, Int), dark: (Int, Int, Int),
                                alpha: Float = 1, darkAlpha: Float? = nil) -> UIColor {
        func value(_ c: (Int, Int, Int), _ opacity: Float) -> Color.Resolved {
            Color.Resolved(red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255, opacity: opacity)
        }
        return UIColor(Color(light: value(light, alpha), dark: value(dark, darkAlpha ?? alpha)))
    }

    // MARK: Backgrounds

    /// White in the light appearance, black in the dark one.
    public static let systemBackground = dynamic(light: (255, 255, 255), dark: (0, 0, 0))
    /// For content layered on `systemBackground`: (242, 242, 247) light, (28, 28, 30) dark.
    public static let secondarySystemBackground = dynamic(light: (242, 242, 247), dark: (28, 28, 30))
    /// For content layered on the secondary background: white light, (44, 44, 46) dark.
    public static let tertiarySystemBackground = dynamic(light: (255, 255, 255), dark: (44, 44, 46))
    /// Behind grouped content (a grouped list): (242, 242, 247) light, black dark.
    public static let systemGroupedBackground = dynamic(light: (242, 242, 247), dark: (0, 0, 0))
    /// Grouped content's rows: white light, (28, 28, 30) dark.
    public static let secondarySystemGroupedBackground = dynamic(light: (255, 255, 255), dark: (28, 28, 30))
    /// Content layered on grouped rows: (242, 242, 247) light, (44, 44, 46) dark.
    public static let tertiarySystemGroupedBackground = dynamic(light: (242, 242, 247), dark: (44, 44, 46))

    // MARK: Labels, fills, separators

    /// Text: black light, white dark (SwiftUI's `Color.primary`).
    public static let label = UIColor(Color.primary)
    /// Secondary text: (60, 60, 67) at 60% light, (235, 235, 245) at 60% dark (`Color.secondary`).
    public static let secondaryLabel = UIColor(Color.secondary)
    /// Tertiary text: (60, 60, 67) / (235, 235, 245) at 30%.
    public static let tertiaryLabel = dynamic(light: (60, 60, 67), dark: (235, 235, 245), alpha: 0.3)
    /// Quaternary text: (60, 60, 67) at 18% light, (235, 235, 245) at 16% dark.
    public static let quaternaryLabel = dynamic(light: (60, 60, 67), dark: (235, 235, 245), alpha: 0.18, darkAlpha: 0.16)
    /// A text field's placeholder: as `tertiaryLabel`.
    public static let placeholderText = dynamic(light: (60, 60, 67), dark: (235, 235, 245), alpha: 0.3)
    /// Links: (0, 122, 255) light, (9, 132, 255) dark.
    public static let link = dynamic(light: (0, 122, 255), dark: (9, 132, 255))
    /// Thin shapes' fill: (120, 120, 128) at 20% light, 36% dark.
    public static let systemFill = dynamic(light: (120, 120, 128), dark: (120, 120, 128), alpha: 0.2, darkAlpha: 0.36)
    /// Medium shapes' fill: (120, 120, 128) at 16% light, 32% dark.
    public static let secondarySystemFill = dynamic(light: (120, 120, 128), dark: (120, 120, 128), alpha: 0.16, darkAlpha: 0.32)
    /// Large shapes' fill: (118, 118, 128) at 12% light, 24% dark.
    public static let tertiarySystemFill = dynamic(light: (118, 118, 128), dark: (118, 118, 128), alpha: 0.12, darkAlpha: 0.24)
    /// Large areas' fill: (116, 116, 128) at 8% light, (118, 118, 128) at 18% dark.
    public static let quaternarySystemFill = dynamic(light: (116, 116, 128), dark: (118, 118, 128), alpha: 0.08, darkAlpha: 0.18)
    /// Separators that let content show through: (60, 60, 67) at 29% light, (84, 84, 88) at 60% dark.
    public static let separator = dynamic(light: (60, 60, 67), dark: (84, 84, 88), alpha: 0.29, darkAlpha: 0.6)
    /// Opaque separators: (198, 198, 200) light, (56, 56, 58) dark.
    public static let opaqueSeparator = dynamic(light: (198, 198, 200), dark: (56, 56, 58))

    // MARK: Greys

    /// (142, 142, 147) in both appearances.
    public static let systemGray = dynamic(light: (142, 142, 147), dark: (142, 142, 147))
    /// (174, 174, 178) light, (99, 99, 102) dark.
    public static let systemGray2 = dynamic(light: (174, 174, 178), dark: (99, 99, 102))
    /// (199, 199, 204) light, (72, 72, 74) dark.
    public static let systemGray3 = dynamic(light: (199, 199, 204), dark: (72, 72, 74))
    /// (209, 209, 214) light, (58, 58, 60) dark.
    public static let systemGray4 = dynamic(light: (209, 209, 214), dark: (58, 58, 60))
    /// (229, 229, 234) light, (44, 44, 46) dark.
    public static let systemGray5 = dynamic(light: (229, 229, 234), dark: (44, 44, 46))
    /// (242, 242, 247) light, (28, 28, 30) dark.
    public static let systemGray6 = dynamic(light: (242, 242, 247), dark: (28, 28, 30))

    // MARK: Tints (SwiftUI's standard colours hold the same values)

    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    /// The app's tint: `systemBlue`, as by default on iOS.
    public static let tintColor = UIColor(Color.accentColor)

    // MARK: Fixed colours (UIKit's components)

    public static let black = UIColor(white: 0, alpha: 1)
    /// White 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// White 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    /// White 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black at alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
}
