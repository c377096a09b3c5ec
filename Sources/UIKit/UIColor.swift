import Foundation
import LunaparkCore

/// A colour as UIKit spells it (UIKit's `UIColor`), for SwiftUI code that
/// writes `Color(.systemGray6)`, `Color(uiColor: .label)` or
/// `UIColor(red:green:blue:alpha:)`.
///
/// It holds a `Color`: the system colours (`UIColor+SystemColors.swift`) are
/// dynamic, with iOS's light and dark values, and a `Color` made from one
/// follows the `colorScheme` where it is drawn, as on iOS. Colours made from
/// components are the same in both appearances. Components are sRGB, nominally
/// in 0...1; values outside are clamped when drawn.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The SwiftUI colour this is (adaptive for the system colours).
    public let color: Color

    /// A colour from sRGB components, each nominally in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey: `white` 0 is black, 1 white.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from hue, saturation and brightness, each in 0...1 (hue 0 and 1 are red).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                      opacity: Double(alpha))
    }

    /// The UIKit colour of a SwiftUI colour (iOS 14's `UIColor(_:)`); an
    /// adaptive colour stays adaptive.
    public init(_ color: Color) {
        self.color = color
    }

    /// This colour with its alpha set to `alpha` (0...1), in both appearances.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = color.resolved(for: .light), dark = color.resolved(for: .dark)
        func with(_ value: Color.Resolved) -> Color.Resolved {
            Color.Resolved(red: value.red, green: value.green, blue: value.blue, opacity: Float(alpha))
        }
        return UIColor(Color(light: with(light), dark: with(dark)))
    }

    /// Reads the components in the light appearance into the pointers given
    /// (nil ones are skipped), as `getRed(_:green:blue:alpha:)` does for a
    /// static colour; always true, every `UIColor` here being sRGB.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = color.resolved
        red?.pointee = CGFloat(value.red)
        green?.pointee = CGFloat(value.green)
        blue?.pointee = CGFloat(value.blue)
        alpha?.pointee = CGFloat(value.opacity)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(\(color))" }
}
