import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `Color`, as in SwiftUI: the
/// components are sRGB in 0...1 (values outside are clamped when drawn), and
/// the colour is the same in both colour schemes.
extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(Resolved(red: red, green: green, blue: blue, opacity: alpha))
    }
}
