/// One pixel as 8-bit red, green, blue and alpha, NOT premultiplied:
/// `r`, `g`, `b` are the colour's sRGB components whatever the alpha (0...255
/// each), as image editors show them. Fully transparent pixels read (0, 0, 0, 0).
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255 (sRGB, not multiplied by alpha).
    public var r: UInt8
    /// Green, 0...255 (sRGB, not multiplied by alpha).
    public var g: UInt8
    /// Blue, 0...255 (sRGB, not multiplied by alpha).
    public var b: UInt8
    /// Alpha (opacity), 0 transparent ... 255 opaque.
    public var a: UInt8

    /// A pixel from unpremultiplied components.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Transparent black, what a cleared surface holds.
    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    /// "RGBA8(r, g, b, a)".
    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}
