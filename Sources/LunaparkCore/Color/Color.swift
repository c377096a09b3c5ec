import Foundation

/// A colour (SwiftUI's `Color`), stored as its resolved sRGB components.
///
/// The standard colours use the values of Apple's light appearance. A colour
/// is also a `View` (the scene graph adds that conformance): it fills the
/// space it is offered.
@frozen
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The concrete sRGB value this colour resolves to.
    public var resolved: Resolved

    @inlinable
    public init(_ resolved: Resolved) { self.resolved = resolved }

    /// A colour from sRGB components in 0...1 (values outside are clamped when drawn).
    @inlinable
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }

    /// A grey of the given `white` level (0 black, 1 white).
    @inlinable
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each in 0...1 (hue 0 and 1 are red).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    @inlinable
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.resolved.opacity *= Float(opacity)
        return copy
    }

    public var description: String {
        String(format: "Color(r: %.3f, g: %.3f, b: %.3f, a: %.3f)",
               resolved.red, resolved.green, resolved.blue, resolved.opacity)
    }

    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    public static let orange = Color(red: 1, green: 0.584, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
    public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
    public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333)
    public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
    public static let white = Color(white: 1)
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    public static let black = Color(white: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The colour of primary content (text): black in the light appearance.
    public static let primary = Color(white: 0)
    /// The colour of secondary content.
    public static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)
    /// The app's accent colour (blue, as on Apple's platforms by default).
    public static let accentColor = Color.blue
}

extension Color {
    /// A concrete colour: sRGB components with gamma, each nominally in 0...1
    /// (SwiftUI's `Color.Resolved`). `linearRed` etc. give the components
    /// without the sRGB transfer function.
    @frozen
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        @inlinable
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }

        /// A colour from linear (not gamma-encoded) sRGB components.
        public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
            self.init(red: Self.encode(linearRed), green: Self.encode(linearGreen),
                      blue: Self.encode(linearBlue), opacity: opacity)
        }

        public var linearRed: Float { Self.decode(red) }
        public var linearGreen: Float { Self.decode(green) }
        public var linearBlue: Float { Self.decode(blue) }

        /// sRGB transfer function, IEC 61966-2-1 (extended to negative values by symmetry).
        @usableFromInline
        static func encode(_ linear: Float) -> Float {
            let m = abs(linear)
            let e = m <= 0.0031308 ? 12.92 * m : 1.055 * powf(m, 1 / 2.4) - 0.055
            return linear < 0 ? -e : e
        }

        /// Inverse of `encode`.
        @usableFromInline
        static func decode(_ encoded: Float) -> Float {
            let m = abs(encoded)
            let d = m <= 0.04045 ? m / 12.92 : powf((m + 0.055) / 1.055, 2.4)
            return encoded < 0 ? -d : d
        }
    }
}
