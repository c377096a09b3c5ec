import Foundation

/// A colour as Core Graphics holds it (`CGColor`): its components and alpha in
/// 0...1. Linux has no colour spaces here: a colour made from red, green and
/// blue is in sRGB (`init(red:green:blue:alpha:)` and
/// `init(srgbRed:green:blue:alpha:)` make the same colour), one made from a
/// grey level is a grey. Two colours are equal when their components are.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's components followed by its alpha: red, green, blue, alpha
    /// for an sRGB colour, grey and alpha for a grey one.
    public let components: [CGFloat]?

    /// A colour from sRGB components (gamma-encoded, 0...1) and alpha.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A colour from sRGB components and alpha: the same as `init(red:green:blue:alpha:)` here.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey of level `gray` (0 black, 1 white) with `alpha`.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The number of components, alpha included: 4 for an sRGB colour, 2 for a grey.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's opacity, 0...1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// This colour with `alpha` instead of its own.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var parts = components, !parts.isEmpty else { return nil }
        parts[parts.count - 1] = alpha
        return parts.count == 2 ? CGColor(gray: parts[0], alpha: alpha)
            : CGColor(red: parts[0], green: parts[1], blue: parts[2], alpha: alpha)
    }

    /// The sRGB components and alpha, a grey's level repeated for red, green and blue.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let parts = components ?? [0, 1]
        if parts.count >= 4 { return (parts[0], parts[1], parts[2], parts[3]) }
        return (parts[0], parts[0], parts[0], parts.count > 1 ? parts[1] : 1)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(components: \((components ?? []).map { String(format: "%.3f", Double($0)) }.joined(separator: ", ")))"
    }
}

extension Color {
    /// The colour of a `CGColor` (SwiftUI's `init(cgColor:)`), the same in both appearances.
    public init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
    }

    /// The colour of a `CGColor` (SwiftUI's older `init(_:)`).
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// This colour as a `CGColor` of sRGB components (the light appearance's
    /// value for an adaptive colour; SwiftUI returns nil for those, Lunapark
    /// never does).
    public var cgColor: CGColor? {
        CGColor(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
                alpha: CGFloat(resolved.opacity))
    }
}
