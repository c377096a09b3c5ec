import Foundation

/// A colour (SwiftUI's `Color`), stored as its resolved sRGB components.
///
/// The standard colours, `primary` and `secondary` are adaptive, as in
/// SwiftUI: they hold the values of Apple's light and dark appearances, and
/// `resolved(for:)` picks one (the graph resolves them against the
/// environment's `colorScheme` where they are drawn). Colours made from
/// components are the same in both schemes. A colour is also a `View` (the
/// scene graph adds that conformance): it fills the space it is offered.
@frozen
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The concrete sRGB value of this colour in the light appearance (in
    /// both, unless the colour is adaptive).
    public var resolved: Resolved
    /// The value in the dark appearance, for adaptive colours; nil when it is `resolved`.
    @usableFromInline
    var darkResolved: Resolved?
    /// True for `Color.accentColor` (and colours made from it by `opacity(_:)`): the scene
    /// graph resolves it to the colour set by the `accentColor(_:)` modifier in force, if
    /// any, with `resolved.opacity` as the factor on that colour's opacity.
    package var isAccentColor = false

    @inlinable
    public init(_ resolved: Resolved) { self.resolved = resolved }

    /// An adaptive colour: `light` in the light appearance, `dark` in the dark one.
    package init(light: Resolved, dark: Resolved) {
        resolved = light
        darkResolved = dark
    }

    /// The concrete value of this colour in `scheme`.
    @inlinable
    public func resolved(for scheme: ColorScheme) -> Resolved {
        scheme == .dark ? darkResolved ?? resolved : resolved
    }

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
        copy.darkResolved?.opacity *= Float(opacity)
        return copy
    }

    public var description: String {
        if let darkResolved, darkResolved != resolved {
            return String(format: "Color(r: %.3f, g: %.3f, b: %.3f, a: %.3f; dark r: %.3f, g: %.3f, b: %.3f, a: %.3f)",
                          resolved.red, resolved.green, resolved.blue, resolved.opacity,
                          darkResolved.red, darkResolved.green, darkResolved.blue, darkResolved.opacity)
        }
        return String(format: "Color(r: %.3f, g: %.3f, b: %.3f, a: %.3f)",
               resolved.red, resolved.green, resolved.blue, resolved.opacity)
    }

    // Apple's system colours (Human Interface Guidelines, iOS), light and dark appearance, as sRGB 0...255 / 255.
    public static let red = adaptive(light: (255, 59, 48), dark: (255, 69, 58))
    public static let orange = adaptive(light: (255, 149, 0), dark: (255, 159, 10))
    public static let yellow = adaptive(light: (255, 204, 0), dark: (255, 214, 10))
    public static let green = adaptive(light: (52, 199, 89), dark: (48, 209, 88))
    public static let mint = adaptive(light: (0, 199, 190), dark: (99, 230, 226))
    public static let teal = adaptive(light: (48, 176, 199), dark: (64, 200, 224))
    public static let cyan = adaptive(light: (50, 173, 230), dark: (100, 210, 255))
    public static let blue = adaptive(light: (0, 122, 255), dark: (10, 132, 255))
    public static let indigo = adaptive(light: (88, 86, 214), dark: (94, 92, 230))
    public static let purple = adaptive(light: (175, 82, 222), dark: (191, 90, 242))
    public static let pink = adaptive(light: (255, 45, 85), dark: (255, 55, 95))
    public static let brown = adaptive(light: (162, 132, 94), dark: (172, 142, 104))
    public static let white = Color(white: 1)
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    public static let black = Color(white: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The colour of primary content (text): black in the light appearance, white in the dark one.
    public static let primary = Color(light: Resolved(red: 0, green: 0, blue: 0), dark: Resolved(red: 1, green: 1, blue: 1))
    /// The colour of secondary content: grey at 60% opacity, (60, 60, 67) in the light
    /// appearance and (235, 235, 245) in the dark one (UIKit's `secondaryLabel`).
    public static let secondary = adaptive(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.6)
    /// The background of a window or screen: white in the light appearance, black in the
    /// dark one (UIKit's `systemBackground`; SwiftUI's `ShapeStyle.background`).
    package static let systemBackground = adaptive(light: (255, 255, 255), dark: (0, 0, 0))

    /// An adaptive colour from 8-bit sRGB components per appearance.
    private static func adaptive(light: (Int, Int, Int), dark: (Int, Int, Int), opacity: Float = 1) -> Color {
        func value(_ c: (Int, Int, Int)) -> Resolved {
            Resolved(red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255, opacity: opacity)
        }
        return Color(light: value(light), dark: value(dark))
    }

    /// The app's accent colour: blue, as on Apple's platforms by default, or the colour set
    /// by the `accentColor(_:)` view modifier around the view where it is drawn.
    public static let accentColor: Color = {
        var accent = Color.blue
        accent.isAccentColor = true
        return accent
    }()
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
